/// The exact motion of one damped spring in one dimension, from an initial displacement and velocity.
///
/// Displacement is measured from the target (x0 = from − to). Evaluating at any time uses the
/// closed form, so the result never depends on a frame rate. Velocity is the analytic derivative:
/// - under-damped: x = e^(−βt)(x0 cos ω1t + (βx0 + v0)/ω1 · sin ω1t),
///   v = e^(−βt)(v0 cos ω1t − (ω0²x0 + βv0)/ω1 · sin ω1t)
/// - critical: x = e^(−βt)(x0 + (βx0 + v0)t), v = e^(−βt)(v0 − β(βx0 + v0)t)
/// - over-damped: as under-damped with cosh/sinh and ω2, evaluated as decaying exponentials.
public struct SpringMotion: Sendable, Hashable {
    /// The spring.
    public let parameters: SpringParameters
    /// Displacement from the target at t = 0.
    public let initialDisplacement: Double
    /// Velocity at t = 0, units per second.
    public let initialVelocity: Double

    let kernel: SpringKernel
    /// βx0 + v0: the coefficient of s(t) in x(t).
    let positionCoefficient: Double
    /// ω0²x0 + βv0: minus the coefficient of s(t) in v(t).
    let velocityCoefficient: Double

    /// The motion starting `x0` away from the target with velocity `v0` (both should be finite).
    public init(parameters: SpringParameters, displacement x0: Double, velocity v0: Double) {
        self.init(parameters: parameters, kernel: SpringKernel(parameters), displacement: x0, velocity: v0)
    }

    init(parameters: SpringParameters, kernel: SpringKernel, displacement x0: Double, velocity v0: Double) {
        self.parameters = parameters
        self.kernel = kernel
        initialDisplacement = x0
        initialVelocity = v0
        positionCoefficient = kernel.beta * x0 + v0
        velocityCoefficient = kernel.omega0Squared * x0 + kernel.beta * v0
    }

    /// Displacement from the target `t` seconds after the start. t < 0 (or NaN) is treated as 0;
    /// t = +∞ gives 0.
    public func displacement(at t: Double) -> Double {
        let (c, s) = kernel.basis(at: Self.clamp(t))
        return initialDisplacement * c + positionCoefficient * s
    }

    /// Velocity `t` seconds after the start, units per second. t < 0 (or NaN) is treated as 0;
    /// t = +∞ gives 0.
    public func velocity(at t: Double) -> Double {
        let (c, s) = kernel.basis(at: Self.clamp(t))
        return initialVelocity * c - velocityCoefficient * s
    }

    /// Time as the closed form sees it: negative and NaN become 0.
    static func clamp(_ t: Double) -> Double { t > 0 ? t : 0 }
}
