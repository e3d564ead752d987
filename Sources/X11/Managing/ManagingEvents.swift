import CXCB
import Desktop

extension X11Connection {
    /// Translates what the root's SubstructureRedirect brings while this connection manages the
    /// display: a top-level's MapRequest (``ClientEvent/mapRequested``), the requests of windows
    /// not managed (``ClientEvent/configureAsked(_:)``, ``ClientEvent/circulateAsked(toTop:)``),
    /// where docks are, a new root background (``ClientEvent/rootBackgroundChanged``), a change of
    /// the monitors (``ClientEvent/monitorsChanged``) and the
    /// loss of the manager selection (``ClientEvent/managerReplaced``). Everything else is
    /// hosting's; what is said of the docks kept (``ClientEvent/dock(_:)``). It reads what it must
    /// (a dock's place and struts) and writes nothing.
    func translateManaging(_ event: XCBEvent) -> HostingTranslation {
        guard let state = managing else { return .notHosting }
        switch translateSyncAlarm(event) {
        case .notHosting: break
        case let alarm: return alarm
        }
        if let child = overlayChildChange(event) { return .translated(child.window, .client(.overlayChild(child.change))) }
        if isMonitorChange(event, randrBase: state.randrEventBase) {
            readScreenSize()
            return .translated(rootWindow, .client(.monitorsChanged))
        }
        if state.screenSaverEventBase != 0, event.code == state.screenSaverEventBase &+ UInt8(XCB_SCREENSAVER_NOTIFY) {
            let notify = event.load(as: xcb_screensaver_notify_event_t.self)
            return notify.state == UInt8(XCB_SCREENSAVER_STATE_ON.rawValue) ? .translated(rootWindow, .client(.screenSaverStarted)) : .dropped
        }
        switch Int32(event.code) {
        case XCB_MAP_REQUEST:
            let request = event.load(as: xcb_map_request_event_t.self)
            guard ClientClassifier.mapRequestIsTopLevel(parent: request.parent, root: rootWindow, parentIsFrame: hosting.frames[request.parent] != nil,
                                                        windowIsFramed: hosting.clients[request.window]?.window != nil) else { return .notHosting }
            return .translated(request.window, .client(.mapRequested))
        case XCB_CONFIGURE_REQUEST:
            let request = event.load(as: xcb_configure_request_event_t.self)
            guard request.parent == rootWindow, hosting.frames[request.window] == nil else { return .notHosting }
            return .translated(request.window, .client(.configureAsked(WindowChanges(request))))
        case XCB_CIRCULATE_REQUEST:
            let request = event.load(as: xcb_circulate_request_event_t.self)
            // Frames and Flotilla's own windows are stacked by Flotilla alone.
            guard hosting.frames[request.window] == nil, windows[request.window] == nil else { return .dropped }
            return .translated(request.window, .client(.circulateAsked(toTop: request.place == UInt8(XCB_PLACE_ON_TOP.rawValue))))
        case XCB_MAP_NOTIFY:
            let map = event.load(as: xcb_map_notify_event_t.self)
            guard map.event == rootWindow, windows[map.window] == nil else { return .notHosting }
            if map.override_redirect != 0 { return .translated(map.window, .client(.overrideRedirectMapped)) }
            guard state.docks.contains(map.window) else { return .notHosting }
            return readDockPlace(of: map.window).map { .translated(map.window, .client(.dock(.place(.placed($0))))) } ?? .dropped
        case XCB_UNMAP_NOTIFY:
            let unmap = event.load(as: xcb_unmap_notify_event_t.self)
            return windowLeft(unmap.window, reportedTo: unmap.event)
        case XCB_DESTROY_NOTIFY:
            let destroy = event.load(as: xcb_destroy_notify_event_t.self)
            return windowLeft(destroy.window, reportedTo: destroy.event)
        case XCB_PROPERTY_NOTIFY:
            let notify = event.load(as: xcb_property_notify_event_t.self)
            if notify.window == rootWindow, Self.rootBackgroundProperties.contains(where: { (try? atom($0)) == notify.atom }) {
                return .translated(rootWindow, .client(.rootBackgroundChanged))
            }
            guard state.docks.contains(notify.window) else { return .notHosting }
            return .translated(notify.window, .client(.dock(.strutsRead(readStruts(of: notify.window)))))
        case XCB_CONFIGURE_NOTIFY:
            let configure = event.load(as: xcb_configure_notify_event_t.self)
            guard configure.event == rootWindow, configure.window != rootWindow else { return .notHosting }
            let border = Int(configure.border_width)
            let rect = PixelRect(x: Int(configure.x), y: Int(configure.y), width: Int(configure.width) + 2 * border,
                                 height: Int(configure.height) + 2 * border)
            if let hosted = hosting.clients[configure.window]?.window, hosted.frame == hosted.client {
                return .translated(configure.window, .client(.inPlaceWindowMoved(rect)))
            }
            if state.docks.contains(configure.window) { return .translated(configure.window, .client(.dock(.place(.moved(rect))))) }
            return .notHosting
        case XCB_CLIENT_MESSAGE:
            let message = event.load(as: xcb_client_message_event_t.self)
            guard let request = managerRequest(message) else { return .notHosting }
            // A pong comes to the root, naming the window pinged.
            return .translated(request == .pong ? message.data.data32.2 : message.window, .client(.managerRequest(request)))
        case XCB_SELECTION_CLEAR:
            let clear = event.load(as: xcb_selection_clear_event_t.self)
            guard clear.owner == state.checkWindow, state.selections.contains(clear.selection) else { return .notHosting }
            return .translated(state.overlay, .client(.managerReplaced))
        default:
            return .notHosting
        }
    }

    /// A window unmapped or destroyed (told to `event`: the root, or itself): a dock's hole closes
    /// and its struts go; hosting handles the rest. A dock its client moved into a window of its
    /// own is told only itself.
    private func windowLeft(_ window: WindowID, reportedTo event: WindowID) -> HostingTranslation {
        guard managing?.docks.contains(window) == true else { return .notHosting }
        guard event == rootWindow || event == window else { return .dropped }
        managing?.docks.remove(window)
        return .translated(window, .client(.dock(.place(.went))))
    }
}
