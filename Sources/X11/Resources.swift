import CXCB
import Glibc

/// The desktop's X resources (`xrdb`): the root window's RESOURCE_MANAGER, read with xcb-xrm.
public struct Resources: Sendable {
    /// `Xft.dpi`: the dots per inch the desktop asks text and everything else to be drawn at.
    public var dpi: String?
    /// `Xcursor.size`: the cursor size the desktop asks for, in pixels.
    public var cursorSize: String?

    public init(dpi: String? = nil, cursorSize: String? = nil) {
        self.dpi = dpi
        self.cursorSize = cursorSize
    }
}

extension X11Connection {
    /// The resources Flotilla reads, from RESOURCE_MANAGER (or, where the root window has none,
    /// `~/.Xresources`, as xcb-xrm's default database does).
    public func resources() -> Resources {
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
}
