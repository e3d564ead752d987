/// Where floating panels go while reserved areas show (PanelKit's keyboard avoidance, on every
/// edge): a panel overlapping an area moves away from that area's edge just enough to clear it,
/// staying inside the window on that axis; if it cannot fit beside the areas it shrinks on that
/// axis, no smaller than its minimum size, and starts where the free space starts (its title bar
/// clear of a top area, or at the window's top above a bottom area). A panel overlapping no area
/// is left where it is.
public struct ReservedAvoidance: Hashable, Sendable {
    /// The window's bounds.
    public var container: Rect
    /// The areas that show.
    public var areas: [ReservedArea]

    public init(container: Rect, areas: [ReservedArea]) {
        self.container = container
        self.areas = areas
    }

    /// The window minus the areas: cut on each edge to the deepest area's inner edge.
    public var freeSpace: Rect { areas.cut(container, in: container) }

    /// `frame` kept clear of the areas it overlaps, within the window or, for an area along a
    /// monitor's edge, that monitor; `minimumSize` is the least it shrinks to.
    public func avoiding(_ frame: Rect, minimumSize: Size) -> Rect {
        let hitAreas = areas.filter { $0.frame(in: container).intersects(frame) }
        guard !hitAreas.isEmpty else { return frame }
        let hit = Set(hitAreas.map(\.edge))
        let c = hitAreas.lazy.compactMap(\.span).first ?? container
        let free = areas.cut(c, in: container)
        let x = Self.fit(frame.minX, frame.width, minimum: minimumSize.width,
                         lo: hit.contains(.left) ? free.minX : c.minX, hi: hit.contains(.right) ? free.maxX : c.maxX,
                         moves: hit.contains(.left) || hit.contains(.right))
        let y = Self.fit(frame.minY, frame.height, minimum: minimumSize.height,
                         lo: hit.contains(.top) ? free.minY : c.minY, hi: hit.contains(.bottom) ? free.maxY : c.maxY,
                         moves: hit.contains(.top) || hit.contains(.bottom))
        return Rect(x: x.start, y: y.start, width: x.length, height: y.length)
    }

    /// One axis: the span `start`…`start + length` moved the least into `lo`…`hi`, or shrunk (not
    /// below `minimum`) and started at `lo` when it is longer; unchanged unless it `moves`.
    private static func fit(_ start: Double, _ length: Double, minimum: Double, lo: Double, hi: Double,
                            moves: Bool) -> (start: Double, length: Double) {
        guard moves else { return (start, length) }
        if length <= hi - lo { return (start.clamped(to: lo...(hi - length)), length) }
        return (lo, max(min(minimum, length), hi - lo))
    }
}
