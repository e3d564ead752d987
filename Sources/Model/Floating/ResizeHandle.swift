/// One of the eight places a floating panel can be resized from.
public enum ResizeHandle: String, CaseIterable, Hashable, Sendable {
    case left, right, top, bottom, topLeft, topRight, bottomLeft, bottomRight

    /// Whether dragging this handle moves the panel's left edge (the right edge then stays still).
    public var movesLeftEdge: Bool { self == .left || self == .topLeft || self == .bottomLeft }
    /// Whether dragging this handle moves the panel's right edge.
    public var movesRightEdge: Bool { self == .right || self == .topRight || self == .bottomRight }
    /// Whether dragging this handle moves the panel's top edge (the bottom edge then stays still).
    public var movesTopEdge: Bool { self == .top || self == .topLeft || self == .topRight }
    /// Whether dragging this handle moves the panel's bottom edge.
    public var movesBottomEdge: Bool { self == .bottom || self == .bottomLeft || self == .bottomRight }
}

/// Where the resize handles of a floating panel are: bands that straddle its border.
///
/// Each edge's band is ``zoneWidth`` wide, half inside the frame and half outside. A corner
/// handle covers the bands within ``cornerLength`` of a corner (measured from the frame's edge), so
/// corners are easier to hit than the 8 × 8 square where two bands cross. Hit-test resize handles
/// before the title bar: the top band's inner half lies over the title bar.
public enum ResizeHitZones {
    /// The total width of an edge's hit band: 8 pt, 4 inside the border and 4 outside.
    public static let zoneWidth = 8.0
    /// How far along each edge from a corner the corner handle reaches: 16 pt.
    public static let cornerLength = 16.0

    /// The handle under `point` for a panel at `frame`, or nil when the point is outside every band
    /// (inside the panel's body or away from it).
    public static func handle(at point: Point, frame: Rect) -> ResizeHandle? {
        let half = zoneWidth / 2
        guard frame.width > 0, frame.height > 0,
              point.x >= frame.minX - half, point.x <= frame.maxX + half,
              point.y >= frame.minY - half, point.y <= frame.maxY + half else { return nil }
        let nearLeft = point.x < frame.minX + half, nearRight = point.x > frame.maxX - half
        let nearTop = point.y < frame.minY + half, nearBottom = point.y > frame.maxY - half
        guard nearLeft || nearRight || nearTop || nearBottom else { return nil }
        // Within cornerLength of a corner along either edge counts as the corner.
        let cornerLeft = point.x < frame.minX + cornerLength, cornerRight = point.x > frame.maxX - cornerLength
        let cornerTop = point.y < frame.minY + cornerLength, cornerBottom = point.y > frame.maxY - cornerLength
        let left = nearLeft || ((nearTop || nearBottom) && cornerLeft && !(cornerRight && point.x > frame.midX))
        let right = !left && (nearRight || ((nearTop || nearBottom) && cornerRight))
        let top = nearTop || ((nearLeft || nearRight) && cornerTop && !(cornerBottom && point.y > frame.midY))
        let bottom = !top && (nearBottom || ((nearLeft || nearRight) && cornerBottom))
        switch (left, right, top, bottom) {
        case (true, _, true, _): return .topLeft
        case (true, _, _, true): return .bottomLeft
        case (_, true, true, _): return .topRight
        case (_, true, _, true): return .bottomRight
        case (true, _, _, _): return .left
        case (_, true, _, _): return .right
        case (_, _, true, _): return .top
        default: return .bottom
        }
    }
}
