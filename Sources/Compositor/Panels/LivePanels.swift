import Model
import Input
import Spring

/// The live state of a window's managed panels: a ``PanelManager`` fed with the pointer and keys,
/// its panels drawn by a ``PanelPresentation``, panels in the popover style, and the reserved areas.
///
/// Every change goes through ``change(at:dragged:motion:_:)``: the manager mutates, the
/// presentation's springs follow it, and what changed is reported as events.
struct LivePanels {
    typealias Motion = PanelPresentation.Motion

    private(set) var manager: PanelManager {
        didSet {
            refreshTargets()
            revision = chrome.newRevision()
        }
    }
    /// Names the drawn state of the manager and the popovers: a new number after every change.
    var revision = 0
    /// Panels in the popover style.
    var popovers: LivePopovers
    /// Where each sheet is now (popovers may point at regions of sheets); the compositor sets it.
    var sheetFrames: [SheetID: Rect] = [:]
    /// The manager's targets, worked out again only when the manager changes (every frame, every
    /// hit test and the cursor read them).
    private(set) var targets: [PanelTarget] = []
    /// Where each panel is in ``targets``.
    private var targetIndex: [PanelID: Int] = [:]
    var looks: [PanelID: PanelLook]
    let mainContent: MainContent?
    var gesture: PanelGesture?
    /// Whether the tear-off key tears the focused floating panel off (``Compositor/tearsOff``).
    var tearsOff = true
    /// Where every panel, the main content, the pin preview and the dims are drawn.
    var presentation: PanelPresentation
    /// The scene's reserved areas, sliding in and out.
    var reserved: [LiveReservedArea]
    /// Areas the host reserves (a managed display's docks): kept clear, never drawn.
    var hostReserved: [ReservedArea] = []
    /// Every area floating panels keep clear of now: the scene's shown ones and the host's.
    var reservedAreas: [ReservedArea] { reserved.shownAreas + hostReserved }
    /// Events not yet handed to the compositor.
    var events: [PanelEvent] = []
    /// Springs, or cross-fades in their stead.
    var preference: MotionPreference {
        get { presentation.preference }
        set { presentation.preference = newValue }
    }
    /// The arrangements popover over a window, while it shows or fades out.
    var arrangements: LiveArrangements?
    /// A window's menu, while it shows or fades out (LivePanels+WindowMenu.swift).
    var windowMenu: LiveWindowMenu?
    /// Alt+Tab's switcher, while the modifiers of its key (``switcherHeld``) are held.
    var switcher: WindowSwitcher?
    var switcherHeld: Modifiers = .alt
    /// Which keys do what (the settings').
    var keys = KeyBindings.standard
    /// How apps' panels look, and the accent (the settings'; ``restyle(_:)`` changes it).
    var style = WindowStyle()
    /// The search field, while it shows (LivePanels+Search.swift).
    var search: ShownSearch?
    /// What typing in exposé searches (nil: typing in exposé is exposé's keys).
    var searchOffer: SearchOffer?
    /// The notice, while it shows (LivePanels+Notice.swift).
    var notice: ShownNotice?
    /// The log-out prompt, while it shows (LivePanels+LogOut.swift).
    var logOut: ShownLogOutPrompt?
    /// The shelf's plate as drawn, while the shelf holds a window or fades out.
    var shelfPlates: [Int: ShelfPlate] = [:]
    /// When a fill button was pressed, while it is held (a long press opens the arrangements).
    var fillHeldSince: Double?
    /// The last click on a title bar (a press let go unmoved): a second soon after is a double click.
    var lastTitleClick: (id: PanelID, time: Double, at: Point)?
    /// When each shown panel appeared (clock time): its title-bar buttons take no click at first.
    var appearedAt: [PanelID: Double] = [:]
    /// Each panel's last chrome, reused while it only moves.
    let chrome = ChromeMemo()
    /// The panels sliding to or from another space until they rest: drawn where their springs
    /// carry them, out of the window too.
    var slidingBetweenSpaces: Set<PanelID> = []

    /// The scene's panels installed in a window of `size`, at rest; panels the scene throws start
    /// moving at `time`. A compact window installs them at the scene's own size first, so widening
    /// it shows the layout the scene declares.
    init(scene: Scene, size: Size, time: Double, measurer: any TextMeasuring, preference: MotionPreference = .full) {
        popovers = LivePopovers(measurer: measurer)
        let compact = size.width < scene.floating.compactWidth
        manager = PanelManager(container: Rect(origin: .zero, size: compact ? scene.size : size), rules: scene.floating.pinning,
                               compactWidth: scene.floating.compactWidth)
        let specs = scene.managedPanels
        manager.install(specs)
        manager.tilesWindows = scene.floating.tiling
        reserved = scene.floating.reserved.map { LiveReservedArea($0, at: time) }
        manager.setReservedAreas(reserved.shownAreas)
        if compact { manager.setContainer(Rect(origin: .zero, size: size)) }
        targets = manager.targets
        targetIndex = Self.index(targets)
        revision = chrome.newRevision()
        looks = Dictionary(specs.map { ($0.id, $0.look) }, uniquingKeysWith: { first, _ in first })
        mainContent = scene.floating.mainContent
        presentation = PanelPresentation(manager, targets: targets, at: time, preference: preference)
        startPopovers(since: manager, at: time)
        for s in specs where s.velocity != .zero {
            guard let f = manager.frame(of: s.id) else { continue }
            change(at: time, motion: Motion(id: s.id, velocity: s.velocity, parameters: .thrown)) {
                $0.throwFloating(s.id, from: f, velocity: s.velocity)
            }
        }
    }

    /// Whether a spring still moves (or has not yet reported coming to rest).
    var isAnimating: Bool {
        presentation.isAnimating || popovers.isAnimating || reserved.contains(where: \.progress.isMoving) || arrangementsAnimating
            || windowMenu?.fade.isMoving == true
            || shelfPlates.values.contains { $0.fade.isMoving } || search?.appear.isMoving == true
            || notice?.appear.isMoving == true || logOut?.appear.isMoving == true
    }

    /// Where panel `id` is drawn at `time`: held by the pointer, or carried by its spring. A floating
    /// panel's title bar stays reachable even while a thrown spring overshoots (the presented value
    /// is clamped, not the spring), unless it is on a space that does not show or slides between spaces.
    func pose(of id: PanelID, at time: Double) -> PanelPose? {
        if case .exposeDrag(id, _, let pose) = gesture { return pose }
        if let held = gesture?.heldID, held == id, let f = gesture?.heldFrame { return PanelPose(frame: shown(held: f)) }
        guard var pose = presentation.pose(of: id, at: time) else { return nil }
        if let live = popovers[id], let layout = popoverLayout(id, at: time) {
            return PanelPose(frame: layout.frame, opacity: live.pose.unfadedValue(at: time).opacity)
        }
        if let sheet = sheetPose(of: id, own: pose, at: time) { return sheet }
        if presentation.leaving[id] == nil, manager.state(of: id) == .floating, manager.isHere(id), !slidingBetweenSpaces.contains(id) {
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

    private static func index(_ targets: [PanelTarget]) -> [PanelID: Int] {
        Dictionary(targets.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }

    /// Where visible panel `id` belongs (nil: hidden, or fading out).
    func target(_ id: PanelID) -> PanelTarget? { targetIndex[id].map { targets[$0] } }

    /// Visible panel `id`'s target at the frame it is drawn at `time` (for hit testing).
    func shownTarget(_ id: PanelID, at time: Double) -> PanelTarget? {
        guard var shown = target(id) else { return nil }
        if let p = pose(of: id, at: time) { shown.frame = p.shownFrame }
        return shown
    }

    /// Whether panel `id` is on its way to where the manager puts it: its spring moves it (for a
    /// panel attached in the popover style, its popover's spring carries a fade).
    func isMoving(_ id: PanelID) -> Bool {
        presentation.isMoving(id) || (isPopoverStyled(id) && popovers[id]?.settlesAt != nil)
    }

    /// The main content area's frame at `time`.
    func mainFrame(at time: Double) -> Rect { presentation.main.value(at: time) }

    /// Applies `body` to the manager at `time`, then animates and reports what changed. `dragged` is
    /// the panel the pointer drags (its unpinning is `did-unpin`, not `did-float`); `motion` starts
    /// one panel's spring with a velocity and parameters of the caller's.
    @discardableResult
    mutating func change<R>(at time: Double, dragged: PanelID? = nil, motion: Motion? = nil,
                            _ body: (inout PanelManager) -> R) -> R {
        let old = manager
        let popped = popovers.ids.compactMap { id in
            popoverLayout(id, at: time).map { (id, $0.frame, popovers[id]?.pose.unfadedValue(at: time).opacity ?? 1) }
        }
        let result = body(&manager)
        // A popover floated (dragged away, its float button, a present) starts from where its
        // popover was drawn, its content in place and the title bar above.
        for (id, frame, opacity) in popped where manager.state(of: id) == .floating {
            presentation.hold(id, at: PanelPose(frame: Self.floatingFrame(ofPopover: frame), opacity: opacity), time: time)
        }
        report(since: old, dragged: dragged, at: time)
        startPopovers(since: old, at: time)
        let carried = Set(popovers.ids.filter { isPopoverStyled($0, since: old) })
        let fades = presentation.animate(to: manager, targets: targets, since: old, held: gesture?.heldID,
                                         carried: carried, at: time, motion: motion, movesMainContent: mainContent != nil)
        for fade in fades { popovers.fade(fade.id, to: fade.opacity, at: time, preference: preference) }
        followShelf(at: time)
        popovers.keep { manager.state(of: $0).isVisible || presentation.leaving[$0] != nil }
        for id in popovers.ids where !isPopoverStyled(id) { popovers.release(id, at: time) }
        return result
    }

    /// New windows open on the monitor holding `pointer` (nothing moves).
    mutating func placeNewWindows(near pointer: Point?) {
        manager.placeNewWindows(near: pointer)
    }

    /// Restores a saved layout at `time` with no motion (every spring at rest where the manager
    /// now puts its panel); returns the ids the layout named that this window does not have.
    mutating func restore(_ layout: PanelLayoutState, at time: Double) -> [PanelID] {
        let skipped = change(at: time) { $0.restore(layout) }
        presentation.restore(manager, targets: targets, at: time)
        shelfPlates = manager.shelves.mapValues { ShelfPlate(frame: $0.plate, fade: SpringValue(Level(1), at: time)) }
        popovers.keep { manager.state(of: $0).isVisible }
        popovers.rest(at: time)
        return skipped
    }

    /// Per frame: ends finished springs (a panel that came to rest reports `did-settle`, in the
    /// targets' order; one that faded out is gone).
    mutating func update(at time: Double) {
        keepSheetsOnPanels(at: time)
        let (settled, gone) = presentation.update(at: time, order: targets.map(\.id))
        slidingBetweenSpaces.subtract(settled.map(\.id) + gone)
        var rested = Dictionary(settled.map { ($0.id, $0.pose.shownFrame) }, uniquingKeysWith: { first, _ in first })
        let (ended, faded) = popovers.update(at: time)
        for id in faded {
            if presentation.leaving[id] == nil {
                rested[id] = presentation.poses[id]?.target.shownFrame
            } else {
                presentation.forget(id)
            }
        }
        for id in gone + faded where presentation.poses[id] == nil {
            chrome.forget(id)
            popovers.end(id)
        }
        for t in targets { if let frame = rested[t.id] { emit(.didSettle(panel: t.id, frame: frame)) } }
        if ended { revision = chrome.newRevision() }
        for i in reserved.indices { _ = reserved[i].update(at: time) }
        updateArrangements(at: time)
        updateWindowMenu(at: time)
        updateShelf(at: time)
        updateSearch(at: time)
        updateNotice(at: time)
        updateLogOut(at: time)
    }

    mutating func emit(_ event: PanelEvent) { events.append(event) }

    /// The events since the last call.
    mutating func takeEvents() -> [PanelEvent] {
        defer { events = [] }
        return events
    }

    /// The events for what changed between `old` and the manager now (at clock time `time`).
    private mutating func report(since old: PanelManager, dragged: PanelID?, at time: Double) {
        if manager.isCompact != old.isCompact { emit(manager.isCompact ? .didEnterCompact : .didLeaveCompact) }
        for id in manager.order {
            let was = old.state(of: id), now = manager.state(of: id)
            switch (was, now) {
            case _ where was == now: break
            case (.hidden, _):
                appearedAt[id] = time
                emit(.didPresent(panel: id, state: now, page: now == .attached ? looks[id]?.popover?.root : nil, sheetOf: looks[id]?.hosted?.sheetOf))
            case (_, .hidden): emit(.didClose(panel: id))
            case (_, .pinned(let side, let index)) where !was.isPinned: emit(.didPin(panel: id, side: side, index: index))
            case (.pinned, .floating) where id == dragged: emit(.didUnpin(panel: id))
            case (.pinned, .floating), (.attached, .floating): emit(.didFloat(panel: id))
            default: break  // a pinned panel changed slot
            }
        }
        appearedAt = appearedAt.filter { time - $0.value < Self.buttonArmingTime && manager.state(of: $0.key).isVisible }
        if manager.focusedID != old.focusedID, let id = manager.focusedID { emit(.didFocus(panel: id)) }
        if manager.isExposing != old.isExposing { emit(manager.isExposing ? .didEnterExpose : .didExitExpose) }
    }
}
