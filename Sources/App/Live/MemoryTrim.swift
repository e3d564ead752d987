import CMalloc

/// Hands memory the process no longer uses back to the system.
enum MemoryTrim {
    /// Returns the free pages of the heap to the system (glibc's `malloc_trim`), so that the
    /// pixels let go of while something moved stop counting in the resident memory once all is at
    /// rest. It walks the heap once: call it when motion ends, not every frame.
    static func returnFreePages() {
        _ = malloc_trim(0)
    }
}

/// When a session at rest lets go of memory: ``delay`` seconds after its last frame, so that
/// motion made of separate frames with rests between them (a drag's pointer moves, each drawn at
/// once) does not walk the heap and hand pages back, only to fault them in again, between every two.
struct RestTrim {
    /// How long the windows stay at rest before the trim: longer than the gaps between the
    /// frames of a slow drag or of typing.
    static let delay = 0.25

    /// When the trim is due (nil: nothing drawn since the last one, or frames still due).
    private(set) var due: Double?
    private var drewSinceTrim = false

    /// A frame was drawn: any trim waits for the next rest.
    mutating func drew() {
        drewSinceTrim = true
        due = nil
    }

    /// Whether to trim now, `now` with no frame due (`resting`) or some still due; a rest that
    /// follows frames sets the trim ``delay`` seconds ahead.
    mutating func isDue(now: Double, resting: Bool) -> Bool {
        guard resting else {
            due = nil
            return false
        }
        if drewSinceTrim, due == nil { due = now + Self.delay }
        guard let at = due, now >= at else { return false }
        (due, drewSinceTrim) = (nil, false)
        return true
    }
}
