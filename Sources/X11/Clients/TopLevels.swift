import CXCB
import Desktop
import Glibc

extension X11Connection {
    /// Selects SubstructureNotify on the root: top-level windows that map on the root, or that a
    /// window manager reparents into its frame, arrive as ``HostEvent/topLevelMapped`` (for the
    /// client window), and adopted clients' `_NET_WM_MOVERESIZE` messages as
    /// ``HostEvent/clientMoveResize(_:)``. Other root substructure events are dropped.
    public func watchTopLevels() throws(X11Error) {
        // Named before their events can arrive: the translation reads them from the cache.
        try internAtoms(["_MOTIF_WM_HINTS", "_GTK_FRAME_EXTENTS", "_NET_WM_MOVERESIZE", "_NET_WM_NAME", "_NET_WM_ICON", "_GTK_SHOW_WINDOW_MENU"])
        hosting.watchingTopLevels = true
        try check(xcb_change_window_attributes_checked(raw, rootWindow, UInt32(XCB_CW_EVENT_MASK.rawValue), [rootEventMask]),
                  "ChangeWindowAttributes on the root")
    }

    /// Whether a window manager holds `client` in a frame of its own (its parent is not the root).
    public func isInWindowManagerFrame(_ client: WindowID) -> Bool {
        guard let reply = xcb_query_tree_reply(raw, xcb_query_tree(raw, client), nil) else { return false }
        defer { free(reply) }
        return reply.pointee.parent != rootWindow
    }

    /// Withdraws `client` from the window manager that manages it, as the client itself would
    /// (ICCCM 4.1.4: unmapped, and a synthetic UnmapNotify to the root): the manager lets go of it,
    /// putting it back on the root unmapped, which arrives as ``HostEvent/topLevelReleased``. Only
    /// then may another take it: taking it from the manager's frame while managed, the manager
    /// would fight to have it back.
    public func withdraw(_ client: WindowID) {
        xcb_unmap_window(raw, client)
        var notify = xcb_unmap_notify_event_t()
        notify.response_type = UInt8(XCB_UNMAP_NOTIFY)
        notify.event = rootWindow
        notify.window = client
        withUnsafeBytes(of: &notify) { bytes in
            _ = xcb_send_event(raw, 0, rootWindow, XCB_EVENT_MASK_SUBSTRUCTURE_REDIRECT.rawValue | XCB_EVENT_MASK_SUBSTRUCTURE_NOTIFY.rawValue,
                               bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
        }
        flush()
    }

    /// What this connection selects on the root: StructureNotify (XSETTINGS' manager messages),
    /// plus SubstructureNotify while top-levels are watched, plus SubstructureRedirect, property
    /// changes and the pointer while it manages the display.
    var rootEventMask: UInt32 {
        let managingMask = XCB_EVENT_MASK_SUBSTRUCTURE_REDIRECT.rawValue | XCB_EVENT_MASK_PROPERTY_CHANGE.rawValue
            | XCB_EVENT_MASK_BUTTON_PRESS.rawValue | XCB_EVENT_MASK_BUTTON_RELEASE.rawValue | XCB_EVENT_MASK_POINTER_MOTION.rawValue
        return XCB_EVENT_MASK_STRUCTURE_NOTIFY.rawValue | (hosting.watchingTopLevels ? XCB_EVENT_MASK_SUBSTRUCTURE_NOTIFY.rawValue : 0)
            | (managing != nil ? managingMask : 0)
    }

    /// The root's mapped, not override-redirect children (and the clients inside a window
    /// manager's frames: the windows with WM_STATE, override-redirect frames included), for
    /// windows already there when Flotilla starts. Windows of this connection's own and frames of adopted windows are left out.
    public func topLevelClients() -> [WindowID] {
        guard let children = try? children(of: rootWindow) else { return [] }
        return children.compactMap { child in
            guard windows[child] == nil, hosting.frames[child] == nil,
                  let attributes = xcb_get_window_attributes_reply(raw, xcb_get_window_attributes(raw, child), nil) else { return nil }
            let viewable = attributes.pointee.map_state == UInt8(XCB_MAP_STATE_VIEWABLE.rawValue)
            let overrideRedirect = attributes.pointee.override_redirect != 0
            free(attributes)
            return viewable ? client(in: child, overrideRedirect: overrideRedirect) : nil
        }
    }

    /// The client window a top-level stands for: itself when it has WM_STATE or WM_CLASS (no
    /// window manager), else the first descendant (a window manager's frame's) with WM_STATE,
    /// else the first with WM_CLASS, else itself (a client that names no class). An
    /// override-redirect top-level (a menu, or a window manager's frame made so) is never its own
    /// client: only a descendant with WM_STATE (a managed client) is, else nil.
    ///
    /// A top-level of another client's that names its class is its own client even when it holds
    /// adopted windows (which carry WM_STATE): a second Flotilla's window is not one of its apps.
    func client(in topLevel: WindowID, overrideRedirect: Bool) -> WindowID? {
        guard let state = try? atom("WM_STATE") else { return nil }
        if !overrideRedirect, rawProperty(state, of: topLevel, words: 2) != nil
            || rawProperty(XCB_ATOM_WM_CLASS.rawValue, of: topLevel, words: 1) != nil {
            return topLevel
        }
        var level = [topLevel], named: WindowID?
        for _ in 0..<3 {
            var next: [WindowID] = []
            for window in level {
                if named == nil, !overrideRedirect, rawProperty(XCB_ATOM_WM_CLASS.rawValue, of: window, words: 1) != nil { named = window }
                for child in (try? children(of: window)) ?? [] {
                    if rawProperty(state, of: child, words: 2) != nil { return child }
                    next.append(child)
                }
            }
            level = next
        }
        return overrideRedirect ? nil : named ?? topLevel
    }
}
