import CXCB
import Desktop
import Glibc

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

    /// `_NET_STARTUP_ID`: its text; nil when absent or empty.
    static func startupID(_ property: RawProperty?) -> String? {
        text(property).flatMap { $0.isEmpty ? nil : $0 }
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
        ("WM_CLASS", 64), ("WM_WINDOW_ROLE", 16), ("_NET_WM_STATE", 32), ("_NET_WM_DESKTOP", 1), ("_NET_STARTUP_ID", 64),
        ("WM_STATE", 2), ("WM_CLIENT_LEADER", 1), (X11Connection.entryMark, 64),
    ]

    /// ICCCM's IconicState, the first word of `WM_STATE`.
    private static let iconicState: UInt32 = 3

    /// What `window` says of itself, read with one round trip's worth of waiting: its geometry,
    /// attributes and the properties ``ClientFacts`` holds. Nil when it is gone.
    public func clientFacts(of window: WindowID) -> ClientFacts? {
        let typeNames = ClientFacts.knownTypes.map { "_NET_WM_WINDOW_TYPE_\($0)" }
        guard (try? internAtoms(Self.factProperties.map(\.name) + typeNames + WindowState.allCases.map(\.rawValue))) != nil else { return nil }
        let geometryCookie = xcb_get_geometry(raw, window), attributesCookie = xcb_get_window_attributes(raw, window)
        let treeCookie = xcb_query_tree(raw, window)
        let propertyCookies = Self.factProperties.map { xcb_get_property(raw, 0, window, atomCache[$0.name]!, 0, 0, $0.words) }
        let processCookie = askResourcePID(of: window)
        let geometry = xcb_get_geometry_reply(raw, geometryCookie, nil)
        let attributes = xcb_get_window_attributes_reply(raw, attributesCookie, nil)
        let tree = xcb_query_tree_reply(raw, treeCookie, nil)
        let properties = propertyCookies.map { rawProperty(replying: $0) }
        let process = resourcePID(replying: processCookie)
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
            // The server's word first: a window's own _NET_WM_PID may say any process.
            pid: process ?? ClientPropertyDecoding.pid(read["_NET_WM_PID"]),
            placementHints: PlacementHints(read["WM_NORMAL_HINTS"]?.values32 ?? []),
            transientFor: ClientPropertyDecoding.window(read["WM_TRANSIENT_FOR"]),
            appMark: ClientPropertyDecoding.text(read["_FLOTILLA_APP"]),
            windowClass: read["WM_CLASS"].flatMap { WindowClass($0.bytes) },
            role: ClientPropertyDecoding.role(read["WM_WINDOW_ROLE"]),
            states: Set(WindowState.allCases.filter { atomCache[$0.rawValue].map(stateAtoms.contains) ?? false }),
            desktop: read["_NET_WM_DESKTOP"]?.values32.first,
            startupID: ClientPropertyDecoding.startupID(read["_NET_STARTUP_ID"]),
            clientLeader: ClientPropertyDecoding.window(read["WM_CLIENT_LEADER"]).flatMap { $0 == window ? nil : $0 },
            wasIconic: read["WM_STATE"]?.values32.first == Self.iconicState,
            entryMark: ClientPropertyDecoding.text(read[X11Connection.entryMark]).flatMap { $0.isEmpty ? nil : $0 })
    }
}
