import CXCB
import Desktop
import Glibc

/// Windows given back to the desktop (an app torn off): watched, not held. Their destruction or
/// withdrawal and every move of their top-level (the window manager's frame around them, or the
/// window itself with none) arrive as ``HostEvent/desktopWindowGone`` and
/// ``HostEvent/desktopWindowMoved``, reported for the client window.
extension X11Connection {
    /// Starts watching `client`, a window on the desktop: StructureNotify on it and on its
    /// top-level (the window manager's frame, followed as the manager reframes it).
    public func watchDesktopWindow(_ client: WindowID) {
        hosting.desktopWindows[client] = client
        select(XCB_EVENT_MASK_STRUCTURE_NOTIFY.rawValue, on: client)
        followTopLevel(of: client)
        flush()
    }

    /// Stops watching `client` (its events are no longer reported; what it selected stays until
    /// adoption selects anew).
    public func unwatchDesktopWindow(_ client: WindowID) {
        hosting.desktopWindows = hosting.desktopWindows.filter { $0.value != client }
    }

    /// Gives `client`, adopted, back to the desktop where it lies (root pixels (`rootX`, `rootY`)):
    /// it asks a window manager to keep it there (WM_NORMAL_HINTS' USPosition, with static
    /// gravity so the manager's frame goes around it), is released keeping its `_FLOTILLA_APP`
    /// mark (the next run knows it), and is watched (``watchDesktopWindow(_:)``).
    public func giveToDesktop(_ window: HostedWindow, rootX: Int, rootY: Int) {
        keepPlaced(window.client, rootX: rootX, rootY: rootY)
        window.release(rootX: rootX, rootY: rootY, keepsMark: true)
        watchDesktopWindow(window.client)
    }

    /// Moves `client`, a window given back to the desktop, to root pixels `point` (a window manager
    /// that holds it is asked, and keeps the client there: its gravity is static).
    public func moveDesktopWindow(_ client: WindowID, to point: RootPoint) {
        xcb_configure_window(raw, client, UInt16(XCB_CONFIG_WINDOW_X.rawValue | XCB_CONFIG_WINDOW_Y.rawValue),
                             [UInt32(bitPattern: Int32(clamping: point.x)), UInt32(bitPattern: Int32(clamping: point.y))])
        flush()
    }

    /// Marks `client` `_FLOTILLA_APP` = `mark`, as adoption does: the next run knows it as that app's.
    public func mark(_ client: WindowID, as mark: String) {
        guard let appMark = try? atom("_FLOTILLA_APP"), let utf8 = try? atom("UTF8_STRING") else { return }
        let bytes = Array(mark.utf8)
        xcb_change_property(raw, UInt8(XCB_PROP_MODE_REPLACE.rawValue), client, appMark, utf8, 8, UInt32(bytes.count), bytes)
        flush()
    }

    /// Sets USPosition at (`rootX`, `rootY`) and StaticGravity in `client`'s WM_NORMAL_HINTS,
    /// keeping the rest of them.
    func keepPlaced(_ client: WindowID, rootX: Int, rootY: Int) {
        let fields = 18, userPosition: UInt32 = 1, winGravity: UInt32 = 512, staticGravity: UInt32 = 10
        var hints = rawProperty(XCB_ATOM_WM_NORMAL_HINTS.rawValue, of: client, words: UInt32(fields))?.values32 ?? []
        hints += [UInt32](repeating: 0, count: max(0, fields - hints.count))
        hints[0] |= userPosition | winGravity
        hints[1] = UInt32(bitPattern: Int32(clamping: rootX))
        hints[2] = UInt32(bitPattern: Int32(clamping: rootY))
        hints[17] = staticGravity
        xcb_change_property(raw, UInt8(XCB_PROP_MODE_REPLACE.rawValue), client, XCB_ATOM_WM_NORMAL_HINTS.rawValue,
                            XCB_ATOM_WM_SIZE_HINTS.rawValue, 32, UInt32(fields), hints)
    }

    /// Translates the events of watched desktop windows; `.notHosting` for any other.
    func translateDesktopWindow(_ event: XCBEvent) -> HostingTranslation {
        guard !hosting.desktopWindows.isEmpty else { return .notHosting }
        switch Int32(event.code) {
        case XCB_CONFIGURE_NOTIFY:
            let configure = event.load(as: xcb_configure_notify_event_t.self)
            guard let client = hosting.desktopWindows[configure.event] else { return .notHosting }
            return .translated(client, .client(.desktopWindowMoved))
        case XCB_DESTROY_NOTIFY:
            let destroy = event.load(as: xcb_destroy_notify_event_t.self)
            guard destroy.event == destroy.window, let client = hosting.desktopWindows[destroy.window] else { return .notHosting }
            // A window manager's frame that went (it lets go of the client, or reframes it).
            if client != destroy.window {
                hosting.desktopWindows[destroy.window] = nil
                return .dropped
            }
            unwatchDesktopWindow(destroy.window)
            return .translated(destroy.window, .client(.desktopWindowGone))
        case XCB_UNMAP_NOTIFY:
            let unmap = event.load(as: xcb_unmap_notify_event_t.self)
            guard unmap.event == unmap.window, hosting.desktopWindows[unmap.window] == unmap.window else { return .notHosting }
            // In a window manager's frame an unmap may be an iconify; on the root it is a withdrawal.
            return isInWindowManagerFrame(unmap.window) ? .dropped : .translated(unmap.window, .client(.desktopWindowGone))
        case XCB_REPARENT_NOTIFY:
            let reparent = event.load(as: xcb_reparent_notify_event_t.self)
            guard reparent.event == reparent.window, hosting.desktopWindows[reparent.window] == reparent.window else { return .notHosting }
            // A window manager letting go of a window it unmapped: the client withdrew it.
            if reparent.parent == rootWindow, !isViewable(reparent.window) { return .translated(reparent.window, .client(.desktopWindowGone)) }
            return .translated(reparent.window, .client(.desktopWindowReframed))
        default:
            return .notHosting
        }
    }

    /// Watches the top-level that holds `client`, a window given back to the desktop (its
    /// ancestor on the root: a window manager's frame), for moves.
    public func followTopLevel(of client: WindowID) {
        var window = client
        for _ in 0..<8 {
            guard let reply = xcb_query_tree_reply(raw, xcb_query_tree(raw, window), nil) else { return }
            let parent = reply.pointee.parent
            free(reply)
            if parent == rootWindow || parent == 0 { break }
            window = parent
        }
        guard window != client else { return }
        hosting.desktopWindows[window] = client
        select(XCB_EVENT_MASK_STRUCTURE_NOTIFY.rawValue, on: window)
        flush()
    }

    private func select(_ mask: UInt32, on window: WindowID) {
        xcb_change_window_attributes(raw, window, UInt32(XCB_CW_EVENT_MASK.rawValue), [mask])
    }

    private func isViewable(_ window: WindowID) -> Bool {
        guard let attributes = xcb_get_window_attributes_reply(raw, xcb_get_window_attributes(raw, window), nil) else { return false }
        defer { free(attributes) }
        return attributes.pointee.map_state == UInt8(XCB_MAP_STATE_VIEWABLE.rawValue)
    }
}
