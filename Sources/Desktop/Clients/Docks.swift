/// The docks kept (panel bars and docks: `_NET_WM_WINDOW_TYPE_DOCK`), held once: where each lies
/// while it is a child of the root and mapped — the server shows it through a hole in the overlay —
/// and its struts as last read, which make the work area. Changed only by what X said of them
/// (``DockChange``).
public struct Docks: Equatable, Sendable {
    /// Where the docks that show lie (not one unmapped, nor one in a window of another client's).
    public private(set) var shown = WindowPlaces()
    /// Each dock's struts (`_NET_WM_STRUT_PARTIAL`, else `_NET_WM_STRUT`; none where it sets neither).
    public private(set) var struts: [WindowID: Struts] = [:]

    public init() {}

    /// Takes in what X said of dock `window`: a dock is kept from what is first said of it until it goes.
    public mutating func apply(_ change: DockChange, of window: WindowID) {
        switch change {
        case .place(let place):
            shown.apply(place, of: window)
            if place == .went { struts[window] = nil }
        case .strutsRead(let read):
            struts[window] = read
        }
    }

    /// Where the docks that show lie, in the order of their windows: the overlay's holes.
    public var places: [PixelRect] { shown.inOrder }

    /// Each dock's struts, in the order of their windows.
    public var eachStruts: [Struts] { struts.sorted { $0.key < $1.key }.map(\.value) }

    /// How far the docks reach in from each edge of a screen `screen` big.
    public func struts(screen: PixelSize) -> Struts { Struts(eachStruts, screen: screen) }
}

/// What X said of a dock kept (``Docks/apply(_:of:)``).
public enum DockChange: Equatable, Sendable {
    /// Where it lies: mapped as a child of the root, moved there (followed while it shows there), gone.
    case place(PlaceChange)
    /// Its struts, read as it was kept or as they changed.
    case strutsRead(Struts)
}
