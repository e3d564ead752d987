import Foundation

extension SpringParameters {
    /// Pin, unpin, exposé, popover resize, fades: response 0.3 s, damping ratio 1, mass 1.
    public static let transition = SpringParameters(response: 0.3, validDampingRatio: 1)

    /// Thrown floating panels: response 0.35 s, damping ratio 0.9, mass 1.
    public static let thrown = SpringParameters(response: 0.35, validDampingRatio: 0.9)

    /// Presenting and dismissing sheets (to and from hidden): response 0.25 s, damping ratio 0.8.
    public static let presentation = SpringParameters(response: 0.25, validDampingRatio: 0.8)

    /// Builds a preset from constants known to be valid, without a throwing path.
    private init(response: Double, validDampingRatio ratio: Double) {
        let omega = 2 * Double.pi / response
        self.init(unchecked: 1, omega * omega, 2 * ratio * omega)
    }

    /// Release speed (points per second) at or below which a FloatingPanel settle is critically damped.
    public static let floatingPanelCriticalSpeed = 300.0

    /// FloatingPanel's attraction parameters mapped onto the closed-form spring (mass 1).
    ///
    /// FloatingPanel steps ω = 2π / response and ζ = 1 when |velocity| ≤ 300 pt/s, otherwise
    /// ζ = ln(d) / (−2π · (1/response) · 0.001) with d the spring deceleration rate.
    /// Reading the denominator as −ω · (1 ms), this is ζω = −ln(d) / 0.001 s: the decay rate
    /// β = ζω is chosen so that the envelope e^(−βt) shrinks by the factor d every millisecond.
    /// With the defaults (response 0.4 s, d = 0.991) ζ = 0.4 · ln(0.991) / (−2π · 0.001) ≈ 0.576,
    /// an under-damped spring. Flotilla uses the same ω and ζ in the closed form instead of the
    /// frame-rate-dependent Euler steps.
    ///
    /// - Parameters:
    ///   - response: the period 2π/ω in seconds (> 0).
    ///   - decelerationRate: d per millisecond, within (0, 1).
    ///   - velocity: the release speed in points per second (finite; only its magnitude matters).
    public static func floatingPanel(
        response: Double = 0.4, decelerationRate: Double = 0.991, velocity: Double
    ) throws(SpringError) -> SpringParameters {
        try SpringError.requirePositive(response, "response")
        guard decelerationRate.isFinite, decelerationRate > 0, decelerationRate < 1 else {
            throw SpringError(parameter: "decelerationRate", value: decelerationRate,
                              expected: "a finite number > 0 and < 1")
        }
        guard velocity.isFinite else {
            throw SpringError(parameter: "velocity", value: velocity, expected: "a finite number")
        }
        let ratio = abs(velocity) <= floatingPanelCriticalSpeed
            ? 1 : log(decelerationRate) / (-2 * Double.pi * (1 / response) * 0.001)
        return try SpringParameters(response: response, dampingRatio: ratio)
    }
}
