import Chrome
import Input
import Model

/// Panels in the popover style: they start when a panel with a ``PopoverStyle`` is presented in a
/// popover, are placed at their source every frame (so they follow a source that moves, springs
/// included), and navigate their pages with the pointer and keys.
extension FloatingWindows {
    /// The margin a popover keeps from the window's edges.
    static let popoverMargin = 8.0

    /// Starts popovers for panels now shown in the popover style, ends those of panels that left it
    /// (a closed one keeps its popover while it fades out).
    mutating func syncPopovers(at time: Double) {
        for t in targets where t.layer == .popover && popovers[t.id] == nil {
            guard let style = looks[t.id]?.popover, let panel = manager.panels[t.id],
                  let live = LivePopover(style: style, source: style.source ?? presentingButton(of: t.id), limits: panel.sizes,
                                         measurer: measurer, at: time) else { continue }
            popovers[t.id] = live
            emit(.didResize(panel: t.id, size: live.target.size))
        }
        for id in popovers.keys.sorted() where manager.state(of: id) != .popover && leaving[id] == nil {
            popovers[id] = nil
        }
    }

    /// Where a popover without a source of its own points: the content button of its presenter
    /// that shows it, else the window's centre.
    private func presentingButton(of id: String) -> PopoverSource {
        if let parent = manager.panels[id]?.parent, let presents = looks[parent]?.presents, let i = presents.firstIndex(of: id),
           let frame = manager.frame(of: parent) {
            return .panel(parent, ActionButtonLayout.frames(count: presents.count, in: Rect(origin: .zero, size: frame.size))[i])
        }
        return .window(Rect(origin: manager.container.center, size: .zero))
    }

    /// Popover `id`'s placement at `time`: its size from its spring, at its source as drawn then.
    func popoverLayout(_ id: String, at time: Double) -> PopoverLayout? {
        guard let live = popovers[id], let source = sourceFrame(live.source, at: time) else { return nil }
        let request = PopoverRequest(source: source, contentSize: live.pose.value(at: time).size, preferredSide: live.style.side,
                                     cornerRadius: looks[id]?.appearance.cornerRadius ?? 13, margin: Self.popoverMargin)
        return PopoverPlacer.place(request, in: manager.container)
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
    func popoverLayer(_ id: String, opacity: Double, at time: Double) -> LayerItem? {
        guard let live = popovers[id], let look = looks[id], let layout = popoverLayout(id, at: time) else { return nil }
        let origin = layout.frame.origin
        let arrow = SurfaceArrow(side: layout.side, base: layout.arrowBase - (layout.side.isVertical ? origin.x : origin.y),
                                 width: layout.arrow.width, length: layout.arrow.length)
        let drawing = PopoverChrome.Drawing(look: look, pages: live.pages, position: live.pose.value(at: time).position,
                                            focusedButton: live.focusedButton)
        let items = PopoverChrome.items(for: drawing, at: Rect(origin: .zero, size: layout.frame.size), arrow: arrow)
        let moving = live.pose.isMoving || poses[id]?.isMoving == true
        var layer = LayerItem.placed(id: "panel:" + id, at: layout.frame, isMoving: moving, content: LayerContent(items))
        layer.opacity = opacity
        return layer
    }

    /// The page button (or back button, index nil) of popover `id` under `p`, on its top page.
    func pageButton(of id: String, at p: Point, now: Double) -> (page: String, index: Int?)? {
        guard let live = popovers[id], let frame = popoverLayout(id, at: now)?.frame else { return nil }
        let top = live.pages.top
        let parts = PageLayout.parts(of: top, toggled: live.pages.isToggled(top.id), isRoot: live.pages.stack.count == 1, in: frame)
        if parts.backButton?.contains(p) == true { return (top.id, nil) }
        return parts.buttons.firstIndex(where: { $0.contains(p) }).map { (top.id, $0) }
    }

    /// Presses button `index` of popover `id`'s top page `page` (nil: its back button): push, pop,
    /// toggle or dismiss, the size and slide springing together.
    mutating func pressPageButton(_ id: String, page: String, index: Int?, at time: Double) {
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
    mutating func navigate(_ id: String, at time: Double, _ step: (inout PageStack) -> Bool) {
        guard var live = popovers[id] else { return }
        let before = live.pages.top.id, oldSize = live.target.size
        guard step(&live.pages) else { return }
        let after = live.pages.top.id
        if live.pages.stack.count > 1, live.pages.stack.dropLast().last == before, before != after {
            emit(.didPush(panel: id, from: before, to: after))
        } else if before != after {
            emit(.didPop(panel: id, from: before, to: after))
        }
        if live.focusedButton != nil, before != after { live.focusedButton = nil }
        live.retarget(at: time)
        if live.target.size != oldSize { emit(.didResize(panel: id, size: live.target.size)) }
        popovers[id] = live
        revision = chrome.newRevision()
    }

    /// The front-most popover in the popover style, if any: it takes the keys first.
    var frontPopover: String? { targets.last(where: { $0.layer == .popover && popovers[$0.id] != nil })?.id }

    /// Keys for the front popover: Escape pops, then dismisses; Tab and Shift+Tab cycle the top
    /// page's buttons; Return (Enter) presses the one Tab chose. Returns whether the key was taken.
    mutating func popoverKey(_ press: KeyPress, at time: Double) -> Bool {
        guard let id = frontPopover, var live = popovers[id], press.modifiers.isSubset(of: .shift) else { return false }
        let count = live.pages.top.buttons.count
        switch press.key {
        case .escape:
            if live.pages.stack.count > 1 { navigate(id, at: time) { $0.pop() } } else { change(at: time) { $0.close(id) } }
        case .tab where count > 0:
            let step = press.modifiers.contains(.shift) ? count - 1 : 1
            live.focusedButton = live.focusedButton.map { ($0 + step) % count } ?? (step == 1 ? 0 : count - 1)
            popovers[id] = live
            revision = chrome.newRevision()
        case .enter:
            guard let i = live.focusedButton else { return false }
            pressPageButton(id, page: live.pages.top.id, index: i, at: time)
        default:
            return false
        }
        return true
    }

    /// Ends finished popover springs: popped pages are gone.
    mutating func updatePopovers(at time: Double) {
        for id in popovers.keys.sorted() where popovers[id]?.pose.update(at: time) == true {
            popovers[id]?.pages.settle()
            revision = chrome.newRevision()
        }
    }
}

extension Compositor {
    /// The page on top of popover `id`'s stack (nil: not a popover in the popover style).
    public func popoverTopPage(of id: String) -> PopoverPage? { floating.popovers[id]?.pages.top }
}
