import CXCB
import Desktop
import Glibc

extension X11Connection {
    /// Composite RedirectWindow (Manual) of `window`, a client's, only while it is where it was
    /// found — a child of `parent`, mapped or not as `mapped` says — and no pixmap larger than
    /// X allows (32767 pixels a side, borders included) would hold it: checked and redirected under
    /// a server grab, so that the client's own reparent, resize or unmap cannot come between. (The
    /// X server crashes when it cannot make a mapped window's pixmap: Composite's failure path
    /// validates the window tree twice, `miValidateTree` then finds the root no longer marked.)
    /// Throws when the window moved on, is too large, or the redirect failed.
    func redirectWhereFound(_ window: WindowID, under parent: WindowID, mapped: Bool, what: String) throws(X11Error) {
        xcb_grab_server(raw)
        defer {
            xcb_ungrab_server(raw)
            flush()
        }
        let tree = try reply("\(what): QueryTree") { xcb_query_tree_reply(raw, xcb_query_tree(raw, window), $0) }
        let found = tree.pointee.parent
        free(tree)
        let attributes = try reply("\(what): GetWindowAttributes") {
            xcb_get_window_attributes_reply(raw, xcb_get_window_attributes(raw, window), $0)
        }
        let shown = attributes.pointee.map_state != UInt8(XCB_MAP_STATE_UNMAPPED.rawValue)
        free(attributes)
        let geometry = try reply("\(what): GetGeometry") { xcb_get_geometry_reply(raw, xcb_get_geometry(raw, window), $0) }
        let (width, height, border) = (Int(geometry.pointee.width), Int(geometry.pointee.height), Int(geometry.pointee.border_width))
        free(geometry)
        guard PixelLimit.redirects(width: width, height: height, border: border) else {
            throw .requestFailed("\(what): \(max(width, height) + 2 * border) pixels a side, borders included")
        }
        guard found == parent, shown == mapped else {
            throw .requestFailed("\(what): it moved on (its parent 0x\(String(found, radix: 16)), \(shown ? "mapped" : "unmapped"))")
        }
        try check(xcb_composite_redirect_window_checked(raw, window, UInt8(XCB_COMPOSITE_REDIRECT_MANUAL.rawValue)), "\(what): RedirectWindow")
    }
}
