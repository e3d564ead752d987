/// Which window X gives the keyboard (its input focus), as the panels and the desktop say, and
/// when that is written: the push gives it last, after the windows are where they are wanted, and
/// only when the window wanted changed (``change(to:)``), so a client that moves the focus inside
/// itself is not fought.
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

    /// The window wanted when the focus was last written (nil: none was).
    public private(set) var wanted: WindowID?

    public init() {}

    /// The window that holds the keyboard: the focused panel's client; else, managing the display,
    /// the desktop window a click gave it, or Flotilla's `own` window (its keys work wherever no
    /// client has them); else, in a window of its own, Flotilla's window while it holds apps
    /// (the keys go back to it from an app whose panel is no longer focused), and nothing when it
    /// holds none — the desktop's window manager gives the focus then (nil: left as it is).
    public static func holder(panel: Panel, desktop: WindowID?, own: WindowID, managing: Bool, holdsApps: Bool) -> WindowID? {
        switch panel {
        case .client(let window): window
        case .flotillas: managing || holdsApps ? own : nil
        case .none: managing ? desktop ?? own : holdsApps ? own : nil
        }
    }

    /// What must be written for `holder` (``holder(panel:desktop:own:managing:holdsApps:)``) to
    /// hold the keyboard: nothing when it is what was wanted last (or nil), else the focus given to it.
    public mutating func change(to holder: WindowID?) -> XChange? {
        defer { wanted = holder }
        guard let holder, holder != wanted else { return nil }
        return .focus(holder)
    }

    /// `window` took the keyboard with its map (``WindowCommand/mapInFrame(_:takingFocus:)``): the
    /// push does not give it again.
    public mutating func given(to window: WindowID) {
        wanted = window
    }
}
