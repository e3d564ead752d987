import CXCB
import Desktop
import Glibc

extension X11Connection {
    /// Composites top-level `window` where it is, never moving it (a menu, a tooltip, a desktop):
    /// redirected (Manual) and damage-tracked, its pixels read like an adopted window's
    /// (``HostedWindow/fetchDamage()``), with no frame of ours (``HostedWindow/frame`` is itself).
    /// Its moves arrive as ``HostEvent/inPlaceWindowMoved(_:)``, its end as
    /// ``HostEvent/clientUnmapped`` or ``HostEvent/clientDestroyed``. Throws when it went meanwhile
    /// or is of a depth other than 24 or 32. Its pixels are kept up to the screen's size: none of
    /// a larger window shows.
    public func compositeInPlace(_ window: WindowID) throws(X11Error) -> HostedWindow {
        try requireHosting()
        let what = "compositing window 0x\(String(window, radix: 16)) in place"
        guard hosting.clients[window]?.window == nil else { throw .requestFailed("\(what): it is taken already") }
        let geometry = try reply("\(what): GetGeometry") { xcb_get_geometry_reply(raw, xcb_get_geometry(raw, window), $0) }
        let g = geometry.pointee
        free(geometry)
        guard g.depth == 24 || g.depth == 32 else { throw .unsupportedVisual("\(what): depth \(g.depth)") }
        let limit = PixelLimit.inPlace(screen: PixelSize(width: screenSize.width, height: screenSize.height))
        let damage = xcb_generate_id(raw)
        try redirectWhereFound(window, under: rootWindow, mapped: true, what: what)
        let failure = firstFailure(of: [
            ("\(what): ChangeWindowAttributes", xcb_change_window_attributes_checked(
                raw, window, UInt32(XCB_CW_EVENT_MASK.rawValue), [XCB_EVENT_MASK_STRUCTURE_NOTIFY.rawValue])),
            ("\(what): DamageCreate", xcb_damage_create_checked(raw, damage, window, UInt8(XCB_DAMAGE_REPORT_LEVEL_NON_EMPTY.rawValue))),
        ])
        let placed = HostedWindow(connection: self, client: window, frame: window, depth: g.depth, damage: damage, colormap: 0,
                                  width: Int(g.width), height: Int(g.height), pixelWindow: window, pixelLimit: limit)
        if let failure {
            placed.discard()
            throw failure
        }
        hosting.clients[window] = WeakHosted(window: placed)
        placed.followShape()
        return placed
    }

    /// Where top-level `window` is on the root, border included (one round trip); nil when it went.
    public func rootRect(of window: WindowID) -> PixelRect? {
        guard let geometry = xcb_get_geometry_reply(raw, xcb_get_geometry(raw, window), nil) else { return nil }
        defer { free(geometry) }
        let g = geometry.pointee, border = Int(g.border_width)
        return PixelRect(x: Int(g.x), y: Int(g.y), width: Int(g.width) + 2 * border, height: Int(g.height) + 2 * border)
    }

    /// Reports each press on `window` (composited in place: a desktop window) as
    /// ``HostEvent/clientPressed(at:)`` and lets it on to the window (a passive grab, replayed), so
    /// that the window manager can give it the keyboard; until the window is discarded.
    public func watchPresses(on window: WindowID) {
        hosting.pressesWatched.insert(window)
        xcb_grab_button(raw, 0, window, UInt16(XCB_EVENT_MASK_BUTTON_PRESS.rawValue), UInt8(XCB_GRAB_MODE_SYNC.rawValue),
                        UInt8(XCB_GRAB_MODE_ASYNC.rawValue), 0, 0, UInt8(XCB_BUTTON_INDEX_ANY.rawValue), UInt16(XCB_MOD_MASK_ANY.rawValue))
        flush()
    }

    /// Puts `window` (a desktop window) under every other top-level.
    public func lowerToBottom(_ window: WindowID) {
        xcb_configure_window(raw, window, UInt16(XCB_CONFIG_WINDOW_STACK_MODE.rawValue), [XCB_STACK_MODE_BELOW.rawValue])
        flush()
    }
}
