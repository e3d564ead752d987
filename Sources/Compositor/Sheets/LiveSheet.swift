import Input
import Chrome
import Model
import Spring

/// One sheet's live state: its state, motion and list offsets, and the gestures that change them.
/// Every change reports its events into the `events` it is given.
struct LiveSheet {
    let spec: SheetSpec
    private(set) var state: SheetState
    private(set) var motion: SheetMotion
    /// One per list of the content (see LiveSheet+Lists.swift).
    var lists: [ListScroll]
    private(set) var size: Size
    private(set) var anchors: ResolvedAnchors
    private var lastExtent: Double?
    /// Springs, or cross-fades in their stead.
    private(set) var preference: MotionPreference

    /// The sheet in its initial state, or rising to it from hidden when the scene presents it.
    init(spec: SheetSpec, size: Size, time: Double, preference: MotionPreference = .full) {
        self.spec = spec
        self.size = size
        self.preference = preference
        anchors = spec.anchors(in: size)
        state = spec.layout.layout(for: size).initialState
        lists = spec.content.lists.map { _ in ListScroll(preference: preference) }
        let target = anchors.extent(of: state) ?? 0
        motion = .resting(target)
        if spec.presentsFromHidden {
            motion = .attracting(.moving(from: anchors.hiddenExtent, to: target, at: time, parameters: .presentation, preference: preference),
                                 release: .state(state))
        }
        lastExtent = motion.extent(at: time)
    }

    /// Springs or cross-fades from now on, for the sheet and its lists.
    mutating func setPreference(_ preference: MotionPreference) {
        self.preference = preference
        for i in lists.indices { lists[i].preference = preference }
    }

    var id: SheetID { spec.id }
    var targeting: SheetTargeting { SheetTargeting(anchors: anchors, behavior: spec.behavior, length: spec.edge.length(of: size)) }
    var geometry: SheetGeometry { spec.geometry(in: size, mostExpandedExtent: anchors.mostExpanded?.extent ?? 0) }
    /// The bottom bar's morph into the sheet; nil without a bar.
    var barMorph: SheetBarMorph? { spec.barMorph(anchors) }
    /// Whether the sheet shows: open, or closed into its bottom bar.
    var isShown: Bool { state != .hidden || spec.bottomBar != nil }
    var isAnimating: Bool {
        if case .attracting = motion { return true }
        return lists.contains(where: \.isAnimating)
    }

    /// Where the free edge is drawn at `time`: with reduced motion, never rubber-banded past the
    /// extreme states while dragged (the drag still follows the pointer, and its release is the
    /// same; only the overshoot is not drawn).
    func extent(at time: Double) -> Double {
        let e = motion.extent(at: time)
        guard preference == .reduced, case .dragging = motion else { return e }
        return targeting.withoutRubberBand(e)
    }

    func frame(at time: Double) -> Rect { geometry.frame(extent: extent(at: time)) }

    /// The backdrop's dim at `time`: a cross-fade dims straight from where it starts to where it ends.
    func backdropAlpha(at time: Double) -> Double {
        guard case .attracting(let s, _) = motion, let fade = s.fade else { return anchors.backdropAlpha(at: extent(at: time)) }
        return fade.level(from: anchors.backdropAlpha(at: fade.from[0]), to: anchors.backdropAlpha(at: fade.to[0]), at: time)
    }
    /// Whether a press outside the sheet is the sheet's (a modal sheet dimming the backdrop).
    func capturesPresses(at time: Double) -> Bool { spec.isModal && isShown && backdropAlpha(at: time) > 0 }

    /// The dim layer and the sheet, back to front.
    func items(at time: Double) -> [DisplayItem] {
        let alpha = backdropAlpha(at: time)
        let dim: [DisplayItem] = alpha > 0 ? [.fill(Rect(origin: .zero, size: size), Color.black.withAlpha(multipliedBy: alpha))] : []
        let moving: Bool
        if case .resting = motion { moving = false } else { moving = true }
        // In motion the sheet is drawn at whole points, its surface, content and fades alike.
        let e = moving ? extent(at: time).rounded() : extent(at: time)
        let sheet = SheetChrome.items(for: spec, geometry: geometry, frame: geometry.frame(extent: e), scrollOffsets: scrollOffsets(at: time),
                                      barProgress: barMorph?.progress(atExtent: e) ?? 1,
                                      motion: SheetChrome.Motion(isMoving: moving, scrolling: lists.map(\.isMoving)))
        return dim + SheetChrome.faded(.sheetFade(id), sheet, opacity(at: time))
    }

    /// How opaque the sheet is drawn at `time`: 1, but for a cross-fade (reduced motion).
    private func opacity(at time: Double) -> Double {
        if case .attracting(let s, _) = motion { return s.opacity(at: time) }
        return 1
    }

    // MARK: Dragging

    /// `time` is the input's own timestamp (for the release velocity); `now` the compositor's clock.
    mutating func beginDrag(at p: Point, time: Double, now: Double, events: inout [SheetEvent]) {
        let e = extent(at: now)
        let frame = geometry.frame(extent: e)
        let list = grabList(at: p, frame: frame, time: now)
        var tracker = VelocityTracker()
        tracker.add(p, time: time)
        motion = .dragging(.init(grab: spec.edge.coordinate(of: p) - spec.edge.coordinate(ofExtent: e, in: size),
                                 presented: e, tracker: tracker, list: list, lastPointer: p))
        events.append(.willBeginDragging(state: state))
    }

    mutating func moveDrag(to p: Point, time: Double, events: inout [SheetEvent]) {
        guard case .dragging(var d) = motion else { return }
        d.tracker.add(p, time: time)
        if let list = d.list {
            guard let past = lists[list].drag(by: d.lastPointer.y - p.y) else {
                d.lastPointer = p
                motion = .dragging(d)
                return
            }
            // The list reached its hand-off end: the rest of this pull moves the sheet, so nothing jumps.
            d.list = nil
            d.grab = spec.edge.coordinate(of: p) - spec.edge.coordinate(ofExtent: d.presented + extentChange(scrolledBy: past), in: size)
        }
        let raw = spec.edge.extent(atCoordinate: spec.edge.coordinate(of: p) - d.grab, in: size)
        d.presented = targeting.dragged(raw)
        d.lastPointer = p
        motion = .dragging(d)
        reportMove(d.presented, events: &events)
    }

    mutating func endDrag(at p: Point, time: Double, now: Double, delegate: (any SheetDelegate)?, events: inout [SheetEvent]) {
        moveDrag(to: p, time: time, events: &events)
        guard case .dragging(let d) = motion else { return }
        if let list = d.list {
            lists[list].release(velocity: -d.tracker.velocity(at: time).dy, time: now, decelerationRate: spec.behavior.decelerationRate)
            motion = .resting(d.presented)
            return
        }
        let v = spec.edge.extentVelocity(d.tracker.velocity(at: time))
        var release = targeting.release(at: d.presented, velocity: v, current: state)
        delegate?.willEndDragging(sheet: id, velocity: v, target: &release)
        events.append(.willEndDragging(velocity: v, target: release))
        events.append(.didEndDragging(target: release))
        attract(to: release, velocity: v, time: now, events: &events)
    }

    // MARK: Moving

    /// Moves to `release` from where the sheet is, carrying `velocity` (extent per second). The
    /// state changes (and is reported) when the attraction starts.
    mutating func attract(to release: SheetRelease, velocity: Double = 0, time: Double, events: inout [SheetEvent]) {
        stopLists(at: time)
        // Where the sheet is held (a rubber-banded drag's extent, even where reduced motion draws none).
        let from = motion.extent(at: time)
        let target: Double
        var newState = state
        switch release {
        case .state(let s):
            target = anchors.extent(of: s) ?? from
            newState = s
        case .rest(let e):
            target = e
        case .remove:
            target = anchors.hiddenExtent
            newState = .hidden
        }
        if newState != state {
            state = newState
            events.append(.didChangeState(newState))
        }
        let spring = spec.behavior.attractionSpring(velocity: velocity, towardsHidden: newState == .hidden || from <= anchors.hiddenExtent)
        let springing = SpringValue.moving(from: from, to: target, at: time, velocity: velocity.lanes, parameters: spring, preference: .full)
        if springing.isSettled(at: time) {
            finish(release, at: target, events: &events)
            return
        }
        events.append(.willBeginAttracting(to: state))
        // Reduced motion fades from where the sheet is drawn, but starts (and reports) exactly when the spring would.
        let fading = SpringValue.moving(from: extent(at: time), to: target, at: time, parameters: spring, preference: .reduced)
        motion = .attracting(preference == .full ? springing : fading, release: release)
    }

    /// Moves to `state`, with the spring or at once.
    mutating func move(to newState: SheetState, animated: Bool, time: Double, events: inout [SheetEvent]) {
        guard anchors.extent(of: newState) != nil else { return }
        if animated {
            attract(to: .state(newState), velocity: motion.velocity(at: time), time: time, events: &events)
        } else {
            if newState != state { events.append(.didChangeState(newState)) }
            state = newState
            motion = .resting(anchors.extent(of: newState)!)
            reportMove(extent(at: time), events: &events)
        }
    }

    /// Per frame: hands list momentum over to the sheet, reports motion and ends a finished attraction.
    mutating func update(time: Double, events: inout [SheetEvent]) {
        updateLists(time: time, events: &events)
        guard case .attracting(var s, let release) = motion else { return }
        if s.update(at: time) {
            finish(release, at: s.target, events: &events)
        } else {
            reportMove(s.value(at: time), events: &events)
        }
    }

    private mutating func finish(_ release: SheetRelease, at target: Double, events: inout [SheetEvent]) {
        motion = .resting(target)
        reportMove(target, events: &events)
        events.append(.didEndAttracting(state: state))
        if release == .remove { events.append(.didRemove) }
    }

    /// Reports a move when it shows in the event's 1/100 precision (a line never repeats the
    /// last one's extent).
    private mutating func reportMove(_ e: Double, events: inout [SheetEvent]) {
        guard lastExtent.map(rounded) != rounded(e) else { return }
        lastExtent = e
        events.append(.didMove(extent: e))
    }

    /// The window changed size: anchors are recomputed and the sheet keeps its state.
    mutating func resize(to newSize: Size, time: Double) {
        size = newSize
        anchors = spec.anchors(in: newSize)
        guard let target = anchors.extent(of: state) else { return }
        switch motion {
        case .dragging: break
        case .resting: motion = .resting(target)
        case .attracting(var s, let release):
            s.retarget(to: target, at: time)
            motion = .attracting(s, release: release)
        }
    }

    // MARK: Keys

    /// Up/Down (Left/Right for side sheets) move to the next state; Escape to the least expanded
    /// state, or removes the sheet when so configured. Returns whether the key was used.
    mutating func key(_ key: Key, time: Double, events: inout [SheetEvent]) -> Bool {
        let expand: Key, collapse: Key
        switch spec.edge {
        case .bottom: (expand, collapse) = (.up, .down)
        case .top: (expand, collapse) = (.down, .up)
        case .left: (expand, collapse) = (.right, .left)
        case .right: (expand, collapse) = (.left, .right)
        }
        switch key {
        case expand, collapse:
            guard let next = anchors.neighbour(of: state, forward: key == expand) else { return false }
            move(to: next, animated: true, time: time, events: &events)
        case .escape:
            if spec.behavior.escapeRemoves, spec.behavior.removal != nil {
                attract(to: .remove, time: time, events: &events)
            } else if let least = anchors.leastExpanded?.state, least != state {
                move(to: least, animated: true, time: time, events: &events)
            } else {
                return false
            }
        default:
            return false
        }
        return true
    }
}
