import Spring

/// Flotilla's keep-reachable rule for floating panels (shared/panels.md): whatever happens (drag, fling,
/// window resize) a floating panel keeps its whole title bar height and at least
/// ``minimumVisibleStrip`` points of *grabbable* title bar inside the area — beyond the button at
/// the end that shows (shared/panels.md's 44 pt strip would otherwise be mostly a close button) — so it
/// can always be grabbed again. The rest of the panel may hang off the left, right or bottom edge
/// (parked); the title bar never goes above the top edge.
public struct PanelReachability: Hashable, Sendable {
    /// The width of title bar that must stay inside the area: 44 pt (one title bar height, a
    /// comfortable pointer and touch target).
    public static let minimumVisibleStrip = 44.0

    /// The area title bars must stay reachable in (the window's bounds), in window coordinates.
    public var area: Rect
    /// Momentum projection rate per millisecond (UIKit's normal deceleration, 0.998, by default).
    public var decelerationRate: Double

    public init(area: Rect, decelerationRate: Double = Momentum.normalDecelerationRate) {
        self.area = area
        self.decelerationRate = decelerationRate
    }

    /// How much of the title bar's width each end button takes, with its inset from the side.
    public static let endButtonWidth = TitleBarLayout.buttonInset + TitleBarLayout.buttonSize

    /// The width that stays inside: the grabbable strip plus the end button beside it.
    public static let visibleWidth = minimumVisibleStrip + endButtonWidth

    /// The origins that keep a panel of `size` reachable:
    /// x ∈ [area.minX − (width − s), area.maxX − s] with s = min(``visibleWidth``, width), and
    /// y ∈ [area.minY, area.maxY − title bar height] (just `area.minY` if the area is shorter).
    public func originRange(for size: Size) -> (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        let strip = min(Self.visibleWidth, max(0, size.width))
        let x0 = area.minX - (max(0, size.width) - strip)
        let x1 = max(x0, area.maxX - strip)
        let y1 = max(area.minY, area.maxY - TitleBarLayout.height)
        return (x0...x1, area.minY...y1)
    }

    /// Whether a panel at `frame` is reachable (its origin lies within ``originRange(for:)``).
    public func isReachable(_ frame: Rect) -> Bool {
        let r = originRange(for: frame.size)
        return r.x.contains(frame.minX) && r.y.contains(frame.minY)
    }

    /// The nearest reachable origin to `origin` for a panel of `size` (moves as little as possible).
    public func clamped(_ origin: Point, size: Size) -> Point {
        let r = originRange(for: size)
        return Point(x: origin.x.clamped(to: r.x), y: origin.y.clamped(to: r.y))
    }

    /// `frame` moved the least distance that makes it reachable; its size is kept.
    public func clamped(_ frame: Rect) -> Rect {
        Rect(origin: clamped(frame.origin, size: frame.size), size: frame.size)
    }

    /// `frame` moved to lie wholly inside the area on each axis where it fits; on an axis where it
    /// is longer than the area it starts at the area's left or top (showing as much as possible);
    /// always reachable.
    public func fittedInside(_ frame: Rect) -> Rect {
        func axis(_ v: Double, _ length: Double, _ lo: Double, _ hi: Double) -> Double {
            length <= hi - lo ? v.clamped(to: lo...(hi - length)) : lo
        }
        return clamped(Rect(x: axis(frame.minX, frame.width, area.minX, area.maxX),
                            y: axis(frame.minY, frame.height, area.minY, area.maxY),
                            width: frame.width, height: frame.height))
    }

    /// Where a dragged panel is presented for the pointer's raw origin: 1:1 while reachable,
    /// rubber-banded (``RubberBand``, dimension = the area's length on that axis) beyond.
    public func dragged(_ raw: Point, size: Size) -> Point {
        let r = originRange(for: size)
        func band(_ v: Double, _ range: ClosedRange<Double>, _ dimension: Double) -> Double {
            if v < range.lowerBound { return range.lowerBound + RubberBand.offset(v - range.lowerBound, dimension: dimension) }
            if v > range.upperBound { return range.upperBound + RubberBand.offset(v - range.upperBound, dimension: dimension) }
            return v
        }
        return Point(x: band(raw.x, r.x, area.width), y: band(raw.y, r.y, area.height))
    }

    /// The momentum-projected origin of a release at `origin` moving at `velocity` (pt/s), before
    /// any clamping: origin + (v/1000)·r/(1 − r) on each axis.
    public func projected(_ origin: Point, velocity: Vector) -> Point {
        Point(x: Momentum.projectedPosition(origin.x, velocity: velocity.dx, decelerationRate: decelerationRate),
              y: Momentum.projectedPosition(origin.y, velocity: velocity.dy, decelerationRate: decelerationRate))
    }

    /// Where a fling comes to rest: the projected origin, made reachable, on whole points. The
    /// spring (``SpringParameters/thrown``) carries the release velocity there.
    public func landing(from origin: Point, velocity: Vector, size: Size) -> Point {
        let c = clamped(projected(origin, velocity: velocity), size: size)
        return clamped(Point(x: c.x.rounded(), y: c.y.rounded()), size: size)
    }

    /// Where a floating panel goes when the window's area changes from `old` to this area.
    ///
    /// Its size is clamped to `sizes` (if given) and otherwise kept. A panel that lay wholly inside
    /// the old area is kept wholly inside the new one where it fits (so shrinking a window does
    /// not park panels); any other panel only moves enough to stay reachable.
    public func afterAreaChange(_ frame: Rect, from old: Rect, sizes: PanelContentSizes? = nil) -> Rect {
        let size = sizes?.clampedFrame(frame.size) ?? frame.size
        let resized = Rect(origin: frame.origin, size: size)
        let wasInside = frame.minX >= old.minX && frame.minY >= old.minY
            && frame.maxX <= old.maxX && frame.maxY <= old.maxY
        return wasInside ? fittedInside(resized) : clamped(resized)
    }
}
