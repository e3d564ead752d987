/// Exposé's row of spaces (Mission Control's): along the top of the window, one thumbnail for
/// each space, the window scaled down, and a "+" that adds a space; the grid of windows lies
/// below it. A click on a thumbnail shows that space; a window dragged onto one goes there.
public struct ExposeSpacesRow: Hashable, Sendable {
    /// The row's height, as a share of the window's (at least ``minimumHeight``, at most ``maximumHeight``).
    public static let heightShare = 0.14
    public static let minimumHeight = 60.0
    public static let maximumHeight = 140.0
    /// Space above the row, and between thumbnails.
    public static let margin = 16.0
    public static let spacing = 16.0

    /// Each space's thumbnail, in the order of the spaces.
    public var thumbnails: [Rect]
    /// The "+" that adds a space; nil when there are as many spaces as there may be.
    public var addButton: Rect?
    /// The scale each thumbnail shows the window at.
    public var scale: Double
    /// Where the grid of windows lies on the row's monitor: below the row.
    public var gridArea: Rect

    /// The row for `count` spaces along the top of `area` (the primary monitor), each thumbnail
    /// showing `whole` (the window, every monitor; by default `area`), with the "+" unless `count`
    /// is already `limit`. Thumbnails shrink to fit the area's width when there are many.
    public init(count: Int, limit: Int = PanelSpaces.maximumCount, in area: Rect, showing whole: Rect? = nil) {
        let container = whole ?? area
        let height = min(max(area.height * Self.heightShare, Self.minimumHeight), Self.maximumHeight)
        let aspect = container.height > 0 ? container.width / container.height : 1
        let slots = Double(count + (count < limit ? 1 : 0))
        let fitting = (area.width - 2 * Self.margin - (slots - 1) * Self.spacing) / max(slots, 1)
        let width = max(1, min(height * aspect, fitting)), thumbnailHeight = width / aspect
        let total = slots * width + (slots - 1) * Self.spacing
        var x = area.minX + (area.width - total) / 2
        let y = area.minY + Self.margin
        thumbnails = (0..<count).map { _ in
            defer { x += width + Self.spacing }
            return Rect(x: x, y: y, width: width, height: thumbnailHeight)
        }
        addButton = count < limit ? Rect(x: x, y: y, width: width, height: thumbnailHeight) : nil
        scale = container.width > 0 ? width / container.width : 1
        let top = y + thumbnailHeight
        gridArea = Rect(x: area.minX, y: top, width: area.width, height: max(0, area.maxY - top))
    }

    /// The space whose thumbnail holds `point`, if any.
    public func space(at point: Point) -> Int? { thumbnails.firstIndex { $0.contains(point) } }

    /// Where a frame of the window (`frame`, in `container`) shows in space `space`'s thumbnail.
    public func frame(_ frame: Rect, inThumbnailOf space: Int, container: Rect) -> Rect {
        let t = thumbnails[space]
        return Rect(x: t.minX + (frame.minX - container.minX) * scale, y: t.minY + (frame.minY - container.minY) * scale,
                    width: frame.width * scale, height: frame.height * scale)
    }
}
