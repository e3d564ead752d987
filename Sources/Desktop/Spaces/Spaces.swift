import Model

/// The desktop's spaces (EWMH desktops, xmonad's workspaces): how many there are, which one shows,
/// and on which each managed client is — exactly one, or all of them (sticky). A value: every
/// change is a pure operation, and what X must say of it (`_NET_NUMBER_OF_DESKTOPS`,
/// `_NET_CURRENT_DESKTOP`, each client's `_NET_WM_DESKTOP`) is read from it.
public struct Spaces: Equatable, Sendable {
    /// How many spaces there are unless asked otherwise (`manage --spaces N`).
    public static let defaultCount = 4
    /// The most spaces there may be.
    public static let maximumCount = PanelSpaces.maximumCount
    /// `_NET_WM_DESKTOP` of a window on every space (EWMH: 0xFFFFFFFF).
    public static let everySpace: UInt32 = 0xFFFF_FFFF

    /// Where a client is.
    public enum Place: Hashable, Sendable {
        /// On one space, numbered from 0.
        case on(Int)
        /// On every space (`_NET_WM_STATE_STICKY`).
        case everywhere

        /// The place a `_NET_WM_DESKTOP` names: ``Spaces/everySpace`` is every space.
        public init(desktop: UInt32) {
            self = desktop == Spaces.everySpace ? .everywhere : .on(Int(min(desktop, UInt32(Spaces.maximumCount))))
        }
    }

    /// How many spaces there are (at least 1).
    public private(set) var count: Int
    /// The space that shows, from 0.
    public private(set) var current = 0
    /// Where each client is.
    public private(set) var places: [WindowID: Place] = [:]

    /// `count` spaces (clamped to 1 … ``maximumCount``), space `current` showing (at most the
    /// last), no client on any.
    public init(count: Int = Spaces.defaultCount, current: Int = 0) {
        self.count = min(max(count, 1), Self.maximumCount)
        self.current = min(max(current, 0), self.count - 1)
    }

    /// The spaces a manager claiming the display starts with: `asked` of them (`--spaces`), else as
    /// many as the root says the manager before left (`left`, its `_NET_NUMBER_OF_DESKTOPS` and
    /// `_NET_CURRENT_DESKTOP`), else `otherwise` (the settings'); the one the root says showed
    /// showing, else the first.
    public init(claiming asked: Int?, left: SpacesShown?, otherwise: Int) {
        self.init(count: asked ?? left?.count ?? otherwise, current: left?.current ?? 0)
    }

    /// Where `client` is (nil: not known).
    public func place(of client: WindowID) -> Place? { places[client] }

    /// Puts a new `client` on the space that shows, or, transient for `parent`, where its parent is.
    public mutating func add(_ client: WindowID, transientFor parent: WindowID? = nil) {
        places[client] = parent.flatMap { places[$0] } ?? .on(current)
    }

    /// Forgets `client` (it went).
    public mutating func remove(_ client: WindowID) {
        places[client] = nil
    }

    /// Moves a known `client` to `place`; a space past the last is the last. Whether it moved.
    @discardableResult
    public mutating func move(_ client: WindowID, to place: Place) -> Bool {
        guard let was = places[client] else { return false }
        let now = clamped(place)
        places[client] = now
        return now != was
    }

    /// Shows space `space` (past the last: the last). Whether the space that shows changed.
    @discardableResult
    public mutating func show(_ space: Int) -> Bool {
        let shown = min(max(space, 0), count - 1)
        defer { current = shown }
        return shown != current
    }

    /// Makes `newCount` spaces (clamped to 1 … ``maximumCount``): the clients of the spaces
    /// removed go to the last one kept, and the space that shows is at most that one.
    public mutating func setCount(_ newCount: Int) {
        count = min(max(newCount, 1), Self.maximumCount)
        places = places.mapValues(clamped)
        current = min(current, count - 1)
    }

    /// Whether `client` shows now: on the space that shows, or on every space.
    public func shows(_ client: WindowID) -> Bool {
        switch places[client] {
        case .on(let space): space == current
        case .everywhere: true
        case nil: false
        }
    }

    /// The clients on `space` (and those on every space), in no particular order.
    public func clients(on space: Int) -> Set<WindowID> {
        Set(places.compactMap { client, place in place == .on(space) || place == .everywhere ? client : nil })
    }

    /// `client`'s `_NET_WM_DESKTOP`: its space, or ``everySpace``; nil for a client not known.
    public func desktop(of client: WindowID) -> UInt32? {
        switch places[client] {
        case .on(let space): UInt32(space)
        case .everywhere: Self.everySpace
        case nil: nil
        }
    }

    private func clamped(_ place: Place) -> Place {
        if case .on(let space) = place { return .on(min(max(space, 0), count - 1)) }
        return place
    }
}
