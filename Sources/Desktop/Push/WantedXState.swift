import Input
import Model

/// The X state a managed display should show, as the window manager's model has it after a frame:
/// the root's EWMH lists and work area, each managed client's states, frame extents and tiled
/// edges, the overlay's shape, where desktop windows take the pointer, the keys grabbed and what
/// watches the pointer at the monitors' edges. After
/// each frame it is compared with the state last pushed, and only the difference is written
/// (``changes(since:)``), as i3's `x.c` does: a property is never written twice with one value.
public struct WantedXState: Equatable, Sendable {
    /// `_NET_CLIENT_LIST`: the managed clients, in the order they were taken.
    public var clients: [WindowID] = []
    /// `_NET_CLIENT_LIST_STACKING`: the managed clients, bottom to top.
    public var stacking: [WindowID] = []
    /// `_NET_ACTIVE_WINDOW`: the client with the keyboard (nil: none).
    public var active: WindowID?
    /// Each managed client's `_NET_WM_STATE` (and `WM_STATE`: Iconic when hidden, else Normal).
    public var windowStates: [WindowID: Set<WindowState>] = [:]
    /// Each managed client's `_NET_FRAME_EXTENTS` and `_NET_WM_DESKTOP`.
    public var frames: [WindowID: ClientFrame] = [:]
    /// Each managed client's `_GTK_EDGE_CONSTRAINTS`: what its edges meet.
    public var tiledEdges: [WindowID: TiledEdges] = [:]
    /// `_NET_WORKAREA`: the screen less the docks' struts (nil: not known yet), one for each space.
    public var workArea: PixelRect?
    /// `_GTK_WORKAREAS_Dn`: each monitor less the docks' struts that cut it, in the monitors'
    /// order, the same on each space (empty: not known yet).
    public var monitorWorkAreas: [PixelRect] = []
    /// `_NET_NUMBER_OF_DESKTOPS` (with `_NET_DESKTOP_NAMES` and `_NET_DESKTOP_VIEWPORT`) and
    /// `_NET_CURRENT_DESKTOP` (nil: not known yet).
    public var spaces: SpacesShown?
    /// The overlay window Flotilla paints on, with holes where the server shows windows itself
    /// (docks, full-screen windows); nil: not known yet.
    public var overlay: OverlayShape?
    /// Each desktop window's input region (composited in place under every panel): wherever
    /// nothing of Flotilla's takes the pointer above it, in its own pixels; nowhere while
    /// Flotilla takes every press.
    public var desktopInputRegions: [WindowID: [PixelRect]] = [:]
    /// The keys taken wherever the keyboard is (nil: none yet).
    public var keyGrabs: KeyGrabs?
    /// The pressure barriers and hot corners at the monitors' edges (nil: none yet).
    public var edgeWatch: EdgeWatch?

    public init(clients: [WindowID] = [], stacking: [WindowID] = [], active: WindowID? = nil,
                windowStates: [WindowID: Set<WindowState>] = [:], frames: [WindowID: ClientFrame] = [:], workArea: PixelRect? = nil,
                overlay: OverlayShape? = nil, spaces: SpacesShown? = nil) {
        self.spaces = spaces
        self.clients = clients
        self.stacking = stacking
        self.active = active
        self.windowStates = windowStates
        self.frames = frames
        self.workArea = workArea
        self.overlay = overlay
    }

    /// What must be written for X to show this state where it showed `pushed`: the root's
    /// properties that differ, then each client's, in the order the clients were taken. A client
    /// `pushed` had and this state does not (it went, or was let go) is written nothing: its
    /// window may be gone, and a window taken again is written afresh.
    public func changes(since pushed: WantedXState) -> [XChange] {
        var changes: [XChange] = []
        if clients != pushed.clients { changes.append(.clientList(clients)) }
        if stacking != pushed.stacking { changes.append(.stackingList(stacking)) }
        if active != pushed.active { changes.append(.activeWindow(active)) }
        if let spaces, spaces.count != pushed.spaces?.count { changes.append(.spaceCount(spaces.count)) }
        if let spaces, spaces.current != pushed.spaces?.current { changes.append(.currentSpace(spaces.current)) }
        let count = spaces?.count ?? 1
        if let workArea, workArea != pushed.workArea || count != pushed.spaces?.count ?? 1 { changes.append(.workArea(workArea, spaces: count)) }
        if !monitorWorkAreas.isEmpty, monitorWorkAreas != pushed.monitorWorkAreas || count != pushed.spaces?.count ?? 1 {
            changes.append(.monitorWorkAreas(monitorWorkAreas, spaces: count, before: pushed.monitorWorkAreas.isEmpty ? 0 : pushed.spaces?.count ?? 1))
        }
        if let overlay, overlay != pushed.overlay { changes.append(.overlayShape(overlay)) }
        if let keyGrabs, keyGrabs != pushed.keyGrabs { changes.append(.keyGrabs(keyGrabs, releasing: pushed.keyGrabs)) }
        if let edgeWatch {
            if edgeWatch.barriers != pushed.edgeWatch?.barriers ?? [] { changes.append(.pressureBarriers(edgeWatch.barriers)) }
            if edgeWatch.hotCorners != pushed.edgeWatch?.hotCorners ?? [] { changes.append(.hotCorners(edgeWatch.hotCorners)) }
        }
        for (desktop, region) in desktopInputRegions.sorted(by: { $0.key < $1.key }) where region != pushed.desktopInputRegions[desktop] {
            changes.append(.inputRegion(desktop, region))
        }
        let others = Set(windowStates.keys).union(frames.keys).subtracting(clients).sorted()
        for client in clients + others {
            if let states = windowStates[client], states != pushed.windowStates[client] { changes.append(.windowState(client, states)) }
            if let frame = frames[client], frame != pushed.frames[client] { changes.append(.frame(client, frame)) }
            if let edges = tiledEdges[client], edges != pushed.tiledEdges[client] { changes.append(.tiledEdges(client, edges)) }
        }
        return changes
    }
}

/// The overlay's bounding shape: the screen less the holes through which the server shows windows
/// itself, in root pixels.
public struct OverlayShape: Hashable, Sendable {
    public var screen: PixelSize
    public var holes: [PixelRect]

    public init(screen: PixelSize, holes: [PixelRect] = []) {
        self.screen = screen
        self.holes = holes
    }

    /// The overlay with holes where the server shows windows itself (`shownThrough`: docks,
    /// full-screen windows), less wherever Flotilla draws something above every window (`above`:
    /// menus, tooltips, a screen locker's window): nothing shows through a hole where something
    /// lies over it, so a locker over the screen closes every hole the moment it maps.
    public init(screen: PixelSize, shownThrough: [PixelRect], under above: [PixelRect]) {
        let covers = above.map(Rect.init)
        let holes = shownThrough.flatMap { Rect($0).subtracting(covers) }
        self.init(screen: screen, holes: holes.map(PixelRect.init))
    }
}

/// The spaces as the root tells them: how many, and which shows (from 0).
public struct SpacesShown: Hashable, Sendable {
    public var count: Int
    public var current: Int

    public init(count: Int, current: Int) {
        self.count = count
        self.current = current
    }

    /// `_NET_DESKTOP_NAMES`: "Space 1", "Space 2", …
    public static func names(count: Int) -> [String] { (1...max(count, 1)).map { "Space \($0)" } }
}

/// What Flotilla's frame is to a managed client: how far its decorations reach past each side, in
/// pixels (`_NET_FRAME_EXTENTS`), and the space it is on (`_NET_WM_DESKTOP`; ``Spaces/everySpace``: all).
public struct ClientFrame: Hashable, Sendable {
    public var left: Int, right: Int, top: Int, bottom: Int
    public var desktop: UInt32

    public init(left: Int = 0, right: Int = 0, top: Int, bottom: Int = 0, desktop: UInt32 = 0) {
        self.left = left
        self.right = right
        self.top = top
        self.bottom = bottom
        self.desktop = desktop
    }
}

/// One write of the push: a property of the root or of a managed client set to a value, or a
/// held client's frame moved, shaped or restacked (``FramePlacements``).
public enum XChange: Hashable, Sendable {
    case clientList([WindowID])
    case stackingList([WindowID])
    case activeWindow(WindowID?)
    /// How many spaces there are (`_NET_NUMBER_OF_DESKTOPS`, their names and viewports).
    case spaceCount(Int)
    /// The space that shows (`_NET_CURRENT_DESKTOP`).
    case currentSpace(Int)
    /// The work area, the same on each of `spaces` spaces.
    case workArea(PixelRect, spaces: Int)
    /// Each monitor's work area, the same on each of `spaces` spaces; the spaces from there up to
    /// `before` (those there were when last written) have theirs removed.
    case monitorWorkAreas([PixelRect], spaces: Int, before: Int)
    case overlayShape(OverlayShape)
    /// The keys grabbed as these say, those grabbed before (`releasing`) let go first.
    case keyGrabs(KeyGrabs, releasing: KeyGrabs?)
    /// Pressure barriers at these edges, and none elsewhere.
    case pressureBarriers([PushedEdge])
    /// A hot corner at each of these points, and none elsewhere.
    case hotCorners([RootPoint])
    case windowState(WindowID, Set<WindowState>)
    case frame(WindowID, ClientFrame)
    /// What the client's edges meet (`_GTK_EDGE_CONSTRAINTS`).
    case tiledEdges(WindowID, TiledEdges)
    /// The client's frame put at a place (its parent's pixels), the client told where that is.
    case place(WindowID, PixelRect)
    /// The client's frame takes the pointer only in these rectangles (frame pixels).
    case inputRegion(WindowID, [PixelRect])
    /// The clients' frames stacked bottom to top, in this order.
    case restack([WindowID])
    /// The client shown by the server itself, full screen: unredirected, taking the pointer
    /// everywhere in it, no damage followed.
    case showDirectly(WindowID)
    /// The client shown by Flotilla again (back from full screen): redirected, its pixels read whole.
    case redirectAgain(WindowID)
    /// The keyboard given to this window (``KeyboardFocus``): a client's as ICCCM 4.1.7 says,
    /// Flotilla's own or a desktop window's with SetInputFocus.
    case focus(WindowID)
}

extension XChange: CustomStringConvertible {
    /// One line, as tests' snapshots read it: `_NET_CLIENT_LIST 0x200 0x300`.
    public var description: String {
        let hex = { (id: WindowID) in "0x" + String(id, radix: 16) }
        switch self {
        case .clientList(let ids): return (["_NET_CLIENT_LIST"] + ids.map(hex)).joined(separator: " ")
        case .stackingList(let ids): return (["_NET_CLIENT_LIST_STACKING"] + ids.map(hex)).joined(separator: " ")
        case .activeWindow(let id): return "_NET_ACTIVE_WINDOW \(id.map(hex) ?? "none")"
        case .spaceCount(let n): return "_NET_NUMBER_OF_DESKTOPS \(n)"
        case .currentSpace(let n): return "_NET_CURRENT_DESKTOP \(n)"
        case .workArea(let a, let n): return "_NET_WORKAREA \(a.x) \(a.y) \(a.width) \(a.height)" + (n > 1 ? " ×\(n)" : "")
        case .monitorWorkAreas(let areas, let n, let before):
            return (["_GTK_WORKAREAS"] + areas.map(\.geometry)).joined(separator: " ") + (n > 1 ? " ×\(n)" : "")
                + (before > n ? " (\(n)…\(before - 1) removed)" : "")
        case .overlayShape(let o):
            let holes = o.holes.map(\.geometry)
            return (["overlay \(o.screen.width)x\(o.screen.height)"] + (holes.isEmpty ? [] : ["less"] + holes)).joined(separator: " ")
        case .keyGrabs(let grabs, _):
            let keys = grabs.keys.map(KeyNames.name(of:)) + (grabs.superAlone ? ["Super alone"] : [])
            return "keys grabbed on \(hex(grabs.window)): " + (keys.isEmpty ? "none" : keys.joined(separator: " "))
        case .pressureBarriers(let edges):
            let names = edges.map { edge in
                switch edge {
                case .corner(let p): "corner \(p.x),\(p.y)"
                case .bottom(let x, let y, let width): "bottom \(x),\(y) \(width) wide"
                }
            }
            return "pressure barriers: " + (names.isEmpty ? "none" : names.joined(separator: ", "))
        case .hotCorners(let points):
            return "hot corners: " + (points.isEmpty ? "none" : points.map { "\($0.x),\($0.y)" }.joined(separator: " "))
        case .windowState(let id, let states):
            let names = WindowState.allCases.filter(states.contains).map { $0.rawValue.replacingPrefix("_NET_WM_STATE_") }
            return "\(hex(id)) _NET_WM_STATE [\(names.joined(separator: " "))] WM_STATE \(states.contains(.hidden) ? "Iconic" : "Normal")"
        case .frame(let id, let f):
            let desktop = f.desktop == Spaces.everySpace ? "all" : "\(f.desktop)"
            return "\(hex(id)) _NET_FRAME_EXTENTS \(f.left) \(f.right) \(f.top) \(f.bottom) _NET_WM_DESKTOP \(desktop)"
        case .tiledEdges(let id, let e):
            let names = { (m: TiledEdges.Meets) in m == .nothing ? "-" : m == .window ? "window" : "monitor" }
            return "\(hex(id)) _GTK_EDGE_CONSTRAINTS top \(names(e.top)) right \(names(e.right)) bottom \(names(e.bottom)) left \(names(e.left))"
        case .place(let id, let r):
            return "\(hex(id)) frame \(r.geometry)"
        case .inputRegion(let id, let rects):
            return "\(hex(id)) input" + (rects.isEmpty ? " none" : rects.map { " " + $0.geometry }.joined())
        case .restack(let ids):
            return (["restack"] + ids.map(hex)).joined(separator: " ")
        case .focus(let id):
            return "focus \(hex(id))"
        case .showDirectly(let id):
            return "\(hex(id)) shown by the server"
        case .redirectAgain(let id):
            return "\(hex(id)) redirected again"
        }
    }
}

private extension String {
    func replacingPrefix(_ prefix: String) -> String { hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self }
}
