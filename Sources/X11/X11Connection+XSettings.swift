import CXCB
import Desktop
import Glibc

extension X11Connection {
    /// The desktop's XSETTINGS for the default screen: property `_XSETTINGS_SETTINGS` of the owner of
    /// selection `_XSETTINGS_S<screen>`. Nil when no manager runs, the property is missing or of
    /// another type, or its data does not parse.
    public func xsettings() throws(X11Error) -> XSettings? {
        let owner = try xsettingsManager()
        guard owner != 0, let property = try? property("_XSETTINGS_SETTINGS", of: owner),
              property.type == "_XSETTINGS_SETTINGS", property.format == 8 else { return nil }
        return XSettings(bytes: property.bytes)
    }

    /// Follows the desktop's settings from now on: ``HostEvent/settingsChanged`` arrives when the
    /// manager changes its settings, when a new manager takes over (its MANAGER message to the
    /// root window) and when the manager goes.
    public func watchXSettings() throws(X11Error) {
        _ = try atom("_XSETTINGS_SETTINGS")
        _ = try atom("MANAGER")
        xcb_change_window_attributes(raw, rootWindow, UInt32(XCB_CW_EVENT_MASK.rawValue), [rootEventMask])
        try follow(manager: try xsettingsManager())
    }

    /// Watches `manager`'s settings and its end (none when 0).
    ///
    /// One of our own windows named as the manager is never followed: watching it would replace
    /// the event mask our windows need (pointer, keys, Expose).
    func follow(manager: WindowID) throws(X11Error) {
        xsettingsOwner = windows[manager] == nil ? manager : 0
        guard xsettingsOwner != 0 else { return }
        let events = XCB_EVENT_MASK_PROPERTY_CHANGE.rawValue | XCB_EVENT_MASK_STRUCTURE_NOTIFY.rawValue
        try check(xcb_change_window_attributes_checked(raw, manager, UInt32(XCB_CW_EVENT_MASK.rawValue), [events]),
                  "ChangeWindowAttributes on the XSETTINGS manager \(manager)")
    }

    /// The owner of selection `_XSETTINGS_S<screen>`, 0 when no manager runs.
    private func xsettingsManager() throws(X11Error) -> WindowID {
        let selection = try atom("_XSETTINGS_S\(screenNumber)")
        let reply = try reply("GetSelectionOwner _XSETTINGS_S\(screenNumber)") {
            xcb_get_selection_owner_reply(raw, xcb_get_selection_owner(raw, selection), $0)
        }
        defer { free(reply) }
        return reply.pointee.owner
    }

    /// The settings event `event` is, if it is one (see ``watchXSettings()``).
    func translateXSettings(_ event: XCBEvent) -> (window: WindowID, event: HostEvent)? {
        guard xsettingsOwner != 0 || atomCache["MANAGER"] != nil else { return nil }
        switch Int32(event.code) {
        case XCB_PROPERTY_NOTIFY:
            let notify = event.load(as: xcb_property_notify_event_t.self)
            guard notify.window == xsettingsOwner, notify.atom == atomCache["_XSETTINGS_SETTINGS"] else { return nil }
            return (notify.window, .settingsChanged)
        case XCB_DESTROY_NOTIFY:
            let destroy = event.load(as: xcb_destroy_notify_event_t.self)
            guard destroy.window == xsettingsOwner, destroy.window != 0 else { return nil }
            xsettingsOwner = 0
            return (destroy.window, .settingsChanged)
        case XCB_CLIENT_MESSAGE:
            let message = event.load(as: xcb_client_message_event_t.self)
            guard message.format == 32, message.type == atomCache["MANAGER"],
                  message.data.data32.1 == atomCache["_XSETTINGS_S\(screenNumber)"],
                  windows[message.data.data32.2] == nil else { return nil }
            try? follow(manager: message.data.data32.2)
            return (message.window, .settingsChanged)
        default:
            return nil
        }
    }
}
