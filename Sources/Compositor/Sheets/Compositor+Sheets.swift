import Input
import Model

// Sheets in the compositor: gestures routed to the topmost sheet under the pointer, programmatic
// moves, keys, the wheel and precise scrolling, and the per-frame update that reports their events.
extension Compositor {
    /// Sheet ids, back to front.
    public var sheetIDs: [SheetID] { sheets.map(\.id) }

    /// The state sheet `id` is in (or attracted to).
    public func state(ofSheet id: SheetID) -> SheetState? { sheets.first { $0.id == id }?.state }

    /// Where sheet `id`'s free edge is now, as its distance from the attached edge.
    public func extent(ofSheet id: SheetID) -> Double? { sheets.first { $0.id == id }?.extent(at: clock.now) }

    /// How far sheet `id`'s (first) list is scrolled, as drawn now.
    public func scrollOffset(ofSheet id: SheetID) -> Double? { scrollOffsets(ofSheet: id)?.first }

    /// How far each of sheet `id`'s lists is scrolled, as drawn now.
    public func scrollOffsets(ofSheet id: SheetID) -> [Double]? { sheets.first { $0.id == id }?.scrollOffsets(at: clock.now) }

    /// Where sheet `id`'s surface is drawn now.
    public func frame(ofSheet id: SheetID) -> Rect? { sheets.first { $0.id == id }?.frame(at: clock.now) }

    /// Moves sheet `id` to `state` (FloatingPanel's `move(to:animated:)`).
    public func move(sheet id: SheetID, to state: SheetState, animated: Bool = true) {
        withSheet(id) { s, now, events in s.move(to: state, animated: animated, time: now, events: &events) }
    }

    /// Shows sheet `id` in its layout's initial state, or in its middle state when it starts hidden.
    public func show(sheet id: SheetID) {
        let windowSize = size
        withSheet(id) { s, now, events in
            let layout = s.spec.layout.layout(for: windowSize)
            let states = s.spec.anchors(in: windowSize).states.filter { $0 != .hidden }
            let target = layout.initialState != .hidden ? layout.initialState : states[states.count / 2]
            s.move(to: target, animated: true, time: now, events: &events)
        }
    }

    /// Hides sheet `id` (it stays in the scene, in state hidden).
    public func hide(sheet id: SheetID) {
        withSheet(id) { s, now, events in s.move(to: .hidden, animated: true, time: now, events: &events) }
    }

    func withSheet(_ id: SheetID, _ body: (inout LiveSheet, Double, inout [SheetEvent]) -> Void) {
        guard let i = sheets.firstIndex(where: { $0.id == id }) else { return }
        var events: [SheetEvent] = []
        body(&sheets[i], clock.now, &events)
        pending += events.map { .sheet(id, $0) }
    }

    /// The pointer pressed sheet `id` at `p`: it drags, unless its delegate says no.
    func beginSheetDrag(_ id: SheetID, at p: Point, time: Double) {
        let allowed = sheetDelegate?.shouldBeginDragging(sheet: id) ?? true
        pending.append(.sheet(id, .shouldBeginDragging(allowed: allowed)))
        guard allowed else { return }
        draggedSheet = id
        withSheet(id) { s, now, events in s.beginDrag(at: p, time: time, now: now, events: &events) }
    }

    func moveSheetDrag(to p: Point, time: Double) -> Bool {
        guard let id = draggedSheet else { return false }
        withSheet(id) { s, _, events in s.moveDrag(to: p, time: time, events: &events) }
        return true
    }

    func endSheetDrag(at p: Point, time: Double) -> Bool {
        guard let id = draggedSheet else { return false }
        draggedSheet = nil
        let delegate = sheetDelegate
        withSheet(id) { s, now, events in s.endDrag(at: p, time: time, now: now, delegate: delegate, events: &events) }
        return true
    }

    /// A tap on the backdrop goes to the topmost modal sheet that dims it or reacts to taps.
    func tapBackdrop() {
        let now = clock.now
        guard let s = sheets.last(where: {
            $0.spec.isModal && $0.isShown && ($0.backdropAlpha(at: now) > 0 || $0.spec.behavior.backdropTap != .none)
        }) else { return }
        switch s.spec.behavior.backdropTap {
        case .none: break
        case .dismiss: withSheet(s.id) { s, now, events in s.attract(to: .remove, time: now, events: &events) }
        case .move(let state): move(sheet: s.id, to: state)
        }
    }

    /// The wheel at `p` goes to the surface there: a sheet scrolls its list or moves, a panel
    /// scrolls its pages.
    func wheel(_ delta: Vector, at p: Point) {
        switch pointerTarget(at: p) {
        case .sheet(let id): withSheet(id) { s, now, events in s.wheel(clicks: delta.dy, at: p, time: now, events: &events) }
        case .panel(let id, _): withPanels { f, now in f.wheelPages(id, delta, at: p, now: now) }
        default: break
        }
    }

    /// Precise scrolling at `p`, to the surface there, as the wheel.
    func scroll(_ delta: Vector, at p: Point) {
        switch pointerTarget(at: p) {
        case .sheet(let id): withSheet(id) { s, now, _ in s.scroll(by: delta.dy, at: p, time: now) }
        case .panel(let id, _): withPanels { f, now in f.wheelPages(id, delta * (1 / InputEvent.wheelStep), at: p, now: now) }
        default: break
        }
    }

    func key(_ press: KeyPress) {
        guard press.modifiers.isEmpty else { return }
        for s in sheets.reversed() where s.isShown {
            var used = false
            withSheet(s.id) { s, now, events in used = s.key(press.key, time: now, events: &events) }
            if used { return }
        }
    }

    /// Ends finished attractions and reports motion.
    func updateSheets(at now: Double) {
        for s in sheets { withSheet(s.id) { s, now, events in s.update(time: now, events: &events) } }
    }

    /// A tap (press and release in place) on a closed sheet's bottom bar opens the sheet; on a
    /// sheet's list row, it shows the sheet the row names.
    func tapSheet(at p: Point) {
        guard case .sheet(let id) = pointerTarget(at: p), let s = sheets.first(where: { $0.id == id }) else { return }
        if s.state == .hidden, let open = s.barMorph?.openState {
            move(sheet: id, to: open)
            return
        }
        guard let target = s.row(at: p, time: clock.now)?.shows, let shown = sheets.firstIndex(where: { $0.id == target }) else { return }
        show(sheet: target)
        // The shown sheet comes to the front.
        sheets.append(sheets.remove(at: shown))
    }
}
