import Model

/// Where the panel of a window being taken in goes: one rule for every way a window comes — a
/// program Flotilla started, a window found while managing, a torn-off window dropped back, a
/// window of a kind whose closed panel waits hidden. The first that applies:
/// 1. dropped back over the main window: floating where it was dropped;
/// 2. its kind's panel waits (one of its kind closed, then one opened again): that panel shows
///    again where it was, or where the user said (`-geometry +X+Y`: USPosition);
/// 3. the place `--app` gave, or the session remembered for its kind (a floating frame, or a side
///    it is pinned to) — remembered only for a new window the user gave no place to;
/// 4. where the window asked to be (USPosition or PPosition) when 3 gave none, or where it shows
///    already (mapped before Flotilla started: it stays);
/// 5. where the panels' manager puts a new panel (``WindowPlacement``).
public struct PanelPlacement: Equatable, Sendable {
    /// Where a panel floats when it is placed.
    public enum Floating: Equatable, Sendable {
        /// This frame, in points.
        case frame(Rect)
        /// Where the window says on the root (its decorations make that a frame).
        case asked(WindowPlace)
    }

    /// Where it was dropped over the main window (points), taken back from the desktop.
    public var takenBackAt: Rect?
    /// A panel of its kind waits, hidden, for it.
    public var keptPanel = false
    /// The floating frame `--app` or the session gives it (points).
    public var givenFrame: Rect?
    /// The side `--app` or the session pins it to.
    public var givenSide: PanelPinSide?
    /// Where the window asks to be, or shows (``ClientFacts/askedPlace(mapped:)``).
    public var asked: WindowPlace?
    /// The user gave that place (USPosition), rather than the program (PPosition).
    public var userPosition = false
    /// The window shows already (mapped before Flotilla started).
    public var mapped = false
    /// The space the window asks to open on, or was on under the manager before (its
    /// `_NET_WM_DESKTOP`; nil: the space that shows, or its parent's).
    public var space: UInt32?

    public init(takenBackAt: Rect? = nil, keptPanel: Bool = false, givenFrame: Rect? = nil, givenSide: PanelPinSide? = nil,
                asked: WindowPlace? = nil, userPosition: Bool = false, mapped: Bool = false) {
        self.takenBackAt = takenBackAt
        self.keptPanel = keptPanel
        self.givenFrame = givenFrame
        self.givenSide = givenSide
        self.asked = asked
        self.userPosition = userPosition
        self.mapped = mapped
    }

    /// The user placed the window (`-geometry +X+Y`): that beats a kept panel's place and the
    /// session's; a place the program asks for itself (PPosition, often set whatever the user
    /// asked) does not.
    public var placedByUser: Bool { !mapped && userPosition }

    /// Whether the place the session remembers for a new window's kind applies (its minimised
    /// state and tile too): not to one that shows already, nor to one the user placed.
    public var remembersPlace: Bool { !mapped && !placedByUser }

    /// Where its panel floats when placed: nil for a kept panel shown where it was, or a new one
    /// the panels' manager places (or pins to ``pinnedSide``).
    public var floating: Floating? {
        if let takenBackAt { return .frame(takenBackAt) }
        // The window's own place counts where `--app` and the session give none, or where it shows already.
        let own = mapped || givenFrame == nil && givenSide == nil ? asked.map(Floating.asked) : nil
        if keptPanel { return placedByUser ? own : nil }
        return givenFrame.map(Floating.frame) ?? own
    }

    /// The side a new panel is pinned to (a kept panel keeps its own).
    public var pinnedSide: PanelPinSide? { keptPanel ? nil : givenSide }
}
