/// The physical parameters of a damped harmonic oscillator: mass m, stiffness k and damping c.
///
/// Every initialiser validates its input: each value must be finite, m > 0, k > 0 and the damping
/// ratio ζ > 0 (an undamped spring never settles). Invalid input throws a ``SpringError`` naming the
/// parameter. Once built, the values are immutable, so a `SpringParameters` is always valid.
public struct SpringParameters: Sendable, Hashable {
    /// The mass m (> 0).
    public let mass: Double
    /// The stiffness k (> 0), force per unit of displacement.
    public let stiffness: Double
    /// The damping coefficient c (> 0), force per unit of velocity.
    public let damping: Double

    /// |ζ − 1| below which a spring counts as critically damped and uses the critical closed form.
    ///
    /// Tight on purpose: the under- and over-damped forms are evaluated stably right up to ζ = 1, so
    /// the band only has to absorb rounding (a preset built with ζ = 1 may come back as 1 ± 1 ulp).
    /// Inside the band the critical form differs from the exact one by less than about 1e-9 of the
    /// motion's scale.
    public static let criticalTolerance = 1e-9

    /// Physical parameters, as in niri, libadwaita or Core Animation (m 1, k 100, c 10).
    public init(mass: Double = 1, stiffness: Double, damping: Double) throws(SpringError) {
        try SpringError.requirePositive(mass, "mass")
        try SpringError.requirePositive(stiffness, "stiffness")
        try SpringError.requirePositive(damping, "damping")
        try self.init(checking: mass, stiffness, damping, blame: "damping", value: damping)
    }

    /// Apple's parametrisation (SwiftUI `Spring(duration:bounce:)`).
    ///
    /// k = (2π / duration)² · m; ζ = 1 − bounce for bounce ≥ 0 and ζ = 1 / (1 + bounce) for
    /// bounce < 0; c = 2ζ√(km) = 4πζm / duration. `bounce` must lie in (−1, 1): 1 is undamped.
    public init(duration: Double, bounce: Double = 0, mass: Double = 1) throws(SpringError) {
        try SpringError.requirePositive(duration, "duration")
        guard bounce.isFinite, bounce > -1, bounce < 1 else {
            throw SpringError(parameter: "bounce", value: bounce, expected: "a finite number > -1 and < 1")
        }
        try SpringError.requirePositive(mass, "mass")
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        let omega = 2 * Double.pi / duration
        try self.init(checking: mass, omega * omega * mass, 2 * ratio * omega * mass,
                      blame: "duration", value: duration)
    }

    /// SwiftUI's `response` / `dampingRatio` parametrisation; `response` is the same as `duration`.
    public init(response: Double, dampingRatio: Double, mass: Double = 1) throws(SpringError) {
        try SpringError.requirePositive(response, "response")
        try SpringError.requirePositive(dampingRatio, "dampingRatio")
        try SpringError.requirePositive(mass, "mass")
        let omega = 2 * Double.pi / response
        try self.init(checking: mass, omega * omega * mass, 2 * dampingRatio * omega * mass,
                      blame: "response", value: response)
    }

    /// Damping ratio and stiffness (libadwaita's `damping-ratio`, niri's `stiffness`).
    public init(dampingRatio: Double, stiffness: Double, mass: Double = 1) throws(SpringError) {
        try SpringError.requirePositive(dampingRatio, "dampingRatio")
        try SpringError.requirePositive(stiffness, "stiffness")
        try SpringError.requirePositive(mass, "mass")
        try self.init(checking: mass, stiffness, 2 * dampingRatio * (stiffness * mass).squareRoot(),
                      blame: "dampingRatio", value: dampingRatio)
    }

    /// Accepts derived (m, k, c) only if every quantity the closed form uses is finite and > 0;
    /// otherwise blames the user's parameter `blame` (e.g. a duration of 1e-300 overflows k).
    private init(checking mass: Double, _ stiffness: Double, _ damping: Double,
                 blame: String, value: Double) throws(SpringError) {
        self.init(unchecked: mass, stiffness, damping)
        let derived = [stiffness, damping, naturalFrequency, damping / (2 * mass), dampingRatio]
        guard derived.allSatisfy({ $0.isFinite && $0 > 0 }) else {
            let expected = "a value giving finite stiffness, damping and frequency > 0 with the other parameters"
            throw SpringError(parameter: blame, value: value, expected: expected)
        }
    }

    /// Builds parameters the caller knows are valid (the presets).
    init(unchecked mass: Double, _ stiffness: Double, _ damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// The damping ratio ζ = c / (2√(km)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The undamped natural angular frequency ω0 = √(k/m), in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// Apple's duration (= SwiftUI's response): the undamped period 2π√(m/k), in seconds.
    public var duration: Double { 2 * Double.pi * (mass / stiffness).squareRoot() }

    /// Same as ``duration``.
    public var response: Double { duration }

    /// Apple's bounce: 1 − ζ for ζ ≤ 1, 1/ζ − 1 for ζ > 1 (negative: over-damped).
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// Under-, critically or over-damped; critical when |ζ − 1| ≤ ``criticalTolerance``.
    public var regime: SpringRegime {
        let ratio = dampingRatio
        if abs(ratio - 1) <= Self.criticalTolerance { return .critical }
        return ratio < 1 ? .underdamped : .overdamped
    }
}
