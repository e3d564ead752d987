/// Installing a scene's panels (``ManagedPanelSpec``, decoded in `Scene/FloatingDecodable.swift`).
extension PanelManager {
    /// Adds and shows `specs` in order (parents before children; pinned panels fill their side in
    /// order). Returns the ids that could not be shown as declared (duplicate id, unknown or hidden
    /// parent, side full or main content too small); those stay hidden, or floating when only the
    /// pin failed. A spec's `velocity` is not applied here: the compositor throws those panels
    /// (``PanelReachability/landing(from:velocity:size:)``) once installed.
    @discardableResult
    public mutating func install(_ specs: [ManagedPanelSpec]) -> [PanelID] {
        var failed: [PanelID] = []
        for s in specs {
            guard add(ManagedPanel(id: s.id, title: s.title, sizes: s.sizes)) else { failed.append(s.id); continue }
            let shown: Bool
            switch s.presentation {
            case .hidden: shown = true
            case .attached: shown = present(s.id, from: s.parent, attachedAt: s.frame ?? .zero)
            case .floating: shown = present(s.id, from: s.parent, floatingAt: s.frame)
            case .pinned:
                // Pinned panels take their side's slots in the order they are declared.
                shown = present(s.id, from: s.parent, floatingAt: s.frame)
                    && s.side.map { pin(s.id, to: $0, at: .max) != nil } ?? false
            }
            if !shown { failed.append(s.id) }
        }
        return failed
    }

    /// Names panel `id` `title` (an app's window renamed itself); false when there is no such panel.
    @discardableResult
    public mutating func retitle(_ id: PanelID, _ title: String) -> Bool {
        guard panels[id] != nil else { return false }
        panels[id]?.title = title
        return true
    }

    /// Gives panel `id` new content limits and steps (an app's window changed its size hints): a
    /// floating frame outside them settles within them, its origin kept. A title bar that grows
    /// or goes (an app now drawing its own) grows or shrinks the frame upwards, so the content
    /// stays where it is; a tiled one is fitted in its tile again. False when there is no such panel.
    @discardableResult
    public mutating func setSizes(_ id: PanelID, _ sizes: PanelContentSizes) -> Bool {
        guard let panel = panels[id] else { return false }
        panels[id]?.sizes = sizes
        if let tile = panel.tile {
            let frame = fitted(tile.frame(in: tilingArea(ofPanel: id)), sizes: sizes)
            panels[id]?.floatingFrame = frame
        } else if var frame = panel.floatingFrame {
            let grown = sizes.titleBar - panel.sizes.titleBar
            frame = Rect(x: frame.minX, y: frame.minY - grown, width: frame.width, height: frame.height + grown)
            let settled = reachability.clamped(Rect(origin: frame.origin, size: sizes.clampedFrame(frame.size)))
            panels[id]?.floatingFrame = settled
        }
        return true
    }
}
