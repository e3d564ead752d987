/// A place a window takes in the work area: a half, a quarter, a third, or all of it (iPadOS 26's
/// and macOS's arrangements).
public enum TileArrangement: String, CaseIterable, Hashable, Sendable {
    case leftHalf = "left-half", rightHalf = "right-half", topHalf = "top-half", bottomHalf = "bottom-half"
    case topLeft = "top-left", topRight = "top-right", bottomLeft = "bottom-left", bottomRight = "bottom-right"
    case leftThird = "left-third", middleThird = "middle-third", rightThird = "right-third"
    case fill

    /// The tile's frame in `area`, on whole points (halves split the odd point to the left and top).
    public func frame(in area: Rect) -> Rect {
        let x0 = area.minX, y0 = area.minY, w = area.width, h = area.height
        let midX = (x0 + w / 2).rounded(.down), midY = (y0 + h / 2).rounded(.down)
        let third1 = (x0 + w / 3).rounded(), third2 = (x0 + 2 * w / 3).rounded()
        func rect(_ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) -> Rect {
            Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
        switch self {
        case .leftHalf: return rect(x0, y0, midX, area.maxY)
        case .rightHalf: return rect(midX, y0, area.maxX, area.maxY)
        case .topHalf: return rect(x0, y0, area.maxX, midY)
        case .bottomHalf: return rect(x0, midY, area.maxX, area.maxY)
        case .topLeft: return rect(x0, y0, midX, midY)
        case .topRight: return rect(midX, y0, area.maxX, midY)
        case .bottomLeft: return rect(x0, midY, midX, area.maxY)
        case .bottomRight: return rect(midX, midY, area.maxX, area.maxY)
        case .leftThird: return rect(x0, y0, third1, area.maxY)
        case .middleThird: return rect(third1, y0, third2, area.maxY)
        case .rightThird: return rect(third2, y0, area.maxX, area.maxY)
        case .fill: return area
        }
    }

    /// The tile a window chooses with the pointer at `p` — where a slow drag holds it, or where a
    /// fling's momentum would carry the pointer: at or past the left or right edge of `area`, that
    /// half (a quarter in the corner bands, the top and bottom quarter of the height); at or past
    /// the top edge, the whole area (a quarter in the corner bands, the left and right quarter of
    /// the width); nil elsewhere (the window floats). "At" is within ``edgeReach``. `releasedAt`:
    /// where the pointer was let go, for a fling: a quarter only when the fling carries it past
    /// both edges of that corner, or it was let go in that corner's region (both its bands), so a
    /// flick from a title bar near the top aims at the half.
    public static func chosen(at p: Point, in area: Rect, releasedAt pointer: Point? = nil) -> TileArrangement? {
        let left = p.x <= area.minX + edgeReach, right = p.x >= area.maxX - edgeReach
        let top = p.y <= area.minY + edgeReach, bottom = p.y >= area.maxY - edgeReach
        func bands(_ q: Point) -> (upper: Bool, lower: Bool, nearLeft: Bool, nearRight: Bool) {
            (q.y < area.minY + area.height * cornerBand, q.y > area.maxY - area.height * cornerBand,
             q.x < area.minX + area.width * cornerBand, q.x > area.maxX - area.width * cornerBand)
        }
        let at = bands(p), let_ = pointer.map(bands)
        // Whether the corner of these two sides is the quarter's.
        func corner(upper: Bool, leftSide: Bool) -> Bool {
            let vertical = upper ? at.upper : at.lower
            guard let let_ else { return vertical }
            let pastBoth = upper ? top : bottom
            return pastBoth || (upper ? let_.upper : let_.lower) && (leftSide ? let_.nearLeft : let_.nearRight)
        }
        if left { return corner(upper: true, leftSide: true) ? .topLeft : corner(upper: false, leftSide: true) ? .bottomLeft : .leftHalf }
        if right { return corner(upper: true, leftSide: false) ? .topRight : corner(upper: false, leftSide: false) ? .bottomRight : .rightHalf }
        guard top else { return nil }
        if at.nearLeft, let_.map({ $0.nearLeft && $0.upper }) ?? true { return .topLeft }
        if at.nearRight, let_.map({ $0.nearRight && $0.upper }) ?? true { return .topRight }
        return .fill
    }

    /// How near an edge of the work area the pointer counts as at it, in points.
    public static let edgeReach = 4.0
    /// The corner bands: this fraction of the area's height (or width) from its corners.
    public static let cornerBand = 0.25
}
