import CXCB
import Desktop
import Glibc

extension X11Connection {
    /// The Composite overlay window, as a window Flotilla presents into (after
    /// ``claimManagement(name:replacing:timeout:)``). It covers the screen above every other
    /// window; its input shape is empty, so the pointer reaches what lies under it, and input
    /// on the root comes as the overlay's (its ``X11Window/inputID`` is the root). It reports
    /// itself mapped and wholly exposed first. Docks and full-screen windows are shown by the
    /// server through holes cut in it (``WantedXState/overlay``).
    public func overlayWindow() throws(X11Error) -> X11Window {
        guard managing != nil else { throw .requestFailed("GetOverlayWindow: the display is not managed") }
        let reply = try reply("GetOverlayWindow") {
            xcb_composite_get_overlay_window_reply(raw, xcb_composite_get_overlay_window(raw, rootWindow), $0)
        }
        let id = reply.pointee.overlay_win
        free(reply)
        // (Substructure: where other clients map windows inside it, ``ClientEvent/overlayChild(_:)``.)
        let events = XCB_EVENT_MASK_EXPOSURE.rawValue | XCB_EVENT_MASK_STRUCTURE_NOTIFY.rawValue | XCB_EVENT_MASK_KEY_PRESS.rawValue
            | XCB_EVENT_MASK_SUBSTRUCTURE_NOTIFY.rawValue
        xcb_change_window_attributes(raw, id, UInt32(XCB_CW_EVENT_MASK.rawValue), [events])
        let empty = xcb_generate_id(raw)
        xcb_xfixes_create_region(raw, empty, 0, nil)
        xcb_xfixes_set_window_shape_region(raw, id, UInt8(XCB_SHAPE_SK_INPUT.rawValue), 0, 0, empty)
        xcb_xfixes_destroy_region(raw, empty)
        let gc = xcb_generate_id(raw)
        try check(xcb_create_gc_checked(raw, gc, id, XCB_GC_GRAPHICS_EXPOSURES.rawValue, [UInt32(0)]), "CreateGC (overlay)")
        let (width, height) = screenSize
        let window = X11Window(connection: self, id: id, graphicsContext: gc, width: width, height: height, isOverlay: true)
        windows[id] = WeakWindow(window: window)
        managing!.overlay = id
        managing!.pending += [(id, .mapped), (id, .exposed(PixelRect(x: 0, y: 0, width: width, height: height)))]
        return window
    }

    /// Whether `window` is mapped and override-redirect (one round trip).
    public func isMappedOverrideRedirect(_ window: WindowID) -> Bool {
        guard let attributes = xcb_get_window_attributes_reply(raw, xcb_get_window_attributes(raw, window), nil) else { return false }
        defer { free(attributes) }
        return attributes.pointee.override_redirect != 0 && attributes.pointee.map_state == UInt8(XCB_MAP_STATE_VIEWABLE.rawValue)
    }

    /// Reads where dock `window` is (border included) while it is a child of the root (a client
    /// may have moved it into a window of its own before this was asked): the server shows it
    /// through a hole in the overlay. Nil when it is not there.
    func readDockPlace(of window: WindowID) -> PixelRect? {
        guard managing?.docks.contains(window) == true, windows[window] == nil, parent(of: window) == rootWindow,
              let geometry = xcb_get_geometry_reply(raw, xcb_get_geometry(raw, window), nil) else { return nil }
        let g = geometry.pointee, border = Int(g.border_width)
        free(geometry)
        return PixelRect(x: Int(g.x), y: Int(g.y), width: Int(g.width) + 2 * border, height: Int(g.height) + 2 * border)
    }

    /// What `event` tells of a window another client put inside the overlay (a locker's,
    /// xsecurelock drawing into the overlay: nothing may show through a hole there, ``OverlayShape``):
    /// mapped, moved, unmapped or destroyed, as its SubstructureNotify reports it; nil for other events.
    func overlayChildChange(_ event: XCBEvent) -> (window: WindowID, change: PlaceChange)? {
        guard let overlay = managing?.overlay, overlay != 0 else { return nil }
        func place(_ x: Int16, _ y: Int16, _ width: UInt16, _ height: UInt16, _ border: UInt16) -> PixelRect {
            PixelRect(x: Int(x), y: Int(y), width: Int(width) + 2 * Int(border), height: Int(height) + 2 * Int(border))
        }
        switch Int32(event.code) {
        case XCB_MAP_NOTIFY:
            let map = event.load(as: xcb_map_notify_event_t.self)
            guard map.event == overlay, map.window != overlay,
                  let geometry = xcb_get_geometry_reply(raw, xcb_get_geometry(raw, map.window), nil) else { return nil }
            let g = geometry.pointee
            free(geometry)
            return (map.window, .placed(place(g.x, g.y, g.width, g.height, g.border_width)))
        case XCB_CONFIGURE_NOTIFY:
            let configure = event.load(as: xcb_configure_notify_event_t.self)
            guard configure.event == overlay, configure.window != overlay else { return nil }
            return (configure.window, .moved(place(configure.x, configure.y, configure.width, configure.height, configure.border_width)))
        case XCB_UNMAP_NOTIFY:
            let unmap = event.load(as: xcb_unmap_notify_event_t.self)
            guard unmap.event == overlay, unmap.window != overlay else { return nil }
            return (unmap.window, .went)
        case XCB_DESTROY_NOTIFY:
            let destroy = event.load(as: xcb_destroy_notify_event_t.self)
            guard destroy.event == overlay, destroy.window != overlay else { return nil }
            return (destroy.window, .went)
        default:
            return nil
        }
    }

    /// Sets the overlay's bounding shape to `shape`'s screen less its holes.
    func reshapeOverlay(_ shape: OverlayShape) {
        guard let state = managing, state.overlay != 0 else { return }
        let screen = xcb_generate_id(raw), cut = xcb_generate_id(raw)
        let holes = shape.holes.map {
            xcb_rectangle_t(x: Int16(clamping: $0.x), y: Int16(clamping: $0.y), width: UInt16(clamping: $0.width), height: UInt16(clamping: $0.height))
        }
        var whole = xcb_rectangle_t(x: 0, y: 0, width: UInt16(clamping: shape.screen.width), height: UInt16(clamping: shape.screen.height))
        xcb_xfixes_create_region(raw, screen, 1, &whole)
        xcb_xfixes_create_region(raw, cut, UInt32(holes.count), holes)
        xcb_xfixes_subtract_region(raw, screen, cut, screen)
        xcb_xfixes_set_window_shape_region(raw, state.overlay, UInt8(XCB_SHAPE_SK_BOUNDING.rawValue), 0, 0, screen)
        xcb_xfixes_destroy_region(raw, screen)
        xcb_xfixes_destroy_region(raw, cut)
    }
}
