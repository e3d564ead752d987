/// One drop shadow under a surface (FloatingPanel's `SurfaceAppearance.Shadow`).
public struct Shadow: Hashable, Sendable {
    public var color: Color
    public var offset: Vector
    /// Blur radius in points: how far the blur reaches beyond the (spread) shape.
    public var radius: Double
    /// Grows (or shrinks, when negative) the shadow's shape before blurring.
    public var spread: Double
    public var opacity: Double
    public var hidden: Bool

    public init(color: Color = .black, offset: Vector = Vector(dx: 0, dy: 1), radius: Double = 3,
                spread: Double = 0, opacity: Double = 0.2, hidden: Bool = false) {
        self.color = color
        self.offset = offset
        self.radius = radius
        self.spread = spread
        self.opacity = opacity
        self.hidden = hidden
    }

    /// How far the blurred shadow reaches past its (offset) shape on every side, in points.
    public var outset: Double { max(0, radius.rounded(.up) + spread) }
}

/// A hairline (or wider) border drawn inside a surface's edge.
public struct Border: Hashable, Sendable {
    public var color: Color
    public var width: Double

    public init(color: Color, width: Double = 1) {
        self.color = color
        self.width = width
    }
}

/// How a panel's surface looks: fill, corners, shadows, border.
public struct SurfaceAppearance: Hashable, Sendable {
    public var background: Color
    public var cornerRadius: Double
    public var shadows: [Shadow]
    public var border: Border?

    public init(background: Color = .white, cornerRadius: Double = 12,
                shadows: [Shadow] = [SurfaceAppearance.defaultShadow], border: Border? = nil) {
        self.background = background
        self.cornerRadius = cornerRadius
        self.shadows = shadows
        self.border = border
    }

    /// How far the visible shadows reach past the surface on its farthest side, offsets
    /// included, in whole points: the margin a window holding only this surface needs.
    public var shadowReach: Double {
        shadows.filter { !$0.hidden }.map { $0.outset + max(abs($0.offset.dx), abs($0.offset.dy)) }.max()?.rounded(.up) ?? 0
    }

    /// A soft shadow for a floating panel.
    public static let defaultShadow = Shadow(color: .black, offset: Vector(dx: 0, dy: 6), radius: 18,
                                             spread: 0, opacity: 0.28)
}

/// The grabber handle: a pill near a surface's leading edge.
public struct Grabber: Hashable, Sendable {
    public var size: Size
    /// Distance from the surface's edge to the pill.
    public var padding: Double
    public var color: Color
    public var hidden: Bool

    public init(size: Size = Size(width: 36, height: 5), padding: Double = 6,
                color: Color = Color(red: 0.76, green: 0.76, blue: 0.78), hidden: Bool = false) {
        self.size = size
        self.padding = padding
        self.color = color
        self.hidden = hidden
    }
}
