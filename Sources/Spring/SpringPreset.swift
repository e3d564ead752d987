/// The feel of every transition, as a person chooses it (the settings' `motion.springs`): each
/// preset scales the springs' response (how long they take to settle) or their damping ratio (how
/// far they overshoot) from Flotilla's own numbers.
public enum SpringPreset: String, CaseIterable, Hashable, Sendable {
    /// Flotilla's springs as they are.
    case standard
    /// Quicker: every response × 0.7.
    case snappy
    /// Slower and softer: every response × 1.4.
    case gentle
    /// Lively: every damping ratio × 0.7, so what lands overshoots a little and comes back.
    case bouncy

    /// `parameters` in this preset's feel (the same mass).
    public func adjusted(_ parameters: SpringParameters) -> SpringParameters {
        let (response, ratio) = (parameters.response, parameters.dampingRatio)
        let scaled: (Double, Double) = switch self {
        case .standard: (response, ratio)
        case .snappy: (response * 0.7, ratio)
        case .gentle: (response * 1.4, ratio)
        case .bouncy: (response, ratio * 0.7)
        }
        guard self != .standard, let adjusted = try? SpringParameters(response: scaled.0, dampingRatio: scaled.1, mass: parameters.mass) else {
            return parameters
        }
        return adjusted
    }
}
