import Chrome
import Input
import Model

/// Alt+Tab's switcher (``WindowSwitcher``): shown while its key's modifiers are held (Alt, by
/// default), the windows' live thumbnails in a row with the chosen one ringed; letting go of them
/// brings it to the front, Escape leaves everything as it was.
extension LivePanels {
    /// Alt+Tab (Alt+Shift+Tab: `backwards`), pressed `holding` its modifiers: shows the switcher
    /// until one of them is let go, or moves its choice on. False when fewer than two windows float.
    mutating func switchKey(backwards: Bool, holding: Modifiers) -> Bool {
        if switcher != nil {
            switcher?.advance(backwards: backwards)
            return true
        }
        guard let opened = WindowSwitcher(manager, backwards: backwards) else { return false }
        switcher = opened
        switcherHeld = holding
        return true
    }

    /// Modifier keys were let go, `held` still down: with one of the switcher's key's modifiers
    /// up, the chosen window comes to the front.
    mutating func modifiersReleased(_ held: Modifiers, at time: Double) {
        guard let shown = switcher, !held.isSuperset(of: switcherHeld) else { return }
        switcher = nil
        change(at: time) { $0.focus(shown.chosen) }
    }

    /// Escape while the switcher shows: it goes, nothing changes. False when it does not show.
    mutating func cancelSwitcher() -> Bool {
        guard switcher != nil else { return false }
        switcher = nil
        return true
    }

    /// The switcher drawn at `time`: its plate, each window's panel as a thumbnail, the chosen one
    /// ringed, and the titles.
    func switcherLayer(at time: Double) -> [DisplayItem] {
        guard let shown = switcher else { return [] }
        let sizes = shown.windows.map { pose(of: $0, at: time)?.frame.size ?? manager.panels[$0]?.floatingSize ?? .zero }
        let layout = WindowSwitcherLayout(sizes: sizes, in: manager.container)
        let origin = layout.plate.origin
        func local(_ r: Rect) -> Rect { r.offsetBy(Vector(dx: -origin.x, dy: -origin.y)) }
        var items = SwitcherChrome.plate(size: layout.plate.size)
        for (i, (id, cell)) in zip(shown.windows, layout.cells).enumerated() {
            if i == shown.selected { items += SwitcherChrome.ring(around: local(cell.frame), accent: style.accent) }
            if case .layer(var thumbnail)? = panelLayer(id, state: .floating, focused: target(id)?.isFocused ?? false, at: time).first {
                thumbnail.id = .switcherThumbnail(id)
                thumbnail.origin = local(cell.frame).origin
                thumbnail.scale = cell.scale
                thumbnail.opacity = 1
                thumbnail.isMoving = false
                thumbnail.resting = nil
                items.append(.layer(thumbnail))
            }
            if let icon = looks[id]?.icon { items.append(SwitcherChrome.icon(icon, on: local(cell.frame))) }
            items.append(SwitcherChrome.title(manager.panels[id]?.title ?? id.name, in: local(cell.title), chosen: i == shown.selected))
        }
        return [.layer(LayerItem(id: .surface(.switcher), origin: origin, content: LayerContent(items)))]
    }
}
