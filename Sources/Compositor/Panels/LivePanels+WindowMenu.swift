import Chrome
import Input
import Model

/// A window's menu shown over the panels, fading in and out.
struct LiveWindowMenu {
    var menu: WindowMenu
    var fade: Fade
}

/// A window's menu (``WindowMenu``): a right click on a title bar, or an app asking for it, opens
/// it at the pointer; a click on a row (or the keys: Up, Down, Right into a page, Left back,
/// Return) chooses; a press elsewhere, or Escape, closes it. What each choice does to the window
/// is done here, but moving it to another space, which the host decides (`did-request-move-to-space`).
extension LivePanels {
    /// Opens floating panel `id`'s menu at `p` at `time` (a menu open elsewhere closes); false
    /// when the panel does not float.
    @discardableResult
    mutating func openWindowMenu(_ id: PanelID, at p: Point, time: Double) -> Bool {
        guard manager.state(of: id) == .floating, let frame = manager.frame(of: id) else { return false }
        closeArrangements(at: time)
        let monitors = manager.monitorFrames
        let facts = WindowMenu.Facts(isTiled: manager.isTiled(id), isKeptAbove: manager.keptAbove.contains(id),
                                     space: manager.spaces.spaceOf[id], spaceCount: manager.spaces.count,
                                     monitor: monitors.firstIndex(of: manager.monitor(under: frame)) ?? 0, monitorCount: monitors.count)
        windowMenu = LiveWindowMenu(menu: WindowMenu(panel: id, facts: facts, at: p, in: manager.container),
                                    fade: Fade(appearingAt: time, preference: preference))
        change(at: time) { $0.focus(id) }
        return true
    }

    /// Closes the window menu at `time` (it fades out).
    mutating func closeWindowMenu(at time: Double) {
        guard var shown = windowMenu, !shown.fade.isClosing else { return }
        shown.fade.close(at: time, preference: preference)
        shown.menu.lit = nil
        windowMenu = shown
    }

    /// The open window menu, if any (not while fading out).
    var openWindowMenu: WindowMenu? { windowMenu.flatMap { $0.fade.isClosing ? nil : $0.menu } }

    /// A press at `p` while a window menu shows: on a row it is held and lit (it acts on release
    /// over it); elsewhere on the menu it is taken; off it, the menu closes and the press goes on (false).
    mutating func pressWindowMenu(at p: Point, now: Double) -> Bool {
        guard let menu = openWindowMenu else { return false }
        guard menu.contains(p) else {
            closeWindowMenu(at: now)
            return false
        }
        let row = menu.row(at: p)
        windowMenu?.menu.lit = row
        gesture = row.map { .windowMenuRow($0) } ?? .consumed
        return true
    }

    /// The pointer let go at `p` holding `row`: over it, the row is taken.
    mutating func releaseWindowMenu(_ row: Int, at p: Point, now: Double) {
        guard let menu = openWindowMenu, menu.row(at: p) == row else {
            windowMenu?.menu.lit = nil
            return
        }
        takeWindowMenuRow(row, byKeys: false, at: now)
    }

    /// Row `row` of the open menu taken: its page turned, or its choice done and the menu closed.
    private mutating func takeWindowMenuRow(_ row: Int, byKeys: Bool, at now: Double) {
        guard var shown = windowMenu else { return }
        let choice = shown.menu.take(row, byKeys: byKeys)
        windowMenu = shown
        guard let choice else { return }
        closeWindowMenu(at: now)
        choose(choice, for: shown.menu.panel, at: now)
    }

    /// Does `choice` to panel `id`.
    private mutating func choose(_ choice: WindowMenu.Choice, for id: PanelID, at now: Double) {
        switch choice {
        case .close:
            // A hosted app is asked to close, as by its close button; its panel goes when its window does.
            if isHosted(id) { emit(.didRequestClose(panel: id)) } else { change(at: now) { $0.close(id) } }
        case .minimise: minimise(id, at: now)
        case .fill: tile(id, .fill, at: now)
        case .float: change(at: now) { $0.floatAgain(id) }
        case .keepAbove(let on): change(at: now) { $0.keepAbove(id, on) }
        case .tile(let arrangement): tile(id, arrangement, at: now)
        case .moveToSpace(let space): emit(.didRequestMoveToSpace(panel: id, space: space))
        case .moveToMonitor(let monitor): change(at: now) { $0.moveToMonitor(id, monitor) }
        }
    }

    /// The keys while a window menu is open: the arrows move through it, Return takes the lit
    /// row, Escape closes it; every other key closes it and goes on (false).
    mutating func windowMenuKey(_ press: KeyPress, at now: Double) -> Bool {
        guard let menu = openWindowMenu else { return false }
        let directions: [Key: KeyDirection] = [.left: .left, .right: .right, .up: .up, .down: .down]
        if press.modifiers.isEmpty, let direction = directions[press.key] {
            _ = windowMenu?.menu.move(direction)
            return true
        }
        if press.modifiers.isEmpty, press.key == .enter, let lit = menu.lit {
            takeWindowMenuRow(lit, byKeys: true, at: now)
            return true
        }
        closeWindowMenu(at: now)
        return keys.matches(press, .back)
    }

    /// Per frame: faded out, the menu goes.
    mutating func updateWindowMenu(at time: Double) {
        guard var shown = windowMenu else { return }
        windowMenu = shown.fade.update(at: time) ? shown : nil
    }

    /// The window menu drawn at `time` as a layer.
    func windowMenuLayer(at time: Double) -> [DisplayItem] {
        guard let shown = windowMenu else { return [] }
        var layer = LayerItem.placed(id: .surface(.windowMenu), at: shown.menu.frame, isMoving: false,
                                     content: LayerContent(WindowMenuChrome.items(for: shown.menu, accent: style.accent)))
        layer.opacity = shown.fade.opacity(at: time)
        return [.layer(layer)]
    }
}
