import Chrome
import Model

// Applications' windows in panels: the host adds a panel when a window is adopted, tells the
// compositor when its pixels or title change, and each frame asks where the real window must lie
// and where it may take the pointer.
extension Compositor {
    /// Adds `panel`, an app's window, and shows it; false when its id is taken or it cannot be
    /// shown.
    @discardableResult
    public func host(_ panel: HostedPanel) -> Bool { withPanels { f, now in f.host(panel, at: now) } }

    /// Forgets app panel `id` once it has faded out (its window went for good: a dialog's): no
    /// trace of it is kept, and its name is free again; false while it shows or fades.
    @discardableResult
    public func forget(panel id: PanelID) -> Bool { withPanels { f, now in f.forgetHosted(id, at: now) } }

    /// Whether panel `id` hosts an app.
    public func isHosted(_ id: PanelID) -> Bool { panels.isHosted(id) }

    /// The app in panel `id` renamed its window; whether its title changed.
    @discardableResult
    public func retitle(panel id: PanelID, _ title: String) -> Bool { withPanels { f, now in f.retitle(id, title, at: now) } }

    /// Hosted panel `id` shows the icon file `icon` at the start of its title bar and in the search
    /// field's row for its window (nil: none). Whether that changed it.
    @discardableResult
    public func setIcon(panel id: PanelID, _ icon: String?) -> Bool { withPanels { f, _ in f.setIcon(id, icon) } }

    /// The app in panel `id` changed its size limits or steps: the panel keeps to them (springing
    /// to a size within them). Whether they differ from the panel's: the same hints written
    /// again (an animated GTK 4 app, 15 times a second) change nothing.
    @discardableResult
    public func setSizes(panel id: PanelID, _ sizes: PanelContentSizes) -> Bool {
        withPanels { f, now in
            var sizes = sizes
            sizes.titleBar = f.decorations(of: id)?.titleBarHeight ?? sizes.titleBar
            guard f.manager.panels[id]?.sizes != sizes else { return false }
            f.change(at: now) { $0.setSizes(id, sizes) }
            return true
        }
    }

    /// The app in panel `id` draws its own title bar now, or no longer, or changed its own shadow;
    /// `sizes` are its content's. Whether its decorations changed.
    @discardableResult
    public func redecorate(panel id: PanelID, _ decorations: HostedDecorations, sizes: PanelContentSizes) -> Bool {
        withPanels { f, now in f.redecorate(id, decorations, sizes: sizes, at: now) }
    }

    /// The app in panel `id` asked to be moved (`region` ``PanelHitRegion/titleBar``) or resized
    /// (a resize band) by the pointer, held since a press at `p` (input time `time`): its panel
    /// is held from there as if that press had been on Flotilla's title bar or edge; the pointer's
    /// next moves and its release (``handle(_:)``) carry it on, throw or pin it.
    public func beginClientGesture(panel id: PanelID, _ region: PanelHitRegion, at p: Point, time: Double) {
        guard panels.isHosted(id), panels.target(id) != nil else { return }
        if let last = pointer, pressPoint != nil { handle(.pointerReleased(last, button: 1, time: time)) }
        pointer = p
        pressPoint = p
        withPanels { f, now in _ = f.press(at: p, hit: (id, region), time: time, now: now) }
    }

    /// How the app in panel `id` is decorated (nil: the panel hosts none).
    public func hostedDecorations(of id: PanelID) -> HostedDecorations? { panels.decorations(of: id) }

    /// The app's sheet (a dialog) shown on panel `id`, if any: while it shows, the panel takes no input.
    public func sheet(on id: PanelID) -> PanelID? { panels.sheet(on: id) }

    /// The app in panel `id` drew: the panel is drawn again with the pixels the host keeps.
    public func hostedPixelsChanged(panel id: PanelID) { withPanels { f, _ in f.hostedPixelsChanged(id) } }

    /// Where the last frame showed the app in panel `id` one to one, while it may go on showing
    /// it there: the panel rests unscaled and opaque where it belongs (not held, moving, fading or
    /// in exposé), no sheet is on it, it draws its app clipped to its own corners (not with the
    /// app's own shadow), nothing waits to be drawn and the last frame drew it as it is now.
    /// Nil otherwise: the app's pixels then go through Flotilla's frames.
    public func serverShown(panel id: PanelID) -> ServerShown? {
        let now = clock.now
        guard !isAnimating, panels.isHosted(id), panels.restsUnscaled(id, at: now), panels.sheet(on: id) == nil,
              let pose = panels.pose(of: id, at: now), let look = panels.looks[id],
              case let state = panels.manager.state(of: id),
              let app = PanelChrome.appArea(state: state, look: look, at: pose.frame),
              look.hosted?.decorations.shadow == .zero,
              let above = damage.bounds(above: .surface(.panel(id))) else { return nil }
        return ServerShown(area: app.area, radii: app.radii, covered: above.filter { $0.intersects(app.area) })
    }

    /// The panel the pointer holds (dragged or resized), if any: while it does, the pointer is
    /// Flotilla's alone, so no app's input region can matter until it lets go.
    public var heldPanel: PanelID? { panels.gesture?.heldID }

    /// Every hosted panel's placement now, back to front.
    public var hostedPlacements: [HostedPlacement] {
        let now = clock.now
        let stack = surfaces(at: now)
        // Each surface's pointer area once, not once per hosted panel under it.
        let areas = stack.map { pointerArea(of: $0, at: now) }
        // The panels a visible sheet is on, found once.
        let underSheets = Set(panels.looks.compactMap { id, look in
            look.hosted?.sheetOf.flatMap { panels.manager.state(of: id).isVisible ? $0 : nil }
        })
        var placements: [HostedPlacement] = []
        var shown = Set<PanelID>()
        for (i, surface) in stack.enumerated() {
            guard case .panel(let id) = surface, panels.isHosted(id), let pose = panels.pose(of: id, at: now) else { continue }
            // On a space that does not show, its window stays where it was, taking no input.
            guard panels.manager.isHere(id) else { continue }
            shown.insert(id)
            let decorations = panels.decorations(of: id) ?? .titleBar, shadow = decorations.shadow, k = pose.scale
            let content = TitleBarLayout.content(of: pose.shownFrame, titleBar: decorations.titleBarHeight * k)
                .outset(by: EdgeInsets(top: shadow.top * k, left: shadow.left * k, bottom: shadow.bottom * k, right: shadow.right * k))
            let settled = panels.restsUnscaled(id, at: now)
            // In exposé its window lies where the panel rests once exposé ends, taking no input: a
            // move or a resize its app asks for meanwhile is granted at once (a real ConfigureNotify).
            if !settled, panels.manager.isExposing, panels.manager.state(of: id) == .floating, let rest = panels.manager.frame(of: id) {
                let restContent = TitleBarLayout.content(of: rest, titleBar: decorations.titleBarHeight).outset(by: shadow)
                placements.append(HostedPlacement(panel: id, content: restContent, isSettled: true, inputRegion: []))
                continue
            }
            let covered = areas[(i + 1)...].compactMap { $0 }
            let own = panels.shownTarget(id, at: now).map { panels.manager.contentOutsideResizeBands(of: $0) } ?? content
            // Under a sheet it takes no input: the sheet is window-modal.
            let open = settled && !underSheets.contains(id)
            placements.append(HostedPlacement(panel: id, content: content, isSettled: settled,
                                              inputRegion: open ? own.subtracting(covered) : []))
        }
        for id in panels.looks.keys.sorted() where panels.isHosted(id) && !shown.contains(id) {
            placements.append(HostedPlacement(panel: id, content: nil, isSettled: false, inputRegion: []))
        }
        return placements
    }
}
