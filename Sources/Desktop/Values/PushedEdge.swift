/// Where the pointer is pushed against the screen's edges: into a monitor's top-left corner (the
/// hot corner, which shows exposé) or down past a monitor's bottom edge (where the dock waits).
public enum PushedEdge: Hashable, Sendable {
    /// The top-left corner of the monitor with this top-left point.
    case corner(RootPoint)
    /// The bottom edge of the monitor whose edge spans `x` ..< `x` + `width` at `y` (its last row + 1).
    case bottom(x: Int, y: Int, width: Int)

    /// Whether it is a bottom edge.
    public var isBottom: Bool { if case .bottom = self { true } else { false } }

    /// The edges of `monitors` the pointer can be pushed against: each bottom edge, and with
    /// `corners` each top-left corner, where no other monitor lies beyond them (any part of a bottom edge) (GNOME's rule: the
    /// pointer passes on to a monitor beside or below; it is pushed only against the screen's edge).
    public static func edges(of monitors: [PixelRect], corners: Bool) -> [PushedEdge] {
        func covered(_ x: Int, _ y: Int) -> Bool {
            monitors.contains { (x >= $0.x) && x < $0.x + $0.width && y >= $0.y && y < $0.y + $0.height }
        }
        var edges: [PushedEdge] = []
        for m in monitors {
            if corners, !covered(m.x - 1, m.y), !covered(m.x, m.y - 1) { edges.append(.corner(RootPoint(x: m.x, y: m.y))) }
            let below = m.y + m.height
            if !monitors.contains(where: { $0.y <= below && below < $0.y + $0.height && $0.x < m.x + m.width && $0.x + $0.width > m.x }) {
                edges.append(.bottom(x: m.x, y: m.y + m.height, width: m.width))
            }
        }
        return edges
    }
}
