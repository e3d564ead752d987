import CXCB
import Input

/// Cursors loaded through xcb-cursor, one per shape, freed with the cache.
/// Holds the connection handle, so it can free its cursors before the connection closes.
final class CursorCache {
    private let handle: ConnectionHandle
    private let context: OpaquePointer
    private var cursors: [CursorShape: xcb_cursor_t] = [:]

    /// The cursor names tried for each shape, in order: the theme's name first, then the core
    /// cursor font's (which has no "grabbing", say).
    static func names(for shape: CursorShape) -> [String] {
        switch shape {
        case .arrow: ["left_ptr", "default"]
        case .pointer: ["pointer", "hand2"]
        case .move: ["fleur", "move"]
        case .grab: ["grab", "openhand", "hand1"]
        case .grabbing: ["grabbing", "closedhand", "fleur"]
        case .resizeLeft: ["left_side", "w-resize"]
        case .resizeRight: ["right_side", "e-resize"]
        case .resizeTop: ["top_side", "n-resize"]
        case .resizeBottom: ["bottom_side", "s-resize"]
        case .resizeTopLeft: ["top_left_corner", "nw-resize"]
        case .resizeTopRight: ["top_right_corner", "ne-resize"]
        case .resizeBottomLeft: ["bottom_left_corner", "sw-resize"]
        case .resizeBottomRight: ["bottom_right_corner", "se-resize"]
        case .progress: ["left_ptr_watch", "progress", "watch"]
        }
    }

    init?(handle: ConnectionHandle, screen: UnsafeMutablePointer<xcb_screen_t>) {
        var context: OpaquePointer?
        guard xcb_cursor_context_new(handle.raw, screen, &context) >= 0, let context else { return nil }
        self.handle = handle
        self.context = context
    }

    deinit {
        for cursor in cursors.values where cursor != 0 { xcb_free_cursor(handle.raw, cursor) }
        xcb_cursor_context_free(context)
    }

    /// The cursor for `shape` (its first name the theme or the core font has), 0 (None) when none
    /// exists; loaded once per shape.
    func cursor(for shape: CursorShape) -> xcb_cursor_t {
        if let cursor = cursors[shape] { return cursor }
        var cursor: xcb_cursor_t = 0
        for name in Self.names(for: shape) {
            cursor = xcb_cursor_load_cursor(context, name)
            if cursor != 0 { break }
        }
        cursors[shape] = cursor
        return cursor
    }
}

extension X11Connection {
    /// The cursor for `shape`, 0 when neither the theme nor the core font has it.
    func cursor(for shape: CursorShape) -> xcb_cursor_t {
        if cursorCache == nil {
            sizeCursors()
            cursorCache = CursorCache(handle: handle, screen: screen)
        }
        return cursorCache?.cursor(for: shape) ?? 0
    }

    /// The cursor size xcb-cursor picks, as the desktop asks: it honours `XCURSOR_SIZE`, then
    /// `Xcursor.size`, then guesses from `Xft.dpi` or the screen. Where neither size is set and
    /// the windows are scaled, the size is 24 pixels × ``cursorScale`` (through `XCURSOR_SIZE`,
    /// which xcb-cursor reads when its context is made: it has no other way in).
    private func sizeCursors() {
        guard cursorScale != 1, getenv("XCURSOR_SIZE") == nil, resources().cursorSize == nil else { return }
        setenv("XCURSOR_SIZE", String(Self.cursorSize(scale: cursorScale)), 0)
    }

    /// The cursor size in pixels at `scale`: 24 points.
    public static func cursorSize(scale: Double) -> Int { Int((24 * scale).rounded()) }
}
