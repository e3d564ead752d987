import CXCB
import Glibc

/// Where a window taken in by the manager goes, on the root in pixels.
public enum WindowPlace: Equatable, Sendable {
    /// The window's own top-left (its content's) stays here.
    case content(RootPoint)
    /// The top-left of its frame (its title bar's) goes here.
    case frame(RootPoint)
}

/// A window's `WM_CLASS`: the instance name (the session's key for its kind of window) and the
/// class name (the application's name as a person reads it).
public struct WindowClass: Hashable, Sendable {
    public var instance: String
    public var className: String

    /// Decodes the property's two NUL-terminated strings; nil when the instance is empty.
    init?(_ bytes: [UInt8]) {
        let parts = bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
        guard let first = parts.first, !first.isEmpty else { return nil }
        instance = String(decoding: first, as: UTF8.self)
        className = parts.count > 1 ? String(decoding: parts[1].prefix { $0 != 0 }, as: UTF8.self) : ""
    }

    /// The name shown for the window until it names itself: its class, else its instance; never a
    /// path or a fragment of one (Chromium's instance is `chromium (/tmp/profile)`).
    public var displayName: String {
        let name = className.isEmpty ? instance : className
        return String(name.prefix(64))
    }
}

/// What a window's WM_NORMAL_HINTS say of its place (ICCCM 4.1.2.3).
public struct PlacementHints: Hashable, Sendable {
    /// The user gave its place (USPosition: `-geometry +X+Y`), not only its program (PPosition,
    /// often set whatever the user asked).
    public var userPosition: Bool
    /// It asks for a place at all (USPosition or PPosition).
    public var asksPlace: Bool
    /// Its own top-left is where it is placed, not its frame's (static gravity: mpv, Qt's windows).
    public var staticGravity: Bool

    /// Decodes the property's words (flags first, win_gravity the 18th); none: no place asked.
    init(_ words: [UInt32]) {
        let flags = words.first ?? 0, user: UInt32 = 1, program: UInt32 = 4, gravityGiven: UInt32 = 1 << 9, staticGravity: UInt32 = 10
        userPosition = flags & user != 0
        asksPlace = flags & (user | program) != 0
        self.staticGravity = flags & gravityGiven != 0 && words.count > 17 && words[17] == staticGravity
    }
}

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
