import Model

/// What one push is to make X show: the frames of the windows held in panels
/// (``FramePlacements``), the managed display's state (``WantedXState``) and the window that
/// holds the keyboard (``KeyboardFocus``). A part left nil is left as it was last written: a
/// frame pushes its placements, a pass the display's state and the keyboard.
public struct WantedDisplay: Equatable, Sendable {
    /// Who the keyboard is to go to.
    public enum Keyboard: Equatable, Sendable {
        /// This window, or (nil) none Flotilla picks: the desktop's window manager gives it.
        case heldBy(WindowID?)
    }

    public var frames: FramePlacements?
    public var display: WantedXState?
    public var keyboard: Keyboard?

    public init(frames: FramePlacements? = nil, display: WantedXState? = nil, keyboard: Keyboard? = nil) {
        self.frames = frames
        self.display = display
        self.keyboard = keyboard
    }
}

/// The one record of what was written to X, kept by the one push: the frames' placements and
/// the managed display's state as last pushed. Who was last given the keyboard is the model's
/// (``KeyboardFocus/wanted``: a new window takes it with its map, outside the push).
public struct PushedDisplay: Equatable, Sendable {
    public var frames = FramePlacements()
    public var display = WantedXState()

    public init() {}

    /// What must be written for X to show `wanted` where it shows this record, and the record
    /// made that: the frames first (every window where it is wanted), then the display's state
    /// (its lists, states and shapes follow the frames), then the keyboard, last, given only to
    /// a window where it is shown and only when its holder changed (`focus`, whose record of it
    /// is kept there).
    public mutating func write(_ wanted: WantedDisplay, focus: inout KeyboardFocus) -> [XChange] {
        var changes: [XChange] = []
        if let frames = wanted.frames {
            changes += frames.changes(since: self.frames)
            self.frames = frames
        }
        if let display = wanted.display {
            changes += display.changes(since: self.display)
            self.display = display
        }
        if case .heldBy(let holder) = wanted.keyboard, let change = focus.change(to: holder) { changes.append(change) }
        return changes
    }
}
