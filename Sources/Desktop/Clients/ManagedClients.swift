import Model

/// The windows the window manager holds, in the order it took them: each shown in one panel, on
/// one space or on all (``spaces``), with the EWMH states that are its own (maximised, full screen;
/// hidden and above are its panel's), and who has the keyboard (``focus``). From them and what the compositor says of the panels comes
/// the X state wanted after each frame (``wanted(_:)``).
public struct ManagedClients: Equatable, Sendable {
    /// A window held, in its panel.
    public struct Client: Equatable, Sendable {
        /// The client's own window.
        public let window: WindowID
        /// The name of the panel that shows it.
        public let panel: String
        /// Its states of its own: maximised along either axis, full screen.
        public internal(set) var states: Set<WindowState> = []
        /// How far closing it has gone.
        public internal(set) var closing = Closing()
        /// Its panel's floating frame before it was maximised (points), given back when no axis is.
        public internal(set) var unmaximisedFrame: Rect?
        /// The window it said it was transient for as it was taken in (WM_TRANSIENT_FOR), which
        /// the classification of a new window follows to break a transient cycle.
        public internal(set) var transientFor: WindowID?
        /// Its `WM_CLASS` as it was taken in (the search field finds its application by it).
        public internal(set) var windowClass: WindowClass?
        /// Where the server shows it itself, full screen (``isShownFullScreen(panelShows:)``): the
        /// monitor it covers, in root pixels; nil while its panel has it.
        public internal(set) var shownDirectly: PixelRect?

        /// Its EWMH states but focus: its own, and its panel's (`minimised`: hidden; `keptAbove`: above).
        public func states(minimised: Bool, keptAbove: Bool) -> Set<WindowState> {
            states.union(minimised ? [.hidden] : []).union(keptAbove ? [.above] : [])
        }

        /// Whether the server is to show it full screen itself: it is in full screen and its
        /// panel shows (`panelShows`: not minimised, on the space shown); else its panel has it.
        public func isShownFullScreen(panelShows: Bool) -> Bool { states.contains(.fullscreen) && panelShows }
    }

    /// The states a window has of its own; the others are its panel's (``PanelFacts``) or the
    /// manager's (focused).
    public static let ownStates: Set<WindowState> = [.maximizedVertical, .maximizedHorizontal, .fullscreen]

    /// The clients in the order taken, as `_NET_CLIENT_LIST` lists them.
    public private(set) var taken: [Client] = []
    /// The spaces, and where each client is: every client taken is on one, or on all.
    public private(set) var spaces: Spaces
    /// Who has the keyboard: the desktop window clicked, the panel the last frame gave it, the
    /// window last given it.
    public var focus = KeyboardFocus()

    /// No clients, on `spaces` spaces.
    public init(spaces: Spaces = Spaces()) {
        self.spaces = spaces
    }

    /// Holds `window` in panel `panel`, last in the order taken, in no state of its own: on
    /// `space` (`_NET_WM_DESKTOP` it asked for, or had before), else on its parent's when it is
    /// `transientFor` one, else on the space that shows. A panel shows one window: a window held
    /// in it before, or `window` held before, is let go first.
    public mutating func take(_ window: WindowID, panel: String, on space: UInt32? = nil, transientFor parent: WindowID? = nil) {
        for gone in taken where gone.window == window || gone.panel == panel { spaces.remove(gone.window) }
        taken.removeAll { $0.window == window || $0.panel == panel }
        taken.append(Client(window: window, panel: panel))
        spaces.add(window, transientFor: parent)
        if let space { spaces.move(window, to: Spaces.Place(desktop: space)) }
    }

    /// Notes what `window` (held) said of itself as it was taken in: the window it is transient
    /// for, and its class.
    public mutating func note(_ window: WindowID, transientFor: WindowID?, windowClass: WindowClass?) {
        guard let index = taken.firstIndex(where: { $0.window == window }) else { return }
        taken[index].transientFor = transientFor
        taken[index].windowClass = windowClass
    }

    /// Shows space `space` (past the last: the last); whether the space that shows changed.
    @discardableResult
    public mutating func show(space: Int) -> Bool { spaces.show(space) }

    /// Shows the space `window` is on (it was activated there); a window on every space, or not
    /// held, shows none. Whether the space that shows changed.
    @discardableResult
    public mutating func showSpace(of window: WindowID) -> Bool {
        guard case .on(let space) = spaces.place(of: window) else { return false }
        return show(space: space)
    }

    /// Moves `window` to `place`; whether it moved.
    @discardableResult
    public mutating func move(_ window: WindowID, to place: Spaces.Place) -> Bool { spaces.move(window, to: place) }

    /// Makes `count` spaces; the windows of those removed go to the last one kept.
    public mutating func setSpaceCount(_ count: Int) { spaces.setCount(count) }

    /// Lets `window` go (it went, or was given back to the desktop): its states end with it
    /// (EWMH: a withdrawn window's states end); nil when it was not held.
    @discardableResult
    public mutating func letGo(_ window: WindowID) -> Client? {
        guard let index = taken.firstIndex(where: { $0.window == window }) else { return nil }
        spaces.remove(window)
        return taken.remove(at: index)
    }

    /// `window` went while held, its top-left at `at` on the root: destroyed, it is forgotten
    /// with its frame; withdrawn by its program, it is given back to the root there unmapped,
    /// with no `WM_STATE` (ICCCM 4.1.4), for its program to map again. It is let go
    /// (``letGo(_:)``); nothing is done to a window not held.
    public mutating func went(_ window: WindowID, destroyed: Bool, at: RootPoint) -> [WindowCommand] {
        guard letGo(window) != nil else { return [] }
        return [destroyed ? .discard(window) : .release(window, at: at, withdrawn: true)]
    }

    /// Maps `window`, newly taken, in its frame once its panel is decided: when its panel is
    /// `focused` it takes the keyboard in the same requests (never a frame later: meanwhile the
    /// overlay would hold it), and the push does not give it again (``KeyboardFocus``).
    public mutating func mapTaken(_ window: WindowID, focused: Bool) -> [WindowCommand] {
        guard client(window) != nil else { return [] }
        if focused { focus.tookItWithItsMap(window) }
        return [.mapInFrame(window, takingFocus: focused)]
    }

    /// The client `window`, if held.
    public func client(_ window: WindowID) -> Client? { taken.first { $0.window == window } }

    /// The client panel `panel` shows, if any.
    public func client(inPanel panel: String) -> Client? { taken.first { $0.panel == panel } }

    /// The spaces as the panels see them (``PanelSpaces``): how many, which shows, and the space of
    /// each panel whose client is on one (a panel on every space, or with no client, has none).
    public var panelSpaces: PanelSpaces {
        var spaceOf: [PanelID: Int] = [:]
        for client in taken {
            if case .on(let space) = spaces.place(of: client.window) { spaceOf[PanelID(client.panel)] = space }
        }
        return PanelSpaces(count: spaces.count, current: spaces.current, spaceOf: spaceOf)
    }

    /// Has the server show `window` itself over `monitor` (full screen), or its panel have it
    /// again (nil).
    public mutating func showDirectly(_ window: WindowID, over monitor: PixelRect?) {
        guard let index = taken.firstIndex(where: { $0.window == window }) else { return }
        taken[index].shownDirectly = monitor
    }

    /// The monitors changed: each window the server shows full screen covers the monitor its
    /// panel is most on now (`monitor`, in pixels; nil: where it was). The windows so shown, in
    /// the order taken (their panels are raised and focused, as when they went full screen).
    public mutating func refitShownDirectly(monitor: (WindowID) -> PixelRect?) -> [WindowID] {
        taken.indices.compactMap { index in
            guard let shown = taken[index].shownDirectly else { return nil }
            taken[index].shownDirectly = monitor(taken[index].window) ?? shown
            return taken[index].window
        }
    }

    /// Turns `state` (one of ``ownStates``) of `window` on or off; whether that changed anything.
    @discardableResult
    public mutating func set(_ state: WindowState, _ on: Bool, of window: WindowID) -> Bool {
        guard Self.ownStates.contains(state), let index = taken.firstIndex(where: { $0.window == window }),
              taken[index].states.contains(state) != on else { return false }
        if on { taken[index].states.insert(state) } else { taken[index].states.remove(state) }
        return true
    }

    /// Where `window`'s panel goes for the maximised states it is in now, its panel floating at
    /// `current` (points): along each maximised axis the work area of the monitor its frame from
    /// before is most on (`workArea`), along the others that frame. The frame from before the
    /// first axis was maximised is kept, and given back when no axis is left (nil: there is none,
    /// nothing moves).
    public mutating func maximisedFrame(of window: WindowID, current: Rect, workArea: (Rect) -> Rect) -> Rect? {
        guard let index = taken.firstIndex(where: { $0.window == window }) else { return nil }
        let states = taken[index].states
        let vertical = states.contains(.maximizedVertical), horizontal = states.contains(.maximizedHorizontal)
        guard vertical || horizontal else {
            defer { taken[index].unmaximisedFrame = nil }
            return taken[index].unmaximisedFrame
        }
        let before = taken[index].unmaximisedFrame ?? current
        taken[index].unmaximisedFrame = before
        let area = workArea(before)
        return Rect(x: horizontal ? area.minX : before.minX, y: vertical ? area.minY : before.minY,
                    width: horizontal ? area.width : before.width, height: vertical ? area.height : before.height)
    }

    /// Super+Down (`keys.floatAgain`) on `window`, which its app maximised itself: it is
    /// maximised along no axis any more, its panel to float again at the frame from before
    /// (``maximisedFrame(of:current:workArea:)`` gives it back). False when it was maximised
    /// along neither axis, or is not held: the key is not its to answer.
    public mutating func floatAgain(_ window: WindowID) -> Bool {
        guard let index = taken.firstIndex(where: { $0.window == window }),
              !taken[index].states.isDisjoint(with: [.maximizedVertical, .maximizedHorizontal]) else { return false }
        taken[index].states.subtract([.maximizedVertical, .maximizedHorizontal])
        return true
    }

    /// The work areas changed (a monitor or a dock came, went or moved): where each maximised
    /// window's panel floats now, along its maximised axes the work area of the monitor it is
    /// most on (``maximisedFrame(of:current:workArea:)``), from where it floats (`floating`, in
    /// points; a window whose panel has no floating frame is left), in the order taken. Windows
    /// maximised along no axis stay where they are.
    public mutating func refitMaximised(floating: (WindowID) -> Rect?, workArea: (Rect) -> Rect) -> [(window: WindowID, frame: Rect)] {
        taken.filter { !$0.states.isDisjoint(with: [.maximizedVertical, .maximizedHorizontal]) }.compactMap { client in
            guard let current = floating(client.window),
                  let frame = maximisedFrame(of: client.window, current: current, workArea: workArea) else { return nil }
            return (client.window, frame)
        }
    }

    /// Closes `window` (``Closing``): what to do to it, nothing when it is not held.
    public mutating func close(_ window: WindowID, at now: Double, deletes: Bool, pings: Bool) -> [WindowCommand] {
        guard let index = taken.firstIndex(where: { $0.window == window }) else { return [] }
        return taken[index].closing.close(at: now, deletes: deletes, pings: pings).map { $0.command(for: window) }
    }

    /// `window` answered a ping.
    public mutating func answeredPing(_ window: WindowID) {
        guard let index = taken.firstIndex(where: { $0.window == window }) else { return }
        taken[index].closing.answered()
    }

    /// The X state these clients want shown, the panels being as `panels` says: the spaces,
    /// every client listed in the order taken and as their frames are stacked, the focused panel's
    /// window active (else `panels.focusedDesktop`), each window's states (its own, its panel's,
    /// focused, sticky), frame extents, space and tiled edges. The work area and overlay are the caller's to add.
    public func wanted(_ panels: PanelFacts) -> WantedXState {
        let held = Set(taken.map(\.window))
        let focused = panels.focused.flatMap { client(inPanel: $0)?.window }
        var wanted = WantedXState(clients: taken.map(\.window), stacking: panels.stacking.filter(held.contains),
                                  active: focused ?? panels.focusedDesktop)
        wanted.spaces = SpacesShown(count: spaces.count, current: spaces.current)
        for client in taken {
            let desktop = spaces.desktop(of: client.window) ?? 0
            wanted.windowStates[client.window] = client.states(minimised: panels.minimised.contains(client.panel),
                                                               keptAbove: panels.keptAbove.contains(client.panel))
                .union(client.window == focused ? [.focused] : []).union(desktop == Spaces.everySpace ? [.sticky] : [])
            wanted.frames[client.window] = ClientFrame(top: panels.titleBars[client.panel] ?? 0, desktop: desktop)
            wanted.tiledEdges[client.window] = panels.tiledEdges[client.panel] ?? .free
        }
        return wanted
    }
}

/// What the compositor says of the panels, as far as the X state wanted needs it.
public struct PanelFacts: Equatable, Sendable {
    /// The focused panel (nil: none).
    public var focused: String?
    /// The desktop window a click gave the keyboard while no panel has it.
    public var focusedDesktop: WindowID?
    /// The panels minimised (their windows hidden, iconic).
    public var minimised: Set<String>
    /// The panels kept above the others.
    public var keptAbove: Set<String>
    /// Each panel's title bar height, in pixels (its window's top frame extent).
    public var titleBars: [String: Int]
    /// The clients as their frames were last stacked on X, bottom to top (``FramePlacements/stacking``).
    public var stacking: [WindowID]
    /// What the edges of each tiled panel meet (one not named floats free).
    public var tiledEdges: [String: TiledEdges]

    public init(focused: String? = nil, focusedDesktop: WindowID? = nil, minimised: Set<String> = [], keptAbove: Set<String> = [],
                titleBars: [String: Int] = [:], stacking: [WindowID] = [], tiledEdges: [String: TiledEdges] = [:]) {
        self.tiledEdges = tiledEdges
        self.focused = focused
        self.focusedDesktop = focusedDesktop
        self.minimised = minimised
        self.keptAbove = keptAbove
        self.titleBars = titleBars
        self.stacking = stacking
    }
}
