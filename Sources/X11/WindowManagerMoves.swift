import CXCB
import Glibc

extension X11Connection {
    /// Whether a window manager runs that moves windows for their clients (`_NET_WM_MOVERESIZE`
    /// among the root's `_NET_SUPPORTED`).
    public func windowManagerMovesWindows() throws(X11Error) -> Bool {
        guard let supported = try property("_NET_SUPPORTED", of: rootWindow) else { return false }
        let moveResize = try atom("_NET_WM_MOVERESIZE")
        return supported.values32.contains(moveResize)
    }
}

extension X11Window {
    /// Hands a move that the pointer's `button`, pressed at (`rootX`, `rootY`), started over to the
    /// window manager (`_NET_WM_MOVERESIZE`, direction move): the client lets go of the pointer
    /// and the window manager drags the window, snapping and constraining it as it does its own.
    public func beginWindowManagerMove(rootX: Int, rootY: Int, button: Int) throws(X11Error) {
        xcb_ungrab_pointer(raw, xcb_timestamp_t(XCB_CURRENT_TIME))
        var event = xcb_client_message_event_t()
        event.response_type = UInt8(XCB_CLIENT_MESSAGE)
        event.format = 32
        event.window = id
        event.type = try connection.atom("_NET_WM_MOVERESIZE")
        let move: UInt32 = 8, sourceApplication: UInt32 = 1
        event.data.data32 = (UInt32(bitPattern: Int32(clamping: rootX)), UInt32(bitPattern: Int32(clamping: rootY)), move,
                             UInt32(clamping: button), sourceApplication)
        let mask = XCB_EVENT_MASK_SUBSTRUCTURE_REDIRECT.rawValue | XCB_EVENT_MASK_SUBSTRUCTURE_NOTIFY.rawValue
        _ = withUnsafeBytes(of: &event) { bytes in
            xcb_send_event(raw, 0, connection.rootWindow, mask, bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
        }
        connection.flush()
    }
}
