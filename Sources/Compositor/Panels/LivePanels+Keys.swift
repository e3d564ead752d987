import Input
import Model

/// Keys on managed panels. Tab cycles the focus, Shift+Tab backwards; the arrows move the focused
/// floating panel; `[` `]` make it narrower and wider, `-` `=` shorter and taller (with Shift, by
/// the large step); `p` pins it to the first side that takes it, or floats it when pinned; `n`
/// tears a floating one off into a window of its own (the host opens it; only where it can:
/// ``tearsOff``); a reserved area's key
/// (the scene's, e.g. `k`) shows or hides it; F3 shows or leaves exposé; Escape leaves exposé or closes the focused popover, and while the
/// pointer drags or resizes a panel it cancels that (the panel springs back). Nothing else happens
/// while the pointer holds a panel.
extension LivePanels {
    static let moveKeys: [Key: KeyDirection] = [.left: .left, .right: .right, .up: .up, .down: .down]
    static let resizeKeys: [Key: KeyDirection] = [.character("["): .left, .character("]"): .right,
                                                 .character("-"): .up, .character("="): .down]
    static let exposeKey = Key.function(3)
    static let tearOffKey = Key.character("n")
    /// Where windows tile, `a` arranges every floating window in a grid ("arrange all").
    static let arrangeKey = Key.character("a")

    /// Where windows tile, Super+Left and Super+Right tile the focused floating panel in that half
    /// of its monitor (already there, in the facing half of the monitor beside it), Super+Up fills
    /// the work area, Super+Down floats it again.
    static let tileKeys: [Key: TileArrangement?] = [.left: .leftHalf, .right: .rightHalf, .up: .fill, .down: nil]

    /// Tiles floating panel `id` in `arrangement` at `time` (`did-tile`); false when it does not float.
    @discardableResult
    mutating func tile(_ id: PanelID, _ arrangement: TileArrangement, at time: Double) -> Bool {
        guard change(at: time, { $0.tile(id, arrangement) }) != nil else { return false }
        emit(.didTile(panel: id, arrangement: arrangement))
        return true
    }

    /// Handles `press` at `time`; returns whether it was used (else it goes to the sheets). Keys
    /// held with Control, Alt or Super are not panel keys, but for Super+arrows where windows
    /// tile and Alt+Tab and Alt+Shift+Tab (the window behind the
    /// front one, or the backmost, comes to the front).
    mutating func key(_ asked: KeyPress, at time: Double) -> Bool {
        var press = asked
        if press.key == .escape, press.modifiers.isEmpty, gesture?.heldID != nil { return cancelGesture(at: time) }
        guard gesture == nil else { return false }
        // While exposé shows, its keys are also taken with Super (which keeps the plain ones for
        // the search field where one is offered).
        let exposeKeyWithSuper = manager.isExposing && press.modifiers.contains(.super) && !press.key.isArrow && !isSearching
        if exposeKeyWithSuper { press = KeyPress(press.key, modifiers: press.modifiers.subtracting(.super)) }
        if !exposeKeyWithSuper, searchKey(press, at: time) { return true }
        if press.key == .escape, press.modifiers.isEmpty, openMenu != nil {
            closeArrangements(at: time)
            return true
        }
        if press.key == .tab, press.modifiers == .alt || press.modifiers == [.alt, .shift] {
            return switchKey(backwards: press.modifiers.contains(.shift))
        }
        if press.key == .escape, press.modifiers.isEmpty, cancelSwitcher() { return true }
        if press.modifiers == .super, press.key.isArrow {
            guard manager.tilesWindows, let id = manager.focusedID, let arrangement = Self.tileKeys[press.key] else { return false }
            if let arrangement {
                guard let taken = change(at: time, { $0.tileByKey(id, arrangement) }) else { return false }
                emit(.didTile(panel: id, arrangement: taken))
                return true
            }
            return change(at: time) { $0.floatAgain(id) } != nil
        }
        guard press.modifiers.isSubset(of: .shift) else { return false }
        if popoverKey(press, at: time) || reservedKey(press, at: time) { return true }
        let shift = press.modifiers.contains(.shift)
        if let direction = Self.moveKeys[press.key] { return change(at: time) { $0.moveFocused(direction, large: shift) } != nil }
        if let direction = Self.resizeKeys[press.key] { return change(at: time) { $0.resizeFocused(direction, large: shift) } != nil }
        switch press.key {
        case .tab: return change(at: time) { shift ? $0.focusPrevious() : $0.focusNext() } != nil
        case Self.exposeKey:
            guard !manager.exposeOrder.isEmpty || manager.isExposing || manager.spaces.count > 0 else { return false }
            change(at: time) { $0.toggleExpose() }
            return true
        case .escape: return change(at: time) { $0.escape() } != .nothing
        case Self.arrangeKey where manager.tilesWindows:
            return change(at: time) { $0.arrangeAll() }.isEmpty == false
        case Self.tearOffKey:
            guard tearsOff, let id = manager.focusedID, manager.state(of: id) == .floating, let frame = manager.frame(of: id) else { return false }
            emit(.didTearOff(panel: id, frame: frame))
            change(at: time) { $0.close(id) }
            return true
        case .character("p"):
            guard let id = manager.focusedID else { return false }
            return change(at: time) { m in m.state(of: id).isPinned ? m.float(id) != nil : m.pinToFirstAvailableSide(id) != nil }
        default: return false
        }
    }
}
