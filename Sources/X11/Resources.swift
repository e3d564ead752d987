import CXCB
import Glibc

/// The desktop's X resources (`xrdb`): the root window's RESOURCE_MANAGER, read with xcb-xrm.
public struct Resources: Sendable {
    /// `Xft.dpi`: the dots per inch the desktop asks text and everything else to be drawn at.
    public var dpi: String?
    /// `Xcursor.size`: the cursor size the desktop asks for, in pixels.
    public var cursorSize: String?

    /// The size of a RESOURCE_MANAGER too large to read (over ``X11Connection/maximumResourceBytes``):
    /// nothing was read from it.
    public var unreadBytes: Int?

    public init(dpi: String? = nil, cursorSize: String? = nil, unreadBytes: Int? = nil) {
        self.dpi = dpi
        self.cursorSize = cursorSize
        self.unreadBytes = unreadBytes
    }
}

extension X11Connection {
    /// The largest RESOURCE_MANAGER read: 1 MiB (xcb-xrm builds its database in quadratic time:
    /// 1 MB took 5 s; a desktop's is a few KB).
    public static let maximumResourceBytes = 1 << 20

    /// The resources Flotilla reads, from RESOURCE_MANAGER (or, where the root window has none,
    /// `~/.Xresources`, as xcb-xrm's default database does). One over ``maximumResourceBytes``
    /// is not read (``Resources/unreadBytes``).
    public func resources() -> Resources {
        if let size = resourceManagerSize(), size > Self.maximumResourceBytes { return Resources(unreadBytes: size) }
        guard let database = xcb_xrm_database_from_default(raw) else { return Resources() }
        defer { xcb_xrm_database_free(database) }
        func string(_ name: String) -> String? {
            var value: UnsafeMutablePointer<CChar>?
            guard xcb_xrm_resource_get_string(database, name, nil, &value) == 0, let value else { return nil }
            defer { free(value) }
            return String(cString: value)
        }
        return Resources(dpi: string("Xft.dpi"), cursorSize: string("Xcursor.size"))
    }

    /// The root window's RESOURCE_MANAGER's length in bytes, asked without reading it; nil when
    /// there is none.
    private func resourceManagerSize() -> Int? {
        let cookie = xcb_get_property(raw, 0, rootWindow, XCB_ATOM_RESOURCE_MANAGER.rawValue, XCB_GET_PROPERTY_TYPE_ANY.rawValue, 0, 0)
        guard let reply = xcb_get_property_reply(raw, cookie, nil) else { return nil }
        defer { free(reply) }
        return reply.pointee.type == 0 ? nil : Int(reply.pointee.bytes_after)
    }
}
