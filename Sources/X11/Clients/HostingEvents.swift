import CXCB
import Desktop

/// What hosting makes of an X event.
enum HostingTranslation {
    /// Not an event of the root's watch or of an adopted window: translate it as before.
    case notHosting
    /// Hosting's, and nothing to report.
    case dropped
    case translated(WindowID, HostEvent)
}

extension X11Connection {
    /// Translates the root's substructure events (while watched) and the events of adopted
    /// clients and their frames. Writes nothing: what must be answered is an event's.
    func translateHosting(_ event: XCBEvent) -> HostingTranslation {
        if let shape = translateShape(event) { return shape }
        if hosting.damageEventBase != 0, event.code == hosting.damageEventBase &+ UInt8(XCB_DAMAGE_NOTIFY) {
            let notify = event.load(as: xcb_damage_notify_event_t.self)
            return hosting.clients[notify.drawable] != nil ? .translated(notify.drawable, .client(.damaged)) : .dropped
        }
        switch Int32(event.code) {
        case XCB_MAP_NOTIFY:
            let map = event.load(as: xcb_map_notify_event_t.self)
            if map.event == rootWindow && hosting.watchingTopLevels { return topLevelMapped(map) }
            return isHosted(map.event) ? .dropped : .notHosting
        case XCB_REPARENT_NOTIFY:
            let reparent = event.load(as: xcb_reparent_notify_event_t.self)
            // A window manager let go of a window (withdrawn): back on the root, not mapped.
            guard reparent.event == rootWindow, hosting.watchingTopLevels else { return .notHosting }
            return reparent.parent == rootWindow && windows[reparent.window] == nil ? .translated(reparent.window, .client(.topLevelReleased)) : .dropped
        case XCB_UNMAP_NOTIFY:
            let unmap = event.load(as: xcb_unmap_notify_event_t.self)
            return structureEvent(unmap.event, .client(.unmapped))
        case XCB_DESTROY_NOTIFY:
            let destroy = event.load(as: xcb_destroy_notify_event_t.self)
            return structureEvent(destroy.event, .client(.destroyed))
        case XCB_CONFIGURE_NOTIFY:
            let configure = event.load(as: xcb_configure_notify_event_t.self)
            // Our own synthetic notice (ICCCM 4.1.5) comes back too: only the server's word counts.
            guard !event.isSynthetic, configure.window == configure.event, let hosted = hosting.clients[configure.window]?.window else {
                return structureEvent(configure.event, nil)
            }
            // A border given back to it (a window manager letting go restores the one it had) goes again.
            if configure.border_width != 0 { return .translated(configure.window, .client(.borderGiven)) }
            // A framed client's size is Flotilla's to give (``HostedWindow/place``), and the notice
            // of an earlier size may come after a later one was given: only a window shown in place
            // follows the server's word, read whole once resized.
            guard hosted.frame == hosted.client, hosted.resize(to: Int(configure.width), Int(configure.height)) else { return .dropped }
            return .translated(configure.window, .client(.damaged))
        case XCB_PROPERTY_NOTIFY:
            let notify = event.load(as: xcb_property_notify_event_t.self)
            guard isHosted(notify.window) else { return .notHosting }
            if notify.atom == XCB_ATOM_WM_NAME.rawValue || notify.atom == atomCache["_NET_WM_NAME"] {
                return .translated(notify.window, .client(.titleChanged))
            }
            if notify.atom == atomCache["_NET_WM_ICON"] {
                return .translated(notify.window, .client(.iconChanged))
            }
            if notify.atom == atomCache["_MOTIF_WM_HINTS"] || notify.atom == atomCache["_GTK_FRAME_EXTENTS"] {
                return .translated(notify.window, .client(.decorationsChanged))
            }
            return notify.atom == XCB_ATOM_WM_NORMAL_HINTS.rawValue ? .translated(notify.window, .client(.sizeHintsChanged)) : .dropped
        case XCB_CONFIGURE_REQUEST:
            let request = event.load(as: xcb_configure_request_event_t.self)
            guard hosting.frames[request.parent] != nil, let hosted = hosting.clients[request.window]?.window else { return .dropped }
            let width = request.value_mask & UInt16(XCB_CONFIG_WINDOW_WIDTH.rawValue) != 0 ? Int(request.width) : hosted.width
            let height = request.value_mask & UInt16(XCB_CONFIG_WINDOW_HEIGHT.rawValue) != 0 ? Int(request.height) : hosted.height
            let moves = request.value_mask & UInt16(XCB_CONFIG_WINDOW_X.rawValue | XCB_CONFIG_WINDOW_Y.rawValue) != 0
            let at = moves ? RootPoint(x: Int(request.x), y: Int(request.y)) : nil
            return .translated(request.window, .client(.configureRequest(width: width, height: height, at: at)))
        case XCB_MAP_REQUEST:
            let request = event.load(as: xcb_map_request_event_t.self)
            guard hosting.frames[request.parent] != nil else { return .notHosting }
            return hosting.clients[request.window]?.window != nil ? .translated(request.window, .client(.mapRequested)) : .dropped
        case XCB_CLIENT_MESSAGE:
            return hosting.watchingTopLevels ? clientMoveResize(event.load(as: xcb_client_message_event_t.self)) : .notHosting
        case XCB_BUTTON_PRESS:
            let press = event.load(as: xcb_button_press_event_t.self)
            guard let client = hosting.frames[press.event] ?? (hosting.pressesWatched.contains(press.event) ? press.event : nil) else {
                return .notHosting
            }
            return .translated(client, .client(.pressed(at: RootPoint(x: Int(press.root_x), y: Int(press.root_y)), time: press.time,
                                                        button: Int(press.detail), modifiers: keyboard.modifiers(state: press.state))))
        default:
            return .notHosting
        }
    }

    /// Sends the press a frame's grab held (``ClientEvent/pressed(at:time:)``, at server time
    /// `time`) on to the client under the pointer.
    public func replayPress(time: UInt32) {
        xcb_allow_events(raw, UInt8(XCB_ALLOW_REPLAY_POINTER.rawValue), time)
        flush()
    }

    private func isHosted(_ client: WindowID) -> Bool { hosting.clients[client] != nil }

    /// A StructureNotify event: `reported` for an adopted client, dropped on the watched root.
    private func structureEvent(_ window: WindowID, _ reported: HostEvent?) -> HostingTranslation {
        if window == rootWindow && hosting.watchingTopLevels { return .dropped }
        guard isHosted(window) else { return .notHosting }
        return reported.map { .translated(window, $0) } ?? .dropped
    }

    /// A window mapped on the root: the client it stands for (a managed client inside an
    /// override-redirect one), unless it is ours or a client just released.
    private func topLevelMapped(_ map: xcb_map_notify_event_t) -> HostingTranslation {
        guard windows[map.window] == nil, hosting.frames[map.window] == nil, hosting.releasedClients.remove(map.window) == nil,
              let client = client(in: map.window, overrideRedirect: map.override_redirect != 0) else { return .dropped }
        return .translated(client, .client(.topLevelMapped))
    }
}
