import CXCB

/// Cursors loaded through xcb-cursor, one per name, freed with the cache.
/// Holds the connection handle, so it can free its cursors before the connection closes.
final class CursorCache {
    private let handle: ConnectionHandle
    private let context: OpaquePointer
    private var cursors: [String: xcb_cursor_t] = [:]

    /// Names tried, in order, when a theme lacks a cursor (the core cursor font has no "grabbing").
    private static let fallbacks: [String: [String]] = [
        "grabbing": ["closedhand", "fleur"], "grab": ["openhand", "hand1"], "pointer": ["hand2"],
        "default": ["left_ptr"], "move": ["fleur"], "not-allowed": ["crossed_circle", "X_cursor"],
    ]

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

    /// The cursor for `name` (or a fallback), 0 (None) when none exists; loaded once per name.
    func cursor(named name: String) -> xcb_cursor_t {
        if let cursor = cursors[name] { return cursor }
        var cursor: xcb_cursor_t = 0
        for candidate in [name] + (Self.fallbacks[name] ?? []) {
            cursor = xcb_cursor_load_cursor(context, candidate)
            if cursor != 0 { break }
        }
        cursors[name] = cursor
        return cursor
    }
}

extension X11Connection {
    /// The cursor for `name`, 0 when neither the theme nor the core font has it.
    func cursor(named name: String) -> xcb_cursor_t {
        if cursorCache == nil { cursorCache = CursorCache(handle: handle, screen: screen) }
        return cursorCache?.cursor(named: name) ?? 0
    }
}
