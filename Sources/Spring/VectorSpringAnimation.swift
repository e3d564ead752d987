/// A vector (position, size, rectangle…) animated by independent 1-D springs per component that
/// share one set of parameters and one start time.
///
/// Settling range: by default max(max over components of |from − to|, 1), shared by every
/// component, so the thresholds are ε·range for all of them and a diagonal move settles all
/// components together instead of the short axis snapping early. ``settleDuration`` is the maximum
/// of the components' settle times; once it has passed, ``value(at:)`` is exactly ``target`` and
/// ``velocity(at:)`` is zero. Sendable whenever `Value` is (every standard `SIMDn<Double>` is).
public struct VectorSpringAnimation<Value: SIMD>: Hashable where Value.Scalar == Double {
    /// The value at ``startTime``.
    public let from: Value
    /// The value the springs come to rest at.
    public let target: Value
    /// The velocity at ``startTime``, units per second per component.
    public let initialVelocity: Value
    /// The absolute time (seconds) the motion starts at; before it, the value is ``from``.
    public let startTime: Double
    /// The spring shared by all components.
    public let parameters: SpringParameters
    /// The settling tolerance ε, relative to ``range``.
    public let epsilon: Double
    /// The shared scale of the settling thresholds.
    public let range: Double
    /// Seconds after ``startTime`` when every component is settled for good.
    public let settleDuration: Double

    let explicitRange: Double?
    let kernel: SpringKernel
    let displacement: Value
    let positionCoefficient: Value
    let velocityCoefficient: Value

    /// Animates from `from` (moving at `velocity`) to `to`, starting at `startTime`.
    ///
    /// Non-finite components are made safe as in ``SpringAnimation``: a non-finite target component
    /// becomes the start component (or 0), a non-finite start component the target, a non-finite
    /// velocity component 0. Invalid `epsilon` and `range` fall back to the defaults.
    public init(from: Value, to: Value, velocity: Value = .zero, startTime: Double,
                parameters: SpringParameters, epsilon: Double = SpringAnimation.defaultEpsilon,
                range: Double? = nil) {
        var start = from, goal = to, v0 = velocity
        for i in start.indices {
            if !goal[i].isFinite { goal[i] = start[i].isFinite ? start[i] : 0 }
            if !start[i].isFinite { start[i] = goal[i] }
            if !v0[i].isFinite { v0[i] = 0 }
        }
        self.from = start
        self.target = goal
        initialVelocity = v0
        self.startTime = startTime
        self.parameters = parameters
        self.epsilon = epsilon.isFinite && epsilon > 0 ? epsilon : SpringAnimation.defaultEpsilon
        let x0 = start - goal
        explicitRange = range.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        var largest = 0.0
        for i in x0.indices { largest = max(largest, abs(x0[i])) }
        self.range = explicitRange ?? SpringAnimation.defaultRange(displacement: largest)

        let kernel = SpringKernel(parameters)
        self.kernel = kernel
        displacement = x0
        positionCoefficient = kernel.beta * x0 + v0
        velocityCoefficient = kernel.omega0Squared * x0 + kernel.beta * v0
        let threshold = self.epsilon * self.range
        var longest = 0.0
        for i in x0.indices {
            let motion = SpringMotion(parameters: parameters, kernel: kernel, displacement: x0[i], velocity: v0[i])
            longest = max(longest, motion.settleTime(displacementThreshold: threshold, velocityThreshold: threshold))
        }
        settleDuration = longest
    }

    /// A vector at rest: settled from the start.
    public static func resting(at value: Value, startTime: Double = 0,
                               parameters: SpringParameters = .transition) -> Self {
        Self(from: value, to: value, startTime: startTime, parameters: parameters)
    }

    /// The absolute time at which every component is settled for good.
    public var endTime: Double { startTime + settleDuration }

    /// Whether all components are settled for good at `time` (time ≥ ``endTime``).
    public func isSettled(at time: Double) -> Bool { time >= endTime }

    /// The value at the absolute `time`: ``from`` before the start, exactly ``target`` once settled.
    public func value(at time: Double) -> Value {
        if isSettled(at: time) { return target }
        if !(time > startTime) { return from }
        let (c, s) = kernel.basis(at: time - startTime)
        return target + (displacement * c + positionCoefficient * s)
    }

    /// The velocity at the absolute `time`, units per second; zero once settled.
    public func velocity(at time: Double) -> Value {
        if isSettled(at: time) { return .zero }
        let (c, s) = kernel.basis(at: SpringMotion.clamp(time - startTime))
        return initialVelocity * c - velocityCoefficient * s
    }

    /// A new animation towards `newTarget` from the current value and velocity at `time`
    /// (continuous in position and velocity); keeps ε, an explicit range, and the parameters unless
    /// new ones are given.
    public func retargeted(to newTarget: Value, at time: Double,
                           parameters newParameters: SpringParameters? = nil) -> Self {
        Self(from: value(at: time), to: newTarget, velocity: velocity(at: time), startTime: time,
             parameters: newParameters ?? parameters, epsilon: epsilon, range: explicitRange)
    }

    /// The value held where it is presented at `time`, its velocity dropped.
    public func interrupted(at time: Double) -> Self {
        .resting(at: value(at: time), startTime: time, parameters: parameters)
    }
}

extension VectorSpringAnimation: Sendable where Value: Sendable {}
