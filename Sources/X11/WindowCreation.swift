import CXCB
import Glibc

extension X11Connection {
    /// Creates an unmapped top-level window with its WM properties set: WM_NAME/_NET_WM_NAME,
    /// WM_CLASS, WM_PROTOCOLS (WM_DELETE_WINDOW), _NET_WM_PID, _NET_WM_ICON (``windowIcon``), WM_NORMAL_HINTS. It is on the root
    /// visual, or with `translucent` on the 32-bit ARGB visual (``translucentVisual``) that a
    /// compositing manager blends with what is below.
    public func createWindow(
        title: String, instanceName: String = "flotilla", className: String = "Flotilla",
        x: Int = 0, y: Int = 0, width: Int, height: Int, minWidth: Int = 1, minHeight: Int = 1,
        maxWidth: Int? = nil, maxHeight: Int? = nil, translucent: Bool = false
    ) throws(X11Error) -> X11Window {
        try checkPresentableVisual()
        guard (1...32767).contains(width), (1...32767).contains(height),
              (-32768...32767).contains(x), (-32768...32767).contains(y) else {
            throw .requestFailed("CreateWindow: geometry \(width)×\(height)+\(x)+\(y) out of range")
        }
        let id = xcb_generate_id(raw)
        let events: [xcb_event_mask_t] = [
            XCB_EVENT_MASK_EXPOSURE, XCB_EVENT_MASK_STRUCTURE_NOTIFY, XCB_EVENT_MASK_BUTTON_PRESS,
            XCB_EVENT_MASK_BUTTON_RELEASE, XCB_EVENT_MASK_POINTER_MOTION, XCB_EVENT_MASK_KEY_PRESS,
            XCB_EVENT_MASK_VISIBILITY_CHANGE,
        ]
        let eventMask = events.reduce(UInt32(0)) { $0 | $1.rawValue }
        // Background None: the server never clears exposed areas, so there is no flicker.
        var mask = XCB_CW_BACK_PIXMAP.rawValue | XCB_CW_BORDER_PIXEL.rawValue | XCB_CW_EVENT_MASK.rawValue
        var values: [UInt32] = [UInt32(XCB_BACK_PIXMAP_NONE.rawValue), 0, eventMask]
        var depth = UInt8(XCB_COPY_FROM_PARENT), visual = screen.pointee.root_visual
        if translucent {
            guard let argb = translucentVisual else { throw .unsupportedVisual("no 32-bit ARGB visual for a translucent window") }
            // A visual other than the parent's needs a colormap of its own (and a border pixel).
            let colormap = xcb_generate_id(raw)
            try check(xcb_create_colormap_checked(raw, UInt8(XCB_COLORMAP_ALLOC_NONE.rawValue), colormap, rootWindow, argb), "CreateColormap")
            mask |= XCB_CW_COLORMAP.rawValue
            values.append(colormap)
            (depth, visual) = (32, argb)
        }
        let cookie = xcb_create_window_checked(
            raw, depth, id, rootWindow, Int16(x), Int16(y), UInt16(width), UInt16(height),
            0, UInt16(XCB_WINDOW_CLASS_INPUT_OUTPUT.rawValue), visual, mask, values)
        try check(cookie, "CreateWindow")
        let gc = xcb_generate_id(raw)
        do {
            try check(xcb_create_gc_checked(raw, gc, id, XCB_GC_GRAPHICS_EXPOSURES.rawValue, [UInt32(0)]), "CreateGC")
        } catch {
            xcb_destroy_window(raw, id)
            flush()
            throw error
        }
        // With XInput 2.1, pointer moves (outside a press's grab) come as XInput 2 motion, which
        // carries the smooth-scroll valuators.
        if xinput != nil { flotilla_xi_select_motion(raw, id) }
        let window = X11Window(connection: self, id: id, graphicsContext: gc, width: width, height: height,
                               depth: translucent ? 32 : 24)
        windows[id] = WeakWindow(window: window)
        try window.setInitialProperties(
            title: title, instanceName: instanceName, className: className,
            x: x, y: y, minWidth: minWidth, minHeight: minHeight, maxWidth: maxWidth, maxHeight: maxHeight)
        return window
    }

    /// Checks that the root visual is what `present` and `capture` assume: depth 24, TrueColor
    /// with 0xFF0000/0xFF00/0xFF masks, 32 bits per pixel, least significant byte first.
    func checkPresentableVisual() throws(X11Error) {
        let screen = self.screen.pointee
        guard screen.root_depth == 24 else { throw .unsupportedVisual("root depth is \(screen.root_depth), need 24") }
        guard let visual = visualType(screen.root_visual) else {
            throw .unsupportedVisual("root visual \(screen.root_visual) not found")
        }
        guard visual.pointee._class == UInt8(XCB_VISUAL_CLASS_TRUE_COLOR.rawValue),
              visual.pointee.red_mask == 0xFF0000, visual.pointee.green_mask == 0xFF00,
              visual.pointee.blue_mask == 0xFF else {
            throw .unsupportedVisual("root visual is not 8-bit-per-channel TrueColor RGB")
        }
        guard let setup = xcb_get_setup(raw) else { throw .connectionLost }
        guard setup.pointee.image_byte_order == UInt8(XCB_IMAGE_ORDER_LSB_FIRST.rawValue) else {
            throw .unsupportedVisual("image byte order is MSB first")
        }
        let formats = UnsafeBufferPointer(
            start: xcb_setup_pixmap_formats(setup), count: Int(xcb_setup_pixmap_formats_length(setup)))
        guard let format = formats.first(where: { $0.depth == 24 }), format.bits_per_pixel == 32 else {
            throw .unsupportedVisual("depth 24 is not stored as 32 bits per pixel")
        }
    }

    /// A 32-bit TrueColor visual with the usual RGB masks (alpha in the top byte), if the
    /// server has one (Xvfb and Xorg do, with the Composite extension).
    public var translucentVisual: xcb_visualid_t? {
        var depths = xcb_screen_allowed_depths_iterator(screen)
        while depths.rem > 0 {
            if depths.data.pointee.depth == 32 {
                var visuals = xcb_depth_visuals_iterator(depths.data)
                while visuals.rem > 0 {
                    let v = visuals.data.pointee
                    if v._class == UInt8(XCB_VISUAL_CLASS_TRUE_COLOR.rawValue), v.red_mask == 0xFF0000, v.green_mask == 0xFF00, v.blue_mask == 0xFF {
                        return v.visual_id
                    }
                    xcb_visualtype_next(&visuals)
                }
            }
            xcb_depth_next(&depths)
        }
        return nil
    }

    /// Whether a compositing manager runs on the screen (it owns `_NET_WM_CM_S<screen>`): only
    /// then does a translucent window show what is below it rather than black.
    public func compositingManagerRuns() throws(X11Error) -> Bool {
        let selection = try atom("_NET_WM_CM_S\(screenNumber)")
        let reply = try reply("GetSelectionOwner") { xcb_get_selection_owner_reply(raw, xcb_get_selection_owner(raw, selection), $0) }
        defer { free(reply) }
        return reply.pointee.owner != 0
    }

    private func visualType(_ id: xcb_visualid_t) -> UnsafeMutablePointer<xcb_visualtype_t>? {
        var depths = xcb_screen_allowed_depths_iterator(screen)
        while depths.rem > 0 {
            var visuals = xcb_depth_visuals_iterator(depths.data)
            while visuals.rem > 0 {
                if visuals.data.pointee.visual_id == id { return visuals.data }
                xcb_visualtype_next(&visuals)
            }
            xcb_depth_next(&depths)
        }
        return nil
    }
}
