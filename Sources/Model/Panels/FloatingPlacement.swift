import Spring

/// Where a free-floating panel may be and where a throw lands it (the foundation rule: the whole
/// panel stays inside its container).
public struct FloatingPlacement: Hashable, Sendable {
    /// The area panels must stay inside, in window coordinates.
    public var container: Rect
    /// Momentum projection rate per millisecond (UIKit's normal deceleration by default).
    public var decelerationRate: Double

    public init(container: Rect, decelerationRate: Double = Momentum.normalDecelerationRate) {
        self.container = container
        self.decelerationRate = decelerationRate
    }

    /// The range of origins that keep a panel of `size` inside the container; a panel larger than
    /// the container is pinned to its top-left.
    public func originRange(for size: Size) -> (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        let maxX = max(container.minX, container.maxX - size.width)
        let maxY = max(container.minY, container.maxY - size.height)
        return (container.minX...maxX, container.minY...maxY)
    }

    /// The nearest allowed origin to `origin`.
    public func clamped(_ origin: Point, size: Size) -> Point {
        let r = originRange(for: size)
        return Point(x: origin.x.clamped(to: r.x), y: origin.y.clamped(to: r.y))
    }

    /// Where the pointer's raw origin is presented while dragging: 1:1 inside the allowed range,
    /// rubber-banded beyond it.
    public func dragged(_ origin: Point, size: Size) -> Point {
        let r = originRange(for: size)
        func band(_ v: Double, _ range: ClosedRange<Double>, _ dimension: Double) -> Double {
            if v < range.lowerBound { return range.lowerBound + RubberBand.offset(v - range.lowerBound, dimension: dimension) }
            if v > range.upperBound { return range.upperBound + RubberBand.offset(v - range.upperBound, dimension: dimension) }
            return v
        }
        return Point(x: band(origin.x, r.x, container.width), y: band(origin.y, r.y, container.height))
    }

    /// Where a panel released at `origin` with `velocity` comes to rest: momentum-projected,
    /// kept inside, on whole points.
    public func restingOrigin(from origin: Point, velocity: Vector, size: Size) -> Point {
        let projected = Point(
            x: origin.x + Momentum.projectedDistance(velocity: velocity.dx, decelerationRate: decelerationRate),
            y: origin.y + Momentum.projectedDistance(velocity: velocity.dy, decelerationRate: decelerationRate))
        let c = clamped(projected, size: size)
        return clamped(Point(x: c.x.rounded(), y: c.y.rounded()), size: size)
    }
}

extension Double {
    /// The value limited to `range`.
    public func clamped(to range: ClosedRange<Double>) -> Double {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
