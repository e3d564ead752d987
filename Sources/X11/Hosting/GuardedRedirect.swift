import CXCB
import Glibc

extension X11Connection {
    /// Composite RedirectWindow (Manual) of `window`, a client's, only while it is where it was
    /// found: a child of `parent`, mapped or not as `mapped` says — checked and redirected under a
    /// server grab, so that the client's own reparent, unmap or destroy cannot come between. (The
    /// X server crashed in Composite's RedirectWindow, in `miValidateTree`, while a client churned
    /// windows Flotilla redirected.) Throws when the window moved on, or the redirect failed.
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
        guard found == parent, shown == mapped else {
            throw .requestFailed("\(what): it moved on (its parent 0x\(String(found, radix: 16)), \(shown ? "mapped" : "unmapped"))")
        }
        try check(xcb_composite_redirect_window_checked(raw, window, UInt8(XCB_COMPOSITE_REDIRECT_MANUAL.rawValue)), "\(what): RedirectWindow")
    }
}
