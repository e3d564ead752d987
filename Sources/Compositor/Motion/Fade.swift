/// A small surface's fade in and out on its spring (a popover menu: the arrangements, a
/// window's menu): shown from nothing, faded out when closed, gone once faded.
struct Fade {
    private var level: SpringValue<Level>

    /// Fading in from nothing at `time`.
    init(appearingAt time: Double, preference: MotionPreference) {
        level = SpringValue(Level(0), at: time)
        level.animate(to: Level(1), at: time, preference: preference)
    }

    /// Whether it is on its way out (it goes once faded).
    var isClosing: Bool { level.target.value == 0 }
    var isMoving: Bool { level.isMoving }

    /// Fades it out from `time`.
    mutating func close(at time: Double, preference: MotionPreference) {
        level.animate(to: Level(0), at: time, preference: preference)
    }

    /// Per frame: whether it still shows (false once it faded out).
    mutating func update(at time: Double) -> Bool {
        _ = level.update(at: time)
        return !(isClosing && !level.isMoving)
    }

    /// How opaque it is drawn at `time`, 0…1.
    func opacity(at time: Double) -> Double { min(1, max(0, level.value(at: time).value)) }
}
