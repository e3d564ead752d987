/// When a live window draws its frames (times in seconds, from the session's clock).
///
/// While something moves, frames fall on a fixed cadence of ``interval``. Input at rest, or after
/// a late frame, is drawn at once and the cadence starts again from it. Input that wakes the loop
/// in the last three quarters of a frame's wait draws that frame now, on the same cadence, rather
/// than sleeping to wake again for it. Input within the first quarter waits and is drawn with what
/// follows, so a fast mouse (a move every millisecond or few) is drawn at most once a frame.
/// Input that comes at least three quarters of a frame after the input before it (a pointer that
/// moves about once a frame, or slower) is drawn at once too, at least a quarter of a frame after
/// the last frame, and the cadence starts again from it: such moves are each drawn as they come,
/// one wake each, however their phase falls against the cadence.
struct FramePacing {
    /// The time between two frames while something moves.
    let interval: Double
    /// When the next frame of the cadence is due.
    private(set) var nextFrame = 0.0
    private var lastFrame = -Double.infinity
    private var lastInput = -Double.infinity

    init(interval: Double) {
        self.interval = interval
    }

    /// Whether to draw a wanted frame at `now`, `input` having just been handled; if so, counts it
    /// as drawn. Call it on every wake that handled input, even when no frame is wanted.
    mutating func draws(at now: Double, afterInput input: Bool, wanted: Bool) -> Bool {
        let paced = input && now - lastInput >= interval * 3 / 4 && now - lastFrame >= interval / 4
        if input { lastInput = now }
        let early = input ? interval * 3 / 4 : 0
        guard wanted, paced || now >= nextFrame - early else { return false }
        if paced || now - nextFrame > interval { nextFrame = now }
        nextFrame += interval
        lastFrame = now
        return true
    }
}
