import CXCB
import Desktop
import Glibc
import Input

extension X11Connection {
    /// Where (x, y) of window `window` lies on the root window (one round trip).
    public func rootPosition(_ x: Int, _ y: Int, in window: WindowID) throws(X11Error) -> RootPoint {
        let reply = try reply("TranslateCoordinates") {
            xcb_translate_coordinates_reply(raw, xcb_translate_coordinates(raw, window, rootWindow, Int16(clamping: x), Int16(clamping: y)), $0)
        }
        defer { free(reply) }
        return RootPoint(x: Int(reply.pointee.dst_x), y: Int(reply.pointee.dst_y))
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

extension X11Connection {
    /// Where the top-left of `window` as placed on the screen is: its own origin with no window
    /// manager, the origin of the frame a window manager put it in otherwise (what a window
    /// asks for when it asks to be placed, ICCCM's north-west gravity).
    public func placedOrigin(of window: WindowID) throws(X11Error) -> RootPoint {
        var current = window
        for _ in 0..<16 {
            let reply = try reply("QueryTree") { xcb_query_tree_reply(raw, xcb_query_tree(raw, current), $0) }
            let parent = reply.pointee.parent
            free(reply)
            if parent == rootWindow || parent == 0 { break }
            current = parent
        }
        return try rootPosition(0, 0, in: current)
    }
}

extension X11Connection {
    /// The parent of `window`; nil when it is gone (one round trip).
    public func parent(of window: WindowID) -> WindowID? {
        guard let reply = xcb_query_tree_reply(raw, xcb_query_tree(raw, window), nil) else { return nil }
        defer { free(reply) }
        return reply.pointee.parent
    }

    /// The children of `window`, bottom to top.
    public func children(of window: WindowID) throws(X11Error) -> [WindowID] {
        let reply = try reply("QueryTree") { xcb_query_tree_reply(raw, xcb_query_tree(raw, window), $0) }
        defer { free(reply) }
        return Array(UnsafeBufferPointer(start: xcb_query_tree_children(reply), count: Int(xcb_query_tree_children_length(reply))))
    }
}

extension X11Connection {
    /// Where the pointer is on the root window, and whether button 1 is held (one round trip).
    public func pointerOnRoot() throws(X11Error) -> (point: RootPoint, buttonOneHeld: Bool) {
        let reply = try reply("QueryPointer") { xcb_query_pointer_reply(raw, xcb_query_pointer(raw, rootWindow), $0) }
        defer { free(reply) }
        let held = reply.pointee.mask & UInt16(XCB_KEY_BUT_MASK_BUTTON_1.rawValue) != 0
        return (RootPoint(x: Int(reply.pointee.root_x), y: Int(reply.pointee.root_y)), held)
    }
}

extension X11Connection {
    /// The modifiers held now (one round trip); none when the server does not answer.
    public func heldModifiers() -> Modifiers {
        guard let reply = xcb_query_pointer_reply(raw, xcb_query_pointer(raw, rootWindow), nil) else { return [] }
        defer { free(reply) }
        return keyboard.modifiers(state: reply.pointee.mask)
    }
}

extension X11Connection {
    /// The size of `window` as the server has it (one round trip).
    public func size(of window: WindowID) throws(X11Error) -> (width: Int, height: Int) {
        let reply = try reply("GetGeometry") { xcb_get_geometry_reply(raw, xcb_get_geometry(raw, window), $0) }
        defer { free(reply) }
        return (Int(reply.pointee.width), Int(reply.pointee.height))
    }
}
