/// A rectangle animated by springs, as (x, y, width, height) in a `SIMD4<Double>`.
///
/// The four components are independent springs sharing parameters and one settling range (see
/// ``VectorSpringAnimation``). An under-damped spring may swing a size below zero: the *presented*
/// width and height are clamped to ≥ 0, while the underlying state keeps its true value and
/// velocity so that the motion and retargeting stay continuous.
public struct RectSpringAnimation: Sendable, Hashable {
    /// The unclamped springs.
    public let springs: VectorSpringAnimation<SIMD4<Double>>

    /// Animates the rectangle `from` (x, y, width, height) to `to`, starting at `startTime`.
    public init(from: SIMD4<Double>, to: SIMD4<Double>, velocity: SIMD4<Double> = .zero,
                startTime: Double, parameters: SpringParameters,
                epsilon: Double = SpringAnimation.defaultEpsilon, range: Double? = nil) {
        springs = VectorSpringAnimation(from: from, to: to, velocity: velocity, startTime: startTime,
                                        parameters: parameters, epsilon: epsilon, range: range)
    }

    /// Wraps existing springs.
    public init(springs: VectorSpringAnimation<SIMD4<Double>>) {
        self.springs = springs
    }

    /// A rectangle at rest.
    public static func resting(at rect: SIMD4<Double>, startTime: Double = 0,
                               parameters: SpringParameters = .transition) -> RectSpringAnimation {
        RectSpringAnimation(springs: .resting(at: rect, startTime: startTime, parameters: parameters))
    }

    /// The target rectangle (unclamped).
    public var target: SIMD4<Double> { springs.target }
    /// The absolute start time.
    public var startTime: Double { springs.startTime }
    /// The spring shared by the four components.
    public var parameters: SpringParameters { springs.parameters }
    /// Seconds after the start when every component is settled for good.
    public var settleDuration: Double { springs.settleDuration }
    /// The absolute time at which every component is settled for good.
    public var endTime: Double { springs.endTime }

    /// Whether all components are settled for good at `time`.
    public func isSettled(at time: Double) -> Bool { springs.isSettled(at: time) }

    /// The presented rectangle at `time`: width and height (lanes 2 and 3) clamped to ≥ 0.
    public func value(at time: Double) -> SIMD4<Double> {
        var rect = springs.value(at: time)
        rect[2] = max(rect[2], 0)
        rect[3] = max(rect[3], 0)
        return rect
    }

    /// The state at `time` without the clamp (width or height may be briefly negative).
    public func unclampedValue(at time: Double) -> SIMD4<Double> { springs.value(at: time) }

    /// The state's velocity at `time` (not affected by the clamp).
    public func velocity(at time: Double) -> SIMD4<Double> { springs.velocity(at: time) }

    /// A new animation towards `newTarget` from the current state and velocity at `time`.
    public func retargeted(to newTarget: SIMD4<Double>, at time: Double,
                           parameters newParameters: SpringParameters? = nil) -> RectSpringAnimation {
        RectSpringAnimation(springs: springs.retargeted(to: newTarget, at: time, parameters: newParameters))
    }

    /// The rectangle held where it is presented at `time`, its velocity dropped.
    public func interrupted(at time: Double) -> RectSpringAnimation {
        .resting(at: value(at: time), startTime: time, parameters: parameters)
    }
}
