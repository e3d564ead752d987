import CXCB
import Desktop
import Glibc

extension X11Connection {
    /// The EWMH hints a manager publishes on the root when it starts: what it supports, its
    /// check window, one desktop, the screen as the desktop's geometry and work area.
    public func publishManagerHints() {
        guard let state = managing else { return }
        let supported = Self.supportedHints.compactMap { atomCache[$0] }
        setRootProperty("_NET_SUPPORTED", type: XCB_ATOM_ATOM.rawValue, supported)
        setRootProperty("_NET_SUPPORTING_WM_CHECK", type: XCB_ATOM_WINDOW.rawValue, [state.checkWindow])
        setRootProperty("_NET_NUMBER_OF_DESKTOPS", type: XCB_ATOM_CARDINAL.rawValue, [1])
        setRootProperty("_NET_CURRENT_DESKTOP", type: XCB_ATOM_CARDINAL.rawValue, [0])
        setRootProperty("_NET_DESKTOP_VIEWPORT", type: XCB_ATOM_CARDINAL.rawValue, [0, 0])
        let (width, height) = screenSize
        setRootProperty("_NET_DESKTOP_GEOMETRY", type: XCB_ATOM_CARDINAL.rawValue, [UInt32(width), UInt32(height)])
        updateWorkArea()
        publishClients([], stacking: [])
        publishActiveWindow(nil)
    }

    /// The EWMH hints kept current while managing, as `_NET_SUPPORTED` says.
    static let supportedHints = [
        "_NET_SUPPORTED", "_NET_SUPPORTING_WM_CHECK", "_NET_CLIENT_LIST", "_NET_CLIENT_LIST_STACKING", "_NET_ACTIVE_WINDOW",
        "_NET_NUMBER_OF_DESKTOPS", "_NET_CURRENT_DESKTOP", "_NET_WM_DESKTOP", "_NET_DESKTOP_GEOMETRY", "_NET_DESKTOP_VIEWPORT",
        "_NET_WORKAREA", "_NET_FRAME_EXTENTS", "_NET_REQUEST_FRAME_EXTENTS", "_NET_WM_NAME", "_NET_WM_MOVERESIZE", "_NET_MOVERESIZE_WINDOW",
        "_NET_CLOSE_WINDOW", "_NET_WM_STATE", "_NET_WM_STATE_FULLSCREEN", "_NET_WM_STATE_MAXIMIZED_VERT", "_NET_WM_STATE_MAXIMIZED_HORZ",
        "_NET_WM_STATE_HIDDEN", "_NET_WM_STATE_FOCUSED", "_NET_WM_STRUT", "_NET_WM_STRUT_PARTIAL", "_NET_WM_WINDOW_TYPE", "_NET_WM_PING", "_NET_WM_SYNC_REQUEST",
    ]

    /// `_NET_CLIENT_LIST` (in the order they were managed) and `_NET_CLIENT_LIST_STACKING`
    /// (bottom to top), each client also told it is on the one desktop.
    public func publishClients(_ clients: [WindowID], stacking: [WindowID]) {
        setRootProperty("_NET_CLIENT_LIST", type: XCB_ATOM_WINDOW.rawValue, clients)
        setRootProperty("_NET_CLIENT_LIST_STACKING", type: XCB_ATOM_WINDOW.rawValue, stacking)
        flush()
    }

    /// `_NET_ACTIVE_WINDOW`: the client with the keyboard (nil: none).
    public func publishActiveWindow(_ client: WindowID?) {
        setRootProperty("_NET_ACTIVE_WINDOW", type: XCB_ATOM_WINDOW.rawValue, [client ?? 0])
        flush()
    }

    /// `_NET_WORKAREA`: the part of the root that windows are placed in (less the docks' struts).
    public func publishWorkArea(_ area: PixelRect) {
        setRootProperty("_NET_WORKAREA", type: XCB_ATOM_CARDINAL.rawValue,
                        [area.x, area.y, area.width, area.height].map { UInt32(clamping: max(0, $0)) })
        flush()
    }

    /// Tells a managed client how far Flotilla's decorations reach past each of its sides, in
    /// pixels (`_NET_FRAME_EXTENTS`: left, right, top, bottom), and that it is on desktop 0.
    public func setFrameExtents(of client: WindowID, left: Int = 0, right: Int = 0, top: Int, bottom: Int = 0) {
        guard let extents = atomCache["_NET_FRAME_EXTENTS"], let desktop = atomCache["_NET_WM_DESKTOP"] else { return }
        let values = [left, right, top, bottom].map { UInt32(clamping: max(0, $0)) }
        xcb_change_property(raw, UInt8(XCB_PROP_MODE_REPLACE.rawValue), client, extents, XCB_ATOM_CARDINAL.rawValue, 32, 4, values)
        xcb_change_property(raw, UInt8(XCB_PROP_MODE_REPLACE.rawValue), client, desktop, XCB_ATOM_CARDINAL.rawValue, 32, 1, [UInt32(0)])
    }

    /// Ends managing the display: the root's manager hints are removed, the overlay given back
    /// and the selections let go (their owner window destroyed), so another manager may start.
    /// Clients are the caller's to give back first.
    public func endManagement() {
        guard let state = managing else { return }
        for name in ["_NET_SUPPORTING_WM_CHECK", "_NET_SUPPORTED", "_NET_CLIENT_LIST", "_NET_CLIENT_LIST_STACKING", "_NET_ACTIVE_WINDOW",
                     "_NET_WORKAREA"] {
            if let atom = atomCache[name] { xcb_delete_property(raw, rootWindow, atom) }
        }
        windows[state.overlay]?.window?.close()
        xcb_destroy_window(raw, state.checkWindow)
        if state.hotCorner != 0 { xcb_destroy_window(raw, state.hotCorner) }
        xcb_change_window_attributes(raw, rootWindow, UInt32(XCB_CW_EVENT_MASK.rawValue), [XCB_EVENT_MASK_STRUCTURE_NOTIFY.rawValue])
        managing = nil
        hosting.watchingTopLevels = false
        _ = try? sync()
    }

    /// Replaces a 32-bit property of the root.
    private func setRootProperty(_ name: String, type: xcb_atom_t, _ values: [UInt32]) {
        guard let atom = atomCache[name] else { return }
        xcb_change_property(raw, UInt8(XCB_PROP_MODE_REPLACE.rawValue), rootWindow, atom, type, 32, UInt32(values.count), values)
    }
}
