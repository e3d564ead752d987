import Spring

/// A vector carried by the one spring core that reports once when it comes to rest, so the last
/// frame is drawn exactly at the target.
struct SpringValue<Value: SIMD> where Value.Scalar == Double {
    private(set) var spring: VectorSpringAnimation<Value>
    /// Set by ``animate(to:at:velocity:parameters:)``; cleared by ``update(at:)`` once settled.
    private(set) var isMoving = false

    /// A value at rest.
    init(_ value: Value, at time: Double) {
        spring = .resting(at: value, startTime: time)
    }

    var target: Value { spring.target }

    func value(at time: Double) -> Value { spring.value(at: time) }

    /// Springs to `target` from where the value is at `time`, with `velocity` (default: the current
    /// velocity, so a retarget mid-flight is continuous in position and velocity).
    mutating func animate(to target: Value, at time: Double, velocity: Value? = nil,
                          parameters: SpringParameters = .transition) {
        spring = VectorSpringAnimation(from: spring.value(at: time), to: target, velocity: velocity ?? spring.velocity(at: time),
                                       startTime: time, parameters: parameters)
        isMoving = true
    }

    /// Holds the value at `value` from `time` (the pointer took over): no velocity, not moving.
    mutating func hold(_ value: Value, at time: Double) {
        spring = .resting(at: value, startTime: time)
        isMoving = false
    }

    /// Whether the value came to rest by `time` since it was last asked.
    mutating func update(at time: Double) -> Bool {
        guard isMoving, spring.isSettled(at: time) else { return false }
        isMoving = false
        return true
    }
}
