/// A strip along one window edge that floating panels keep clear of while it shows: an on-screen
/// keyboard, a toolbar, a text-input area (PanelKit's keyboard avoidance); on a managed display, a
/// dock's strut or the shelf along one monitor's edge.
public struct ReservedArea: Hashable, Sendable {
    public var id: String
    /// The window edge the strip lies along.
    public var edge: SheetEdge
    /// How far the strip reaches in from its edge (its height at the top or bottom, its width at
    /// the left or right).
    public var extent: Double
    /// The part of the window whose edge it lies along (a monitor); nil: the whole window.
    public var span: Rect?

    public init(id: String, edge: SheetEdge, extent: Double, span: Rect? = nil) {
        self.id = id
        self.edge = edge
        self.extent = max(0, extent)
        self.span = span
    }

    /// The strip in `container`: the whole edge of its span (or of the container), `extent` deep
    /// (no deeper than that).
    public func frame(in container: Rect) -> Rect {
        let c = span ?? container
        let h = min(extent, c.height), w = min(extent, c.width)
        switch edge {
        case .top: return Rect(x: c.minX, y: c.minY, width: c.width, height: h)
        case .bottom: return Rect(x: c.minX, y: c.maxY - h, width: c.width, height: h)
        case .left: return Rect(x: c.minX, y: c.minY, width: w, height: c.height)
        case .right: return Rect(x: c.maxX - w, y: c.minY, width: w, height: c.height)
        }
    }
}

extension [ReservedArea] {
    /// `region` less the strips of these areas (in `container`) that overlap it: each cuts it from
    /// its edge's side, to the strip's inner edge.
    public func cut(_ region: Rect, in container: Rect) -> Rect {
        var minX = region.minX, maxX = region.maxX, minY = region.minY, maxY = region.maxY
        for reserved in self {
            let strip = reserved.frame(in: container)
            guard strip.intersects(Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)) else { continue }
            switch reserved.edge {
            case .top: minY = Swift.min(maxY, Swift.max(minY, strip.maxY))
            case .bottom: maxY = Swift.max(minY, Swift.min(maxY, strip.minY))
            case .left: minX = Swift.min(maxX, Swift.max(minX, strip.maxX))
            case .right: maxX = Swift.max(minX, Swift.min(maxX, strip.minX))
            }
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
