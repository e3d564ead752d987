import Chrome
import Model

/// What managed panels draw, as layers the compositor tracks damage by.
extension FloatingWindows {
    /// Exposé dims what it does not lay out by this much black.
    static let exposeDim = 0.3

    /// The layers at `time`, back to front: the main content, pinned panels, the pin preview,
    /// exposé's dim, floating panels, a compact window's dim and sheets (one sinking away under the
    /// one that shows), popovers, closed panels fading out, then the reserved areas.
    func layers(at time: Double) -> [(id: String, items: [DisplayItem])] {
        var out: [(id: String, items: [DisplayItem])] = []
        if let mainContent {
            let frame = mainFrame(at: time)
            var layer = LayerItem.placed(id: "main", at: frame, isMoving: main.isMoving,
                                         content: LayerContent(mainContent.items(in: Rect(origin: .zero, size: frame.size))))
            layer.opacity = main.opacity(at: time)
            out.append(("main", [.layer(layer)]))
        }
        for t in targets where t.layer == .pinned { out.append(panelLayer(t.id, state: t.state, focused: t.isFocused, at: time)) }
        if let (panel, frame, alpha) = previewShown(at: time), alpha > 0 {
            let tint = looks[panel]?.tint ?? PanelLook.defaultTint
            out.append(("pin-preview", [.fill(frame, tint.withAlpha(multipliedBy: PanelChrome.pinPreviewAlpha * alpha))]))
        }
        let d = dim.value(at: time).value
        if d > 0 { out.append(("expose-dim", [.fill(manager.container, Color.black.withAlpha(multipliedBy: Self.exposeDim * min(1, d)))])) }
        let leavingSorted = leaving.sorted { $0.key < $1.key }
        var sheetsDrawn = false
        for t in targets where t.layer != .pinned {
            if t.layer >= .sheet, !sheetsDrawn {
                out += sheetBackdrop(leavingSorted, at: time)
                sheetsDrawn = true
            }
            if let dim = modalDim(under: t.id, at: time) { out.append(dim) }
            out.append(panelLayer(t.id, state: t.state, focused: t.isFocused, at: time))
        }
        if !sheetsDrawn { out += sheetBackdrop(leavingSorted, at: time) }
        for (id, state) in leavingSorted where state != .sheet { out.append(panelLayer(id, state: state, focused: false, at: time)) }
        return out + reservedLayers(at: time)
    }

    /// What lies between a compact window's sheet and the window behind it: the dim (0.3 black at
    /// most, FloatingPanel's full-state backdrop) and the sheets sinking away.
    private func sheetBackdrop(_ leavingSorted: [(key: String, value: PanelState)], at time: Double) -> [(id: String, items: [DisplayItem])] {
        var out: [(id: String, items: [DisplayItem])] = []
        let d = sheetDim.value(at: time).value
        if d > 0 { out.append(("sheet-dim", [.fill(manager.container, Color.black.withAlpha(multipliedBy: Self.sheetBackdropAlpha * min(1, d)))])) }
        for (id, state) in leavingSorted where state == .sheet { out.append(panelLayer(id, state: state, focused: false, at: time)) }
        return out
    }

    /// A compact window's sheet dims the window behind it by this much black.
    static let sheetBackdropAlpha = 0.3

    /// A modal popover dims the window behind it (as it fades, so does the dim).
    static let modalDim = 0.2

    private func modalDim(under id: String, at time: Double) -> (id: String, items: [DisplayItem])? {
        guard isPopoverStyled(id), popovers[id]?.style.isModal == true, let opacity = poses[id]?.value(at: time).opacity, opacity > 0 else {
            return nil
        }
        return ("modal-dim:" + id, [.fill(manager.container, Color.black.withAlpha(multipliedBy: Self.modalDim * opacity))])
    }

    /// The pin preview at `time`: whose it is, where, and how opaque (0…1, growing in from 0).
    func previewShown(at time: Double) -> (panel: String, frame: Rect, alpha: Double)? {
        guard let p = preview else { return nil }
        let shown = p.pose.value(at: time)
        return (p.panel, shown.frame, shown.alpha)
    }

    /// Panel `id` as a layer at its pose: its chrome drawn at its size, placed at its origin, scaled
    /// about it and faded.
    private func panelLayer(_ id: String, state: PanelState, focused: Bool, at time: Double) -> (id: String, items: [DisplayItem]) {
        let layerID = "panel:" + id
        guard let pose = pose(of: id, at: time), let look = looks[id] else { return (layerID, []) }
        if isPopoverStyled(id) {
            return (layerID, popoverLayer(id, opacity: pose.opacity, at: time).map { [.layer($0)] } ?? [])
        }
        let moving = gesture?.heldID == id || poses[id]?.isMoving == true || leaving[id] != nil || popovers[id]?.pose.isMoving == true
        if !moving, let kept = chrome.restingLayer(of: id, revision: revision, pose: pose) { return (layerID, kept) }
        let drawing = PanelChrome.Drawing(title: manager.panels[id]?.title ?? "", look: look, state: state, isFocused: focused,
                                          pinningEnabled: manager.rules.isEnabled,
                                          actionTitles: look.presents.map { manager.panels[$0]?.title ?? $0 },
                                          tabs: state == .sheet ? manager.sheetSwitcher.map { manager.panels[$0]?.title ?? $0 } : [],
                                          selectedTab: state == .sheet ? manager.sheetSwitcher.firstIndex(of: id) : nil)
        var content = chrome.content(for: id, drawing, size: pose.frame.size)
        if let live = popovers[id] {
            // A popover floated out: its pages fill the content area under the title bar.
            let size = pose.frame.size, radius = look.appearance.cornerRadius
            let area = Rect(x: 0, y: TitleBarLayout.height, width: size.width, height: max(0, size.height - TitleBarLayout.height))
            let pages = live.drawing(look, position: live.pose.value(at: time).position)
            let drawn = PopoverChrome.pages(for: pages, in: area.insetBy(1),
                                            radii: CornerRadii(topLeft: 0, topRight: 0, bottomRight: radius - 1, bottomLeft: radius - 1))
            // With reduced motion a push fades the pages out and in; the panel around them stays.
            let fade = live.pose.opacity(at: time)
            content = LayerContent(content.items + [fade < 1 ? .layer(LayerItem(id: layerID + ":pages", origin: .zero, opacity: fade, items: [drawn])) : drawn])
        }
        var layer = LayerItem.placed(id: layerID, at: pose.frame, isMoving: moving, content: content)
        layer.scale = pose.scale
        layer.opacity = pose.opacity
        let items: [DisplayItem] = [.layer(layer)]
        if !moving { chrome.keepResting(items, of: id, revision: revision, pose: pose) }
        return (layerID, items)
    }
}

extension LayerItem {
    /// A layer with its (0, 0) at `frame`'s origin: at whole points while it moves (so its cached
    /// pixels are reused frame after frame; rounding keeps the motion monotonic, so it does not
    /// judder), exactly there at rest.
    static func placed(id: String, at frame: Rect, isMoving: Bool, content: LayerContent) -> LayerItem {
        let origin = isMoving ? Point(x: frame.minX.rounded(), y: frame.minY.rounded()) : frame.origin
        return LayerItem(id: id, origin: origin, isMoving: isMoving, content: content)
    }
}
