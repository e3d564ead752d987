import Input
import Model

/// Keys on managed panels, as ``keys`` binds them (by default: Tab cycles the focus, Shift+Tab
/// backwards; the arrows move the focused floating panel; `[` `]` make it narrower and wider, `-`
/// `=` shorter and taller, with Shift by the large step; `p` pins it to the first side that takes
/// it, or floats it when pinned; `n` tears a floating one off into a window of its own, where the
/// host can (``tearsOff``); F3 shows or leaves exposé; Escape leaves exposé or closes the focused
/// popover, and while the pointer drags or resizes a panel cancels that). A reserved area's key
/// (the scene's, e.g. `k`) shows or hides it. Nothing else happens while the pointer holds a panel.
extension LivePanels {
    static let moveActions: [KeyAction: KeyDirection] = [.moveLeft: .left, .moveRight: .right, .moveUp: .up, .moveDown: .down]
    static let resizeActions: [KeyAction: KeyDirection] = [.narrower: .left, .wider: .right, .shorter: .up, .taller: .down]

    /// Where windows tile, Super+Left and Super+Right tile the focused floating panel in that half
    /// of its monitor (already there, in the facing half of the monitor beside it), Super+Up fills
    /// the work area, Super+Down floats it again.
    static let tileActions: [KeyAction: TileArrangement?] = [.tileLeft: .leftHalf, .tileRight: .rightHalf, .fill: .fill, .floatAgain: nil]

    /// Tiles floating panel `id` in `arrangement` at `time` (`did-tile`); false when it does not float.
    @discardableResult
    mutating func tile(_ id: PanelID, _ arrangement: TileArrangement, at time: Double) -> Bool {
        guard change(at: time, { $0.tile(id, arrangement) }) != nil else { return false }
        emit(.didTile(panel: id, arrangement: arrangement))
        return true
    }

    /// Handles `press` at `time`; returns whether it was used (else it goes to the sheets). Keys
    /// held with Control, Alt or Super are panel keys only where ``keys`` binds them so.
    mutating func key(_ asked: KeyPress, at time: Double) -> Bool {
        var press = asked
        if logOutKey(press) || windowMenuKey(press, at: time) || exposeKey(press, at: time) { return true }
        let back = keys.matches(press, .back)
        if back, gesture?.heldID != nil { return cancelGesture(at: time) }
        guard gesture == nil else { return false }
        // While exposé shows, its keys are also taken with Super (which keeps the plain ones for
        // the search field where one is offered).
        let exposeKeyWithSuper = manager.isExposing && press.modifiers.contains(.super) && !press.key.isArrow && !isSearching
        if exposeKeyWithSuper { press = KeyPress(press.key, modifiers: press.modifiers.subtracting(.super)) }
        if !exposeKeyWithSuper, searchKey(press, at: time) { return true }
        if back, openMenu != nil {
            closeArrangements(at: time)
            return true
        }
        guard let (action, shifted) = keys.action(for: press) else {
            return press.modifiers.isSubset(of: .shift) && (popoverKey(press, at: time) || reservedKey(press, at: time))
        }
        if action == .switchWindows { return switchKey(backwards: shifted, holding: press.modifiers.subtracting(.shift)) }
        if back, cancelSwitcher() { return true }
        if let arrangement = Self.tileActions[action] {
            guard manager.tilesWindows, let id = manager.focusedID else { return false }
            if let arrangement {
                guard let taken = change(at: time, { $0.tileByKey(id, arrangement) }) else { return false }
                emit(.didTile(panel: id, arrangement: taken))
                return true
            }
            return change(at: time) { $0.floatAgain(id) } != nil
        }
        if popoverKey(press, at: time) || reservedKey(press, at: time) { return true }
        if let direction = Self.moveActions[action] { return change(at: time) { $0.moveFocused(direction, large: shifted) } != nil }
        if let direction = Self.resizeActions[action] { return change(at: time) { $0.resizeFocused(direction, large: shifted) } != nil }
        switch action {
        case .focusNext: return change(at: time) { $0.focusNext() } != nil
        case .focusPrevious: return change(at: time) { $0.focusPrevious() } != nil
        case .expose:
            guard !manager.exposeOrder.isEmpty || manager.isExposing || manager.spaces.count > 0 else { return false }
            change(at: time) { $0.toggleExpose() }
            return true
        case .back: return change(at: time) { $0.escape() } != .nothing
        case .arrangeAll where manager.tilesWindows:
            return change(at: time) { $0.arrangeAll() }.isEmpty == false
        case .tearOff:
            guard tearsOff, let id = manager.focusedID, manager.state(of: id) == .floating, let frame = manager.frame(of: id) else { return false }
            emit(.didTearOff(panel: id, frame: frame))
            change(at: time) { $0.close(id) }
            return true
        case .close:
            guard let id = manager.focusedID else { return false }
            // A hosted app is asked to close, as by its close button; its panel goes when its window does.
            if isHosted(id) { emit(.didRequestClose(panel: id)) } else { change(at: time) { $0.close(id) } }
            return true
        case .pin:
            guard let id = manager.focusedID else { return false }
            return change(at: time) { m in m.state(of: id).isPinned ? m.float(id) != nil : m.pinToFirstAvailableSide(id) != nil }
        default: return false
        }
    }
}

extension LivePanels {
    /// Ends at `time` every mode in which Flotilla holds the keyboard or the pointer, as a screen
    /// locker about to grab them needs: a dragged panel springs back, the switcher goes with
    /// nothing chosen, the search field closes, the arrangements close, exposé is left, and the
    /// log-out prompt asking whether to log out is cancelled.
    mutating func endHoldingModes(at time: Double) {
        if confirmsLogOut { emit(.didAnswerLogOut(answer: .cancel)) }
        _ = cancelGesture(at: time)
        _ = cancelSwitcher()
        closeSearch(at: time)
        if openMenu != nil { closeArrangements(at: time) }
        if manager.isExposing { change(at: time) { $0.exitExpose() } }
    }
}
