import Chrome
import Model

/// What managed panels draw, as layers the compositor tracks damage by.
extension LivePanels {
    /// Exposé dims what it does not lay out by this much black.
    static let exposeDim = 0.3

    /// The managed panels' surfaces at `time`, back to front: the main content, pinned panels, the
    /// pin preview, exposé's dim and row of spaces, floating panels, the minimise shelf's plate and thumbnails, a
    /// compact window's dim and sheets (one sinking
    /// away under the one that shows), popovers (a modal one over its dim), closed panels fading
    /// out, then the reserved areas and the arrangements popover.
    func surfaces(at time: Double) -> [Surface] {
        var out: [Surface] = []
        if mainContent != nil { out.append(.mainContent) }
        for t in targets where t.layer == .pinned { out.append(.panel(t.id)) }
        if let shown = presentation.previewShown(at: time), shown.alpha > 0 { out.append(.pinPreview) }
        if manager.isExposing || presentation.exposeDim.value(at: time).value > 0 { out.append(.exposeDim) }
        if spacesRow(at: time) != nil { out.append(.spacesRow) }
        let leaving = presentation.leaving, leavingSorted = leaving.keys.sorted()
        var compactDrawn = false, shelfDrawn = false
        for t in targets where t.layer != .pinned {
            if t.layer > .floating, !shelfDrawn {
                out += shelfPlates.keys.sorted().map(Surface.shelf)
                shelfDrawn = true
            }
            if t.layer >= .compactSheet, !compactDrawn {
                out += compactBackdrop(leavingSorted, at: time)
                compactDrawn = true
            }
            if hasModalDim(t.id, at: time) { out.append(.modalDim(t.id)) }
            out.append(.panel(t.id))
        }
        if !shelfDrawn { out += shelfPlates.keys.sorted().map(Surface.shelf) }
        if !compactDrawn { out += compactBackdrop(leavingSorted, at: time) }
        for id in leavingSorted where leaving[id] != .compactSheet { out.append(.panel(id)) }
        if manager.isExposing || presentation.exposeDim.value(at: time).value > 0 { out.append(.exposeLabels) }
        for area in reserved where area.frame(in: manager.container, at: time) != nil { out.append(.reservedArea(area.id)) }
        if arrangements != nil { out.append(.arrangements) }
        if windowMenu != nil { out.append(.windowMenu) }
        if switcher != nil { out.append(.switcher) }
        if search != nil { out.append(.search) }
        if logOut != nil { out.append(.logOut) }
        if notice != nil { out.append(.notice) }
        return out
    }

    /// What lies between a compact window's sheet and the window behind it: the dim and the sheets
    /// sinking away.
    private func compactBackdrop(_ leavingSorted: [PanelID], at time: Double) -> [Surface] {
        (presentation.compactDim.value(at: time).value > 0 ? [.compactDim] : [])
            + leavingSorted.filter { presentation.leaving[$0] == .compactSheet }.map(Surface.panel)
    }

    /// What `surface` draws at `time`, in its own layer.
    func items(of surface: Surface, at time: Double) -> [DisplayItem] {
        switch surface {
        case .mainContent:
            guard let mainContent else { return [] }
            let frame = mainFrame(at: time)
            var layer = LayerItem.placed(id: .surface(.mainContent), at: frame, isMoving: presentation.main.isMoving,
                                         content: LayerContent(mainContent.items(in: Rect(origin: .zero, size: frame.size))))
            layer.opacity = presentation.main.opacity(at: time)
            return [.layer(layer)]
        case .panel(let id):
            if let t = target(id) { return panelLayer(id, state: t.state, focused: t.isFocused, at: time) }
            return presentation.leaving[id].map { panelLayer(id, state: $0, focused: false, at: time) } ?? []
        case .pinPreview:
            guard let (panel, frame, alpha) = presentation.previewShown(at: time), alpha > 0 else { return [] }
            let tint = looks[panel]?.tint ?? PanelLook.defaultTint
            return [.fill(frame, tint.withAlpha(multipliedBy: PanelChrome.pinPreviewAlpha * alpha))]
        case .exposeDim:
            return dimming(Self.exposeDim, level: presentation.exposeDim.value(at: time).value)
        case .spacesRow:
            return spacesRowLayer(at: time)
        case .compactDim:
            return dimming(Self.sheetBackdropAlpha, level: presentation.compactDim.value(at: time).value)
        case .modalDim(let id):
            return dimming(Self.modalDim, level: pose(of: id, at: time)?.opacity ?? 0)
        case .reservedArea(let id):
            return reservedLayer(id, at: time)
        case .arrangements:
            return arrangementsLayer(at: time)
        case .windowMenu:
            return windowMenuLayer(at: time)
        case .exposeLabels:
            return exposeLabelsLayer(at: time)
        case .switcher:
            return switcherLayer(at: time)
        case .search:
            return searchLayer(at: time)
        case .notice:
            return noticeLayer(at: time)
        case .logOut:
            return logOutLayer(at: time)
        case .shelf(let monitor):
            return shelfLayer(monitor, at: time)
        case .backdrop, .sheet, .placedWindow:
            return []
        }
    }

    /// Surface `surface`'s plate (`items` drawn at `plate`) springing in or out at `level` (0…1; a
    /// spring may swing past 1): faded, and grown from 0.94 of its size about `anchor`, which
    /// stays put (with reduced motion, only faded). The search field and the log-out prompt.
    func springingPlate(_ surface: Surface, plate: Rect, anchor: Point, items: [DisplayItem], level: Double, isMoving: Bool) -> LayerItem {
        var layer = LayerItem(id: .surface(surface), origin: plate.origin, content: LayerContent(items))
        layer.opacity = min(1, max(0, level))
        let scale = preference == .reduced ? 1 : 0.94 + 0.06 * level
        layer.scale = scale
        layer.origin = Point(x: anchor.x - (anchor.x - plate.minX) * scale, y: anchor.y - (anchor.y - plate.minY) * scale)
        layer.isMoving = isMoving
        return layer
    }

    /// The window dimmed by `alpha` black at `level` (0…1; a spring may swing past 1), none at 0.
    private func dimming(_ alpha: Double, level: Double) -> [DisplayItem] {
        level > 0 ? [.fill(manager.container, Color.black.withAlpha(multipliedBy: alpha * min(1, level)))] : []
    }

    /// A compact window's sheet dims the window behind it by this much black.
    static let sheetBackdropAlpha = 0.3

    /// A modal popover dims the window behind it (as it fades, so does the dim).
    static let modalDim = 0.2

    /// Whether a modal popover's dim shows under panel `id` (as the popover fades, so does the dim).
    private func hasModalDim(_ id: PanelID, at time: Double) -> Bool {
        isPopoverStyled(id) && popovers[id]?.style.isModal == true && (pose(of: id, at: time)?.opacity ?? 0) > 0
    }

    /// Panel `id` as a layer at its pose: its chrome drawn at its size, placed at its origin, scaled
    /// about it and faded.
    func panelLayer(_ id: PanelID, state: PanelState, focused: Bool, at time: Double) -> [DisplayItem] {
        guard let pose = pose(of: id, at: time), let look = looks[id] else { return [] }
        if isPopoverStyled(id) {
            return popoverLayer(id, opacity: pose.opacity, at: time).map { [.layer($0)] } ?? []
        }
        let moving = gesture?.heldID == id || presentation.isMoving(id) || presentation.leaving[id] != nil || popovers[id]?.pose.isMoving == true
        if !moving, let kept = chrome.restingLayer(of: id, revision: revision, pose: pose) { return kept }
        let drawing = PanelChrome.Drawing(title: manager.panels[id]?.title ?? "", look: look, state: state, isFocused: focused,
                                          pinningEnabled: manager.rules.isEnabled,
                                          actionTitles: look.presents.map { manager.panels[$0]?.title ?? $0.name },
                                          tabs: state == .compactSheet ? manager.compactSheetSwitcher.map { manager.panels[$0]?.title ?? $0.name } : [],
                                          selectedTab: state == .compactSheet ? manager.compactSheetSwitcher.firstIndex(of: id) : nil,
                                          isUnderSheet: isHosted(id) && sheet(on: id) != nil, tilesWindows: manager.tilesWindows)
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
            content = LayerContent(content.items + [fade < 1 ? .layer(LayerItem(id: .panelPages(id), origin: .zero, opacity: fade, items: [drawn])) : drawn])
        }
        var layer = LayerItem.placed(id: .surface(.panel(id)), at: pose.frame, isMoving: moving, content: content)
        layer.scale = pose.scale
        layer.opacity = pose.opacity
        // Springing to a pose of the same size, with no pages sliding, it will show the same content there.
        if moving, gesture?.heldID != id, popovers[id] == nil, let goal = presentation.target(of: id), goal.frame.size == pose.frame.size, goal.opacity > 0 {
            layer.resting = LayerItem.Rest(origin: goal.frame.origin, scale: goal.scale)
        }
        let items: [DisplayItem] = [.layer(layer)]
        if !moving { chrome.keepResting(items, of: id, revision: revision, pose: pose) }
        return items
    }
}

extension LayerItem {
    /// A layer with its (0, 0) at `frame`'s origin: at whole points while it moves (so its cached
    /// pixels are reused frame after frame; rounding keeps the motion monotonic, so it does not
    /// judder), exactly there at rest.
    static func placed(id: LayerID, at frame: Rect, isMoving: Bool, content: LayerContent) -> LayerItem {
        let origin = isMoving ? Point(x: frame.minX.rounded(), y: frame.minY.rounded()) : frame.origin
        return LayerItem(id: id, origin: origin, isMoving: isMoving, content: content)
    }
}
