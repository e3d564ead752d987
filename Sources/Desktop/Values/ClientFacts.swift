/// What a window is and says of itself as it asks to be shown: enough to classify it (a dock, the
/// desktop, one shown in place, a dialog of another, an app's window) and to place it. The X11
/// host reads it in one round trip as the window asks to map; a window that went before it was
/// read has none, and costs nothing more.
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
    /// The process that owns it: the X server's word (X-Resource), else its own `_NET_WM_PID`; nil when neither says.
    public var pid: Int32?
    public var placementHints: PlacementHints
    /// WM_TRANSIENT_FOR: the window it is a dialog (or palette) of.
    public var transientFor: WindowID?
    /// `_FLOTILLA_APP`: the app Flotilla started it as.
    public var appMark: String?
    /// `_FLOTILLA_ENTRY`: the desktop entry a Flotilla launched its app from (kept on the window,
    /// so that a Flotilla started again in the session knows what it launched).
    public var entryMark: String?
    public var windowClass: WindowClass?
    /// `WM_WINDOW_ROLE` (a session's name for one of an app's windows), at most 64 characters.
    public var role: String?
    /// The `_NET_WM_STATE` states it set on itself.
    public var states: Set<WindowState>
    /// Its `_NET_WM_DESKTOP`: the space it asks to open on, or was on under the manager before
    /// (``Spaces/everySpace``: all of them); nil when it says none.
    public var desktop: UInt32?
    /// `_NET_STARTUP_ID`: the launch it is the window of (startup notification), at most 256 bytes.
    public var startupID: String?
    /// `WM_CLIENT_LEADER`: the window that speaks for its program (some, mousepad among them,
    /// name their launch there instead of on the window); nil when none or itself.
    public var clientLeader: WindowID?
    /// Its `WM_STATE` says IconicState: it was minimised under the manager before (Flotilla
    /// restarted, or another manager replaced).
    public var wasIconic: Bool

    public init(geometry: PixelRect, parent: WindowID, overrideRedirect: Bool = false, types: [String] = [], pid: Int32? = nil,
                placementHints: PlacementHints = PlacementHints([]), transientFor: WindowID? = nil, appMark: String? = nil,
                windowClass: WindowClass? = nil, role: String? = nil, states: Set<WindowState> = [], desktop: UInt32? = nil,
                startupID: String? = nil, clientLeader: WindowID? = nil, wasIconic: Bool = false, entryMark: String? = nil) {
        self.startupID = startupID
        self.entryMark = entryMark
        self.clientLeader = clientLeader
        self.wasIconic = wasIconic
        self.geometry = geometry
        self.parent = parent
        self.overrideRedirect = overrideRedirect
        self.types = types
        self.pid = pid
        self.placementHints = placementHints
        self.transientFor = transientFor
        self.appMark = appMark
        self.windowClass = windowClass
        self.role = role
        self.states = states
        self.desktop = desktop
    }

    /// The `_NET_WM_STATE` states a window is taken in with (the rest are Flotilla's to keep).
    public static let statesTaken: Set<WindowState> = [.maximizedVertical, .maximizedHorizontal, .fullscreen, .above, .sticky]

    /// The states it starts in as it is taken in. A new window (not `mapped`): those it set on
    /// itself before asking to map (EWMH: to start maximised, full screen or kept above), hidden
    /// when its WM_HINTS ask to start iconic (`startsIconic`). One shown before Flotilla took it
    /// (Flotilla restarted, another manager replaced): those it is shown with, hidden when its
    /// `WM_STATE` is Iconic or its states say hidden.
    public func startingStates(mapped: Bool, startsIconic: Bool) -> Set<WindowState> {
        var starting = states.intersection(Self.statesTaken)
        if mapped ? wasIconic || states.contains(.hidden) : startsIconic { starting.insert(.hidden) }
        return starting
    }

    /// The launch it is the window of (startup notification): its own `_NET_STARTUP_ID`, else
    /// the one its client leader (`WM_CLIENT_LEADER`) names (`leaders`: a window's id, read when
    /// asked), as programs that name their launch once for all their windows do.
    public func launchID(leaders: (WindowID) -> String?) -> String? {
        startupID ?? clientLeader.flatMap(leaders)
    }

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
    public static let knownTypes = ["DESKTOP", "DOCK", "TOOLBAR", "MENU", "UTILITY", "SPLASH", "DIALOG", "DROPDOWN_MENU", "POPUP_MENU",
                             "TOOLTIP", "NOTIFICATION", "COMBO", "DND", "NORMAL"]
}

/// A window's `WM_CLASS`: the instance name (the session's key for its kind of window) and the
/// class name (the application's name as a person reads it).
public struct WindowClass: Hashable, Sendable {
    public var instance: String
    public var className: String

    /// Decodes the property's two NUL-terminated strings; nil when the instance is empty.
    public init?(_ bytes: [UInt8]) {
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
    public init(_ words: [UInt32]) {
        let flags = words.first ?? 0, user: UInt32 = 1, program: UInt32 = 4, gravityGiven: UInt32 = 1 << 9, staticGravity: UInt32 = 10
        userPosition = flags & user != 0
        asksPlace = flags & (user | program) != 0
        self.staticGravity = flags & gravityGiven != 0 && words.count > 17 && words[17] == staticGravity
    }
}

/// Where a window taken in by the manager goes, on the root in pixels.
public enum WindowPlace: Equatable, Sendable {
    /// The window's own top-left (its content's) stays here.
    case content(RootPoint)
    /// The top-left of its frame (its title bar's) goes here.
    case frame(RootPoint)
}

/// The `_NET_WM_STATE` states Flotilla acts on and keeps current.
public enum WindowState: String, CaseIterable, Sendable {
    case fullscreen = "_NET_WM_STATE_FULLSCREEN"
    case maximizedVertical = "_NET_WM_STATE_MAXIMIZED_VERT"
    case maximizedHorizontal = "_NET_WM_STATE_MAXIMIZED_HORZ"
    case hidden = "_NET_WM_STATE_HIDDEN"
    case above = "_NET_WM_STATE_ABOVE"
    case focused = "_NET_WM_STATE_FOCUSED"
    /// On every space (``Spaces/Place/everywhere``).
    case sticky = "_NET_WM_STATE_STICKY"
}
