/// What each edge of a window meets: nothing (it floats free on that side), another tiled window
/// along it, or the edge of its monitor's work area — mutter's edge constraints, which an app that
/// draws its own frame reads (`_GTK_EDGE_CONSTRAINTS`) to square and unshadow the edges that meet
/// something.
public struct TiledEdges: Hashable, Sendable {
    /// What one edge meets.
    public enum Meets: Hashable, Sendable {
        case nothing, window, monitor
    }

    public var top: Meets, right: Meets, bottom: Meets, left: Meets

    public init(top: Meets = .nothing, right: Meets = .nothing, bottom: Meets = .nothing, left: Meets = .nothing) {
        (self.top, self.right, self.bottom, self.left) = (top, right, bottom, left)
    }

    /// A window that meets nothing: floating.
    public static let free = TiledEdges()
}

extension PanelManager {
    /// What the edges of panel `id` meet while it is tiled on the space that shows: each edge on
    /// its monitor's work area's meets the monitor; one along another tiled panel's opposite edge
    /// (overlapping it) meets a window. Nil when it is not tiled or not shown (it floats free).
    public func tiledEdges(of id: PanelID) -> TiledEdges? {
        guard isTiled(id), state(of: id) == .floating, isHere(id), let frame = frame(of: id) else { return nil }
        let area = tilingArea(ofPanel: id)
        let others = zOrder.filter { $0 != id && isTiled($0) && state(of: $0) == .floating && isHere($0) }.compactMap(frame(of:))
        func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.5 }
        func overlapsVertically(_ o: Rect) -> Bool { o.minY < frame.maxY && o.maxY > frame.minY }
        func overlapsHorizontally(_ o: Rect) -> Bool { o.minX < frame.maxX && o.maxX > frame.minX }
        func meets(monitor: Bool, window: Bool) -> TiledEdges.Meets { monitor ? .monitor : window ? .window : .nothing }
        return TiledEdges(
            top: meets(monitor: near(frame.minY, area.minY), window: others.contains { near($0.maxY, frame.minY) && overlapsHorizontally($0) }),
            right: meets(monitor: near(frame.maxX, area.maxX), window: others.contains { near($0.minX, frame.maxX) && overlapsVertically($0) }),
            bottom: meets(monitor: near(frame.maxY, area.maxY), window: others.contains { near($0.minY, frame.maxY) && overlapsHorizontally($0) }),
            left: meets(monitor: near(frame.minX, area.minX), window: others.contains { near($0.maxX, frame.minX) && overlapsVertically($0) }))
    }
}
