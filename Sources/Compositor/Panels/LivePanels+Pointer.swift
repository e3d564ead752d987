import Input
import Model
import Spring

/// The pointer on managed panels: a press focuses and raises; title bars drag (a pinned panel
/// unpins once moved), resize bands resize, buttons act on release over them; during exposé a
/// click picks a panel (or none) and leaves.
extension LivePanels {
    /// A press at `p` (input time `time`; springs at clock time `now`) on `hit`, the panel the
    /// window's stack puts there (nil: none). Returns whether a panel, or exposé, took it.
    mutating func press(at p: Point, hit: (id: PanelID, region: PanelHitRegion)?, time: Double, now: Double) -> Bool {
        if pressLogOut(at: p) || pressSearch(at: p, now: now) {
            gesture = .consumed
            return true
        }
        if manager.isExposing {
            if pressExposeClose(at: p, now: now) || pressSpacesRow(at: p, hit: hit?.id, now: now) { return true }
            change(at: now) { $0.exitExpose(focusing: hit?.id) }
            gesture = .consumed
            return true
        }
        if pressArrangements(at: p, now: now) || pressWindowMenu(at: p, now: now) { return true }
        if let front = frontPopover, hit?.id != front, !(hit.map { manager.ancestors(of: $0.id).contains(front) } ?? false),
           popovers[front].flatMap({ sourceFrame($0.source, at: now) })?.contains(p) != true {
            // A press outside the front popover (and off its source, which toggles it) dismisses
            // it; a modal one takes the press too.
            let modal = popovers[front]?.style.isModal == true
            change(at: now) { $0.close(front) }
            if modal {
                gesture = .consumed
                return true
            }
        }
        guard let (id, region) = hit else { return false }
        change(at: now) { $0.focus(id) }
        if let button = pageButton(of: id, at: p, now: now) {
            gesture = .pageButton(id: id, page: button.page, index: button.index)
            return true
        }
        if isPopoverStyled(id) {
            gesture = isOnPopoverHandle(id, at: p, now: now) ? .popoverPress(id: id, at: p) : .consumed
            return true
        }
        let frame = pose(of: id, at: now)?.frame ?? .zero
        gesture = .consumed
        switch region {
        case .resize(let handle):
            // From where the panel is drawn: a spring may still carry it.
            guard let session = manager.resize(id, from: handle, startingAt: frame) else { break }
            presentation.hold(id, at: PanelPose(frame: session.start), time: now)
            gesture = .resize(id: id, session: session, start: p, frame: session.start)
            emit(.didBeginResizing(panel: id, handle: handle))
        case .button(let b):
            // A window that has just appeared under the pointer takes the click as its title bar's:
            // it was meant for what was there.
            if let appeared = appearedAt[id], now - appeared < Self.buttonArmingTime { break }
            gesture = .button(id: id, b)
            if b == .fill { fillHeldSince = now }
        case .tab(let panel):
            gesture = .tab(id: id, panel: panel)
        case .thumbnail:
            gesture = .thumbnail(id: id)
        case .titleBar where manager.isTiled(id):
            gesture = .tiledPress(id: id, at: p)
        case .titleBar where manager.state(of: id) == .floating:
            beginDrag(id, frame: frame, at: p, time: time, now: now)
        case .titleBar where manager.state(of: id).isPinned:
            gesture = .pinnedPress(id: id, at: p)
        case .content:
            let presents = looks[id]?.presents ?? []
            let buttons = ActionButtonLayout.frames(count: presents.count, in: frame)
            if let i = buttons.firstIndex(where: { $0.contains(p) }) {
                gesture = .action(id: id, child: presents[i], frame: buttons[i])
            }
        default:
            break
        }
        return true
    }

    /// The pointer moved to `p`: a dragged panel follows (and shows where it would pin), a pinned
    /// one pulled far enough unpins under the pointer, a resized one follows its handle.
    mutating func move(to p: Point, time: Double, now: Double) {
        switch gesture {
        case .drag(var d):
            d.tracker.add(p, time: time)
            d.frame = manager.draggedFrame(d.id, rawOrigin: Point(x: p.x - d.grab.dx, y: p.y - d.grab.dy)) ?? d.frame
            d.moved = d.moved || (p - d.start).length >= Compositor.dragThreshold
            gesture = .drag(d)
            let slot = d.moved ? manager.tilePreview(for: d.id, pointer: p) ?? manager.pinPreview(for: d.id, pointer: p, frame: d.frame)?.slot : nil
            presentation.showPreview(slot, for: d.id, from: d.frame, at: now)
        case .tiledPress(let id, let start) where (p - start).length >= Compositor.dragThreshold:
            pullAway(id, to: p, time: time, now: now) { $0.untile(id, pointer: p) }
        case .pinnedPress(let id, let start) where (p - start).length >= Compositor.dragThreshold:
            pullAway(id, to: p, time: time, now: now) { $0.unpin(id, pointer: p) }
        case .resize(let id, let session, let start, _):
            // Reduced motion draws no rubber band: the lengths stop at the limits.
            let frame = preference == .reduced ? session.settled(for: p - start) : session.frame(for: p - start)
            gesture = .resize(id: id, session: session, start: start, frame: frame)
        case .popoverPress(let id, let start) where (p - start).length >= Compositor.dragThreshold:
            guard let frame = pose(of: id, at: now)?.frame else { break }
            gesture = .popoverDrag(id: id, grab: start - frame.origin)
            dragPopover(id, to: Point(x: p.x - (start.x - frame.minX), y: p.y - (start.y - frame.minY)), at: now)
        case .popoverDrag(let id, let grab):
            dragPopover(id, to: Point(x: p.x - grab.dx, y: p.y - grab.dy), at: now)
        case .exposePress(let id, let start, let pose) where (p - start).length >= Compositor.dragThreshold:
            gesture = .exposeDrag(id: id, grab: start - pose.frame.origin, pose: pose)
            move(to: p, time: time, now: now)
        case .exposeDrag(let id, let grab, var pose):
            pose.frame.origin = Point(x: p.x - grab.dx, y: p.y - grab.dy)
            gesture = .exposeDrag(id: id, grab: grab, pose: pose)
        default:
            break
        }
    }

    /// The pointer let go at `p`: a dragged panel pins or is thrown, a resized one settles within its
    /// limits, a button or content button acts when the pointer is still over it.
    mutating func release(at p: Point, hit: (id: PanelID, region: PanelHitRegion)?, time: Double, now: Double) {
        move(to: p, time: time, now: now)
        guard let g = gesture else { return }
        gesture = nil
        fillHeldSince = nil
        switch g {
        case .drag(let d):
            let velocity = d.tracker.velocity(at: time)
            let shownFrame = shown(held: d.frame)
            presentation.hold(d.id, at: PanelPose(frame: shownFrame), time: now)
            let pointer = d.moved ? p : nil
            let settles = pointer.map { manager.pinPreview(for: d.id, pointer: $0, frame: d.frame) != nil || manager.tilePreview(for: d.id, pointer: $0) != nil } ?? false
            let mark = events.count
            let outcome = change(at: now, dragged: d.id, motion: Motion(id: d.id, velocity: velocity, parameters: settles ? .transition : .thrown)) {
                $0.endDrag(d.id, at: d.frame, velocity: velocity, pointer: pointer)
            }
            let target: Point
            switch outcome {
            case .pinned(let pin): target = pin.slot.origin
            case .floating(let f): target = f.origin
            case .tiled(let arrangement, let f):
                target = f.origin
                events.insert(.didTile(panel: d.id, arrangement: arrangement), at: mark)
            case .blocked: target = d.frame.origin
            }
            events.insert(.didEndDragging(panel: d.id, velocity: velocity, target: target), at: mark)
            presentation.hidePreview(at: now)
            if !d.moved { titleBarClicked(d.id, at: p, time: time, now: now) }
        case .resize(let id, let session, let start, let frame):
            presentation.hold(id, at: PanelPose(frame: frame), time: now)
            if let settled = change(at: now, { $0.endResize(id, from: session.handle, delta: p - start, startingAt: session.start) }) {
                emit(.didEndResizing(panel: id, frame: settled))
            }
        case .button(let id, let b):
            guard let hit, hit.id == id, hit.region == .button(b) else { return }
            // A hosted app is asked to close; its panel goes when its window does.
            if b == .close, isHosted(id) { return emit(.didRequestClose(panel: id)) }
            switch b {
            case .minimise:
                minimise(id, at: now)
            case .fill where manager.panels[id]?.tile == .fill:
                change(at: now) { $0.floatAgain(id) }
            case .fill:
                _ = tile(id, .fill, at: now)
            case .close, .pin, .float:
                change(at: now) { m in
                    switch b {
                    case .close: m.close(id)
                    case .pin: m.pinToFirstAvailableSide(id)
                    default: m.float(id)
                    }
                }
            }
        case .tab(let id, let panel):
            guard let hit, hit.id == id, hit.region == .tab(panel) else { return }
            change(at: now) { $0.focus(panel) }
        case .thumbnail(let id):
            guard let hit, hit.id == id, hit.region == .thumbnail else { return }
            unminimise(id, at: now)
        case .arrangement(let choice):
            releaseArrangement(choice, at: p, now: now)
        case .windowMenuRow(let row):
            releaseWindowMenu(row, at: p, now: now)
        case .action(let id, let child, let frame):
            guard frame.contains(p) else { return }
            toggle(child, from: id, under: frame, at: now)
        case .popoverDrag(let id, _):
            dropPopover(id, at: now)
        case .pageButton(let id, let page, let index):
            guard let under = pageButton(of: id, at: p, now: now), under.page == page, under.index == index else { return }
            pressPageButton(id, page: page, index: index, at: now)
        case .exposeClose(let id):
            releaseExposeClose(id, at: p, now: now)
        case .spaceThumbnail, .addSpace, .exposePress, .exposeDrag:
            releaseSpacesRow(g, at: p, now: now)
        case .tiledPress(let id, _):
            // A click on a tiled window's title bar (a press let go unmoved).
            titleBarClicked(id, at: p, time: time, now: now)
        case .pinnedPress, .popoverPress, .consumed:
            break
        }
    }

    /// The cursor the gesture under way shows wherever the pointer is: grabbing while dragging,
    /// the handle's shape while resizing; nil for none.
    var gestureCursor: CursorShape? {
        switch gesture {
        case .drag, .exposeDrag: .grabbing
        case .resize(_, let session, _, _): session.handle.cursor
        default: nil
        }
    }

    /// The cursor over `region` of panel `id`: the handle's shape over a resize band, move over a
    /// title bar that drags, the arrow elsewhere.
    func cursor(over id: PanelID, _ region: PanelHitRegion) -> CursorShape {
        switch region {
        case .resize(let handle): handle.cursor
        case .titleBar where manager.allows(.drag, on: id): .move
        default: .arrow
        }
    }

    /// A content button: presents `child` attached under `anchor` (in a popover when its look has
    /// the style), or closes it when it shows.
    mutating func toggle(_ child: PanelID, from parent: PanelID, under anchor: Rect, at time: Double) {
        if manager.state(of: child).isVisible {
            change(at: time) { $0.close(child) }
        } else if let panel = manager.panels[child] {
            let frame = PopoverPlacement.frame(size: panel.floatingSize, below: anchor, in: manager.container)
            change(at: time) { $0.present(child, from: parent, attachedAt: frame) }
        }
    }

    /// Minimises panel `id` into the shelf (`did-minimise` first); false when it cannot go there.
    @discardableResult
    mutating func minimise(_ id: PanelID, at time: Double) -> Bool {
        guard manager.state(of: id) == .floating || manager.state(of: id).isPinned else { return false }
        emit(.didMinimise(panel: id))
        return change(at: time) { $0.minimise(id) }
    }

    /// Brings minimised panel `id` back from the shelf, focused (`did-restore` first); false when
    /// it is not minimised.
    @discardableResult
    mutating func unminimise(_ id: PanelID, at time: Double) -> Bool {
        guard manager.state(of: id) == .minimised else { return false }
        emit(.didRestore(panel: id))
        return change(at: time) { $0.unminimise(id) }
    }

    /// A pinned or tiled panel pulled away by the pointer, now at `p`: it floats (`release`) at its
    /// own size under the pointer, held meanwhile so its spring does not chase the new frame, and
    /// the drag goes on from there.
    private mutating func pullAway(_ id: PanelID, to p: Point, time: Double, now: Double, _ release: (inout PanelManager) -> Rect?) {
        let held = pose(of: id, at: now)?.frame ?? .zero
        gesture = .drag(.init(id: id, grab: p - held.origin, frame: held, tracker: VelocityTracker(), start: p, moved: true))
        guard let f = change(at: now, dragged: id, release) else {
            gesture = .consumed
            return
        }
        beginDrag(id, frame: f, at: p, time: time, now: now, moved: true)
    }

    /// `moved`: the pointer went far enough before the drag began (pulled away from a pin or a tile).
    private mutating func beginDrag(_ id: PanelID, frame: Rect, at p: Point, time: Double, now: Double, moved: Bool = false) {
        var tracker = VelocityTracker()
        tracker.add(p, time: time)
        presentation.hold(id, at: PanelPose(frame: frame), time: now)
        gesture = .drag(.init(id: id, grab: p - frame.origin, frame: frame, tracker: tracker, start: p, moved: moved))
        emit(.didBeginDragging(panel: id, origin: frame.origin))
    }

    /// The longest between the two clicks of a double click, in seconds (GTK's default), and the
    /// farthest apart they may be, in points.
    static let doubleClickTime = 0.4, doubleClickDistance = 5.0

    /// How long a panel has shown before its title-bar buttons take a click, in seconds: a click
    /// sooner was aimed before it appeared (Chromium's input protector waits the double-click time).
    static let buttonArmingTime = doubleClickTime

    /// A click on panel `id`'s title bar at `p`: the second of a double click fills the window
    /// where windows tile, or floats a tiled one again, as its fill button does.
    private mutating func titleBarClicked(_ id: PanelID, at p: Point, time: Double, now: Double) {
        if let last = lastTitleClick, last.id == id, time - last.time <= Self.doubleClickTime, (p - last.at).length <= Self.doubleClickDistance {
            lastTitleClick = nil
            guard manager.state(of: id) == .floating else { return }
            if manager.isTiled(id) {
                change(at: now) { $0.floatAgain(id) }
            } else if manager.tilesWindows {
                _ = tile(id, .fill, at: now)
            }
            return
        }
        lastTitleClick = (id, time, p)
    }

    /// Escape while the pointer drags or resizes a panel: the gesture ends there and the panel
    /// springs back to where it rests (it never left the manager's place while held). Returns
    /// whether a gesture was cancelled.
    mutating func cancelGesture(at time: Double) -> Bool {
        guard let id = gesture?.heldID, let held = gesture?.heldFrame, let target = targets.first(where: { $0.id == id }) else {
            return false
        }
        presentation.springBack(id, from: PanelPose(frame: shown(held: held)), to: target, at: time)
        gesture = .consumed
        presentation.hidePreview(at: time)
        return true
    }
}

extension ResizeHandle {
    /// The cursor shown over this handle and while it is dragged.
    var cursor: CursorShape {
        switch self {
        case .left: .resizeLeft
        case .right: .resizeRight
        case .top: .resizeTop
        case .bottom: .resizeBottom
        case .topLeft: .resizeTopLeft
        case .topRight: .resizeTopRight
        case .bottomLeft: .resizeBottomLeft
        case .bottomRight: .resizeBottomRight
        }
    }
}
