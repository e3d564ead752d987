import Model

/// Who has the keyboard, held once: the desktop window a click gave it, the panel the last frame
/// gave it to (the active window's), and the window X was last told to give it to. Which window
/// holds it (``holder(panel:own:managing:holdsApps:)``) is written by the push, last, after the
/// windows are where they are wanted, and only when that window changed (``change(to:)``), so a
/// client that moves the focus inside itself is not fought.
public struct KeyboardFocus: Equatable, Sendable {
    /// What has the focus among the panels.
    public enum Panel: Equatable, Sendable {
        /// No panel is focused.
        case none
        /// A panel that shows no client's window (Flotilla's own, or an app's not mapped yet).
        case flotillas
        /// A panel showing this client's window (or its sheet's: a dialog is window-modal).
        case client(WindowID)
    }

    /// The desktop window a click gave the keyboard (managing), until a panel is focused again:
    /// the active window while no panel is.
    public private(set) var desktop: WindowID?
    /// The panel the last frame gave the keyboard to: the active window's, pushed. Between frames
    /// the active window stays what the last frame made it, never ahead of the focus given.
    public private(set) var given: PanelID?
    /// The window wanted when the focus was last written (nil: none was).
    public private(set) var wanted: WindowID?

    public init() {}

    /// A click on desktop window `window` gave it the keyboard (no panel is focused now).
    public mutating func desktopClicked(_ window: WindowID) {
        desktop = window
    }

    /// Desktop window `window` went (unmapped or destroyed): it holds the keyboard no more.
    public mutating func desktopWent(_ window: WindowID) {
        if desktop == window { desktop = nil }
    }

    /// A frame showed `focused` focused (nil: no panel): the active window is its from now on,
    /// and a desktop window clicked before is no longer.
    public mutating func frameShown(focused: PanelID?) {
        given = focused
        if focused != nil { desktop = nil }
    }

    /// The window that holds the keyboard: the focused panel's client; else, managing the display,
    /// the desktop window a click gave it, or Flotilla's `own` window (its keys work wherever no
    /// client has them); else, in a window of its own, Flotilla's window while it holds apps
    /// (the keys go back to it from an app whose panel is no longer focused), and nothing when it
    /// holds none — the desktop's window manager gives the focus then (nil: left as it is).
    public func holder(panel: Panel, own: WindowID, managing: Bool, holdsApps: Bool) -> WindowID? {
        switch panel {
        case .client(let window): window
        case .flotillas: managing || holdsApps ? own : nil
        case .none: managing ? desktop ?? own : holdsApps ? own : nil
        }
    }

    /// What must be written for `holder` (``holder(panel:own:managing:holdsApps:)``) to hold the
    /// keyboard: nothing when it is what was wanted last (or nil), else the focus given to it.
    public mutating func change(to holder: WindowID?) -> XChange? {
        defer { wanted = holder }
        guard let holder, holder != wanted else { return nil }
        return .focus(holder)
    }

    /// `window` took the keyboard with its map (``WindowCommand/mapInFrame(_:takingFocus:)``): the
    /// push does not give it again.
    public mutating func tookItWithItsMap(_ window: WindowID) {
        wanted = window
    }
}
