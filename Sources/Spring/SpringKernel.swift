import Foundation

/// The part of the closed form that depends only on the parameters and the time.
///
/// Every regime's solution can be written as
///   x(t) = x0 · c(t) + (β x0 + v0) · s(t)
///   v(t) = v0 · c(t) − (ω0² x0 + β v0) · s(t)
/// with (c, s) = e^(−βt) · (cos ω1t, sin(ω1t)/ω1) under-damped, e^(−βt) · (1, t) critical and
/// e^(−βt) · (cosh ω2t, sinh(ω2t)/ω2) over-damped. The kernel returns (c, s) so that scalar and
/// vector springs share one evaluation per time.
struct SpringKernel: Sendable, Hashable {
    let regime: SpringRegime
    /// β = c / 2m.
    let beta: Double
    /// ω0² = k / m.
    let omega0Squared: Double
    /// ω1 (under-damped) or ω2 (over-damped); 0 when critical.
    let omega: Double
    /// The slow decay rate: β − ω2 (over-damped, computed without cancellation), β otherwise.
    let slowRate: Double

    init(_ parameters: SpringParameters) {
        let omega0 = parameters.naturalFrequency
        let ratio = parameters.dampingRatio
        regime = parameters.regime
        beta = parameters.damping / (2 * parameters.mass)
        omega0Squared = parameters.stiffness / parameters.mass
        switch regime {
        case .critical:
            omega = 0
            slowRate = beta
        case .underdamped:
            omega = omega0 * ((1 - ratio) * (1 + ratio)).squareRoot()
            slowRate = beta
        case .overdamped:
            let w = omega0 * ((ratio - 1) * (ratio + 1)).squareRoot()
            omega = w
            slowRate = omega0Squared / (beta + w)
        }
    }

    /// (c, s) at `t` ≥ 0; (0, 0) at +∞. Never overflows: the over-damped branch uses decaying exponentials only.
    @inline(__always)
    func basis(at t: Double) -> (c: Double, s: Double) {
        guard t < .infinity else { return (0, 0) }
        switch regime {
        case .critical:
            let e = exp(-beta * t)
            return (e, e * t)
        case .underdamped:
            let e = exp(-beta * t)
            let phase = omega * t
            return (e * cos(phase), e * sin(phase) / omega)
        case .overdamped:
            // e^(−βt)cosh(ω2t) = e^(−(β−ω2)t)·(1 + e^(−2ω2t))/2
            // e^(−βt)sinh(ω2t)/ω2 = e^(−(β−ω2)t)·(1 − e^(−2ω2t))/(2ω2), via expm1 for small ω2t.
            let slow = exp(-slowRate * t)
            let fast = expm1(-2 * omega * t)
            return (slow * (1 + 0.5 * fast), slow * (-fast) / (2 * omega))
        }
    }

    /// The fastest rate at which x or v can change, 1/s: sets the settle search's step.
    var fastestRate: Double {
        regime == .overdamped ? beta + omega : omega0Squared.squareRoot()
    }
}
