import CXCB
import Glibc

extension X11Connection {
    /// `WM_CLASS`'s instance name of `client` (its first string; "xterm"), nil when it has none.
    public func instanceName(of client: WindowID) -> String? {
        guard let property = rawProperty(XCB_ATOM_WM_CLASS.rawValue, of: client, words: 64) else { return nil }
        let instance = property.bytes.prefix { $0 != 0 }
        return instance.isEmpty ? nil : String(decoding: instance, as: UTF8.self)
    }

    /// Where `client`'s top-left lies on the root, when it is to be kept there: always for a
    /// window that is mapped already (`mapped`: adopted where it is), else when its
    /// WM_NORMAL_HINTS say the user or the program chose the position (USPosition, PPosition)
    /// and that position is not the root's corner (what most programs ask by default).
    public func keptPosition(of client: WindowID, mapped: Bool) -> RootPoint? {
        let userOrProgram: UInt32 = 1 | 4
        if !mapped {
            guard let flags = rawProperty(XCB_ATOM_WM_NORMAL_HINTS.rawValue, of: client, words: 1)?.values32.first,
                  flags & userOrProgram != 0 else { return nil }
        }
        guard let geometry = xcb_get_geometry_reply(raw, xcb_get_geometry(raw, client), nil) else { return nil }
        defer { free(geometry) }
        let origin = RootPoint(x: Int(geometry.pointee.x), y: Int(geometry.pointee.y))
        return mapped || origin != RootPoint(x: 0, y: 0) ? origin : nil
    }

    /// Maps a window that asked to be mapped and is not taken into a panel (one that cannot be).
    public func mapUnmanaged(_ window: WindowID) {
        xcb_map_window(raw, window)
        flush()
    }
}
