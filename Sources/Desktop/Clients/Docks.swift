/// The docks kept (panel bars and docks: `_NET_WM_WINDOW_TYPE_DOCK`), held once: where each lies
/// while it is a child of the root and mapped — the server shows it through a hole in the overlay —
/// and its struts as last read, which make the work area. Changed only by what X said of them
/// (``DockChange``).
public struct Docks: Equatable, Sendable {
    /// One dock kept.
    public struct Dock: Equatable, Sendable {
        /// Where it lies on the root, border included; nil while it is unmapped or in a window of
        /// another client's.
        public var place: PixelRect?
        /// Its struts (`_NET_WM_STRUT_PARTIAL`, else `_NET_WM_STRUT`; none where it sets neither).
        public var struts = Struts()
    }

    /// Each dock kept, by window.
    public private(set) var kept: [WindowID: Dock] = [:]

    public init() {}

    /// Takes in what X said of dock `window`: a dock is kept from what is first said of it until it goes.
    public mutating func apply(_ change: DockChange, of window: WindowID) {
        switch change {
        case .placed(let place): kept[window, default: Dock()].place = place
        case .moved(let place) where kept[window]?.place != nil: kept[window]?.place = place
        case .moved: break
        case .strutsRead(let struts): kept[window, default: Dock()].struts = struts
        case .went: kept[window] = nil
        }
    }

    /// Where the docks that show lie, in the order of their windows: the overlay's holes.
    public var places: [PixelRect] { kept.sorted { $0.key < $1.key }.compactMap(\.value.place) }

    /// Each dock's struts, in the order of their windows.
    public var eachStruts: [Struts] { kept.sorted { $0.key < $1.key }.map(\.value.struts) }

    /// How far the docks reach in from each edge of a screen `screen` big.
    public func struts(screen: PixelSize) -> Struts { Struts(eachStruts, screen: screen) }
}

/// What X said of a dock kept (``Docks/apply(_:of:)``).
public enum DockChange: Equatable, Sendable {
    /// It is mapped, a child of the root, at this place (border included).
    case placed(PixelRect)
    /// It was moved or resized there: followed while it shows on the root.
    case moved(PixelRect)
    /// Its struts, read as it was kept or as they changed.
    case strutsRead(Struts)
    /// It was unmapped or destroyed: its hole closes and its struts are given back.
    case went
}
