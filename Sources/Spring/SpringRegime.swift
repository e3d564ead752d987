/// How a spring approaches its target, from its damping ratio ζ.
public enum SpringRegime: Sendable, Hashable {
    /// ζ < 1: overshoots and oscillates around the target while decaying.
    case underdamped
    /// ζ = 1 (within ``SpringParameters/criticalTolerance``): the fastest approach without overshoot
    /// from rest.
    case critical
    /// ζ > 1: creeps towards the target without oscillating.
    case overdamped
}
