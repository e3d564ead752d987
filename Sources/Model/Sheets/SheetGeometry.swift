/// Where a sheet's surface is for a given extent, and which corners round.
public struct SheetGeometry: Hashable, Sendable {
    public var edge: SheetEdge
    public var size: Size
    public var margins: EdgeInsets
    /// The most the sheet spans along its edge; nil: the whole edge between the margins.
    public var breadth: Double?
    public var alignment: SheetAlignment
    public var contentMode: SheetContentMode
    /// The most expanded state's extent (the static surface's length).
    public var mostExpandedExtent: Double

    public init(edge: SheetEdge, size: Size, margins: EdgeInsets, breadth: Double? = nil, alignment: SheetAlignment = .center,
                contentMode: SheetContentMode, mostExpandedExtent: Double) {
        self.edge = edge
        self.size = size
        self.margins = margins
        self.breadth = breadth
        self.alignment = alignment
        self.contentMode = contentMode
        self.mostExpandedExtent = mostExpandedExtent
    }

    /// The surface's frame with the free edge at `extent`. A card floating off its edge (a margin
    /// there) ends at its margin in either content mode: a static length would show past it.
    public func frame(extent: Double) -> Rect {
        let (near, _) = SheetAnchor.insets(edge: edge, safeArea: margins)
        let length = max(0, (keepsItsLength ? max(extent, mostExpandedExtent) : extent) - near)
        let free = edge.coordinate(ofExtent: extent, in: size)
        let (start, breadth) = span
        switch edge {
        case .bottom: return Rect(x: start, y: free, width: breadth, height: length)
        case .top: return Rect(x: start, y: free - length, width: breadth, height: length)
        case .left: return Rect(x: free - length, y: start, width: length, height: breadth)
        case .right: return Rect(x: free, y: start, width: length, height: breadth)
        }
    }

    /// Whether the surface keeps the most expanded length wherever its free edge is (a static
    /// surface on its edge, running past the window), rather than ending at its far edge.
    public var keepsItsLength: Bool {
        contentMode == .static && SheetAnchor.insets(edge: edge, safeArea: margins).near == 0
    }

    /// `frame` grown by `length` on the attached edge's side (past the window, for a surface that
    /// keeps its length).
    public func grown(_ frame: Rect, by length: Double) -> Rect {
        switch edge {
        case .bottom: Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height + length)
        case .top: Rect(x: frame.minX, y: frame.minY - length, width: frame.width, height: frame.height + length)
        case .left: Rect(x: frame.minX - length, y: frame.minY, width: frame.width + length, height: frame.height)
        case .right: Rect(x: frame.minX, y: frame.minY, width: frame.width + length, height: frame.height)
        }
    }

    /// Where the surface starts along its edge (an x for top and bottom sheets, a y for side sheets)
    /// and how far it spans: at most `breadth`, aligned between the margins, at a whole point.
    public var span: (start: Double, breadth: Double) {
        let (lo, hi) = edge.isVertical ? (margins.left, size.width - margins.right) : (margins.top, size.height - margins.bottom)
        let available = max(0, hi - lo)
        let b = min(breadth ?? available, available)
        switch alignment {
        case .start: return (lo, b)
        case .center: return ((lo + (available - b) / 2).rounded(), b)
        case .end: return (lo + available - b, b)
        }
    }

    /// Rounds the two corners on the free edge, or all four when a margin lifts the sheet off its edge.
    public func radii(_ r: Double) -> CornerRadii {
        let (near, _) = SheetAnchor.insets(edge: edge, safeArea: margins)
        if near > 0 { return CornerRadii(all: r) }
        switch edge {
        case .bottom: return CornerRadii(topLeft: r, topRight: r, bottomRight: 0, bottomLeft: 0)
        case .top: return CornerRadii(topLeft: 0, topRight: 0, bottomRight: r, bottomLeft: r)
        case .left: return CornerRadii(topLeft: 0, topRight: r, bottomRight: r, bottomLeft: 0)
        case .right: return CornerRadii(topLeft: r, topRight: 0, bottomRight: 0, bottomLeft: r)
        }
    }

    /// The grabber pill's rectangle for a surface at `frame` (swapped for side sheets).
    public func grabberRect(_ g: Grabber, in frame: Rect) -> Rect {
        let w = g.size.width, h = g.size.height
        switch edge {
        case .bottom: return Rect(x: frame.midX - w / 2, y: frame.minY + g.padding, width: w, height: h)
        case .top: return Rect(x: frame.midX - w / 2, y: frame.maxY - g.padding - h, width: w, height: h)
        case .left: return Rect(x: frame.maxX - g.padding - h, y: frame.midY - w / 2, width: h, height: w)
        case .right: return Rect(x: frame.minX + g.padding, y: frame.midY - w / 2, width: h, height: w)
        }
    }

    /// The strip along the free edge that always drags the sheet.
    public func grabberArea(length: Double, in frame: Rect) -> Rect {
        switch edge {
        case .bottom: return Rect(x: frame.minX, y: frame.minY, width: frame.width, height: length)
        case .top: return Rect(x: frame.minX, y: frame.maxY - length, width: frame.width, height: length)
        case .left: return Rect(x: frame.maxX - length, y: frame.minY, width: length, height: frame.height)
        case .right: return Rect(x: frame.minX, y: frame.minY, width: length, height: frame.height)
        }
    }
}
