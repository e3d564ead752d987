import Model

/// Exposé's poses, drawn ahead: at rest, each floating panel's layer as it would rest in its exposé
/// cell, and in exposé, as it would rest back at its place, so a renderer at rest can draw (and
/// keep) those pixels before a motion there needs them.
extension Compositor {
    /// At rest (nothing moving or held), every floating panel's layer among `layers` at the pose
    /// the key showing or leaving exposé brings it to: its exposé cell's origin and the grid's
    /// scale, or (exposé showing) its own place at its own size; none while anything moves.
    func exposeProspects(_ layers: [DamageTracker.Layer]) -> [LayerItem] {
        let manager = panels.manager
        guard !isAnimating, !isTracking else { return [] }
        let cells = exposeCells(manager)
        return layers.compactMap { layer in
            guard case .surface(.panel(let id)) = layer.id, let cell = cells[id], layer.items.count == 1,
                  case .layer(var prospect) = layer.items[0] else { return nil }
            if manager.isExposing {
                guard let place = manager.frame(of: id) else { return nil }
                prospect.origin = place.origin
                prospect.scale = 1
            } else {
                prospect.origin = cell.frame.origin
                prospect.scale = cell.scale
            }
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
