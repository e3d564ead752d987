import CXCB
import Glibc

/// What a window is and says of itself as it asks to be shown: enough to classify it (a dock, the
/// desktop, one shown in place, a dialog of another, an app's window) and to place it. Read in
/// one round trip (``X11Connection/clientFacts(of:)``); a window that went before it was read
/// has none, and costs nothing more.
public struct ClientFacts: Sendable {
    /// Its place in its parent and its size, in pixels (its border left out).
    public var geometry: PixelRect
    /// Its parent: the root for a top-level (a client may have moved it since it asked to map).
    public var parent: WindowID
    /// Override-redirect: a menu or tooltip that no manager takes.
    public var overrideRedirect: Bool
    /// Its `_NET_WM_WINDOW_TYPE`s, most preferred first, named without the prefix ("DOCK",
    /// "DIALOG"); types EWMH does not name are left out.
    public var types: [String]
    /// `_NET_WM_PID`; nil when it gives none.
    public var pid: Int32?
    public var placementHints: PlacementHints
    /// WM_TRANSIENT_FOR: the window it is a dialog (or palette) of.
    public var transientFor: WindowID?
    /// `_FLOTILLA_APP`: the app Flotilla started it as.
    public var appMark: String?
    public var windowClass: WindowClass?
    /// `WM_WINDOW_ROLE` (a session's name for one of an app's windows), at most 64 characters.
    public var role: String?
    /// The `_NET_WM_STATE` states it set on itself.
    public var states: Set<WindowState>

    /// The first of its types that is one of `wanted`.
    public func type(among wanted: [String]) -> String? { types.first { wanted.contains($0) } }

    /// A utility or toolbar window: a palette that floats above the window it belongs to.
    public var isUtility: Bool { type(among: ["UTILITY", "TOOLBAR"]) != nil }

    /// Where it is to be placed when it is taken in: one mapped already (`mapped`) stays where it
    /// is; one that asks for its place (USPosition or PPosition, anywhere but the root's corner,
    /// what most programs ask by default) has its frame's top-left there (north-west gravity,
    /// ICCCM 4.1.2.3), or its own with static gravity; nil for one that leaves it to the manager.
    public func askedPlace(mapped: Bool) -> WindowPlace? {
        guard mapped || placementHints.asksPlace else { return nil }
        let origin = RootPoint(x: geometry.x, y: geometry.y)
        if mapped || placementHints.staticGravity { return .content(origin) }
        return origin != RootPoint(x: 0, y: 0) ? .frame(origin) : nil
    }

    /// The window types EWMH names (`_NET_WM_WINDOW_TYPE_` + each).
    static let knownTypes = ["DESKTOP", "DOCK", "TOOLBAR", "MENU", "UTILITY", "SPLASH", "DIALOG", "DROPDOWN_MENU", "POPUP_MENU",
                             "TOOLTIP", "NOTIFICATION", "COMBO", "DND", "NORMAL"]
}

/// How each property a window describes itself with reads.
enum ClientPropertyDecoding {
    /// The first window a WINDOW property names; nil for none (0).
    static func window(_ property: RawProperty?) -> WindowID? {
        guard let window = property?.values32.first, window != 0 else { return nil }
        return window
    }

    /// A format-8 property as UTF-8; nil when absent or of another format.
    static func text(_ property: RawProperty?) -> String? {
        guard let property, property.format == 8 else { return nil }
        return String(decoding: property.bytes, as: UTF8.self)
    }

    /// `WM_WINDOW_ROLE`: up to its first NUL, at most 64 characters; nil when empty.
    static func role(_ property: RawProperty?) -> String? {
        guard let property, property.format == 8, !property.bytes.isEmpty else { return nil }
        return String(String(decoding: property.bytes.prefix { $0 != 0 }, as: UTF8.self).prefix(64))
    }

    /// `_NET_WM_PID`: a positive process id; nil otherwise.
    static func pid(_ property: RawProperty?) -> Int32? {
        guard let pid = property?.values32.first, pid > 0, pid <= UInt32(Int32.max) else { return nil }
        return Int32(pid)
    }
}

extension X11Connection {
    /// The words of each property read for ``ClientFacts``.
    private static let factProperties: [(name: String, words: UInt32)] = [
        ("_NET_WM_WINDOW_TYPE", 16), ("_NET_WM_PID", 1), ("WM_NORMAL_HINTS", 18), ("WM_TRANSIENT_FOR", 1), ("_FLOTILLA_APP", 256),
        ("WM_CLASS", 64), ("WM_WINDOW_ROLE", 16), ("_NET_WM_STATE", 32),
    ]

    /// What `window` says of itself, read with one round trip's worth of waiting: its geometry,
    /// attributes and the properties ``ClientFacts`` holds. Nil when it is gone.
    public func clientFacts(of window: WindowID) -> ClientFacts? {
        let typeNames = ClientFacts.knownTypes.map { "_NET_WM_WINDOW_TYPE_\($0)" }
        guard (try? internAtoms(Self.factProperties.map(\.name) + typeNames + WindowState.allCases.map(\.rawValue))) != nil else { return nil }
        let geometryCookie = xcb_get_geometry(raw, window), attributesCookie = xcb_get_window_attributes(raw, window)
        let treeCookie = xcb_query_tree(raw, window)
        let propertyCookies = Self.factProperties.map { xcb_get_property(raw, 0, window, atomCache[$0.name]!, 0, 0, $0.words) }
        let geometry = xcb_get_geometry_reply(raw, geometryCookie, nil)
        let attributes = xcb_get_window_attributes_reply(raw, attributesCookie, nil)
        let tree = xcb_query_tree_reply(raw, treeCookie, nil)
        let properties = propertyCookies.map { rawProperty(replying: $0) }
        defer {
            free(geometry)
            free(attributes)
            free(tree)
        }
        guard let geometry, let attributes, let tree else { return nil }
        var read: [String: RawProperty] = [:]
        for (property, value) in zip(Self.factProperties, properties) { read[property.name] = value }
        let typeOfAtom = Dictionary(zip(typeNames.map { atomCache[$0]! }, ClientFacts.knownTypes), uniquingKeysWith: { first, _ in first })
        let stateAtoms = Set(read["_NET_WM_STATE"]?.values32 ?? [])
        return ClientFacts(
            geometry: PixelRect(x: Int(geometry.pointee.x), y: Int(geometry.pointee.y), width: Int(geometry.pointee.width),
                                height: Int(geometry.pointee.height)),
            parent: tree.pointee.parent,
            overrideRedirect: attributes.pointee.override_redirect != 0,
            types: (read["_NET_WM_WINDOW_TYPE"]?.values32 ?? []).compactMap { typeOfAtom[$0] },
            pid: ClientPropertyDecoding.pid(read["_NET_WM_PID"]),
            placementHints: PlacementHints(read["WM_NORMAL_HINTS"]?.values32 ?? []),
            transientFor: ClientPropertyDecoding.window(read["WM_TRANSIENT_FOR"]),
            appMark: ClientPropertyDecoding.text(read["_FLOTILLA_APP"]),
            windowClass: read["WM_CLASS"].flatMap { WindowClass($0.bytes) },
            role: ClientPropertyDecoding.role(read["WM_WINDOW_ROLE"]),
            states: Set(WindowState.allCases.filter { atomCache[$0.rawValue].map(stateAtoms.contains) ?? false }))
    }
}
