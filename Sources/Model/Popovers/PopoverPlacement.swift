/// The side of its source where a popover sits (GTK's `position`). `.bottom` = below the source,
/// arrow pointing up. `.any` lets the placer pick: bottom, top, right, left, the first with room.
public enum PopoverSide: String, Sendable, CaseIterable {
    case top, bottom, left, right, any

    /// The side across the source (`.any` stays `.any`).
    public var opposite: PopoverSide {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .left: .right
        case .right: .left
        case .any: .any
        }
    }

    /// Whether the popover is above or below its source, so its arrow is on a horizontal edge.
    public var isVertical: Bool { self == .top || self == .bottom }
}

/// The triangle joining a popover's surface to its source.
public struct PopoverArrow: Hashable, Sendable {
    /// Base 20 along the surface's edge, 10 out from it.
    public static let standard = PopoverArrow(width: 20, length: 10)

    /// The base of the triangle, along the surface's edge.
    public var width: Double
    /// How far the tip stands out from the surface's edge.
    public var length: Double

    public init(width: Double, length: Double) {
        self.width = width
        self.length = length
    }
}

/// What to place: a popover of some content size pointing at a source. Lengths must be finite;
/// a negative or non-finite length counts as 0, a non-finite coordinate as 0.
public struct PopoverRequest: Hashable, Sendable {
    /// What the popover points at, in window coordinates.
    public var source: Rect
    /// The content's preferred size (already measured); the surface body has this size when it fits.
    public var contentSize: Size
    /// The content never shrinks below this, unless the window minus margins is smaller.
    public var minimumSize: Size
    public var preferredSide: PopoverSide
    public var arrow: PopoverArrow
    /// The surface's corner radius.
    public var cornerRadius: Double
    /// The least space kept between the surface and the window's edges.
    public var margin: Double

    public init(source: Rect, contentSize: Size, minimumSize: Size = .zero, preferredSide: PopoverSide = .bottom,
                arrow: PopoverArrow = .standard, cornerRadius: Double = 13, margin: Double = 8) {
        self.source = source
        self.contentSize = contentSize
        self.minimumSize = minimumSize
        self.preferredSide = preferredSide
        self.arrow = arrow
        self.cornerRadius = cornerRadius
        self.margin = margin
    }
}

/// Where a popover ended up: see `PopoverPlacer.place(_:in:)` for the rules.
public struct PopoverLayout: Hashable, Sendable {
    /// The side actually used (never `.any`).
    public var side: PopoverSide
    /// The surface body, arrow excluded.
    public var frame: Rect
    /// The arrow's tip, on the source's edge facing the popover (straight out from `arrowBase`).
    public var arrowTip: Point
    /// The centre of the arrow's base along the frame's edge, in window coordinates: x for `.top`
    /// and `.bottom`, y for `.left` and `.right`.
    public var arrowBase: Double
    /// The arrow as drawn: the requested one, narrowed to the straight part of a short edge and
    /// shortened where the frame had to cover the gap to the source.
    public var arrow: PopoverArrow
    /// The surface's corner radius, fitted to the frame (at most half its width and height).
    public var cornerRadius: Double
    /// The side is not the preferred one.
    public var flipped: Bool
    /// The frame moved from its place centred on the source (along the edge, or off the source)
    /// to stay inside the window minus margin.
    public var slid: Bool
    /// The frame is smaller than the content size (raised to the minimum size).
    public var shrunk: Bool
    /// The frame and the arrow's triangle together.
    public var bounds: Rect
    /// Shown as a bottom sheet (a compact window): the full width at the bottom, no arrow.
    public var isSheet = false
}
