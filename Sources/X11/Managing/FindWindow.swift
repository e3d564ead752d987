import CXCB
import Input

/// "Find any window" while managing the display: exposé on a tap of Super alone (``SuperTap``),
/// and from the hot corner, the top-left pixel of the screen (GNOME's two ways in to its overview).
/// Both come as ``HostEvent/exposeAsked(time:)`` for the overlay window.
///
/// The hot corner is a 1×1 InputOnly window at (0, 0) of the root, kept at the top of the root's
/// children, that selects EnterNotify and LeaveNotify: each arrival of the pointer there is one
/// Enter, over whatever window lies under the corner, and it costs nothing while the pointer is
/// elsewhere. It takes no pointer anywhere else (a press on that pixel goes on to the root:
/// Flotilla's backdrop), and draws nothing. XInput 2 raw motion was the other choice: it carries
/// device deltas, not where the pointer is, so every motion would need a QueryPointer round trip
/// (the root's own XI motion stops at its children). A window put above the corner (a dock or a
/// full-screen window raised, a menu or another override-redirect window created on top) is seen
/// in the root's SubstructureNotify — created or reparented on the root (at the top), or
/// configured directly above the corner — and the corner is raised again.
extension X11Connection {
    /// Opens the hot corner (once; after ``claimManagement(name:replacing:timeout:)`` and after
    /// the windows already there were taken in, so it is not taken for one of theirs).
    public func openHotCorner() {
        guard let state = managing, state.hotCorner == 0 else { return }
        let corner = xcb_generate_id(raw)
        xcb_create_window(raw, 0, corner, rootWindow, 0, 0, 1, 1, 0, UInt16(XCB_WINDOW_CLASS_INPUT_ONLY.rawValue), 0,
                          XCB_CW_OVERRIDE_REDIRECT.rawValue | XCB_CW_EVENT_MASK.rawValue,
                          [1, XCB_EVENT_MASK_ENTER_WINDOW.rawValue | XCB_EVENT_MASK_LEAVE_WINDOW.rawValue])
        xcb_map_window(raw, corner)
        managing!.hotCorner = corner
        flush()
    }

    /// Follows the Super keys for a tap, and the hot corner: the tap's release and the corner's
    /// Enter as ``HostEvent/exposeAsked(time:)`` (for the root: the overlay's), the corner's own
    /// structure events dropped; everything else goes on to be translated as before.
    func translateFindWindow(_ event: XCBEvent) -> HostingTranslation {
        guard let state = managing else { return .notHosting }
        let corner = state.hotCorner
        switch Int32(event.code) {
        case XCB_KEY_PRESS, XCB_KEY_RELEASE:
            let key = event.load(as: xcb_key_press_event_t.self)
            let pressed = Int32(event.code) == XCB_KEY_PRESS
            let input: SuperTap.Input
            if KeySymbols.superKeysyms.contains(keyboard.keysym(keycode: key.detail)) {
                input = pressed ? .superPressed(keycode: Int(key.detail)) : .superReleased(keycode: Int(key.detail))
            } else {
                guard pressed else { return .notHosting }
                input = .otherKeyPressed
            }
            guard superTap.note(input) else { return .notHosting }
            return .translated(rootWindow, .exposeAsked(time: Double(key.time) / 1000))
        case XCB_BUTTON_PRESS:
            _ = superTap.note(.buttonPressed)
            return .notHosting
        case XCB_ENTER_NOTIFY, XCB_LEAVE_NOTIFY:
            let crossing = event.load(as: xcb_enter_notify_event_t.self)
            guard corner != 0, crossing.event == corner else { return .notHosting }
            return crossedHotCorner(crossing, entered: Int32(event.code) == XCB_ENTER_NOTIFY)
        case XCB_CREATE_NOTIFY:
            let create = event.load(as: xcb_create_notify_event_t.self)
            guard corner != 0, create.parent == rootWindow else { return .notHosting }
            if create.window == corner { return .dropped }
            raiseHotCorner()
        case XCB_REPARENT_NOTIFY:
            let reparent = event.load(as: xcb_reparent_notify_event_t.self)
            if corner != 0, reparent.event == rootWindow, reparent.parent == rootWindow { raiseHotCorner() }
        case XCB_CONFIGURE_NOTIFY:
            let configure = event.load(as: xcb_configure_notify_event_t.self)
            guard corner != 0, configure.event == rootWindow else { return .notHosting }
            if configure.window == corner { return .dropped }
            if configure.above_sibling == corner { raiseHotCorner() }
        case XCB_MAP_NOTIFY:
            return corner != 0 && event.load(as: xcb_map_notify_event_t.self).window == corner ? .dropped : .notHosting
        default:
            break
        }
        return .notHosting
    }

    /// An arrival in the hot corner as ``HostEvent/exposeAsked(time:)``: an Enter while the pointer
    /// was elsewhere, made by the pointer (not the end of a grab), with no button held (not a drag
    /// pushed there). A window restacked above the corner and the corner raised again under a
    /// pointer that stays there make a Leave and an Enter at the corner: no arrival (the pointer
    /// leaves only by moving off the pixel).
    private func crossedHotCorner(_ crossing: xcb_enter_notify_event_t, entered: Bool) -> HostingTranslation {
        let wasThere = managing!.pointerInHotCorner
        guard entered else {
            if (crossing.root_x, crossing.root_y) != (0, 0) { managing!.pointerInHotCorner = false }
            return .dropped
        }
        managing!.pointerInHotCorner = true
        let buttons = UInt16(XCB_KEY_BUT_MASK_BUTTON_1.rawValue | XCB_KEY_BUT_MASK_BUTTON_2.rawValue | XCB_KEY_BUT_MASK_BUTTON_3.rawValue)
        guard !wasThere, crossing.mode == UInt8(XCB_NOTIFY_MODE_NORMAL.rawValue), crossing.state & buttons == 0 else { return .dropped }
        return .translated(rootWindow, .exposeAsked(time: Double(crossing.time) / 1000))
    }

    /// Puts the hot corner back at the top of the root's children.
    private func raiseHotCorner() {
        guard let corner = managing?.hotCorner, corner != 0 else { return }
        xcb_configure_window(raw, corner, UInt16(XCB_CONFIG_WINDOW_STACK_MODE.rawValue), [XCB_STACK_MODE_ABOVE.rawValue])
        flush()
    }
}
