/// A point in window coordinates: points, origin at the top-left, y grows downwards.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public static func + (a: Point, b: Vector) -> Point { Point(x: a.x + b.dx, y: a.y + b.dy) }
    public static func - (a: Point, b: Point) -> Vector { Vector(dx: a.x - b.x, dy: a.y - b.y) }
}

/// A displacement or a velocity (points, or points per second).
public struct Vector: Hashable, Sendable {
    public var dx: Double
    public var dy: Double

    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    public static let zero = Vector(dx: 0, dy: 0)
    public var length: Double { (dx * dx + dy * dy).squareRoot() }

    public static func + (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx + b.dx, dy: a.dy + b.dy) }
    public static func * (a: Vector, s: Double) -> Vector { Vector(dx: a.dx * s, dy: a.dy * s) }
}

/// A width and a height in points.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)
}

/// An axis-aligned rectangle.
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var center: Point { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    public func offsetBy(_ v: Vector) -> Rect { Rect(origin: origin + v, size: size) }

    /// Grows the rectangle by `d` on every side (shrinks for negative `d`).
    public func insetBy(_ d: Double) -> Rect {
        Rect(x: minX + d, y: minY + d, width: max(0, width - 2 * d), height: max(0, height - 2 * d))
    }

    public func outsetBy(_ d: Double) -> Rect { insetBy(-d) }

    public func union(_ other: Rect) -> Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public func intersects(_ other: Rect) -> Bool { !intersection(other).isEmpty }

    /// The smallest rectangle with whole-number edges that covers this one (rounded outward): in
    /// pixels, the whole pixels it touches. Damage, occlusion and presenting all round with it.
    public var integral: Rect {
        let x0 = minX.rounded(.down), y0 = minY.rounded(.down)
        return Rect(x: x0, y: y0, width: maxX.rounded(.up) - x0, height: maxY.rounded(.up) - y0)
    }
}

/// Distances from the four edges of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets()
}

extension Rect {
    public func inset(by e: EdgeInsets) -> Rect {
        Rect(x: minX + e.left, y: minY + e.top,
             width: max(0, width - e.left - e.right), height: max(0, height - e.top - e.bottom))
    }

    /// The rectangle grown by `e` on each side.
    public func outset(by e: EdgeInsets) -> Rect {
        Rect(x: minX - e.left, y: minY - e.top, width: width + e.left + e.right, height: height + e.top + e.bottom)
    }
}

extension Rect {
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
}
