/// One scalar animated by a spring from a value to a target, starting at an absolute time.
///
/// Settling: the animation is settled when |x| ≤ ε·range and |v| ≤ ε·range per second, where x is
/// the displacement from the target. `range` defaults to max(|from − to|, 1): thresholds scale
/// with the size of the move, but never drop below ε units for tiny moves. ``settleDuration`` is the
/// time after which that holds for good, found by search on the closed form at init. From then on
/// ``value(at:)`` is exactly ``target`` and ``velocity(at:)`` is 0, so an idle scene can stop
/// requesting frames.
public struct SpringAnimation: Sendable, Hashable {
    /// The default settling tolerance ε, relative to the range.
    public static let defaultEpsilon = 0.001

    /// The value at ``startTime``.
    public let from: Double
    /// The value the spring comes to rest at.
    public let target: Double
    /// The absolute time (seconds) the motion starts at; before it, the value is ``from``.
    public let startTime: Double
    /// The spring.
    public let parameters: SpringParameters
    /// The settling tolerance ε, relative to ``range``.
    public let epsilon: Double
    /// The scale of the settling thresholds: explicit, or max(|from − to|, 1).
    public let range: Double
    /// Seconds after ``startTime`` when the animation is settled for good.
    public let settleDuration: Double
    /// The closed form of the displacement from ``target``.
    public let motion: SpringMotion
    /// The explicit range passed at init (kept by ``retargeted(to:at:parameters:)``), if any.
    let explicitRange: Double?

    /// Animates from `from` (moving at `velocity` units per second) to `to`, starting at `startTime`.
    ///
    /// Non-finite input is made safe rather than trapping: a non-finite `to` becomes `from` (or 0),
    /// a non-finite `from` becomes the target and a non-finite `velocity` becomes 0; an `epsilon`
    /// that is not finite and > 0 becomes ``defaultEpsilon``; a `range` that is nil or not finite and
    /// > 0 becomes max(|from − to|, 1).
    public init(from: Double, to: Double, velocity: Double = 0, startTime: Double,
                parameters: SpringParameters, epsilon: Double = SpringAnimation.defaultEpsilon,
                range: Double? = nil) {
        let target = to.isFinite ? to : (from.isFinite ? from : 0)
        let start = from.isFinite ? from : target
        let v0 = velocity.isFinite ? velocity : 0
        self.from = start
        self.target = target
        self.startTime = startTime
        self.parameters = parameters
        self.epsilon = epsilon.isFinite && epsilon > 0 ? epsilon : Self.defaultEpsilon
        explicitRange = range.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.range = explicitRange ?? Self.defaultRange(displacement: start - target)
        motion = SpringMotion(parameters: parameters, displacement: start - target, velocity: v0)
        let threshold = self.epsilon * self.range
        settleDuration = motion.settleTime(displacementThreshold: threshold, velocityThreshold: threshold)
    }

    /// A value at rest: settled from the start (a panel grabbed by the pointer, an idle property).
    public static func resting(at value: Double, startTime: Double = 0,
                               parameters: SpringParameters = .transition) -> SpringAnimation {
        SpringAnimation(from: value, to: value, startTime: startTime, parameters: parameters)
    }

    /// max(|displacement|, 1): the default settling range.
    public static func defaultRange(displacement: Double) -> Double { max(abs(displacement), 1) }

    /// The initial velocity, units per second.
    public var initialVelocity: Double { motion.initialVelocity }

    /// The absolute time at which the animation is settled for good: startTime + settleDuration.
    public var endTime: Double { startTime + settleDuration }

    /// Whether the animation is settled for good at `time` (time ≥ ``endTime``).
    public func isSettled(at time: Double) -> Bool { time >= endTime }

    /// The presented value at the absolute `time`: ``from`` before the start, exactly ``target`` once
    /// settled.
    public func value(at time: Double) -> Double {
        if isSettled(at: time) { return target }
        if !(time > startTime) { return from }
        return target + motion.displacement(at: time - startTime)
    }

    /// The velocity at the absolute `time`, units per second; 0 once settled.
    public func velocity(at time: Double) -> Double {
        if isSettled(at: time) { return 0 }
        return motion.velocity(at: time - startTime)
    }

    /// A new animation towards `newTarget` that starts at `time` from the current value and velocity,
    /// so position and velocity are continuous. Keeps ε, an explicit range, and the parameters unless
    /// new ones are given.
    public func retargeted(to newTarget: Double, at time: Double,
                           parameters newParameters: SpringParameters? = nil) -> SpringAnimation {
        SpringAnimation(from: value(at: time), to: newTarget, velocity: velocity(at: time), startTime: time,
                        parameters: newParameters ?? parameters, epsilon: epsilon, range: explicitRange)
    }

    /// The value held still where it is presented at `time`, its velocity dropped (a drag grabbing a
    /// moving panel: no jump in position; the pointer rules from there).
    public func interrupted(at time: Double) -> SpringAnimation {
        .resting(at: value(at: time), startTime: time, parameters: parameters)
    }
}
