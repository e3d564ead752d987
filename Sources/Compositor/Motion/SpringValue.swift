import Model
import Spring

/// A value the spring core can carry: it converts to and from the lanes of a vector in one place.
protocol SpringCarried {
    associatedtype Lanes: SIMD where Lanes.Scalar == Double
    init(lanes: Lanes)
    var lanes: Lanes { get }
}

/// A value carried by the one spring core — a panel's pose, the pin preview, a sheet's extent —
/// that reports once when it comes to rest, so the last frame is drawn exactly at the target.
/// Sheets and panels hold their springs this way.
struct SpringValue<Value: SpringCarried> {
    private(set) var spring: VectorSpringAnimation<Value.Lanes>
    /// Set by ``animate(to:at:velocity:parameters:)``; cleared by ``update(at:)`` once settled.
    private(set) var isMoving = false

    /// A value at rest.
    init(_ value: Value, at time: Double) {
        spring = .resting(at: value.lanes, startTime: time)
    }

    /// A value springing from `from` to `to` from `time` on, with `velocity` (default: none).
    static func moving(from: Value, to: Value, at time: Double, velocity: Value.Lanes = .zero,
                       parameters: SpringParameters) -> SpringValue {
        var value = SpringValue(from, at: time)
        value.animate(to: to, at: time, velocity: velocity, parameters: parameters)
        return value
    }

    var target: Value { Value(lanes: spring.target) }

    func value(at time: Double) -> Value { Value(lanes: spring.value(at: time)) }

    func velocity(at time: Double) -> Value.Lanes { spring.velocity(at: time) }

    /// Springs to `target` from where the value is at `time`, with `velocity` (default: the current
    /// velocity, so a retarget mid-flight is continuous in position and velocity).
    mutating func animate(to target: Value, at time: Double, velocity: Value.Lanes? = nil,
                          parameters: SpringParameters = .transition) {
        spring = VectorSpringAnimation(from: spring.value(at: time), to: target.lanes, velocity: velocity ?? spring.velocity(at: time),
                                       startTime: time, parameters: parameters)
        isMoving = true
    }

    /// Moves the target to `target` from `time` on, keeping the current value, velocity and spring.
    mutating func retarget(to target: Value, at time: Double) {
        spring = spring.retargeted(to: target.lanes, at: time)
    }

    /// Holds the value at `value` from `time` (the pointer took over): no velocity, not moving.
    mutating func hold(_ value: Value, at time: Double) {
        spring = .resting(at: value.lanes, startTime: time)
        isMoving = false
    }

    /// Whether the value came to rest by `time` since it was last asked.
    mutating func update(at time: Double) -> Bool {
        guard isMoving, spring.isSettled(at: time) else { return false }
        isMoving = false
        return true
    }
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
