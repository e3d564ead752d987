/// Minimising: a panel goes into the shelf along the bottom of the work area as a thumbnail
/// (``MinimiseShelf``) and comes back from it where it was. The shelf shows only while it holds
/// something; floating panels move clear of it, and back when it goes, as for any reserved area.
extension PanelManager {
    /// The shelf, while a panel is minimised: its thumbnails in the order they were minimised.
    public var shelf: MinimiseShelf? {
        let minimised = zOrder.compactMap { id in panels[id].flatMap { $0.state == .minimised && isHere(id) ? (id, $0.floatingSize) : nil } }
        guard !minimised.isEmpty else { return nil }
        return MinimiseShelf(panels: minimised, in: Self.area(of: container, less: reservedAreas))
    }

    /// The areas floating panels and tiles keep clear of: the reserved areas shown, and the shelf
    /// while it holds something (above a bottom area).
    public var keptClearAreas: [ReservedArea] {
        guard zOrder.contains(where: { state(of: $0) == .minimised && isHere($0) }) else { return reservedAreas }
        let bottom = reservedAreas.filter { $0.edge == .bottom }.map(\.extent).max() ?? 0
        return reservedAreas + [MinimiseShelf.reservedArea(above: bottom)]
    }

    /// Minimises floating or pinned panel `id` (closing the panels it presented): it shrinks into
    /// the shelf, at the end of its row, keeping its floating frame and tile; the focus goes to the
    /// front-most panel left (during exposé it leaves the grid). False when it neither floats nor
    /// is pinned.
    @discardableResult
    public mutating func minimise(_ id: PanelID) -> Bool {
        let s = state(of: id)
        guard s == .floating || s.isPinned else { return false }
        for child in children(of: id) { close(child) }
        if s.isPinned, let p = panels[id], p.floatingFrame == nil {
            let frame = defaultFloatingFrame(for: p)
            panels[id]?.floatingFrame = frame
        }
        setState(id, .minimised)
        panels[id]?.parent = nil
        raise(id)
        if focusedID == id { focusedID = frontActivePanel }
        if exposeOrder.isEmpty { isExposing = false }
        layOut { _ in }
        return true
    }

    /// Brings minimised panel `id` back from the shelf where it was (its floating frame, or its
    /// tile), raised and focused. False when it is not minimised.
    @discardableResult
    public mutating func unminimise(_ id: PanelID) -> Bool {
        guard state(of: id) == .minimised else { return false }
        setState(id, .floating)
        raise(id)
        focusedID = id
        layOut { _ in }
        return true
    }

    /// The front-most panel that can take the focus (not minimised), on the space that shows, as drawn.
    var frontActivePanel: PanelID? { targets.last { $0.state.isActive && isHere($0.id) }?.id }

    /// `container` less the strips `areas` take from its edges.
    static func area(of container: Rect, less areas: [ReservedArea]) -> Rect {
        var area = container
        for reserved in areas {
            let strip = reserved.frame(in: container)
            switch reserved.edge {
            case .top: area = Rect(x: area.minX, y: max(area.minY, strip.maxY), width: area.width, height: area.maxY - max(area.minY, strip.maxY))
            case .bottom: area = Rect(x: area.minX, y: area.minY, width: area.width, height: min(area.maxY, strip.minY) - area.minY)
            case .left: area = Rect(x: max(area.minX, strip.maxX), y: area.minY, width: area.maxX - max(area.minX, strip.maxX), height: area.height)
            case .right: area = Rect(x: area.minX, y: area.minY, width: min(area.maxX, strip.minX) - area.minX, height: area.height)
            }
        }
        return area
    }
}
