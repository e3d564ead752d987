/// The radius of each corner of a rounded rectangle.
public struct CornerRadii: Hashable, Sendable {
    public var topLeft: Double
    public var topRight: Double
    public var bottomRight: Double
    public var bottomLeft: Double

    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius on all four corners.
    public init(all r: Double) {
        self.init(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r)
    }

    public static let zero = CornerRadii(all: 0)

    /// The largest of the four radii.
    public var largest: Double { max(topLeft, topRight, bottomRight, bottomLeft) }

    /// The radii scaled down, all by one factor, so that no two neighbouring corners overlap on a
    /// rectangle of `size` (the CSS rule).
    public func fitted(to size: Size) -> CornerRadii {
        let sums = [
            (topLeft + topRight, size.width), (bottomLeft + bottomRight, size.width),
            (topLeft + bottomLeft, size.height), (topRight + bottomRight, size.height),
        ]
        let f = sums.reduce(1.0) { f, s in s.0 > s.1 && s.0 > 0 ? min(f, max(0, s.1) / s.0) : f }
        return CornerRadii(topLeft: topLeft * f, topRight: topRight * f,
                           bottomRight: bottomRight * f, bottomLeft: bottomLeft * f)
    }
}
