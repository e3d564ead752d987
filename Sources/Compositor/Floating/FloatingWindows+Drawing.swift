import Chrome
import Model

/// What managed panels draw, as layers the compositor tracks damage by.
extension FloatingWindows {
    /// Exposé dims what it does not lay out by this much black.
    static let exposeDim = 0.3

    /// The layers at `time`, back to front: the main content, pinned panels, the pin preview,
    /// exposé's dim, floating panels and popovers, then closed panels fading out.
    func layers(at time: Double) -> [(id: String, items: [DisplayItem])] {
        var out: [(id: String, items: [DisplayItem])] = []
        if let mainContent { out.append(("main", mainContent.items(in: mainFrame(at: time)))) }
        let targets = manager.targets
        for t in targets where t.layer == .pinned { out.append(panelLayer(t.id, state: t.state, focused: t.isFocused, at: time)) }
        if let (panel, frame, alpha) = previewShown(at: time), alpha > 0 {
            let tint = looks[panel]?.tint ?? PanelLook.defaultTint
            out.append(("pin-preview", [.fill(frame, tint.withAlpha(multipliedBy: PanelChrome.pinPreviewAlpha * alpha))]))
        }
        let d = dim.value(at: time)
        if d > 0 { out.append(("expose-dim", [.fill(manager.container, Color.black.withAlpha(multipliedBy: Self.exposeDim * min(1, d)))])) }
        for t in targets where t.layer != .pinned { out.append(panelLayer(t.id, state: t.state, focused: t.isFocused, at: time)) }
        for (id, state) in leaving.sorted(by: { $0.key < $1.key }) { out.append(panelLayer(id, state: state, focused: false, at: time)) }
        return out
    }

    /// The pin preview at `time`: whose it is, where, and how opaque (0…1, growing in from 0).
    func previewShown(at time: Double) -> (panel: String, frame: Rect, alpha: Double)? {
        guard let p = preview else { return nil }
        let shown = p.pose.value(at: time)
        return (p.panel, shown.frame, shown.alpha)
    }

    /// Panel `id` drawn at its pose: scaled about its origin and faded as one group when it must be.
    private func panelLayer(_ id: String, state: PanelState, focused: Bool, at time: Double) -> (id: String, items: [DisplayItem]) {
        guard let pose = pose(of: id, at: time), let look = looks[id] else { return ("panel:" + id, []) }
        let drawing = PanelChrome.Drawing(title: manager.panels[id]?.title ?? "", look: look, state: state, isFocused: focused,
                                          pinningEnabled: manager.rules.isEnabled,
                                          actionTitles: look.presents.map { manager.panels[$0]?.title ?? $0 })
        let items = PanelChrome.items(for: drawing, at: pose.frame)
        guard pose.scale != 1 || pose.opacity != 1 else { return ("panel:" + id, items) }
        return ("panel:" + id, [.group(GroupItem(anchor: pose.frame.origin, scale: pose.scale, opacity: pose.opacity, items: items))])
    }
}
