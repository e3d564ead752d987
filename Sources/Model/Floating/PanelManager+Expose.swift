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

    /// Each floating panel's exposé cell and the scale it is drawn at there; the lit one
    /// (``exposeLit``) grown by ``exposeLift`` about its centre.
    public var exposeCells: [PanelID: (frame: Rect, scale: Double)] {
        var cells: [PanelID: (frame: Rect, scale: Double)] = [:]
        for (ids, grid) in exposeGrids { for (id, frame) in zip(ids, grid.frames) { cells[id] = (frame, grid.scale) } }
        if let lit = exposeLit, let cell = cells[lit] {
            let k = Self.exposeLift, f = cell.frame
            cells[lit] = (Rect(x: f.midX - f.width * k / 2, y: f.midY - f.height * k / 2, width: f.width * k, height: f.height * k), cell.scale * k)
        }
        return cells
    }

    /// How much larger the lit window is drawn in its cell.
    public static let exposeLift = 1.04

    /// Lights window `id` in exposé (nil: none); false when that changes nothing, or it is not one exposé lays out.
    @discardableResult
    public mutating func lightExpose(_ id: PanelID?) -> Bool {
        guard isExposing, id != exposeLit, id.map(exposeOrder.contains) ?? true else { return false }
        exposeLit = id
        return true
    }

    /// The arrow keys in exposé: the light moves to the nearest window whose cell lies that way
    /// from the lit one's (the focused window's, or the first, when none is lit: that one is lit).
    /// False when there is none that way.
    @discardableResult
    public mutating func moveExposeLight(_ direction: KeyDirection) -> Bool {
        let cells = exposeGrids.flatMap { zip($0.ids, $0.grid.frames).map { ($0, $1) } }
        guard isExposing, !cells.isEmpty else { return false }
        guard let lit = exposeLit, let from = cells.first(where: { $0.0 == lit })?.1 else {
            exposeLit = cells.first { $0.0 == focusedID }?.0 ?? cells[0].0
            return true
        }
        let way = direction.unit
        let ahead = cells.compactMap { id, frame -> (PanelID, Double)? in
            let d = frame.center - from.center, along = d.dx * way.dx + d.dy * way.dy
            guard id != lit, along > 0 else { return nil }
            // Nearest along the way, and straying least from it.
            return (id, along + 2 * abs(d.dx * way.dy - d.dy * way.dx))
        }
        guard let next = ahead.min(by: { $0.1 < $1.1 }) else { return false }
        exposeLit = next.0
        return true
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
