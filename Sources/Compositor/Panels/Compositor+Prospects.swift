import Model

/// Exposé's poses, drawn ahead: at rest, each floating panel's layer as it would rest in its exposé
/// cell, so a renderer at rest can draw those pixels before exposé needs them.
extension Compositor {
    /// At rest (nothing moving or held, exposé not showing), every floating panel's layer among
    /// `layers` at its exposé cell's origin and the grid's scale; none otherwise.
    func exposeProspects(_ layers: [DamageTracker.Layer]) -> [LayerItem] {
        let manager = panels.manager
        guard !isAnimating, !isTracking, !manager.isExposing else { return [] }
        let cells = exposeCells(manager)
        return layers.compactMap { layer in
            guard case .surface(.panel(let id)) = layer.id, let cell = cells[id], layer.items.count == 1,
                  case .layer(var prospect) = layer.items[0] else { return nil }
            prospect.origin = cell.frame.origin
            prospect.scale = cell.scale
            prospect.isMoving = false
            prospect.resting = nil
            return prospect
        }
    }

    /// The manager's exposé cells, laid out again only when the floating panels' frames, the
    /// window or its monitors change.
    private func exposeCells(_ manager: PanelManager) -> [PanelID: (frame: Rect, scale: Double)] {
        let frames = manager.exposeOrder.compactMap { manager.frame(of: $0) }
        if let kept = keptExposeCells, kept.frames == frames, kept.container == manager.container, kept.monitors == manager.monitors {
            return kept.cells
        }
        let cells = manager.exposeCells
        keptExposeCells = (frames, manager.container, manager.monitors, cells)
        return cells
    }
}
