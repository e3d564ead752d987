import CXCB
import Desktop
import Glibc

extension X11Connection {
    /// Takes `client` into a new frame window, a child of `parent` at (x, y) pixels in it.
    ///
    /// The frame has the parent's depth and visual and the client's size, border 0, and is
    /// redirected (Manual) before it maps: the server never draws it and its parent is not clipped
    /// by it (Composite 0.4). A client of the same visual draws into the frame's pixmap, which
    /// ``HostedWindow/fetchDamage()`` reads; one of another (a depth-32 client with alpha) is
    /// redirected too and its own pixmap read, alpha included. (A frame of the client's visual
    /// would differ from its parent's, and Composite would then redirect it implicitly and paint
    /// it into the parent itself, its alpha dropped: black where the client is translucent.)
    /// The client is put in the save-set first (it returns to the root if this connection dies),
    /// given border 0, reparented into the frame at (0, 0), damage-tracked, marked WM_STATE Normal
    /// and `_FLOTILLA_APP` = `mark`. A press in the frame is grabbed (and replayed to the client) to
    /// report ``HostEvent/clientPressed(at:)``. Throws when the client went away meanwhile (an
    /// expected race: one line), when it is adopted already, override-redirect or of a depth other
    /// than 24 or 32. `mapsClient` false leaves the client unmapped in its frame, for the caller
    /// to map (``HostedWindow/mapClient(takingFocus:)``) once it knows where the focus goes.
    public func adopt(_ client: WindowID, into parent: WindowID, x: Int, y: Int, mark: String, mapsClient: Bool = true) throws(X11Error) -> HostedWindow {
        try requireHosting()
        let what = "adopting window 0x\(String(client, radix: 16))"
        guard hosting.clients[client]?.window == nil else { throw .requestFailed("\(what): it is adopted already") }
        // The client's geometry and attributes and its new parent's, asked together: one round trip.
        let asks = (geometry: xcb_get_geometry(raw, client), attributes: xcb_get_window_attributes(raw, client),
                    parentGeometry: xcb_get_geometry(raw, parent), parentAttributes: xcb_get_window_attributes(raw, parent))
        let looks = (
            geometry: Result { () throws(X11Error) in try reply("\(what): GetGeometry") { xcb_get_geometry_reply(raw, asks.geometry, $0) } },
            attributes: Result { () throws(X11Error) in
                try reply("\(what): GetWindowAttributes") { xcb_get_window_attributes_reply(raw, asks.attributes, $0) }
            },
            parentGeometry: Result { () throws(X11Error) in
                try reply("\(what): GetGeometry (parent)") { xcb_get_geometry_reply(raw, asks.parentGeometry, $0) }
            },
            parentAttributes: Result { () throws(X11Error) in
                try reply("\(what): GetWindowAttributes (parent)") { xcb_get_window_attributes_reply(raw, asks.parentAttributes, $0) }
            })
        defer {
            for reply in [looks.geometry.map(UnsafeMutableRawPointer.init), looks.attributes.map(UnsafeMutableRawPointer.init),
                          looks.parentGeometry.map(UnsafeMutableRawPointer.init), looks.parentAttributes.map(UnsafeMutableRawPointer.init)] {
                if case .success(let pointer) = reply { free(pointer) }
            }
        }
        let geometry = try looks.geometry.get(), attributes = try looks.attributes.get()
        let parentLook = (depth: try looks.parentGeometry.get().pointee.depth, visual: try looks.parentAttributes.get().pointee.visual)
        let (depth, asked) = (geometry.pointee.depth, (width: Int(geometry.pointee.width), height: Int(geometry.pointee.height)))
        // A client larger than any window Flotilla keeps pixels for is made smaller first.
        let (width, height) = PixelLimit.framed.fit(width: asked.width, height: asked.height)
        if (width, height) != asked {
            xcb_configure_window(raw, client, UInt16(XCB_CONFIG_WINDOW_WIDTH.rawValue | XCB_CONFIG_WINDOW_HEIGHT.rawValue),
                                 [UInt32(width), UInt32(height)])
        }
        let (visual, overrideRedirect) = (attributes.pointee.visual, attributes.pointee.override_redirect != 0)
        guard !overrideRedirect else { throw .requestFailed("\(what): it is override-redirect (a menu or tooltip)") }
        guard depth == 24 || depth == 32 else { throw .unsupportedVisual("\(what): depth \(depth)") }

        let (frame, colormap, frameSteps) = createFrame(in: parent, x: x, y: y, width: width, height: height, depth: parentLook.depth,
                                                        visual: parentLook.visual)
        let ownPixmap = visual != parentLook.visual
        let damage = xcb_generate_id(raw)
        let clientEvents = XCB_EVENT_MASK_STRUCTURE_NOTIFY.rawValue | XCB_EVENT_MASK_PROPERTY_CHANGE.rawValue
        let wmState = try atom("WM_STATE"), appMark = try atom("_FLOTILLA_APP"), utf8 = try atom("UTF8_STRING")
        let normalState: [UInt32] = [1, 0]
        let markBytes = Array(mark.utf8)
        // In order; the client's events are selected after the reparent, so its Unmap is not reported.
        var steps: [(String, xcb_void_cookie_t)] = frameSteps + [
            ("ChangeSaveSet", xcb_change_save_set_checked(raw, UInt8(XCB_SET_MODE_INSERT.rawValue), client)),
            // In the frame, not before: on the root a window manager would be asked instead.
            ("ReparentWindow", xcb_reparent_window_checked(raw, client, frame, 0, 0)),
            ("ConfigureWindow", xcb_configure_window_checked(raw, client, UInt16(XCB_CONFIG_WINDOW_BORDER_WIDTH.rawValue), [0])),
            ("ChangeWindowAttributes", xcb_change_window_attributes_checked(raw, client, UInt32(XCB_CW_EVENT_MASK.rawValue), [clientEvents])),
        ]
        if ownPixmap {
            steps.append(("RedirectWindow", xcb_composite_redirect_window_checked(raw, client, UInt8(XCB_COMPOSITE_REDIRECT_MANUAL.rawValue))))
        }
        if mapsClient { steps.append(("MapWindow", xcb_map_window_checked(raw, client))) }
        steps += [
            ("DamageCreate", xcb_damage_create_checked(raw, damage, client, UInt8(XCB_DAMAGE_REPORT_LEVEL_NON_EMPTY.rawValue))),
            ("ChangeProperty WM_STATE", xcb_change_property_checked(
                raw, UInt8(XCB_PROP_MODE_REPLACE.rawValue), client, wmState, wmState, 32, 2, normalState)),
            ("ChangeProperty _FLOTILLA_APP", xcb_change_property_checked(
                raw, UInt8(XCB_PROP_MODE_REPLACE.rawValue), client, appMark, utf8, 8, UInt32(markBytes.count), markBytes)),
        ]
        xcb_grab_button(raw, 0, frame, UInt16(XCB_EVENT_MASK_BUTTON_PRESS.rawValue), UInt8(XCB_GRAB_MODE_SYNC.rawValue),
                        UInt8(XCB_GRAB_MODE_ASYNC.rawValue), 0, 0, UInt8(XCB_BUTTON_INDEX_ANY.rawValue), UInt16(XCB_MOD_MASK_ANY.rawValue))
        let failure = firstFailure(of: steps.map { ("\(what): \($0.0)", $0.1) })
        let hosted = HostedWindow(connection: self, client: client, frame: frame, depth: depth, damage: damage, colormap: colormap,
                                  width: width, height: height, pixelWindow: ownPixmap ? client : frame)
        if let failure {
            hosted.discard()
            throw failure
        }
        hosting.clients[client] = WeakHosted(window: hosted)
        hosting.frames[frame] = client
        hosted.followShape()
        return hosted
    }

    /// A mapped, redirected InputOutput frame of `depth` and `visual` (with a colormap of its own
    /// unless the visual is the root's); only SubstructureRedirect selected on it. Its checked
    /// requests are returned for the caller to check with its own (one round trip).
    private func createFrame(
        in parent: WindowID, x: Int, y: Int, width: Int, height: Int, depth: UInt8, visual: xcb_visualid_t
    ) -> (WindowID, xcb_colormap_t, [(String, xcb_void_cookie_t)]) {
        var colormap: xcb_colormap_t = 0
        if visual != screen.pointee.root_visual {
            colormap = xcb_generate_id(raw)
            xcb_create_colormap(raw, UInt8(XCB_COLORMAP_ALLOC_NONE.rawValue), colormap, rootWindow, visual)
        }
        let frame = xcb_generate_id(raw)
        let mask = XCB_CW_BACK_PIXMAP.rawValue | XCB_CW_BORDER_PIXEL.rawValue | XCB_CW_EVENT_MASK.rawValue | XCB_CW_COLORMAP.rawValue
        let values: [UInt32] = [UInt32(XCB_BACK_PIXMAP_NONE.rawValue), 0, XCB_EVENT_MASK_SUBSTRUCTURE_REDIRECT.rawValue,
                                colormap == 0 ? screen.pointee.default_colormap : colormap]
        let steps = [
            ("CreateWindow (frame in 0x\(String(parent, radix: 16)))", xcb_create_window_checked(
                raw, depth, frame, parent, Int16(clamping: x), Int16(clamping: y), UInt16(width), UInt16(height), 0,
                UInt16(XCB_WINDOW_CLASS_INPUT_OUTPUT.rawValue), visual, mask, values)),
            ("RedirectWindow (frame)", xcb_composite_redirect_window_checked(raw, frame, UInt8(XCB_COMPOSITE_REDIRECT_MANUAL.rawValue))),
            ("MapWindow (frame)", xcb_map_window_checked(raw, frame)),
        ]
        return (frame, colormap, steps)
    }

    /// Waits for each checked request in order; the first one's error (the rest are only drained).
    func firstFailure(of requests: [(what: String, cookie: xcb_void_cookie_t)]) -> X11Error? {
        var failure: X11Error?
        for request in requests {
            guard failure == nil else {
                xcb_discard_reply(raw, request.cookie.sequence)
                continue
            }
            do throws(X11Error) { try check(request.cookie, request.what) } catch { failure = error }
        }
        return failure
    }
}
