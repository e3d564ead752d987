import Model
import Spring

/// A value the spring core can carry: it converts to and from the lanes of a vector in one place.
protocol SpringCarried {
    associatedtype Lanes: SIMD where Lanes.Scalar == Double
    init(lanes: Lanes)
    var lanes: Lanes { get }
    /// 1 for the lanes that are opacities (a cross-fade fades them), 0 for geometry.
    static var fadeLanes: Lanes { get }
}

extension SpringCarried {
    static var fadeLanes: Lanes { .zero }
}

/// A value carried by the one spring core — a panel's pose, the pin preview, a sheet's extent —
/// that reports once when it comes to rest, so the last frame is drawn exactly at the target.
/// Sheets and panels hold their springs this way. With ``MotionPreference/reduced`` a
/// ``CrossFade`` carries it instead of the spring, to the same target.
struct SpringValue<Value: SpringCarried> {
    /// The spring; at rest at the target while a cross-fade carries the value.
    private(set) var spring: VectorSpringAnimation<Value.Lanes>
    /// The cross-fade carrying the value with reduced motion, until it has been reported finished.
    private(set) var fade: CrossFade<Value.Lanes>?
    /// Set by ``animate(to:at:velocity:parameters:)``; cleared by ``update(at:)`` once settled.
    private(set) var isMoving = false

    /// A value at rest.
    init(_ value: Value, at time: Double) {
        spring = .resting(at: value.lanes, startTime: time)
    }

    /// A value springing from `from` to `to` from `time` on, with `velocity` (default: none).
    static func moving(from: Value, to: Value, at time: Double, velocity: Value.Lanes = .zero,
                       parameters: SpringParameters, preference: MotionPreference) -> SpringValue {
        var value = SpringValue(from, at: time)
        value.animate(to: to, at: time, velocity: velocity, parameters: parameters, preference: preference)
        return value
    }

    var target: Value { Value(lanes: fade?.to ?? spring.target) }

    func value(at time: Double) -> Value { Value(lanes: lanes(at: time)) }

    /// The value at `time` with its fading lanes not faded by a cross-fade through nothing: the
    /// level of the item itself (what a dim that follows it reads); ``opacity(at:)`` is the fade.
    func unfadedValue(at time: Double) -> Value {
        Value(lanes: fade?.value(at: time, fadingThrough: false) ?? spring.value(at: time))
    }

    /// How opaque a cross-fade draws the value at `time` (1 unless it fades through nothing); for
    /// values with no fading lanes of their own.
    func opacity(at time: Double) -> Double { fade?.opacity(at: time) ?? 1 }

    func velocity(at time: Double) -> Value.Lanes { fade == nil ? spring.velocity(at: time) : .zero }

    /// When the value comes to its target as it moves now (a later retarget moves it).
    var restTime: Double {
        guard let fade else { return spring.endTime }
        return fade.from == fade.to ? fade.startTime : fade.startTime + fade.duration
    }

    /// Whether the value is at its target by `time`.
    func isSettled(at time: Double) -> Bool { fade?.isFinished(at: time) ?? spring.isSettled(at: time) }

    /// Goes to `target` from where the value is at `time`: with full motion it springs there with
    /// `velocity` (default: the current velocity, so a retarget mid-flight is continuous in position
    /// and velocity); with reduced motion it cross-fades there and the velocity is dropped.
    mutating func animate(to target: Value, at time: Double, velocity: Value.Lanes? = nil,
                          parameters: SpringParameters = .transition, preference: MotionPreference) {
        let from = lanes(at: time)
        switch preference {
        case .full:
            spring = VectorSpringAnimation(from: from, to: target.lanes, velocity: velocity ?? self.velocity(at: time),
                                           startTime: time, parameters: parameters)
            fade = nil
        case .reduced:
            spring = .resting(at: target.lanes, startTime: time)
            fade = CrossFade(from: from, to: target.lanes, startTime: time, fadeLanes: Value.fadeLanes)
        }
        isMoving = true
    }

    /// Moves the target to `target` from `time` on, keeping the current value, velocity and spring
    /// (or cross-fade).
    mutating func retarget(to target: Value, at time: Double) {
        if fade == nil {
            spring = spring.retargeted(to: target.lanes, at: time)
        } else {
            spring = .resting(at: target.lanes, startTime: time)
            fade?.retarget(to: target.lanes)
        }
    }

    /// Holds the value at `value` from `time` (the pointer took over): no velocity, not moving.
    mutating func hold(_ value: Value, at time: Double) {
        spring = .resting(at: value.lanes, startTime: time)
        fade = nil
        isMoving = false
    }

    /// Whether the value came to rest by `time` since it was last asked.
    mutating func update(at time: Double) -> Bool {
        guard isMoving, isSettled(at: time) else { return false }
        isMoving = false
        fade = nil
        return true
    }

    private func lanes(at time: Double) -> Value.Lanes { fade?.value(at: time) ?? spring.value(at: time) }
}

/// An opacity or dim level (0…1) carried by a spring: with reduced motion it fades straight from
/// one level to the next.
struct Level: Equatable, ExpressibleByFloatLiteral, SpringCarried {
    var value: Double

    init(_ value: Double) { self.value = value }
    init(floatLiteral value: Double) { self.value = value }
    init(lanes: SIMD2<Double>) { value = lanes[0] }
    var lanes: SIMD2<Double> { SIMD2(value, 0) }
    static var fadeLanes: SIMD2<Double> { SIMD2(1, 0) }
}

extension Double: SpringCarried {
    init(lanes: SIMD2<Double>) { self = lanes[0] }
    var lanes: SIMD2<Double> { SIMD2(self, 0) }
}

extension Rect: SpringCarried {
    /// (x, y, width, height); sizes kept positive (an under-damped spring may swing past zero).
    init(lanes v: SIMD4<Double>) {
        self.init(x: v[0], y: v[1], width: max(0, v[2]), height: max(0, v[3]))
    }

    var lanes: SIMD4<Double> { SIMD4(minX, minY, width, height) }
}
