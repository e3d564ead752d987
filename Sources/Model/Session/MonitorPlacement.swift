/// Where a window saved at some frame opens on the monitors there are now: where it was when
/// its centre is still on a monitor, otherwise on the monitor it overlaps most (or the nearest,
/// when it overlaps none), moved in just far enough to be wholly on it where it fits.
public enum MonitorPlacement {
    /// The origin for a window saved at `frame`; `monitors` in the order to prefer on a tie (the
    /// primary first); `screen` bounds every monitor.
    public static func origin(for frame: Rect, monitors: [Rect], screen: Rect) -> Point {
        let usable = monitors.filter { !$0.isEmpty }
        guard !usable.contains(where: { $0.contains(frame.center) }),
              let target = monitor(under: frame, among: usable) else {
            return clamped(frame, into: screen)
        }
        return clamped(frame, into: target)
    }

    /// The monitor `frame` overlaps most (the first of those that overlap it as much); the
    /// nearest to its centre when it overlaps none; nil when there are no monitors.
    public static func monitor(under frame: Rect, among monitors: [Rect]) -> Rect? {
        func overlap(_ m: Rect) -> Double { let i = m.intersection(frame); return i.width * i.height }
        func distance(_ m: Rect) -> Double {
            let c = frame.center
            let dx = max(m.minX - c.x, 0, c.x - m.maxX), dy = max(m.minY - c.y, 0, c.y - m.maxY)
            return dx * dx + dy * dy
        }
        if let most = monitors.max(by: { overlap($0) < overlap($1) }), overlap(most) > 0 {
            return monitors.first { overlap($0) == overlap(most) }
        }
        return monitors.min { distance($0) < distance($1) }
    }

    /// `frame`'s origin moved in so that it lies within `area`, its top-left kept on it when the
    /// frame is larger than the area.
    private static func clamped(_ frame: Rect, into area: Rect) -> Point {
        Point(x: min(max(frame.minX, area.minX), max(area.minX, area.maxX - frame.width)),
              y: min(max(frame.minY, area.minY), max(area.minY, area.maxY - frame.height)))
    }
}
