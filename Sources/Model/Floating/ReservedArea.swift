/// A strip along one window edge that floating panels keep clear of while it shows: an on-screen
/// keyboard, a toolbar, a text-input area (PanelKit's keyboard avoidance).
public struct ReservedArea: Hashable, Sendable {
    public var id: String
    /// The window edge the strip lies along.
    public var edge: SheetEdge
    /// How far the strip reaches in from its edge (its height at the top or bottom, its width at
    /// the left or right).
    public var extent: Double

    public init(id: String, edge: SheetEdge, extent: Double) {
        self.id = id
        self.edge = edge
        self.extent = max(0, extent)
    }

    /// The strip in `container`: the whole edge, `extent` deep (no deeper than the container).
    public func frame(in container: Rect) -> Rect {
        let c = container
        let h = min(extent, c.height), w = min(extent, c.width)
        switch edge {
        case .top: return Rect(x: c.minX, y: c.minY, width: c.width, height: h)
        case .bottom: return Rect(x: c.minX, y: c.maxY - h, width: c.width, height: h)
        case .left: return Rect(x: c.minX, y: c.minY, width: w, height: c.height)
        case .right: return Rect(x: c.maxX - w, y: c.minY, width: w, height: c.height)
        }
    }
}
