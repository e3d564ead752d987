/// Where a panel is held, as the remembered layout compares and keeps it: its state and its last
/// floating frame.
public struct PanelPlace: Hashable, Sendable {
    public var state: PanelState
    /// The last floating frame (a pinned panel's is where unpinning returns it).
    public var floatingFrame: Rect?

    public init(state: PanelState, floatingFrame: Rect?) {
        self.state = state
        self.floatingFrame = floatingFrame
    }

    /// The place to remember when the user leaves a panel here: a compact sheet (a compact window has no
    /// other) is a floating panel at its last floating frame.
    var chosen: PanelPlace { state == .compactSheet ? PanelPlace(state: .floating, floatingFrame: floatingFrame) : self }
}

/// The layout the user left — every panel's place, the z-order, and the window each place was
/// chosen in — and what the window's changes last made of it.
///
/// The window's size, its reserved areas and compact mode are not the user's choice: each change of
/// them lays the panels out again from the remembered layout (``PanelManager/setContainer(_:)``,
/// ``PanelManager/setReservedAreas(_:)``), so a window shrunk (panels clamped, sides floated, or
/// compact) and grown back returns every panel where it was. Before that, ``adopting(_:zOrder:container:)``
/// takes in what the user changed since: a panel no longer where the last layout put it (moved,
/// pinned, closed, presented) is remembered where it is now, and so is a z-order that changed.
public struct RememberedLayout: Hashable, Sendable {
    /// A place and the window it was chosen in.
    public struct Entry: Hashable, Sendable {
        public var place: PanelPlace
        public var container: Rect
    }

    /// Each panel's chosen place, by id.
    public private(set) var chosen: [PanelID: Entry] = [:]
    /// The chosen z-order, back to front.
    public private(set) var chosenZOrder: [PanelID] = []
    /// Each panel's place as the last layout left it, by id.
    private var laidOut: [PanelID: PanelPlace] = [:]
    private var laidOutZOrder: [PanelID] = []

    public init() {}

    /// The layout with what the user changed since the last layout taken in: `places` and `zOrder`
    /// are the manager's now, in `container`.
    func adopting(_ places: [PanelID: PanelPlace], zOrder: [PanelID], container: Rect) -> RememberedLayout {
        var copy = self
        for (id, place) in places where laidOut[id] != place {
            copy.chosen[id] = Entry(place: place.chosen, container: container)
        }
        if zOrder != laidOutZOrder { copy.chosenZOrder = zOrder }
        return copy
    }

    /// Records what a layout made of the remembered one: the manager's places and z-order after it.
    mutating func laidOut(_ places: [PanelID: PanelPlace], zOrder: [PanelID]) {
        laidOut = places
        laidOutZOrder = zOrder
    }
}
