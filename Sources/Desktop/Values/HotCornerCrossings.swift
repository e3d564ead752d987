import Model

/// What the instant hot corners (a 1×1 window at each monitor's top-left, ``EdgeWatch``) have
/// seen of the pointer and of the windows around them, as the events are read: which Enter is an
/// arrival (exposé shows once per arrival), and when the corners are to be raised again because a
/// window may now lie above them. The X11 host feeds it the crossings and the root's restacks;
/// the decisions are made here.
public struct HotCornerCrossings: Equatable, Sendable {
    /// The corner whose pixel the pointer is on since its last arrival there (nil: none).
    public private(set) var pointerIn: WindowID?
    /// A window may have been put above the corners since they were last raised.
    public private(set) var covered = false

    public init() {}

    /// The pointer entered `corner` (at `point`), or left it for `pointer`: whether this is an
    /// arrival. An Enter is one while the pointer was elsewhere, made by the pointer itself
    /// (`byPointer`: not the end of a grab) with no button held (not a drag pushed there). A
    /// window restacked above the corner and the corner raised again under a pointer that stays
    /// make a Leave and an Enter there: a Leave counts only when the pointer is off the pixel.
    public mutating func crossed(_ corner: WindowID, at point: RootPoint, entered: Bool, pointer: RootPoint,
                                 byPointer: Bool, buttonHeld: Bool) -> Bool {
        let wasThere = pointerIn == corner
        guard entered else {
            if pointer != point, wasThere { pointerIn = nil }
            return false
        }
        pointerIn = corner
        return !wasThere && byPointer && !buttonHeld
    }

    /// A window was created or reparented on the root (it lies at the top of its children), or
    /// restacked directly above a corner: the corners are raised again by the next push.
    public mutating func mayBeCovered() { covered = true }

    /// Whether the corners are to be raised again now (``mayBeCovered()`` since they last were);
    /// they are then above every window again.
    public mutating func raise() -> Bool {
        defer { covered = false }
        return covered
    }
}
