import CXCB
import Desktop
import Glibc

/// What a connection knows about hosting: the extensions' event bases once negotiated, whether the
/// root's top-levels are watched, and the adopted windows by client, frame and damage.
struct HostingState {
    /// nil until ``X11Connection/hostingUnavailableReason()`` first ran; then what is missing.
    var missingExtensions: [String]?
    /// The first event code of the Damage extension (DamageNotify is this + 0).
    var damageEventBase: UInt8 = 0
    /// X-Resource 1.2 (QueryClientIds) is there.
    var clientIDs = false
    /// The first event code of the SHAPE extension (ShapeNotify is this + 0).
    var shapeEventBase: UInt8 = 0
    /// The first event code of the SYNC extension (0: none; AlarmNotify is this + 1).
    var syncEventBase: UInt8 = 0
    /// The alarm on each client's `_NET_WM_SYNC_REQUEST_COUNTER`: alarm → client.
    var alarms: [UInt32: WindowID] = [:]
    /// SubstructureNotify is selected on the root.
    var watchingTopLevels = false
    /// Released clients whose next map on the root is ours, not a new top-level.
    var releasedClients: Set<WindowID> = []
    var clients: [WindowID: WeakHosted] = [:]
    /// Frame → client.
    var frames: [WindowID: WindowID] = [:]
    /// Windows given back to the desktop that are watched, and their top-levels: window → client.
    var desktopWindows: [WindowID: WindowID] = [:]
    /// Windows composited in place whose presses are reported (desktop windows).
    var pressesWatched: Set<WindowID> = []
}

/// A weak link from the connection to an adopted window, so events can update it.
struct WeakHosted {
    weak var window: HostedWindow?
}

extension X11Connection {
    /// The window adopted or composited in place for `client`, while it is.
    public func hostedWindow(of client: WindowID) -> HostedWindow? { hosting.clients[client]?.window }

    /// nil when Composite ≥ 0.4, Damage, XFixes ≥ 2 and SHAPE are all there (their versions are
    /// negotiated once, as Damage and XFixes require); else one line naming what is missing.
    public func hostingUnavailableReason() -> String? {
        let missing = hosting.missingExtensions ?? negotiateHostingExtensions()
        hosting.missingExtensions = missing
        return missing.isEmpty ? nil : "the X server lacks " + missing.joined(separator: ", ")
    }

    /// Throws `.missingExtension` naming what hosting lacks.
    func requireHosting() throws(X11Error) {
        guard hostingUnavailableReason() != nil else { return }
        throw .missingExtension((hosting.missingExtensions ?? []).joined(separator: ", "))
    }

    private func negotiateHostingExtensions() -> [String] {
        var missing: [String] = []
        func present(_ data: UnsafePointer<xcb_query_extension_reply_t>?) -> Bool { data?.pointee.present ?? 0 != 0 }
        if present(flotilla_composite_extension(raw)),
           let reply = xcb_composite_query_version_reply(raw, xcb_composite_query_version(raw, 0, 4), nil) {
            if (reply.pointee.major_version, reply.pointee.minor_version) < (0, 4) { missing.append("Composite 0.4") }
            free(reply)
        } else {
            missing.append("Composite")
        }
        if let data = flotilla_damage_extension(raw), data.pointee.present != 0,
           let reply = xcb_damage_query_version_reply(raw, xcb_damage_query_version(raw, 1, 1), nil) {
            hosting.damageEventBase = data.pointee.first_event
            free(reply)
        } else {
            missing.append("Damage")
        }
        if present(flotilla_xfixes_extension(raw)),
           let reply = xcb_xfixes_query_version_reply(raw, xcb_xfixes_query_version(raw, 5, 0), nil) {
            if reply.pointee.major_version < 2 { missing.append("XFixes 2") }
            free(reply)
        } else {
            missing.append("XFixes")
        }
        if let data = flotilla_shape_extension(raw), data.pointee.present != 0,
           let reply = xcb_shape_query_version_reply(raw, xcb_shape_query_version(raw), nil) {
            hosting.shapeEventBase = data.pointee.first_event
            free(reply)
        } else {
            missing.append("SHAPE")
        }
        if let data = flotilla_sync_extension(raw), data.pointee.present != 0,
           let reply = xcb_sync_initialize_reply(raw, xcb_sync_initialize(raw, 3, 1), nil) {
            hosting.syncEventBase = data.pointee.first_event
            free(reply)
        }
        if present(flotilla_res_extension(raw)),
           let reply = xcb_res_query_version_reply(raw, xcb_res_query_version(raw, 1, 2), nil) {
            hosting.clientIDs = (reply.pointee.server_major, reply.pointee.server_minor) >= (1, 2)
            free(reply)
        }
        return missing
    }
}
