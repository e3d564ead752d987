/// Exposé: every floating panel scaled into a grid that fits its monitor (the window, with none set).
extension PanelManager {
    /// The floating panels of the space that shows exposé lays out, back to front. Pinned panels stay in their slots;
    /// attached panels fade out (opacity 0) until exposé ends.
    public var exposeOrder: [PanelID] { zOrder.filter { state(of: $0) == .floating && !appSheets.contains($0) && isHere($0) } }

    /// One grid for each monitor with floating panels on it, over that monitor (below the row of
    /// spaces on the one it lies on; padding 44, spacing 20): the panels it lays out, back to
    /// front, and the grid, monitor by monitor.
    public var exposeGrids: [(ids: [PanelID], grid: ExposeGrid)] {
        let ids = exposeOrder.filter { frame(of: $0) != nil }
        guard !ids.isEmpty else { return [] }
        let row = spacesRow, byMonitor = Dictionary(grouping: ids) { monitor(under: frame(of: $0)!) }
        return monitorFrames.enumerated().compactMap { index, monitor in
            guard let here = byMonitor[monitor] else { return nil }
            let area = index == 0 ? row?.gridArea ?? monitor : monitor
            return (here, ExposeGrid.layout(frames: here.compactMap { frame(of: $0) }, in: area))
        }
    }

    /// Each floating panel's exposé cell and the scale it is drawn at there.
    public var exposeCells: [PanelID: (frame: Rect, scale: Double)] {
        var cells: [PanelID: (frame: Rect, scale: Double)] = [:]
        for (ids, grid) in exposeGrids { for (id, frame) in zip(ids, grid.frames) { cells[id] = (frame, grid.scale) } }
        return cells
    }

    /// The exposé key (and API): shows exposé, or leaves it when it shows. Returns whether it now
    /// shows (it does not show with no floating panels, unless the window has spaces: their row shows).
    @discardableResult
    public mutating func toggleExpose() -> Bool {
        isExposing = !isExposing && (!exposeOrder.isEmpty || spaces.count > 0)
        return isExposing
    }

    /// Leaves exposé; with `id`, that panel also comes to the front and takes focus (a click on it).
    public mutating func exitExpose(focusing id: PanelID? = nil) {
        isExposing = false
        if let id { focus(id) }
    }
}
