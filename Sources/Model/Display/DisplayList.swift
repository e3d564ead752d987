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
    /// Filled behind the text's own extent (selected text); nil: nothing behind it.
    public var highlight: Color?

    public init(family: String = "DejaVu Sans", size: Double = 13, bold: Bool = false,
                color: Color = .black, alignment: Alignment = .leading, wraps: Bool = false, highlight: Color? = nil) {
        self.family = family
        self.size = size
        self.bold = bold
        self.color = color
        self.alignment = alignment
        self.wraps = wraps
        self.highlight = highlight
    }
}

/// A panel surface: a rounded rectangle with its fill, border and shadows.
public struct SurfaceItem: Hashable, Sendable {
    public var frame: Rect
    public var radii: CornerRadii
    public var background: Color
    public var border: Border?
    public var shadows: [Shadow]
    /// A popover's arrow, part of the outline: fill, border and shadows follow it. With an arrow
    /// the corners are all `radii.topLeft`.
    public var arrow: SurfaceArrow?

    public init(frame: Rect, radii: CornerRadii, background: Color, border: Border? = nil, shadows: [Shadow] = [],
                arrow: SurfaceArrow? = nil) {
        self.frame = frame
        self.radii = radii
        self.background = background
        self.border = border
        self.shadows = shadows
        self.arrow = arrow
    }

    /// The outline's bounds: the frame, and the arrow's triangle.
    public var shapeBounds: Rect { arrow.map { frame.union($0.triangleBounds(on: frame)) } ?? frame }

    /// The outline grown by the reach of the visible shadows.
    public var bounds: Rect {
        let shape = shapeBounds
        return shadows.filter { !$0.hidden }.reduce(shape) { r, s in
            r.union(shape.offsetBy(s.offset).outsetBy(s.outset))
        }
    }
}

/// A popover's arrow on its surface's edge that faces the source.
public struct SurfaceArrow: Hashable, Sendable {
    /// The popover's side of its source; the arrow is on the surface's opposite edge (`.bottom`: the
    /// popover is below, the arrow on its top edge points up).
    public var side: PopoverSide
    /// The centre of the arrow's base along that edge, in the surface's coordinates (x on the top and
    /// bottom edges, y on the left and right).
    public var base: Double
    public var width: Double
    /// How far the tip stands out from the edge.
    public var length: Double

    public init(side: PopoverSide, base: Double, width: Double, length: Double) {
        self.side = side
        self.base = base
        self.width = width
        self.length = length
    }

    /// The triangle's bounds on a surface of `frame`.
    public func triangleBounds(on frame: Rect) -> Rect {
        switch side {
        case .bottom: Rect(x: base - width / 2, y: frame.minY - length, width: width, height: length)
        case .top: Rect(x: base - width / 2, y: frame.maxY, width: width, height: length)
        case .right: Rect(x: frame.minX - length, y: base - width / 2, width: length, height: width)
        case .left, .any: Rect(x: frame.maxX, y: base - width / 2, width: length, height: width)
        }
    }
}

/// A surface drawn as one retained layer (a panel, the main content, the backdrop): its items in
/// the layer's own coordinates, placed with their origin at `origin`, scaled about it by `scale` and
/// composited at `opacity`. The renderer keeps the layer's pixels while its items stay the same, so a
/// layer that only moves, fades or scales is composited, not drawn again.
public struct LayerItem: Hashable, Sendable {
    /// Names the layer from frame to frame.
    public var id: LayerID
    /// Where the layer's (0, 0) is in the window.
    public var origin: Point
    public var scale: Double
    public var opacity: Double
    /// Whether a spring or the pointer carries the layer: the compositor then places it at whole
    /// pixels, and the renderer may scale its cached pixels instead of drawing it again at `scale`.
    public var isMoving: Bool
    /// What the layer draws.
    public var content: LayerContent
    /// Where a moving layer comes to rest unless something interrupts it (its spring's target):
    /// a renderer may draw its pixels for that pose ahead of time. Changes nothing drawn.
    public var resting: Rest?

    /// A place and scale a layer comes to rest at.
    public struct Rest: Hashable, Sendable {
        public var origin: Point
        public var scale: Double

        public init(origin: Point, scale: Double) {
            self.origin = origin
            self.scale = scale
        }
    }

    public init(id: LayerID, origin: Point = .zero, scale: Double = 1, opacity: Double = 1, isMoving: Bool = false,
                content: LayerContent) {
        self.id = id
        self.origin = origin
        self.scale = scale
        self.opacity = opacity
        self.isMoving = isMoving
        self.content = content
    }

    public init(id: LayerID, origin: Point = .zero, scale: Double = 1, opacity: Double = 1, isMoving: Bool = false,
                items: [DisplayItem]) {
        self.init(id: id, origin: origin, scale: scale, opacity: opacity, isMoving: isMoving, content: LayerContent(items))
    }

    /// The content, in the layer's coordinates.
    public var items: [DisplayItem] { content.items }

    /// The layer as it will be drawn at rest at ``resting`` (nil when it has no resting pose).
    public var atRest: LayerItem? {
        resting.map { LayerItem(id: id, origin: $0.origin, scale: $0.scale, opacity: opacity, content: content) }
    }

    /// The content's bounds in the layer's coordinates.
    public var contentBounds: Rect { content.bounds }

    /// Where `r` (in the layer's coordinates) lands in the window.
    public func mapped(_ r: Rect) -> Rect {
        Rect(x: origin.x + r.minX * scale, y: origin.y + r.minY * scale, width: r.width * scale, height: r.height * scale)
    }

    /// The content's bounds in the window.
    public var bounds: Rect { mapped(contentBounds) }
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
    /// Items clipped to a rounded rectangle (a popover's pages to its body).
    case roundedClip(Rect, CornerRadii, [DisplayItem])
    /// A retained layer: items placed, scaled and faded as one.
    case layer(LayerItem)
    /// An application's pixels filling a rectangle from its top-left corner, one pixel per device
    /// pixel (or a placeholder naming the app).
    case hosted(Rect, HostedContent)
    /// A placed window's pixels (``PlacedWindow``) from the rectangle's top-left corner, one pixel
    /// per device pixel, clipped to it; nothing where the host has none. `revision` goes up each
    /// time the host has new pixels; `opaque`: they cover the rectangle, every one opaque (nothing
    /// under it shows).
    case window(Rect, PanelID, revision: Int, opaque: Bool = false)
    /// An image file (a PNG or an SVG: an application's icon) drawn to fill the rectangle.
    case image(path: String, frame: Rect)

    /// Everything the item may touch, for damage tracking.
    public var bounds: Rect {
        switch self {
        case .fill(let r, _), .verticalGradient(let r, _, _), .roundedRect(let r, _, _), .text(_, let r, _), .clipped(let r, _),
             .roundedClip(let r, _, _), .hosted(let r, _), .window(let r, _, _, _), .image(_, let r):
            return r
        case .surface(let s):
            return s.bounds
        case .layer(let l):
            return l.bounds
        }
    }
}

/// What a frame shows: a canvas size and the items drawn on it, back to front.
public struct DisplayList: Hashable, Sendable {
    public var size: Size
    public var items: [DisplayItem]
    /// Layers a motion may soon bring to rest, each at that pose (at rest, every floating panel in
    /// its exposé cell): not drawn; a renderer at rest may draw their pixels ahead of need.
    public var prospects: [LayerItem]

    public init(size: Size, items: [DisplayItem] = [], prospects: [LayerItem] = []) {
        self.size = size
        self.items = items
        self.prospects = prospects
    }
}

extension SurfaceArrow {
    /// The arrow with its base measured from `frame`'s origin instead.
    public func relative(to frame: Rect) -> SurfaceArrow {
        SurfaceArrow(side: side, base: base - (side.isVertical ? frame.minX : frame.minY), width: width, length: length)
    }
}

extension DisplayList {
    /// Where apps' content is drawn (``DisplayItem/hosted(_:_:)``, ``DisplayItem/window(_:_:revision:opaque:)``),
    /// in the window's points: placed by the layers around it and cut by the clips around it. What
    /// a live picture shows there is the app's, which no offscreen picture can show.
    public var hostedRects: [Rect] {
        func walk(_ items: [DisplayItem], place: (Rect) -> Rect, clip: Rect?, into rects: inout [Rect]) {
            for item in items {
                switch item {
                case .hosted(let r, _), .window(let r, _, _, _):
                    let placed = place(r)
                    let shown = clip.map { placed.intersection($0) } ?? placed
                    if !shown.isEmpty { rects.append(shown) }
                case .clipped(let r, let children), .roundedClip(let r, _, let children):
                    let placed = place(r)
                    walk(children, place: place, clip: clip.map { placed.intersection($0) } ?? placed, into: &rects)
                case .layer(let l):
                    walk(l.items, place: { place(l.mapped($0)) }, clip: clip, into: &rects)
                case .fill, .verticalGradient, .roundedRect, .surface, .text, .image:
                    break
                }
            }
        }
        var rects: [Rect] = []
        walk(items, place: { $0 }, clip: nil, into: &rects)
        return rects
    }
}
