import Model

/// Exposé's poses, drawn ahead: at rest, each floating panel's layer as it would rest in its exposé
/// cell, so a renderer at rest can draw those pixels before exposé needs them.
extension Compositor {
    /// At rest (nothing moving or held, exposé not showing), every floating panel's layer among
    /// `layers` at its exposé cell's origin and the grid's scale; none otherwise.
    func exposeProspects(_ layers: [DamageTracker.Layer]) -> [LayerItem] {
        let manager = panels.manager
        guard !isAnimating, !isTracking, !manager.isExposing, let grid = exposeGrid(manager) else { return [] }
        let cells = Dictionary(zip(manager.exposeOrder, grid.frames), uniquingKeysWith: { first, _ in first })
        return layers.compactMap { layer in
            guard case .surface(.panel(let id)) = layer.id, let cell = cells[id], layer.items.count == 1,
                  case .layer(var prospect) = layer.items[0] else { return nil }
            prospect.origin = cell.origin
            prospect.scale = grid.scale
            prospect.isMoving = false
            prospect.resting = nil
            return prospect
        }
    }

    /// The manager's exposé grid, laid out again only when the floating panels' frames or the window change.
    private func exposeGrid(_ manager: PanelManager) -> ExposeGrid? {
        let frames = manager.exposeOrder.compactMap { manager.frame(of: $0) }
        if let kept = exposeCells, kept.frames == frames, kept.container == manager.container { return kept.grid }
        let grid = manager.exposeGrid
        exposeCells = (frames, manager.container, grid)
        return grid
    }
}
