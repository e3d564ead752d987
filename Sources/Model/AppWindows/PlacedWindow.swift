/// A window the host composites exactly where it is: never moved, scaled or hit-tested by
/// Flotilla, and never a panel (an override-redirect menu, tooltip or notification; a desktop
/// window). Its pixels are the host's, kept by id like a hosted panel's (the renderer's
/// ``HostedPixels`` in App's wiring); the X server routes input to the real window itself.
public struct PlacedWindow: Hashable, Sendable {
    /// Names the window and its pixels.
    public var id: PanelID
    /// Where the window is, in window points.
    public var frame: Rect
    /// Under every panel, or over everything Flotilla draws.
    public var level: Level
    /// A small drop shadow under it (a menu's); square-cornered, as the window is.
    public var hasShadow: Bool
    /// Its pixels cover its frame, every one opaque: nothing under it need be drawn.
    public var isOpaque: Bool

    /// Where a placed window lies in the stack.
    public enum Level: Hashable, Sendable {
        /// Just above the backdrop and the main content, below every panel, dim, sheet, popover
        /// and reserved area (`_NET_WM_WINDOW_TYPE_DESKTOP`).
        case desktop
        /// Above everything Flotilla draws: panels, exposé and its dim, popovers, sheets
        /// (override-redirect windows).
        case overlay
    }

    public init(id: PanelID, frame: Rect, level: Level, hasShadow: Bool = false, isOpaque: Bool = false) {
        self.id = id
        self.frame = frame
        self.level = level
        self.hasShadow = hasShadow
        self.isOpaque = isOpaque
    }
}
