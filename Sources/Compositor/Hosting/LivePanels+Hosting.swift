import Model

/// Panels whose content an application's window fills: added while the window runs, named by it,
/// drawn again when it draws, and asked (not made) to close by their close button.
extension LivePanels {
    /// Whether panel `id` hosts an app.
    func isHosted(_ id: PanelID) -> Bool { looks[id]?.hosted != nil }

    /// Adds `panel` and shows it (fading in, as a presented panel does); false when the id is taken
    /// or it cannot be shown.
    mutating func host(_ panel: HostedPanel, at time: Double) -> Bool {
        guard manager.panels[panel.id] == nil else { return false }
        looks[panel.id] = PanelLook(hosted: HostedContent(panel: panel.id, name: panel.name, decorations: panel.decorations))
        var sizes = panel.sizes
        sizes.titleBar = panel.decorations.titleBarHeight
        let spec = ManagedPanelSpec(id: panel.id, title: panel.title, sizes: sizes, presentation: panel.side == nil ? .floating : .pinned,
                                    frame: panel.frame, side: panel.side, look: looks[panel.id]!)
        let failed = change(at: time) { $0.install([spec]) }
        if failed.contains(panel.id) {
            guard manager.state(of: panel.id) == .hidden else { return true }
            looks[panel.id] = nil
            return false
        }
        return true
    }

    /// Names hosted panel `id` `title`.
    mutating func retitle(_ id: PanelID, _ title: String, at time: Double) {
        guard isHosted(id), manager.panels[id]?.title != title else { return }
        change(at: time) { $0.retitle(id, title) }
    }

    /// The app in panel `id` draws its title bar itself now, or no longer (`decorations`), with
    /// content `sizes`: the panel keeps its place and takes the sizes with the title bar it has.
    mutating func redecorate(_ id: PanelID, _ decorations: HostedDecorations, sizes: PanelContentSizes, at time: Double) {
        guard isHosted(id), looks[id]?.hosted?.decorations != decorations else { return }
        looks[id]?.hosted?.decorations = decorations
        var sizes = sizes
        sizes.titleBar = decorations.titleBarHeight
        revision = chrome.newRevision()
        change(at: time) { $0.setSizes(id, sizes) }
    }

    /// The hosted panel `id`'s decorations (nil: it hosts no app).
    func decorations(of id: PanelID) -> HostedDecorations? { looks[id]?.hosted?.decorations }

    /// The app in panel `id` drew: its layer is drawn again with the new pixels.
    mutating func hostedPixelsChanged(_ id: PanelID) {
        guard looks[id]?.hosted != nil else { return }
        looks[id]?.hosted?.revision += 1
        revision = chrome.newRevision()
    }

    /// Whether panel `id` rests where it belongs, drawn as it is: not held, not moving, not
    /// fading, unscaled.
    func restsUnscaled(_ id: PanelID, at time: Double) -> Bool {
        guard target(id) != nil, gesture?.heldID != id, !presentation.isMoving(id), presentation.leaving[id] == nil,
              !manager.isExposing, let pose = pose(of: id, at: time) else { return false }
        return pose.scale == 1 && pose.opacity >= 1
    }
}
