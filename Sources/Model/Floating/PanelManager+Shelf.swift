/// Minimising: a panel goes into the shelf along the bottom of the work area as a thumbnail
/// (``MinimiseShelf``) and comes back from it where it was. The shelf shows only while it holds
/// something; floating panels move clear of it, and back when it goes, as for any reserved area.
extension PanelManager {
    /// The shelves, while panels are minimised: one on each monitor a panel was minimised from
    /// (the one its floating frame is most on), keyed by the monitor's index in ``monitors`` (0
    /// when none are set), its thumbnails in the order they were minimised.
    public var shelves: [Int: MinimiseShelf] {
        let frames = monitorFrames
        var byMonitor: [Int: [(id: PanelID, size: Size)]] = [:]
        for id in zOrder {
            guard let p = panels[id], p.state == .minimised, isHere(id) else { continue }
            byMonitor[shelfMonitor(of: p, among: frames), default: []].append((id, p.floatingSize))
        }
        var shelves: [Int: MinimiseShelf] = [:]
        for (index, minimised) in byMonitor {
            shelves[index] = MinimiseShelf(panels: minimised, in: reservedAreas.cut(frames[index], in: container))
        }
        return shelves
    }

    /// The shelf thumbnail of minimised panel `id`.
    func shelfThumbnail(of id: PanelID) -> MinimiseShelf.Thumbnail? {
        shelves.values.lazy.compactMap { $0.thumbnails.first { $0.id == id } }.first
    }

    /// The index of the monitor minimised `panel` shows on: the one its floating frame is most on.
    private func shelfMonitor(of panel: ManagedPanel, among frames: [Rect]) -> Int {
        guard frames.count > 1, let frame = panel.floatingFrame, let monitor = MonitorPlacement.monitor(under: frame, among: frames) else { return 0 }
        return frames.firstIndex(of: monitor) ?? 0
    }

    /// The areas floating panels and tiles keep clear of: the reserved areas shown, and each
    /// shelf while it holds something (above what is reserved at its monitor's bottom).
    public var keptClearAreas: [ReservedArea] {
        let shelved = Set(shelves.keys)
        guard !shelved.isEmpty else { return reservedAreas }
        let frames = monitorFrames
        return reservedAreas + shelved.sorted().map { index in
            let monitor = frames[index], bottom = monitor.maxY - reservedAreas.cut(monitor, in: container).maxY
            return MinimiseShelf.reservedArea(above: bottom, monitor: monitors.isEmpty ? nil : monitor, index: index)
        }
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
        panels[id]?.minimisedFrom = s
        panels[id]?.parent = nil
        raise(id)
        if focusedID == id { focusedID = frontActivePanel }
        if exposeOrder.isEmpty { isExposing = false }
        layOut { _ in }
        return true
    }

    /// Brings minimised panel `id` back from the shelf where it was (its floating frame, its
    /// tile, or the side it was pinned to, floating when that side has no room left), raised and
    /// focused. False when it is not minimised.
    @discardableResult
    public mutating func unminimise(_ id: PanelID) -> Bool {
        guard state(of: id) == .minimised else { return false }
        let from = panels[id]?.minimisedFrom
        panels[id]?.minimisedFrom = nil
        setState(id, .floating)
        if case .pinned(let side, let index) = from, pin(id, to: side, at: index) != nil {
            layOut { _ in }
            return true
        }
        raise(id)
        focusedID = id
        layOut { _ in }
        return true
    }

    /// The front-most panel that can take the focus (not minimised), on the space that shows, as drawn.
    var frontActivePanel: PanelID? { targets.last { $0.state.isActive && isHere($0.id) }?.id }
}
