import Model
import Spring

/// The live state of a window's managed panels: a ``PanelManager`` fed with the pointer and keys,
/// and springs that carry every panel, the main content area, the pin preview and exposé's dim to
/// where the manager says they belong.
///
/// Every change goes through ``change(at:dragged:motion:_:)``: the manager mutates, then the
/// springs whose targets moved are retargeted from where they are (continuous in position and
/// velocity; ``SpringParameters/thrown`` with the release velocity after a fling,
/// ``SpringParameters/transition`` for everything else), panels that appear or close fade in or
/// out, and what changed is reported as events.
struct FloatingWindows {
    /// A spring start the caller chooses for one panel (a fling, a pin on release).
    struct Motion {
        var id: String
        var velocity: Vector
        var parameters: SpringParameters
    }

    /// The pin preview on screen: the pin it shows (nil while it fades out) and where it is drawn.
    struct Preview {
        var panel: String
        var pin: PinPreview?
        var pose: SpringValue<PreviewPose>
    }

    private(set) var manager: PanelManager {
        didSet {
            refreshTargets()
            revision = chrome.newRevision()
        }
    }
    /// Names the drawn state of the manager and the popovers: a new number after every change.
    var revision = 0
    /// Panels in the popover style, by id.
    var popovers: [String: LivePopover] = [:]
    /// Measures popover pages' text.
    let measurer: any TextMeasuring
    /// Where each sheet is now (popovers may point at regions of sheets); the compositor sets it.
    var sheetFrames: [String: Rect] = [:]
    /// The manager's targets, worked out again only when the manager changes (every frame, every
    /// hit test and the cursor read them).
    private(set) var targets: [PanelTarget] = []
    /// Where each panel is in ``targets``.
    private var targetIndex: [String: Int] = [:]
    let looks: [String: PanelLook]
    let mainContent: MainContent?
    var gesture: FloatingGesture?
    var poses: [String: SpringValue<PanelPose>] = [:]
    /// Closed panels still fading out, with the state they were drawn in.
    private(set) var leaving: [String: PanelState] = [:]
    private(set) var main: SpringValue<Rect>
    var preview: Preview?
    /// Exposé's dim, 0…1.
    private(set) var dim: SpringValue<Level>
    /// The dim behind a compact window's sheet, 0…1.
    private(set) var sheetDim: SpringValue<Level>
    /// The scene's reserved areas, sliding in and out.
    var reserved: [LiveReservedArea]
    /// Events not yet handed to the compositor.
    var events: [PanelEvent] = []
    /// Springs, or cross-fades in their stead.
    var preference: MotionPreference
    /// Each panel's last chrome, reused while it only moves.
    let chrome = ChromeMemo()

    /// The scene's panels installed in a window of `size`, at rest; panels the scene throws start
    /// moving at `time`. A compact window installs them at the scene's own size first, so widening
    /// it shows the layout the scene declares.
    init(scene: Scene, size: Size, time: Double, measurer: any TextMeasuring, preference: MotionPreference = .full) {
        self.measurer = measurer
        self.preference = preference
        let compact = size.width < scene.floating.compactWidth
        manager = PanelManager(container: Rect(origin: .zero, size: compact ? scene.size : size), rules: scene.floating.pinning,
                               compactWidth: scene.floating.compactWidth)
        let specs = scene.managedPanels
        manager.install(specs)
        reserved = scene.floating.reserved.map { LiveReservedArea($0, at: time) }
        manager.setReservedAreas(reserved.shownAreas)
        if compact { manager.setContainer(Rect(origin: .zero, size: size)) }
        targets = manager.targets
        targetIndex = Self.index(targets)
        revision = chrome.newRevision()
        looks = Dictionary(specs.map { ($0.id, $0.look) }, uniquingKeysWith: { first, _ in first })
        mainContent = scene.floating.mainContent
        main = SpringValue(manager.mainContent, at: time)
        dim = SpringValue(Level(0), at: time)
        sheetDim = SpringValue(Level(manager.frontSheet == nil ? 0 : 1), at: time)
        for target in targets { poses[target.id] = SpringValue(PanelPose(target), at: time) }
        syncPopovers(at: time)
        for s in specs where s.velocity != .zero {
            guard let f = manager.frame(of: s.id) else { continue }
            change(at: time, motion: Motion(id: s.id, velocity: s.velocity, parameters: .thrown)) {
                $0.throwFloating(s.id, from: f, velocity: s.velocity)
            }
        }
    }

    /// Whether a spring still moves (or has not yet reported coming to rest).
    var isAnimating: Bool {
        poses.values.contains(where: \.isMoving) || main.isMoving || dim.isMoving || sheetDim.isMoving || preview?.pose.isMoving == true
            || popovers.values.contains(where: \.pose.isMoving) || reserved.contains(where: \.progress.isMoving)
    }

    /// Panel ids in drawing order: the manager's targets, then panels fading out.
    var drawOrder: [String] { leaving.isEmpty ? targets.map(\.id) : targets.map(\.id) + leaving.keys.sorted() }

    /// Where panel `id` is drawn at `time`: held by the pointer, or carried by its spring. A floating
    /// panel's title bar stays reachable even while a thrown spring overshoots (the presented value
    /// is clamped, not the spring).
    func pose(of id: String, at time: Double) -> PanelPose? {
        if let held = gesture?.heldID, held == id, let f = gesture?.heldFrame { return PanelPose(frame: shown(held: f)) }
        guard let spring = poses[id] else { return nil }
        var pose = spring.value(at: time)
        if let layout = popoverLayout(id, at: time) { return PanelPose(frame: layout.frame, opacity: pose.opacity) }
        if leaving[id] == nil, manager.state(of: id) == .floating {
            pose.frame.origin = manager.reachability.clamped(pose.frame.origin, size: pose.frame.size)
        }
        return pose
    }

    /// Where a panel held at `frame` is drawn: with reduced motion, not rubber-banded past where
    /// its title bar stays reachable (the pointer's gesture, and so its end, is the same).
    func shown(held frame: Rect) -> Rect {
        guard preference == .reduced else { return frame }
        return Rect(origin: manager.reachability.clamped(frame.origin, size: frame.size), size: frame.size)
    }

    private mutating func refreshTargets() {
        targets = manager.targets
        targetIndex = Self.index(targets)
    }

    private static func index(_ targets: [PanelTarget]) -> [String: Int] {
        Dictionary(targets.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }

    /// Where visible panel `id` belongs (nil: hidden, or fading out).
    func target(_ id: String) -> PanelTarget? { targetIndex[id].map { targets[$0] } }

    /// Visible panel `id`'s target at the frame it is drawn at `time` (for hit testing).
    func shownTarget(_ id: String, at time: Double) -> PanelTarget? {
        guard var shown = target(id) else { return nil }
        if let p = pose(of: id, at: time) { shown.frame = p.shownFrame }
        return shown
    }

    /// The main content area's frame at `time`.
    func mainFrame(at time: Double) -> Rect { main.value(at: time) }

    /// Applies `body` to the manager at `time`, then animates and reports what changed. `dragged` is
    /// the panel the pointer drags (its unpinning is `did-unpin`, not `did-float`); `motion` starts
    /// one panel's spring with a velocity and parameters of the caller's.
    @discardableResult
    mutating func change<R>(at time: Double, dragged: String? = nil, motion: Motion? = nil,
                            _ body: (inout PanelManager) -> R) -> R {
        let old = manager
        let popped = popovers.keys.compactMap { id in popoverLayout(id, at: time).map { (id, $0.frame) } }
        let result = body(&manager)
        // A popover floated (dragged away, its float button, a present) starts from where its
        // popover was drawn, its content in place and the title bar above.
        for (id, frame) in popped where manager.state(of: id) == .floating {
            guard let opacity = poses[id]?.value(at: time).opacity else { continue }
            poses[id]?.hold(PanelPose(frame: Self.floatingFrame(ofPopover: frame), opacity: opacity), at: time)
        }
        report(since: old, dragged: dragged)
        animate(since: old, at: time, motion: motion)
        syncPopovers(at: time)
        return result
    }

    /// Restores a saved layout at `time` with no motion (every spring at rest where the manager
    /// now puts its panel); returns the ids the layout named that this window does not have.
    mutating func restore(_ layout: PanelLayoutState, at time: Double) -> [String] {
        let skipped = change(at: time) { $0.restore(layout) }
        leaving = [:]
        poses = Dictionary(uniqueKeysWithValues: targets.map { ($0.id, SpringValue(PanelPose($0), at: time)) })
        main = SpringValue(manager.mainContent, at: time)
        sheetDim = SpringValue(Level(manager.frontSheet == nil ? 0 : 1), at: time)
        popovers = popovers.filter { manager.state(of: $0.key).isVisible }
        return skipped
    }

    /// Per frame: ends finished springs (a panel that came to rest reports `did-settle`; one that
    /// faded out is gone).
    mutating func update(at time: Double) {
        for id in drawOrder where poses[id]?.update(at: time) == true {
            if leaving[id] != nil {
                poses[id] = nil
                leaving[id] = nil
                chrome.forget(id)
                popovers[id] = nil
            } else if let target = poses[id]?.target {
                emit(.didSettle(panel: id, frame: target.shownFrame))
            }
        }
        updatePopovers(at: time)
        _ = main.update(at: time)
        _ = dim.update(at: time)
        _ = sheetDim.update(at: time)
        for i in reserved.indices { _ = reserved[i].update(at: time) }
        if preview?.pose.update(at: time) == true, preview?.pin == nil { preview = nil }
    }

    mutating func emit(_ event: PanelEvent) { events.append(event) }

    /// The events since the last call.
    mutating func takeEvents() -> [PanelEvent] {
        defer { events = [] }
        return events
    }

    /// The events for what changed between `old` and the manager now.
    private mutating func report(since old: PanelManager, dragged: String?) {
        if manager.isCompact != old.isCompact { emit(manager.isCompact ? .didEnterCompact : .didLeaveCompact) }
        for id in manager.order {
            let was = old.state(of: id), now = manager.state(of: id)
            switch (was, now) {
            case _ where was == now: break
            case (.hidden, _): emit(.didPresent(panel: id, state: now, page: now == .popover ? looks[id]?.popover?.root : nil))
            case (_, .hidden): emit(.didClose(panel: id))
            case (_, .pinned(let side, let index)) where !was.isPinned: emit(.didPin(panel: id, side: side, index: index))
            case (.pinned, .floating) where id == dragged: emit(.didUnpin(panel: id))
            case (.pinned, .floating), (.popover, .floating): emit(.didFloat(panel: id))
            default: break  // a pinned panel changed slot
            }
        }
        if manager.focusedID != old.focusedID, let id = manager.focusedID { emit(.didFocus(panel: id)) }
        if manager.isExposing != old.isExposing { emit(manager.isExposing ? .didEnterExpose : .didExitExpose) }
    }

    /// Retargets the springs whose targets moved; new panels fade in, closed ones fade out; a sheet
    /// rises from below the window and sinks back (``SpringParameters/presentation``).
    private mutating func animate(since old: PanelManager, at time: Double, motion: Motion?) {
        let held = gesture?.heldID
        var visible = Set<String>()
        for target in targets {
            visible.insert(target.id)
            let goal = PanelPose(target)
            if var pose = poses[target.id], leaving[target.id] == nil {
                // The panel a motion starts always reports coming to rest, even where it already is.
                guard target.id != held, pose.target != goal || motion?.id == target.id else { continue }
                if let m = motion, m.id == target.id {
                    pose.animate(to: goal, at: time, velocity: PanelPose.lanes(moving: m.velocity),
                                 parameters: m.parameters, preference: preference)
                } else {
                    pose.animate(to: goal, at: time, preference: preference)
                }
                poses[target.id] = pose
            } else if target.layer == .sheet {
                var pose = leaving[target.id] == .sheet ? poses[target.id]! : SpringValue(belowWindow(goal), at: time)
                pose.animate(to: goal, at: time, parameters: .presentation, preference: preference)
                poses[target.id] = pose
                leaving[target.id] = nil
            } else {
                var hidden = PanelPose(target)
                hidden.opacity = 0
                var pose = poses[target.id] ?? SpringValue(hidden, at: time)
                pose.animate(to: goal, at: time, preference: preference)
                poses[target.id] = pose
                leaving[target.id] = nil
            }
        }
        for id in poses.keys.sorted() where !visible.contains(id) && leaving[id] == nil {
            leaving[id] = old.state(of: id)
            var goal = poses[id]!.target
            if leaving[id] == .sheet {
                let below = belowWindow(goal)
                poses[id]?.animate(to: below, at: time, parameters: .presentation, preference: preference)
            } else {
                goal.opacity = 0
                poses[id]?.animate(to: goal, at: time, preference: preference)
            }
        }
        if mainContent != nil, main.target != manager.mainContent { main.animate(to: manager.mainContent, at: time, preference: preference) }
        let exposing = Level(manager.isExposing ? 1 : 0)
        if dim.target != exposing { dim.animate(to: exposing, at: time, preference: preference) }
        let sheetShows = Level(manager.frontSheet == nil ? 0 : 1)
        if sheetDim.target != sheetShows { sheetDim.animate(to: sheetShows, at: time, parameters: .presentation, preference: preference) }
    }

    /// `pose` moved down to just below the window: where a sheet rises from and sinks to.
    private func belowWindow(_ pose: PanelPose) -> PanelPose {
        var below = pose
        below.frame.origin.y = manager.container.maxY
        return below
    }
}
