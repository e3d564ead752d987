/// How hard the pointer pushes against the barriers at an edge or a corner of the screen
/// (GNOME's PressureBarrier): the distance each push would have carried it past them, summed over
/// the last ``window`` seconds, fires once it reaches ``threshold``, and not again until the
/// pointer leaves them. The pointer only arriving there (a warp, or a move that stops at the edge)
/// pushes nothing, and a pass along the edge is no push.
public struct EdgePressure: Sendable {
    /// The distance pushed, in pixels, that fires.
    public static let threshold = 100.0
    /// How long a push counts, in seconds.
    public static let window = 1.0

    private var pushes: [(time: Double, distance: Double)] = []
    private var fired = false

    public init() {}

    /// A push against a barrier at `time` (seconds): `across` pixels past it, `along` pixels
    /// along it. Whether the pressure fires now.
    public mutating func push(across: Double, along: Double, at time: Double) -> Bool {
        guard !fired, across.isFinite, along.isFinite else { return false }
        pushes.removeAll { $0.time <= time - Self.window || $0.time > time }
        // Sliding along the edge while touching it is no push into it.
        guard abs(across) >= abs(along) else { return false }
        pushes.append((time, abs(across)))
        guard pushes.reduce(0, { $0 + $1.distance }) >= Self.threshold else { return false }
        fired = true
        pushes = []
        return true
    }

    /// The pointer left the barriers: the pressure starts again from nothing.
    public mutating func left() {
        fired = false
        pushes = []
    }
}
