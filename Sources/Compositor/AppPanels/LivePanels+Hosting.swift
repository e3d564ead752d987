import Model

/// Panels whose content an application's window fills: added while the window runs, named by it,
/// drawn again when it draws, and asked (not made) to close by their close button.
extension LivePanels {
    /// Apps' panels take `style` (their corners, shadows, titles and accent), and so does
    /// Flotilla's chrome (its accent), from the next frame on.
    mutating func restyle(_ style: WindowStyle) {
        guard style != self.style else { return }
        self.style = style
        for (id, look) in looks where look.hosted != nil { looks[id] = style.styled(look) }
        revision = chrome.newRevision()
    }

    /// Whether panel `id` hosts an app.
    func isHosted(_ id: PanelID) -> Bool { looks[id]?.hosted != nil }

    /// Adds `panel` and shows it (fading in, as a presented panel does); false when the id is taken
    /// or it cannot be shown.
    /// A dialog (`sheetOf`) shows as a sheet on that panel where its least size fits below the
    /// panel's title bar on the panel's monitor, else as a panel of its own with a title bar,
    /// centred on it (``DialogPlacement``); a dialog of a panel that does not show (minimised, on
    /// another space) as a panel of its own, where it asks.
    mutating func host(_ panel: HostedPanel, at time: Double) -> Bool {
        guard manager.panels[panel.id] == nil else { return false }
        let parentFrame = panel.sheetOf.flatMap { manager.frame(of: $0) }
        let placement = parentFrame.map(dialogPlacement(on:))
        var sheetSizes = panel.sizes
        sheetSizes.titleBar = Self.shown(panel.decorations, asSheet: true).titleBarHeight
        let asSheet = placement?.fitsAsSheet(sheetSizes) ?? false
        let decorations = Self.shown(panel.decorations, asSheet: asSheet)
        looks[panel.id] = style.styled(PanelLook(hosted: HostedContent(panel: panel.id, name: panel.name, decorations: decorations,
                                                                       sheetOf: asSheet ? panel.sheetOf : nil)))
        var sizes = panel.sizes
        sizes.titleBar = decorations.titleBarHeight
        let frame = placement.map { asSheet ? $0.sheet(size: sizes.preferredFrameSize, sizes: sizes) : $0.floating(size: sizes.preferredFrameSize, sizes: sizes) }
            ?? panel.frame
        let spec = ManagedPanelSpec(id: panel.id, title: panel.title, sizes: sizes, presentation: panel.side == nil ? .floating : .pinned,
                                    frame: frame, side: panel.sheetOf == nil ? panel.side : nil, look: looks[panel.id]!)
        let failed = change(at: time) { $0.install([spec]) }
        if failed.contains(panel.id) {
            guard manager.state(of: panel.id) == .hidden else { return true }
            looks[panel.id] = nil
            return false
        }
        if let parent = panel.sheetOf, parentFrame != nil, let frame {
            change(at: time) {
                if asSheet { $0.appSheets.insert(panel.id) }
                $0.present(panel.id, from: parent, floatingAt: frame)
            }
        } else if let parent = panel.above, let on = manager.frame(of: parent) {
            let size = sizes.preferredFrameSize
            let beside = Rect(x: (on.maxX - size.width * 2 / 3).rounded(), y: on.minY + 24, width: size.width, height: size.height)
            change(at: time) { $0.present(panel.id, from: parent, floatingAt: beside) }
        }
        return true
    }

    /// Forgets hosted panel `id` if it is hidden and faded out (``PanelManager/forget(_:)``).
    mutating func forgetHosted(_ id: PanelID, at time: Double) -> Bool {
        guard isHosted(id), pose(of: id, at: time) == nil, change(at: time, { $0.forget(id) }) else { return false }
        looks[id] = nil
        presentation.forget(id)
        chrome.forget(id)
        return true
    }

    /// Where a dialog shows on a panel at `parent` (unscaled): within the work area of the
    /// monitor it is on, below its title bar (an app's own, a header bar, taken to be as tall as
    /// Flotilla's).
    func dialogPlacement(on parent: Rect) -> DialogPlacement {
        DialogPlacement(parent: parent, workArea: manager.tilingArea(of: manager.monitor(under: parent)))
    }

    /// The app's sheet shown on panel `id`, if any (the front-most).
    func sheet(on id: PanelID) -> PanelID? {
        manager.children(of: id).last { looks[$0]?.hosted?.sheetOf == id && manager.state(of: $0).isVisible }
    }

    /// Sheet `id`'s pose: on its panel's pose, scaled with it, sliding down from under its title
    /// bar as it fades in; nil when `id` is no sheet or its panel is not shown.
    func sheetPose(of id: PanelID, own: PanelPose, at time: Double) -> PanelPose? {
        guard let parent = looks[id]?.hosted?.sheetOf, let on = pose(of: parent, at: time) else { return nil }
        let k = on.scale, size = own.frame.size, bar = TitleBarLayout.height
        let slide = -(1 - min(1, max(0, own.opacity))) * min(size.height, 60)
        let origin: Point
        if k == 1, let sizes = manager.panels[id]?.sizes, let rest = manager.frame(of: parent) {
            // Placed on the panel where it rests (inside the work area), then carried with the
            // panel as it is drawn: dragged, or slid to a space that does not show.
            let placed = dialogPlacement(on: rest).sheet(size: size, sizes: sizes)
            origin = Point(x: placed.minX + on.frame.minX - rest.minX, y: placed.minY + on.frame.minY - rest.minY + slide)
        } else {
            origin = Point(x: on.frame.minX + ((on.frame.width - size.width) / 2).rounded() * k, y: on.frame.minY + (bar + slide) * k)
        }
        return PanelPose(frame: Rect(origin: origin, size: size), scale: k, opacity: min(own.opacity, on.opacity))
    }

    /// Every sheet's place in the manager follows its panel's (so that hits and the app's real
    /// window find it where it is drawn once both rest), made smaller where the panel moved so
    /// low that it would hang off its work area (``DialogPlacement/sheet(size:sizes:)``).
    mutating func keepSheetsOnPanels(at time: Double) {
        guard !manager.isExposing else { return }
        for id in manager.appSheets {
            guard let parent = looks[id]?.hosted?.sheetOf, manager.state(of: id) == .floating, let on = manager.frame(of: parent),
                  let frame = manager.frame(of: id), let sizes = manager.panels[id]?.sizes else { continue }
            let wanted = dialogPlacement(on: on).sheet(size: frame.size, sizes: sizes)
            if wanted != frame { change(at: time) { $0.present(id, from: parent, floatingAt: wanted) } }
        }
    }

    /// Names hosted panel `id` `title`; whether that changed its title.
    mutating func retitle(_ id: PanelID, _ title: String, at time: Double) -> Bool {
        guard isHosted(id), manager.panels[id]?.title != title else { return false }
        change(at: time) { $0.retitle(id, title) }
        return true
    }

    /// Hosted panel `id` shows `icon` (a file) at the start of its title bar, or none.
    mutating func setIcon(_ id: PanelID, _ icon: String?) -> Bool {
        guard isHosted(id), looks[id]?.icon != icon else { return false }
        looks[id]?.icon = icon
        revision = chrome.newRevision()
        return true
    }

    /// The app in panel `id` draws its title bar itself now, or no longer (`decorations`), with
    /// content `sizes`: the panel keeps its place and takes the sizes with the title bar it has.
    /// Whether its decorations changed.
    mutating func redecorate(_ id: PanelID, _ asked: HostedDecorations, sizes: PanelContentSizes, at time: Double) -> Bool {
        let decorations = Self.shown(asked, asSheet: looks[id]?.hosted?.sheetOf != nil)
        guard isHosted(id), looks[id]?.hosted?.decorations != decorations else { return false }
        looks[id]?.hosted?.decorations = decorations
        var sizes = sizes
        sizes.titleBar = decorations.titleBarHeight
        revision = chrome.newRevision()
        change(at: time) { $0.setSizes(id, sizes) }
        return true
    }

    /// The decorations an app window that asks for `decorations` is shown with: a sheet has no
    /// title bar (its dialog shows below its panel's).
    private static func shown(_ decorations: HostedDecorations, asSheet: Bool) -> HostedDecorations {
        asSheet ? .clientSide(shadow: decorations.shadow) : decorations
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
        if let parent = looks[id]?.hosted?.sheetOf, !restsUnscaled(parent, at: time) { return false }
        guard target(id) != nil, gesture?.heldID != id, !presentation.isMoving(id), presentation.leaving[id] == nil,
              !manager.isExposing, let pose = pose(of: id, at: time) else { return false }
        return pose.scale == 1 && pose.opacity >= 1
    }
}
