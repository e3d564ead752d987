/// The minimise shelf (iPadOS 26's minimised windows): a strip along the bottom of the work area,
/// shown only while it holds something, with each minimised panel in it as a small thumbnail —
/// in the order they were minimised, the row centred. Floating panels and tiles keep clear of it
/// as they do of a reserved area (``PanelManager/keptClearAreas``).
public struct MinimiseShelf: Hashable, Sendable {
    /// One minimised panel in the shelf: where it is drawn, and at what factor.
    public struct Thumbnail: Hashable, Sendable {
        public var id: PanelID
        public var frame: Rect
        public var scale: Double
    }

    /// The strip's height, in points.
    public static let height = 96.0
    /// The largest a thumbnail is drawn: no taller, no wider.
    public static let thumbnailHeight = 64.0, thumbnailWidth = 128.0
    /// Between thumbnails, and between the row and the plate's ends.
    public static let spacing = 16.0

    /// The strip along the bottom of the work area.
    public let strip: Rect
    /// The thumbnails, left to right.
    public let thumbnails: [Thumbnail]

    /// A shelf for `panels` (ids and the sizes they float at, in shelf order) at the bottom of
    /// `area`, the work area without it; nil when there are none. Each panel is scaled to fit
    /// ``thumbnailWidth`` × ``thumbnailHeight`` (never enlarged); a row wider than the strip is
    /// scaled down as a whole until it fits.
    public init?(panels: [(id: PanelID, size: Size)], in area: Rect) {
        guard !panels.isEmpty else { return nil }
        let height = min(Self.height, area.height)
        strip = Rect(x: area.minX, y: area.maxY - height, width: area.width, height: height)
        let own = panels.map { p in
            min(1, p.size.width > 0 ? Self.thumbnailWidth / p.size.width : 1, p.size.height > 0 ? Self.thumbnailHeight / p.size.height : 1)
        }
        let gaps = Self.spacing * Double(panels.count + 1)
        let width = zip(panels, own).reduce(0) { $0 + $1.0.size.width * $1.1 }
        let fit = width > 0 ? min(1, max(0, strip.width - gaps) / width) : 1
        var x = (strip.midX - (width * fit + gaps - 2 * Self.spacing) / 2).rounded()
        var thumbnails: [Thumbnail] = []
        for (p, k) in zip(panels, own) {
            let scale = k * fit, size = Size(width: p.size.width * scale, height: p.size.height * scale)
            thumbnails.append(Thumbnail(id: p.id, frame: Rect(x: x, y: (strip.midY - size.height / 2).rounded(), width: size.width, height: size.height),
                                        scale: scale))
            x = (x + size.width + Self.spacing).rounded()
        }
        self.thumbnails = thumbnails
    }

    /// The plate drawn behind the thumbnails: the row with ``spacing`` around it.
    public var plate: Rect {
        let row = thumbnails.dropFirst().reduce(thumbnails[0].frame) { $0.union($1.frame) }
        return Rect(x: row.minX - Self.spacing, y: strip.minY + Self.spacing / 2,
                    width: row.width + 2 * Self.spacing, height: strip.height - Self.spacing)
    }

    /// The reserved area the shelf takes along the bottom of `monitor` (nil: the window) whose
    /// bottom edge already has `bottomDepth` points reserved (a dock): the shelf sits above it.
    /// `index` is the monitor's (the first's shelf is "shelf", the others' "shelf-1"…).
    public static func reservedArea(above bottomDepth: Double, monitor: Rect? = nil, index: Int = 0) -> ReservedArea {
        ReservedArea(id: index == 0 ? "shelf" : "shelf-\(index)", edge: .bottom, extent: bottomDepth + height, span: monitor)
    }
}
