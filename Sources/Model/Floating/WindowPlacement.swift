/// Where a new floating window goes when nothing says where (Flotilla's one placement rule, used
/// by scenes' panels, `run --app`, `open --app`, an app's further windows and `manage`).
///
/// Free space first, as Mutter's first-fit and KWin's smart placement do: centred in the area when
/// that overlaps no window; else the place beside or below a window (or in a corner of the area)
/// that overlaps none, nearest the centre. Only when no such place is left does it cascade, 24 pt
/// down and right from the front window, wrapping back to the area's top-left. So every window
/// stays in sight while there is room for it, and once the screen is full each new one still
/// leaves the earlier ones' title bars showing: it never covers an earlier one whole where any
/// place avoids that.
public struct WindowPlacement: Hashable, Sendable {
    /// The space between a window placed beside another and that one, in points.
    public static let spacing = 12.0
    /// A cascade's step down and right, in points.
    public static let cascadeStep = 24.0
    /// The most cascade places tried before the last one is taken.
    static let cascadeTries = 256

    /// Where windows may go: the work area.
    public var area: Rect
    /// The visible windows' frames, back to front.
    public var windows: [Rect]

    public init(area: Rect, windows: [Rect]) {
        self.area = area
        self.windows = windows
    }

    /// The frame of a new window of `size`: its size kept, its origin on whole points. Windows are
    /// placed ``spacing`` clear of the area's edges where they fit so (never flush against an edge,
    /// where a window pins or tiles).
    public func frame(for size: Size) -> Rect {
        let inset = area.insetBy(Self.spacing)
        let fits = size.width <= inset.width && size.height <= inset.height
        return (fits ? Self(area: inset, windows: windows) : self).place(size)
    }

    private func place(_ size: Size) -> Rect {
        let centred = Rect(x: (area.midX - size.width / 2).rounded(), y: (area.midY - size.height / 2).rounded(),
                           width: size.width, height: size.height)
        if isFree(centred) { return centred }
        if let free = freePlaces(for: size).filter(isFree).min(by: { distance($0, centred) < distance($1, centred) }) {
            return free
        }
        return cascaded(size: size, from: windows.last?.origin ?? area.origin)
    }

    /// Places beside each window (right, left, below, above) and in the area's corners.
    private func freePlaces(for size: Size) -> [Rect] {
        let s = Self.spacing, w = size.width, h = size.height
        let corners = [Point(x: area.minX, y: area.minY), Point(x: area.maxX - w, y: area.minY),
                       Point(x: area.minX, y: area.maxY - h), Point(x: area.maxX - w, y: area.maxY - h)]
        let beside = windows.flatMap { r in
            [Point(x: r.maxX + s, y: r.minY), Point(x: r.minX - s - w, y: r.minY),
             Point(x: r.minX, y: r.maxY + s), Point(x: r.minX, y: r.minY - s - h)]
        }
        return (beside + corners).map { Rect(x: $0.x.rounded(), y: $0.y.rounded(), width: w, height: h) }
    }

    /// Inside the area and overlapping no window.
    private func isFree(_ frame: Rect) -> Bool {
        frame.minX >= area.minX && frame.minY >= area.minY && frame.maxX <= area.maxX && frame.maxY <= area.maxY
            && !windows.contains { $0.intersects(frame) }
    }

    /// The cascade from `start`: the first place one step on that shares no window's origin and
    /// covers none whole, wrapping to the area's top-left (a step further right each time) where
    /// the window would pass the area's right or bottom edge.
    private func cascaded(size: Size, from start: Point) -> Rect {
        let step = Self.cascadeStep
        var origin = Point(x: start.x + step, y: start.y + step), wraps = 0.0
        var frame = Rect(origin: origin, size: size)
        for _ in 0..<Self.cascadeTries {
            if frame.maxX > area.maxX || frame.maxY > area.maxY {
                wraps += 1
                origin = Point(x: area.minX + wraps * step, y: area.minY)
                if origin.x + size.width > area.maxX { return Rect(origin: area.origin, size: size) }
                frame = Rect(origin: origin, size: size)
            }
            if !windows.contains(where: { $0.origin == frame.origin || covers(frame, $0) }) { return frame }
            origin = Point(x: origin.x + step, y: origin.y + step)
            frame = Rect(origin: origin, size: size)
        }
        return frame
    }

    private func covers(_ outer: Rect, _ inner: Rect) -> Bool {
        outer.minX <= inner.minX && outer.minY <= inner.minY && outer.maxX >= inner.maxX && outer.maxY >= inner.maxY
    }

    private func distance(_ a: Rect, _ b: Rect) -> Double {
        let dx = a.center.x - b.center.x, dy = a.center.y - b.center.y
        return dx * dx + dy * dy
    }
}
