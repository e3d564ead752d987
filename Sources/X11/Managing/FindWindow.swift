import CXCB
import Desktop
import Input

/// "Find any window" while managing the display: exposé on a tap of Super alone (``SuperTap``),
/// and from a hot corner, the top-left pixel of each monitor (GNOME's two ways in to its overview).
/// Both come as ``HostEvent/exposeAsked(time:)`` for the overlay window.
///
/// A hot corner is a 1×1 InputOnly window at its monitor's top-left on the root, kept at the top of the root's
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
    /// Opens a hot corner at each of `points` (the monitors' top-left corners; none: no hot
    /// corner), closing those elsewhere: after ``claimManagement(name:replacing:timeout:)``
    /// and after the windows already there were taken in, so none is taken for one of theirs, and
    /// again when the monitors change.
    public func openHotCorners(at points: [RootPoint]) {
        guard let state = managing else { return }
        let wanted = Set(points)
        for (corner, point) in state.hotCorners where !wanted.contains(point) {
            xcb_destroy_window(raw, corner)
            managing!.hotCorners[corner] = nil
        }
        for point in wanted.subtracting(state.hotCorners.values).sorted(by: { ($0.x, $0.y) < ($1.x, $1.y) }) {
            let corner = xcb_generate_id(raw)
            xcb_create_window(raw, 0, corner, rootWindow, Int16(clamping: point.x), Int16(clamping: point.y), 1, 1, 0,
                              UInt16(XCB_WINDOW_CLASS_INPUT_ONLY.rawValue), 0, XCB_CW_OVERRIDE_REDIRECT.rawValue | XCB_CW_EVENT_MASK.rawValue,
                              [1, XCB_EVENT_MASK_ENTER_WINDOW.rawValue | XCB_EVENT_MASK_LEAVE_WINDOW.rawValue])
            xcb_map_window(raw, corner)
            managing!.hotCorners[corner] = point
        }
        flush()
    }

    /// Follows the Super keys for a tap, and the hot corner: the tap's release and the corner's
    /// Enter as ``HostEvent/exposeAsked(time:)`` (for the root: the overlay's), the corner's own
    /// structure events dropped; everything else goes on to be translated as before.
    func translateFindWindow(_ event: XCBEvent) -> HostingTranslation {
        guard let state = managing else { return .notHosting }
        let corners = state.hotCorners
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
        case XCB_GE_GENERIC:
            return translateBarrier(event.pointer)
        case XCB_ENTER_NOTIFY, XCB_LEAVE_NOTIFY:
            let crossing = event.load(as: xcb_enter_notify_event_t.self)
            guard let point = corners[crossing.event] else { return .notHosting }
            return crossedHotCorner(crossing.event, at: point, crossing, entered: Int32(event.code) == XCB_ENTER_NOTIFY)
        case XCB_CREATE_NOTIFY:
            let create = event.load(as: xcb_create_notify_event_t.self)
            guard !corners.isEmpty, create.parent == rootWindow else { return .notHosting }
            if corners[create.window] != nil { return .dropped }
            managing!.hotCornerCrossings.mayBeCovered()
        case XCB_REPARENT_NOTIFY:
            let reparent = event.load(as: xcb_reparent_notify_event_t.self)
            if !corners.isEmpty, reparent.event == rootWindow, reparent.parent == rootWindow { managing!.hotCornerCrossings.mayBeCovered() }
        case XCB_CONFIGURE_NOTIFY:
            let configure = event.load(as: xcb_configure_notify_event_t.self)
            guard !corners.isEmpty, configure.event == rootWindow else { return .notHosting }
            if corners[configure.window] != nil { return .dropped }
            if corners[configure.above_sibling] != nil { managing!.hotCornerCrossings.mayBeCovered() }
        case XCB_MAP_NOTIFY:
            return corners[event.load(as: xcb_map_notify_event_t.self).window] != nil ? .dropped : .notHosting
        default:
            break
        }
        return .notHosting
    }

    /// An arrival in the hot corner (``HotCornerCrossings/crossed(_:at:entered:pointer:byPointer:buttonHeld:)``)
    /// as ``HostEvent/exposeAsked(time:)``; any other crossing is dropped.
    private func crossedHotCorner(_ corner: WindowID, at point: RootPoint, _ crossing: xcb_enter_notify_event_t, entered: Bool) -> HostingTranslation {
        let buttons = UInt16(XCB_KEY_BUT_MASK_BUTTON_1.rawValue | XCB_KEY_BUT_MASK_BUTTON_2.rawValue | XCB_KEY_BUT_MASK_BUTTON_3.rawValue)
        let arrived = managing!.hotCornerCrossings.crossed(corner, at: point, entered: entered,
                                                           pointer: RootPoint(x: Int(crossing.root_x), y: Int(crossing.root_y)),
                                                           byPointer: crossing.mode == UInt8(XCB_NOTIFY_MODE_NORMAL.rawValue),
                                                           buttonHeld: crossing.state & buttons != 0)
        return arrived ? .translated(rootWindow, .exposeAsked(time: Double(crossing.time) / 1000)) : .dropped
    }

    /// Puts the hot corners back at the top of the root's children where a window may have covered
    /// them (``HotCornerCrossings/raise()``, noted as events are read); by the push.
    func raiseCoveredHotCorners() {
        guard managing?.hotCornerCrossings.raise() == true, let corners = managing?.hotCorners.keys else { return }
        for corner in corners {
            xcb_configure_window(raw, corner, UInt16(XCB_CONFIG_WINDOW_STACK_MODE.rawValue), [XCB_STACK_MODE_ABOVE.rawValue])
        }
        flush()
    }
}
