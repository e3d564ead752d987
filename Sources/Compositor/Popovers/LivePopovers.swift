import Model
import Spring

/// The panels a window shows in the popover style, by panel: each one's pages, sizes and spring
/// (``LivePopover``), and what changes them alone — navigating, scrolling a page, focusing its
/// buttons. Where a popover sits and what the pointer does to it depend on where panels and sheets
/// are drawn: those are the managed panels' (LivePanels+Popovers.swift).
struct LivePopovers {
    private var byPanel: [PanelID: LivePopover] = [:]
    /// The feel of their springs (the settings' `motion.springs`).
    var springs = SpringPreset.standard
    /// Measures popover pages' text.
    let measurer: any TextMeasuring

    init(measurer: any TextMeasuring) { self.measurer = measurer }

    /// Panel `id`'s popover, if it is in the popover style.
    subscript(id: PanelID) -> LivePopover? { byPanel[id] }

    /// The panels with a popover, by id.
    var ids: [PanelID] { byPanel.keys.sorted() }

    /// Whether a spring moves, or has come to rest without reporting it yet.
    var isAnimating: Bool { byPanel.values.contains { $0.pose.isMoving || $0.settlesAt != nil } }

    /// Starts panel `id`'s popover at rest on `style`'s root page, its pages measured and clamped to
    /// `limits`; returns the size it shows at (nil: the style has no root page to show).
    mutating func start(_ id: PanelID, style: PopoverStyle, source: PopoverSource, limits: PanelContentSizes, at time: Double) -> Size? {
        guard let live = LivePopover(style: style, source: source, limits: limits, measurer: measurer, at: time) else { return nil }
        byPanel[id] = live
        return live.target.size
    }

    /// Keeps only the popovers of the panels `keep` says yes to.
    mutating func keep(where keep: (PanelID) -> Bool) {
        byPanel = byPanel.filter { keep($0.key) }
    }

    /// Ends panel `id`'s popover (its pages go).
    mutating func end(_ id: PanelID) { byPanel[id] = nil }

    /// Holds popover `id` at `pose` (the pointer drags it), at the opacity it was heading for.
    mutating func hold(_ id: PanelID, at pose: PopoverPose, time: Double) {
        guard var live = byPanel[id] else { return }
        var held = pose
        held.opacity = live.target.opacity
        live.pose.hold(held, at: time)
        byPanel[id] = live
    }

    /// Starts popover `id`'s spring at `start`, moving at `velocity`, towards its target.
    mutating func place(_ id: PanelID, at start: PopoverPose, velocity: SIMD8<Double>, time: Double, preference: MotionPreference) {
        byPanel[id]?.place(at: start, velocity: velocity, time: time, preference: preference, springs: springs)
    }

    /// Fades popover `id` to `opacity` (shown, closed, exposé); its coming to rest is reported.
    mutating func fade(_ id: PanelID, to opacity: Double, at time: Double, preference: MotionPreference) {
        byPanel[id]?.fade(to: opacity, at: time, preference: preference, springs: springs)
    }

    /// Panel `id` left its popover (floated out, or shown as a compact sheet): its spring slides its
    /// pages only.
    mutating func release(_ id: PanelID, at time: Double) { byPanel[id]?.release(at: time) }

    /// Every popover at rest at its target at `time`, nothing to report.
    mutating func rest(at time: Double) {
        for id in ids { byPanel[id]?.rest(at: time) }
    }

    /// Springs popover `id` back to its target (dropped near its source).
    mutating func retarget(_ id: PanelID, at time: Double, preference: MotionPreference) {
        byPanel[id]?.retarget(at: time, preference: preference, springs: springs)
    }

    /// Applies `step` to popover `id`'s pages; when it changed them, springs to the new target.
    /// Returns the push or pop and the new size it reports (none when nothing changed).
    mutating func navigate(_ id: PanelID, at time: Double, preference: MotionPreference,
                           _ step: (inout PageStack) -> Bool) -> [PanelEvent]? {
        guard var live = byPanel[id] else { return nil }
        let before = live.pages.top.id, oldSize = live.target.size
        guard step(&live.pages) else { return nil }
        let after = live.pages.top.id
        var events: [PanelEvent] = []
        if live.pages.stack.count > 1, live.pages.stack.dropLast().last == before, before != after {
            events.append(.didPush(panel: id, from: before, to: after))
        } else if before != after {
            events.append(.didPop(panel: id, from: before, to: after))
        }
        if live.focusedButton != nil, before != after { live.focusedButton = nil }
        live.retarget(at: time, preference: preference, springs: springs)
        if live.target.size != oldSize { events.append(.didResize(panel: id, size: live.target.size)) }
        byPanel[id] = live
        return events
    }

    /// Moves the focus of popover `id`'s top page to its next button (backwards: its previous);
    /// false when the page has none.
    mutating func focusNextButton(of id: PanelID, backwards: Bool) -> Bool {
        guard var live = byPanel[id] else { return false }
        let count = live.pages.top.buttons.count
        guard count > 0 else { return false }
        let step = backwards ? count - 1 : 1
        live.focusedButton = live.focusedButton.map { ($0 + step) % count } ?? (step == 1 ? 0 : count - 1)
        byPanel[id] = live
        return true
    }

    /// Scrolls popover `id`'s top page by `dy` within a page `frameHeight` high; false when its
    /// content fits (nothing scrolls).
    mutating func scroll(_ id: PanelID, by dy: Double, frameHeight: Double) -> Bool {
        guard var live = byPanel[id] else { return false }
        let top = live.pages.top.id
        let most = PageLayout.maximumScroll(frameHeight: frameHeight, contentHeight: live.contentHeight(of: top))
        guard most > 0 else { return false }
        live.scroll[top] = min(most, max(0, (live.scroll[top] ?? 0) + dy))
        byPanel[id] = live
        return true
    }

    /// Each popover's page stack (bottom to top) and toggled pages, as a session keeps them.
    var pageStacks: [PanelID: (stack: [String], toggled: Set<String>)] {
        byPanel.mapValues { ($0.pages.stack, $0.pages.toggledPages) }
    }

    /// Shows saved page stacks at once (unknown panels or pages are left as they are).
    mutating func restore(pageStacks saved: [PanelID: (stack: [String], toggled: Set<String>)], at time: Double) {
        for (id, entry) in saved {
            guard var live = byPanel[id], live.pages.restore(stack: entry.stack, toggled: entry.toggled) else { continue }
            live.pose.hold(live.target, at: time)
            byPanel[id] = live
        }
    }

    /// Ends finished popover springs (popped pages are gone). Returns whether one ended, and the
    /// popovers whose fade is done (``LivePopover/settlesAt``), by id.
    mutating func update(at time: Double) -> (ended: Bool, settled: [PanelID]) {
        var ended = false, settled: [PanelID] = []
        for id in ids {
            guard var live = byPanel[id] else { continue }
            if live.pose.update(at: time) {
                live.pages.settle()
                ended = true
            }
            if let due = live.settlesAt, time >= due || !live.pose.isMoving {
                live.settlesAt = nil
                settled.append(id)
            }
            byPanel[id] = live
        }
        return (ended, settled)
    }
}
