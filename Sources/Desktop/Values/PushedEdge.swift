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

/// What watches the pointer at the monitors' edges (pushed as part of ``WantedXState``): pressure
/// barriers where it is pushed (``PushedEdge``), and hot corners — a 1×1 window at each monitor's
/// top-left — where its arrival alone shows exposé.
public struct EdgeWatch: Hashable, Sendable {
    /// How a monitor's top-left corner shows exposé (the settings' `desktop.hotCorner`).
    public enum Corners: Hashable, Sendable {
        /// When the pointer is pushed into it: a pressure barrier, else (a server without
        /// barriers) on arrival.
        case pushed
        /// When the pointer arrives there.
        case instant
        /// Never.
        case off
    }

    public var barriers: [PushedEdge]
    public var hotCorners: [RootPoint]

    /// The watch of `monitors`' edges: barriers along each bottom edge, and in each corner
    /// pushed into, where the server has them (`hasBarriers`); a hot corner on every monitor
    /// otherwise where corners show exposé.
    public init(monitors: [PixelRect], corners: Corners, hasBarriers: Bool) {
        let pushed = corners == .pushed && hasBarriers
        barriers = hasBarriers ? PushedEdge.edges(of: monitors, corners: pushed) : []
        let instant = corners == .instant || corners == .pushed && !hasBarriers
        hotCorners = instant ? monitors.map { RootPoint(x: $0.x, y: $0.y) } : []
    }
}
