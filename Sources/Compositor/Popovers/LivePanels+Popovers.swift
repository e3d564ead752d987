import Chrome
import Input
import Model

/// Panels in the popover style: they start when a panel with a ``PopoverStyle`` is presented
/// attached to its source, are placed at their source every frame (so they follow a source that
/// moves, springs included), and navigate their pages with the pointer and keys.
extension LivePanels {
    /// The margin a popover keeps from the window's edges.
    static let popoverMargin = 8.0

    /// How far a popover dragged from its source goes before it floats (its arrow retracts over
    /// that distance).
    static let detachDistance = 60.0

    /// Starts the popovers of panels now attached in the popover style (before `old` they were
    /// not, or were fading out of a popover): one that appears starts transparent at its source, one
    /// that was drawn elsewhere (floating, pinned) starts where its content was, moving as it moved.
    /// A popover keeps its pages when it floats out; they go when the panel is hidden (and has faded out).
    mutating func startPopovers(since old: PanelManager, at time: Double) {
        for t in targets where t.layer == .attached && presentation.leaving[t.id] != .attached
            && (popovers[t.id] == nil || old.state(of: t.id) != .attached) {
            if popovers[t.id] == nil, let style = looks[t.id]?.popover, let panel = manager.panels[t.id],
               let size = popovers.start(t.id, style: style, source: style.source ?? presentingButton(of: t.id), limits: panel.sizes, at: time) {
                emit(.didResize(panel: t.id, size: size))
            }
            guard let live = popovers[t.id] else { continue }
            let was = old.state(of: t.id), drawn = presentation.pose(of: t.id, at: time)
            var start = live.target
            start.opacity = drawn?.opacity ?? 0
            var velocity = SIMD8<Double>.zero
            let content = drawn.map { PanelContentSizes.contentSize(forFrame: $0.frame.size) } ?? .zero
            if presentation.leaving[t.id] == nil, was == .floating || was.isPinned, let frame = drawn?.frame,
               let placed = popoverLayout(t.id, live, pose: PopoverPose(size: content, position: start.position), at: time) {
                start.size = content
                start.offset = Point(x: frame.minX, y: frame.minY + TitleBarLayout.height) - placed.frame.origin
                start.arrow = 0
                let v = presentation.velocity(of: t.id, at: time)
                velocity = SIMD8(v[2], v[3], 0, v[0], v[1], 0, v[5], 0)
            }
            popovers.place(t.id, at: start, velocity: velocity, time: time, preference: preference)
        }
    }

    /// Whether panel `id` is drawn as a popover (shown in one, or fading out of one).
    func isPopoverStyled(_ id: PanelID) -> Bool {
        popovers[id] != nil && (manager.state(of: id) == .attached || presentation.leaving[id] == .attached)
    }

    /// Whether panel `id` is drawn as a popover just after a change from `old`, before the
    /// presentation follows it: attached now, or just closed while attached.
    func isPopoverStyled(_ id: PanelID, since old: PanelManager) -> Bool {
        popovers[id] != nil && (manager.state(of: id) == .attached || !manager.state(of: id).isVisible && old.state(of: id) == .attached)
    }

    /// Where a popover without a source of its own points: the content button of its presenter
    /// that shows it, else the window's centre.
    private func presentingButton(of id: PanelID) -> PopoverSource {
        if let parent = manager.panels[id]?.parent, let presents = looks[parent]?.presents, let i = presents.firstIndex(of: id),
           let frame = manager.frame(of: parent) {
            return .panel(parent, ActionButtonLayout.frames(count: presents.count, in: Rect(origin: .zero, size: frame.size))[i])
        }
        return .window(Rect(origin: manager.container.center, size: .zero))
    }

    /// Popover `id`'s placement at `time`: its size from its spring, at its source as drawn then,
    /// moved by a drag away from the source (its arrow retracting).
    func popoverLayout(_ id: PanelID, at time: Double) -> PopoverLayout? {
        guard isPopoverStyled(id), let live = popovers[id] else { return nil }
        return popoverLayout(id, live, pose: live.pose.value(at: time), at: time)
    }

    /// Where popover `id` (`live`) is placed at `pose`, at its source as drawn at `time`.
    private func popoverLayout(_ id: PanelID, _ live: LivePopover, pose: PopoverPose, at time: Double) -> PopoverLayout? {
        guard let source = sourceFrame(live.source, at: time) else { return nil }
        let request = PopoverRequest(source: source, contentSize: pose.size, preferredSide: live.style.side,
                                     cornerRadius: looks[id]?.appearance.cornerRadius ?? 13, margin: Self.popoverMargin)
        var layout = PopoverPlacer.layout(request, in: manager.container)
        guard pose.offset != .zero || pose.arrow < 1 else { return layout }
        layout.frame = layout.frame.offsetBy(pose.offset)
        layout.arrowBase += layout.side.isVertical ? pose.offset.dx : pose.offset.dy
        layout.arrow = PopoverArrow(width: layout.arrow.width * pose.arrow, length: layout.arrow.length * pose.arrow)
        return layout
    }

    /// Where `source` is drawn at `time`, in window coordinates.
    func sourceFrame(_ source: PopoverSource, at time: Double) -> Rect? {
        switch source {
        case .window(let r): return r
        case .panel(let id, let r):
            return pose(of: id, at: time).map { r.offsetBy(Vector(dx: $0.frame.minX, dy: $0.frame.minY)) }
        case .sheet(let id, let r):
            return sheetFrames[id].map { r.offsetBy(Vector(dx: $0.minX, dy: $0.minY)) }
        }
    }

    /// Popover `id` as a layer: its surface and arrow, its pages at the slide's position.
    func popoverLayer(_ id: PanelID, opacity: Double, at time: Double) -> LayerItem? {
        guard let live = popovers[id], let look = looks[id], let layout = popoverLayout(id, at: time) else { return nil }
        let origin = layout.frame.origin
        let arrow = SurfaceArrow(side: layout.side, base: layout.arrowBase - (layout.side.isVertical ? origin.x : origin.y),
                                 width: layout.arrow.width, length: layout.arrow.length)
        let drawing = live.drawing(look, position: live.pose.value(at: time).position)
        let r = layout.cornerRadius
        let items = PopoverChrome.items(for: drawing, at: Rect(origin: .zero, size: layout.frame.size), arrow: layout.isSheet ? nil : arrow,
                                        radii: layout.isSheet ? CornerRadii(topLeft: r, topRight: r, bottomRight: 0, bottomLeft: 0) : CornerRadii(all: r))
        let moving = live.pose.isMoving
        var layer = LayerItem.placed(id: .surface(.panel(id)), at: layout.frame, isMoving: moving, content: LayerContent(items))
        layer.opacity = opacity * live.pose.opacity(at: time)
        return layer
    }

    /// Where panel `id`'s pages are laid out at `now`: a popover's body, or a floated-out panel's
    /// content area under its title bar.
    func pagesFrame(of id: PanelID, now: Double) -> Rect? {
        if let layout = popoverLayout(id, at: now) { return layout.frame }
        guard popovers[id] != nil, let frame = pose(of: id, at: now)?.frame else { return nil }
        return Rect(x: frame.minX, y: frame.minY + TitleBarLayout.height, width: frame.width,
                    height: max(0, frame.height - TitleBarLayout.height))
    }

    /// The page button (or back button, index nil) of panel `id`'s top page under `p`.
    func pageButton(of id: PanelID, at p: Point, now: Double) -> (page: String, index: Int?)? {
        guard let live = popovers[id], let frame = pagesFrame(of: id, now: now) else { return nil }
        let top = live.pages.top
        let parts = PageLayout.parts(of: top, toggled: live.pages.isToggled(top.id), isRoot: live.pages.stack.count == 1, in: frame,
                                     contentHeight: live.contentHeight(of: top.id), scroll: live.scroll[top.id] ?? 0)
        if parts.backButton?.contains(p) == true { return (top.id, nil) }
        return parts.buttons.firstIndex(where: { $0.contains(p) && parts.content.contains(p) }).map { (top.id, $0) }
    }

    /// Whether `p` is on the part of popover `id` that drags it: its top page's navigation bar, or
    /// the grabber strip of a page without one.
    func isOnPopoverHandle(_ id: PanelID, at p: Point, now: Double) -> Bool {
        guard let live = popovers[id], let layout = popoverLayout(id, at: now), !layout.isSheet else { return false }
        let frame = layout.frame
        let height = live.pages.top.showsNavigationBar ? PageLayout.navigationBarHeight : PageLayout.grabberHeight
        return Rect(x: frame.minX, y: frame.minY, width: frame.width, height: height).contains(p)
    }

    /// Popover `id` dragged so that its origin is at `origin`: it leaves its source, its arrow
    /// retracting over ``detachDistance``.
    mutating func dragPopover(_ id: PanelID, to origin: Point, at time: Double) {
        guard let live = popovers[id], let placed = popoverLayout(id, at: time) else { return }
        var pose = live.pose.value(at: time)
        let attached = Point(x: placed.frame.minX - pose.offset.dx, y: placed.frame.minY - pose.offset.dy)
        pose.offset = origin - attached
        pose.arrow = max(0, 1 - pose.offset.length / Self.detachDistance)
        popovers.hold(id, at: pose, time: time)
    }

    /// The pointer let go of a dragged popover: far enough from its source it floats where it is
    /// (its title bar above its pages), else it springs back to its source.
    /// The floating frame whose content is where a popover drawn at `frame` shows its content:
    /// the title bar above it.
    static func floatingFrame(ofPopover frame: Rect) -> Rect {
        Rect(origin: Point(x: frame.minX, y: frame.minY - TitleBarLayout.height), size: PanelContentSizes.frameSize(forContent: frame.size))
    }

    mutating func dropPopover(_ id: PanelID, at time: Double) {
        guard let live = popovers[id], let frame = popoverLayout(id, at: time)?.frame else { return }
        guard live.pose.value(at: time).offset.length >= Self.detachDistance else {
            popovers.retarget(id, at: time, preference: preference)
            return
        }
        let floating = Self.floatingFrame(ofPopover: frame)
        change(at: time) { $0.present(id, from: $0.panels[id]?.parent, floatingAt: floating) }
        revision = chrome.newRevision()
    }

    /// Presses button `index` of popover `id`'s top page `page` (nil: its back button): push, pop,
    /// toggle or dismiss, the size and slide springing together.
    mutating func pressPageButton(_ id: PanelID, page: String, index: Int?, at time: Double) {
        guard let live = popovers[id], live.pages.top.id == page else { return }
        let action = index.map { live.pages.top.buttons[$0].action } ?? .pop
        switch action {
        case .dismiss:
            change(at: time) { $0.close(id) }
        case .push(let next):
            navigate(id, at: time) { $0.push(next) }
        case .pop:
            navigate(id, at: time) { $0.pop() }
        case .toggle:
            navigate(id, at: time) { $0.toggle(page) }
        }
    }

    /// Applies `step` to popover `id`'s pages; when it changed them, springs to the new target and
    /// reports the push or pop and the new size.
    mutating func navigate(_ id: PanelID, at time: Double, _ step: (inout PageStack) -> Bool) {
        guard let changed = popovers.navigate(id, at: time, preference: preference, step) else { return }
        events += changed
        revision = chrome.newRevision()
    }

    /// The front-most popover in the popover style, if any: it takes the keys first.
    var frontPopover: PanelID? { targets.last(where: { $0.layer == .attached && isPopoverStyled($0.id) })?.id }

    /// Keys for the front popover: Escape pops, then dismisses; Tab and Shift+Tab cycle the top
    /// page's buttons; Return (Enter) presses the one Tab chose. Returns whether the key was taken.
    mutating func popoverKey(_ press: KeyPress, at time: Double) -> Bool {
        guard let id = frontPopover, let live = popovers[id], press.modifiers.isSubset(of: .shift) else { return false }
        switch press.key {
        case .escape:
            if live.pages.stack.count > 1 { navigate(id, at: time) { $0.pop() } } else { change(at: time) { $0.close(id) } }
        case .tab:
            guard popovers.focusNextButton(of: id, backwards: press.modifiers.contains(.shift)) else { return false }
            revision = chrome.newRevision()
        case .enter:
            guard let i = live.focusedButton else { return false }
            pressPageButton(id, page: live.pages.top.id, index: i, at: time)
        default:
            return false
        }
        return true
    }

    /// The wheel over panel `id`'s page, where its content is taller than the page, scrolls it
    /// (40 pt a notch).
    mutating func wheelPages(_ id: PanelID, _ delta: Vector, at p: Point, now: Double) {
        guard let frame = pagesFrame(of: id, now: now), frame.contains(p),
              popovers.scroll(id, by: delta.dy * InputEvent.wheelStep, frameHeight: frame.height) else { return }
        revision = chrome.newRevision()
    }

    /// Shows saved page stacks at once (unknown panels or pages are left as they are).
    mutating func restore(pageStacks saved: [PanelID: (stack: [String], toggled: Set<String>)], at time: Double) {
        popovers.restore(pageStacks: saved, at: time)
        revision = chrome.newRevision()
    }

}

extension Compositor {
    /// The page on top of popover `id`'s stack (nil: not a popover in the popover style).
    public func popoverTopPage(of id: PanelID) -> PopoverPage? { panels.popovers[id]?.pages.top }
}
