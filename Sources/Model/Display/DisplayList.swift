/// How text is set: family, size, weight, colour and alignment within its frame.
public struct TextStyle: Hashable, Sendable {
    public enum Alignment: String, Hashable, Sendable { case leading, center, trailing }

    public var family: String
    public var size: Double
    public var bold: Bool
    public var color: Color
    public var alignment: Alignment
    /// Wrap onto several lines at the frame's width (else one line, ellipsized).
    public var wraps: Bool

    public init(family: String = "DejaVu Sans", size: Double = 13, bold: Bool = false,
                color: Color = .black, alignment: Alignment = .leading, wraps: Bool = false) {
        self.family = family
        self.size = size
        self.bold = bold
        self.color = color
        self.alignment = alignment
        self.wraps = wraps
    }
}

/// A panel surface: a rounded rectangle with its fill, border and shadows.
public struct SurfaceItem: Hashable, Sendable {
    public var frame: Rect
    public var radii: CornerRadii
    public var background: Color
    public var border: Border?
    public var shadows: [Shadow]

    public init(frame: Rect, radii: CornerRadii, background: Color, border: Border? = nil, shadows: [Shadow] = []) {
        self.frame = frame
        self.radii = radii
        self.background = background
        self.border = border
        self.shadows = shadows
    }

    /// The frame grown by the reach of the visible shadows.
    public var bounds: Rect {
        shadows.filter { !$0.hidden }.reduce(frame) { r, s in
            r.union(frame.offsetBy(s.offset).outsetBy(max(0, s.radius.rounded(.up) + s.spread)))
        }
    }
}

/// Items drawn as one layer: scaled by `scale` about `anchor` (a point keeps its place when it
/// is the anchor), then composited at `opacity`.
public struct GroupItem: Hashable, Sendable {
    public var anchor: Point
    public var scale: Double
    public var opacity: Double
    public var items: [DisplayItem]

    public init(anchor: Point, scale: Double = 1, opacity: Double = 1, items: [DisplayItem]) {
        self.anchor = anchor
        self.scale = scale
        self.opacity = opacity
        self.items = items
    }

    /// Where `r` lands once scaled about the anchor.
    public func mapped(_ r: Rect) -> Rect {
        Rect(x: anchor.x + (r.minX - anchor.x) * scale, y: anchor.y + (r.minY - anchor.y) * scale,
             width: r.width * scale, height: r.height * scale)
    }

    /// The children's bounds, scaled about the anchor.
    public var bounds: Rect { mapped(items.reduce(Rect.zero) { $0.union($1.bounds) }) }
}

/// One thing to draw. Items are drawn in order, later ones on top.
public indirect enum DisplayItem: Hashable, Sendable {
    /// A plain rectangle of colour.
    case fill(Rect, Color)
    /// A rectangle shaded from `top` to `bottom`.
    case verticalGradient(Rect, top: Color, bottom: Color)
    /// A rounded rectangle of plain colour (a grabber pill, a button).
    case roundedRect(Rect, CornerRadii, Color)
    /// A panel surface with shadows and border.
    case surface(SurfaceItem)
    /// Text laid out inside a frame.
    case text(String, frame: Rect, style: TextStyle)
    /// Items drawn only inside a rectangle (a scrolling list inside its sheet).
    case clipped(Rect, [DisplayItem])
    /// Items drawn scaled about an anchor and at an opacity, as one layer (exposé, fading panels).
    case group(GroupItem)

    /// Everything the item may touch, for damage tracking.
    public var bounds: Rect {
        switch self {
        case .fill(let r, _), .verticalGradient(let r, _, _), .roundedRect(let r, _, _), .text(_, let r, _), .clipped(let r, _):
            return r
        case .surface(let s):
            return s.bounds
        case .group(let g):
            return g.bounds
        }
    }
}

/// What a frame shows: a canvas size and the items drawn on it, back to front.
public struct DisplayList: Hashable, Sendable {
    public var size: Size
    public var items: [DisplayItem]

    public init(size: Size, items: [DisplayItem] = []) {
        self.size = size
        self.items = items
    }
}
