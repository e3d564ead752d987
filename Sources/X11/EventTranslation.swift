import CXCB
import Desktop
import Input
import Model

extension X11Connection {
    /// Turns one X event into a host event for the window it concerns; nil for events we skip.
    /// Keeps windows' sizes current (ConfigureNotify) and the keyboard and modifier maps (MappingNotify).
    func translate(_ event: XCBEvent) -> (window: WindowID, event: HostEvent)? {
        if let settings = translateXSettings(event) { return settings }
        switch translateFindWindow(event) {
        case .notHosting: break
        case .dropped: return nil
        case .translated(let window, let hostEvent): return (window, hostEvent)
        }
        switch translateDesktopWindow(event) {
        case .notHosting: break
        case .dropped: return nil
        case .translated(let window, let hostEvent): return (window, hostEvent)
        }
        switch translateManaging(event) {
        case .notHosting: break
        case .dropped: return nil
        case .translated(let window, let hostEvent): return (window, hostEvent)
        }
        switch translateHosting(event) {
        case .notHosting: break
        case .dropped: return nil
        case .translated(let window, let hostEvent): return (window, hostEvent)
        }
        if event.isMadeUpInput { return nil }
        switch Int32(event.code) {
        case XCB_KEY_PRESS:
            let press = event.load(as: xcb_key_press_event_t.self)
            // The unshifted key plus the modifiers held: Shift+Tab is Tab with Shift.
            guard let key = KeySymbols.key(for: keyboard.keysym(keycode: press.detail)) else { return nil }
            let pressed = KeyPress(key, modifiers: keyboard.modifiers(state: press.state), text: keyboard.text(keycode: press.detail, state: press.state))
            return (press.event, .input(.key(pressed, time: seconds(press.time))))
        case XCB_KEY_RELEASE:
            let release = event.load(as: xcb_key_release_event_t.self)
            // The state is the modifiers held before this release: less the one this key gave.
            guard let modifier = KeySymbols.modifier(for: keyboard.keysym(keycode: release.detail)) else { return nil }
            return (release.event, .input(.modifiersReleased(held: keyboard.modifiers(state: release.state).subtracting(modifier), time: seconds(release.time))))
        case XCB_BUTTON_PRESS, XCB_BUTTON_RELEASE:
            return translateButton(event.load(as: xcb_button_press_event_t.self), pressed: Int32(event.code) == XCB_BUTTON_PRESS)
        case XCB_MOTION_NOTIFY:
            let motion = event.load(as: xcb_motion_notify_event_t.self)
            return (motion.event, .input(.pointerMoved(Point(x: Double(motion.event_x), y: Double(motion.event_y)), time: seconds(motion.time))))
        case XCB_EXPOSE:
            let expose = event.load(as: xcb_expose_event_t.self)
            let rect = PixelRect(x: Int(expose.x), y: Int(expose.y), width: Int(expose.width), height: Int(expose.height))
            return (expose.window, .exposed(rect))
        case XCB_VISIBILITY_NOTIFY:
            let visibility = event.load(as: xcb_visibility_notify_event_t.self)
            return (visibility.window, .visibilityChanged(unobscured: visibility.state == UInt8(XCB_VISIBILITY_UNOBSCURED.rawValue)))
        case XCB_MAP_NOTIFY:
            let map = event.load(as: xcb_map_notify_event_t.self)
            return (map.window, .mapped)
        case XCB_UNMAP_NOTIFY:
            let unmap = event.load(as: xcb_unmap_notify_event_t.self)
            return (unmap.window, .unmapped)
        case XCB_CONFIGURE_NOTIFY:
            let configure = event.load(as: xcb_configure_notify_event_t.self)
            return translateConfigure(configure, synthetic: event.isSynthetic)
        case XCB_DESTROY_NOTIFY:
            let destroy = event.load(as: xcb_destroy_notify_event_t.self)
            // One of ours that we did not close (closing forgets it first): someone else destroyed it.
            guard destroy.window == destroy.event, windows[destroy.window]?.window != nil else { return nil }
            return (destroy.window, .destroyed)
        case XCB_CLIENT_MESSAGE:
            let message = event.load(as: xcb_client_message_event_t.self)
            guard message.format == 32, message.type == atomCache["WM_PROTOCOLS"],
                  message.data.data32.0 == atomCache["WM_DELETE_WINDOW"] else { return nil }
            return (message.window, .closeRequested)
        case XCB_GE_GENERIC:
            return xinput?.translate(event.pointer)
        case XCB_MAPPING_NOTIFY:
            let mapping = event.load(as: xcb_mapping_notify_event_t.self)
            if mapping.request != UInt8(XCB_MAPPING_POINTER.rawValue), let setup = xcb_get_setup(raw),
               let map = try? KeyboardMap.load(raw, setup: setup) {
                keyboard = map
            }
            return nil
        default:
            return nil
        }
    }

    private func translateButton(_ button: xcb_button_press_event_t, pressed: Bool) -> (WindowID, HostEvent)? {
        let at = Point(x: Double(button.event_x), y: Double(button.event_y)), time = seconds(button.time)
        let notch: (dx: Double, dy: Double)? = switch button.detail {
        case 4: (0, -1)
        case 5: (0, 1)
        case 6: (-1, 0)
        case 7: (1, 0)
        default: nil
        }
        if let notch {
            // A wheel button at the time of a smooth scroll is the server's emulation of it.
            guard pressed, button.time != xinput?.lastScrollTime else { return nil }
            return (button.event, .input(.wheel(Vector(dx: notch.dx, dy: notch.dy), at: at, time: time)))
        }
        let number = Int(button.detail)
        return (button.event, .input(pressed ? .pointerPressed(at, button: number, time: time) : .pointerReleased(at, button: number, time: time)))
    }

    /// A ConfigureNotify another client sent (`synthetic`) may claim any size (0×0, say): for our
    /// windows the size is then asked of the server.
    private func translateConfigure(_ configure: xcb_configure_notify_event_t, synthetic: Bool) -> (WindowID, HostEvent)? {
        var width = Int(configure.width), height = Int(configure.height)
        guard let window = windows[configure.window]?.window else {
            return (configure.window, .resized(width: width, height: height))
        }
        if synthetic {
            guard let size = try? self.size(of: window.id) else { return nil }
            (width, height) = size
        }
        guard window.width != width || window.height != height else { return nil }
        window.width = width
        window.height = height
        return (configure.window, .resized(width: width, height: height))
    }

    private func seconds(_ timestamp: xcb_timestamp_t) -> Double { Double(timestamp) / 1000 }
}
