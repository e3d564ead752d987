import CXCB
import Desktop
import Glibc

extension X11Connection {
    /// The active monitors, the primary first (RandR 1.5); the whole screen as one monitor when
    /// the server has no RandR 1.5 or reports none.
    public func monitors() -> [Monitor] {
        let screenMonitor = Monitor(x: 0, y: 0, width: screenSize.width, height: screenSize.height, isPrimary: true)
        guard let version = try? reply("RandR QueryVersion", { xcb_randr_query_version_reply(raw, xcb_randr_query_version(raw, 1, 5), $0) })
        else { return [screenMonitor] }
        let supported = (version.pointee.major_version, version.pointee.minor_version) >= (1, 5)
        free(version)
        guard supported,
              let reply = try? reply("RandR GetMonitors", { xcb_randr_get_monitors_reply(raw, xcb_randr_get_monitors(raw, rootWindow, 1), $0) })
        else { return [screenMonitor] }
        defer { free(reply) }
        var found: [Monitor] = []
        var each = xcb_randr_get_monitors_monitors_iterator(reply)
        while each.rem > 0 {
            let info = each.data.pointee
            found.append(Monitor(x: Int(info.x), y: Int(info.y), width: Int(info.width), height: Int(info.height), isPrimary: info.primary != 0))
            xcb_randr_monitor_info_next(&each)
        }
        let ordered = found.filter(\.isPrimary) + found.filter { !$0.isPrimary }
        return ordered.isEmpty ? [screenMonitor] : ordered
    }
}

extension X11Connection {
    /// While managing, asks the server to say when the monitors may have changed (RandR: the
    /// screen, a CRTC or an output changed; a monitor plugged in or out, a mode set): each comes
    /// as ``ClientEvent/monitorsChanged`` for the root. Nothing when the server has no RandR.
    public func watchMonitorChanges() {
        guard managing != nil, let data = flotilla_randr_extension(raw), data.pointee.present != 0,
              // CRTC and output changes are told to a client that said it speaks RandR 1.2 or later.
              let version = xcb_randr_query_version_reply(raw, xcb_randr_query_version(raw, 1, 5), nil) else { return }
        free(version)
        let mask = XCB_RANDR_NOTIFY_MASK_SCREEN_CHANGE.rawValue | XCB_RANDR_NOTIFY_MASK_CRTC_CHANGE.rawValue
            | XCB_RANDR_NOTIFY_MASK_OUTPUT_CHANGE.rawValue
        xcb_randr_select_input(raw, rootWindow, UInt16(mask))
        managing!.randrEventBase = data.pointee.first_event
        flush()
    }

    /// Whether `event` is a RandR notification (``watchMonitorChanges()``, `randrBase` its first event code).
    func isMonitorChange(_ event: XCBEvent, randrBase: UInt8) -> Bool {
        randrBase != 0 && (event.code == randrBase &+ UInt8(XCB_RANDR_SCREEN_CHANGE_NOTIFY) || event.code == randrBase &+ UInt8(XCB_RANDR_NOTIFY))
    }
}
