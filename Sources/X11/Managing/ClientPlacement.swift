import CXCB
import Desktop
import Glibc

extension X11Connection {
    /// `WM_CLASS` of `client` (instance and class, "xterm" and "XTerm"), nil when it has none or
    /// its instance is empty.
    public func windowClass(of client: WindowID) -> WindowClass? {
        guard let property = rawProperty(XCB_ATOM_WM_CLASS.rawValue, of: client, words: 64) else { return nil }
        return WindowClass(property.bytes)
    }

    /// What `client`'s WM_NORMAL_HINTS say of its place (one read of the property).
    public func placementHints(of client: WindowID) -> PlacementHints {
        PlacementHints(rawProperty(XCB_ATOM_WM_NORMAL_HINTS.rawValue, of: client, words: 18)?.values32 ?? [])
    }

    /// Maps a window that asked to be mapped and is not taken into a panel (one that cannot be).
    public func mapUnmanaged(_ window: WindowID) {
        xcb_map_window(raw, window)
        flush()
    }
}
