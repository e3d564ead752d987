import CXCB
import Glibc

extension X11Connection {
    /// Where (x, y) of window `window` lies on the root window (one round trip).
    public func rootPosition(_ x: Int, _ y: Int, in window: WindowID) throws(X11Error) -> (x: Int, y: Int) {
        let reply = try reply("TranslateCoordinates") {
            xcb_translate_coordinates_reply(raw, xcb_translate_coordinates(raw, window, rootWindow, Int16(clamping: x), Int16(clamping: y)), $0)
        }
        defer { free(reply) }
        return (Int(reply.pointee.dst_x), Int(reply.pointee.dst_y))
    }
}

extension X11Connection {
    /// The root window's children, bottom to top (top-level windows when no window manager
    /// reparents them).
    public func topLevelWindows() throws(X11Error) -> [WindowID] {
        let reply = try reply("QueryTree") { xcb_query_tree_reply(raw, xcb_query_tree(raw, rootWindow), $0) }
        defer { free(reply) }
        let count = Int(xcb_query_tree_children_length(reply))
        return Array(UnsafeBufferPointer(start: xcb_query_tree_children(reply), count: count))
    }
}
