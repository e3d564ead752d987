import Model
import Spring

/// One frame's output: what to draw, what changed since the last frame, and what happened.
public struct Frame: Sendable {
    public var displayList: DisplayList
    /// The rectangles to repaint and present (the whole canvas on the first frame and after a resize).
    public var damage: [Rect]
    public var events: [CompositorEvent]
    /// Whether something still moves, so another frame should follow.
    public var isAnimating: Bool
}

/// The live state of a window of panels: feeds input to gestures, asks the model where panels
/// belong and the spring core how they get there, and produces frames at the clock's time.
public final class Compositor {
    private struct LivePanel {
        var spec: PanelSpec
        var motion: PanelMotion
    }

    public let scene: Scene
    public private(set) var size: Size
    let clock: any AnimationClock
    /// Back to front.
    private var panels: [LivePanel]
    /// Sheets, back to front; above every floating panel.
    var sheets: [LiveSheet]
    var pending: [CompositorEvent] = []
    private var damage = DamageTracker()
    var dragged: String?
    var draggedSheet: String?
    /// Where the pointer went down, to tell a tap from a drag.
    var pressPoint: Point?
    /// Asked before a sheet is dragged and when it is let go.
    public weak var sheetDelegate: (any SheetDelegate)?

    /// Starts the scene at the clock's time; panels the scene throws at time 0 start moving now.
    public init(scene: Scene, clock: any AnimationClock, size: Size? = nil) {
        self.scene = scene
        self.clock = clock
        self.size = size ?? scene.size
        panels = scene.panels.map { LivePanel(spec: $0, motion: .resting($0.frame.origin)) }
        let start = clock.now, windowSize = self.size
        sheets = scene.sheets.map { LiveSheet(spec: $0, size: windowSize, time: start) }
        for i in panels.indices where panels[i].spec.velocity != .zero {
            throwPanel(at: i, from: panels[i].spec.frame.origin, velocity: panels[i].spec.velocity, time: clock.now)
        }
    }

    /// The area panels must stay inside.
    public var placement: FloatingPlacement {
        FloatingPlacement(container: Rect(origin: .zero, size: size))
    }

    /// Panel ids, back to front.
    public var panelIDs: [String] { panels.map(\.spec.id) }

    /// Where panel `id` is drawn now.
    public func frame(of id: String) -> Rect? {
        panels.first { $0.spec.id == id }.map { Rect(origin: $0.motion.origin(at: clock.now), size: $0.spec.frame.size) }
    }

    /// Whether any panel is carried by a spring.
    public var isAnimating: Bool {
        panels.contains { if case .settling = $0.motion { true } else { false } } || sheets.contains(where: \.isAnimating)
    }

    /// Feeds one input event to the gestures.
    public func handle(_ event: InputEvent) {
        switch event {
        case .pointerPressed(let p, let button, let time) where button == 1:
            if !beginSheetDrag(at: p, time: time) { beginDrag(at: p, time: time) }
            pressPoint = p
        case .pointerMoved(let p, let time):
            if !moveSheetDrag(to: p, time: time) { moveDrag(to: p, time: time) }
        case .pointerReleased(let p, let button, let time) where button == 1:
            let sheetTapped = draggedSheet != nil, panelTapped = dragged != nil
            if !endSheetDrag(at: p, time: time) { endDrag(at: p, time: time) }
            if let press = pressPoint, (p - press).length < 5 {
                if sheetTapped { tapSheet(at: p) } else if !panelTapped { tapBackdrop() }
            }
            pressPoint = nil
        case .wheel(let delta, let p, _):
            wheel(delta, at: p)
        case .key(let name, _):
            key(name)
        default:
            break
        }
    }

    /// The window changed size: panels outside the new bounds move back in with the spring.
    public func resize(to newSize: Size) {
        guard newSize != size else { return }
        size = newSize
        let now = clock.now, place = placement
        for i in sheets.indices { sheets[i].resize(to: newSize, time: now) }
        for i in panels.indices {
            if case .dragging = panels[i].motion { continue }
            let origin = panels[i].motion.origin(at: now)
            let heading = settledTarget(of: panels[i]) ?? origin
            let target = place.clamped(heading, size: panels[i].spec.frame.size)
            guard target != heading else { continue }
            panels[i].motion = PanelMotion.spring(from: origin, velocity: panels[i].motion.velocity(at: now),
                                                  to: target, at: now, parameters: .transition)
        }
    }

    /// The frame at the clock's time: settles finished springs, builds the display list and damage,
    /// and hands over the events since the last frame.
    public func nextFrame() -> Frame {
        let now = clock.now
        for i in panels.indices {
            guard case .settling(let s) = panels[i].motion, s.isSettled(at: now) else { continue }
            let end = Point(x: s.target.x, y: s.target.y)
            panels[i].motion = .resting(end)
            pending.append(.didSettle(panel: panels[i].spec.id, frame: Rect(origin: end, size: panels[i].spec.frame.size)))
        }
        updateSheets(at: now)
        let layers = [backdropLayer()] + panels.map { p in
            layer("panel:" + p.spec.id, PanelChrome.items(for: p.spec, at: presentedFrame(of: p, at: now)))
        } + sheets.map { layer("sheet:" + $0.id, $0.items(at: now)) }
        let events = pending
        pending = []
        return Frame(displayList: DisplayList(size: size, items: layers.flatMap(\.items)),
                     damage: damage.damage(for: layers, size: size), events: events, isAnimating: isAnimating)
    }

    private func layer(_ id: String, _ items: [DisplayItem]) -> DamageTracker.Layer {
        DamageTracker.Layer(id: id, items: items, bounds: items.reduce(Rect.zero) { $0.union($1.bounds) })
    }

    private func backdropLayer() -> DamageTracker.Layer {
        layer("backdrop", scene.backdrop.items(in: Rect(origin: .zero, size: size)))
    }

    /// The frame a panel is drawn at: a thrown panel never leaves the window, even when its
    /// spring overshoots (the presented value is clamped, not the spring).
    private func presentedFrame(of p: LivePanel, at time: Double) -> Rect {
        var origin = p.motion.origin(at: time)
        if case .settling = p.motion { origin = placement.clamped(origin, size: p.spec.frame.size) }
        return Rect(origin: origin, size: p.spec.frame.size)
    }

    private func settledTarget(of p: LivePanel) -> Point? {
        guard case .settling(let s) = p.motion else { return nil }
        return Point(x: s.target.x, y: s.target.y)
    }

    private func beginDrag(at p: Point, time: Double) {
        let now = clock.now
        guard let i = panels.lastIndex(where: { presentedFrame(of: $0, at: now).contains(p) }) else { return }
        var panel = panels.remove(at: i)
        let origin = presentedFrame(of: panel, at: now).origin
        var tracker = VelocityTracker()
        tracker.add(p, time: time)
        panel.motion = .dragging(.init(grab: p - origin, presented: origin, tracker: tracker))
        panels.append(panel)
        dragged = panel.spec.id
        pending.append(.didBeginDragging(panel: panel.spec.id, origin: origin))
    }

    private func moveDrag(to p: Point, time: Double) {
        guard let i = draggedIndex, case .dragging(var d) = panels[i].motion else { return }
        d.tracker.add(p, time: time)
        let raw = Point(x: p.x - d.grab.dx, y: p.y - d.grab.dy)
        d.presented = placement.dragged(raw, size: panels[i].spec.frame.size)
        panels[i].motion = .dragging(d)
    }

    private func endDrag(at p: Point, time: Double) {
        guard let i = draggedIndex, case .dragging(var d) = panels[i].motion else { return }
        moveDrag(to: p, time: time)
        if case .dragging(let moved) = panels[i].motion { d = moved }
        dragged = nil
        let velocity = d.tracker.velocity(at: time)
        let target = throwPanel(at: i, from: d.presented, velocity: velocity, time: clock.now)
        pending.append(.didEndDragging(panel: panels[i].spec.id, velocity: velocity, target: target))
    }

    private var draggedIndex: Int? { dragged.flatMap { id in panels.lastIndex { $0.spec.id == id } } }

    /// Throws panel `i` from `origin` with `velocity`: projected, kept inside, caught by the spring.
    @discardableResult
    private func throwPanel(at i: Int, from origin: Point, velocity: Vector, time: Double) -> Point {
        let target = placement.restingOrigin(from: origin, velocity: velocity, size: panels[i].spec.frame.size)
        panels[i].motion = PanelMotion.spring(from: origin, velocity: velocity, to: target, at: time, parameters: .thrown)
        return target
    }
}
