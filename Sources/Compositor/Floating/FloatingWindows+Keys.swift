import Model

/// Keys on managed panels. Tab and Shift-Tab (ISO_Left_Tab) cycle the focus; the arrows move the
/// focused floating panel; `[` `]` make it narrower and wider, `-` `=` shorter and taller; `p` pins
/// it to the first side that takes it, or floats it when pinned; F3 shows or leaves exposé; Escape
/// leaves exposé or closes the focused popover. Nothing happens while the pointer holds a panel.
extension FloatingWindows {
    static let moveKeys: [String: KeyDirection] = ["Left": .left, "Right": .right, "Up": .up, "Down": .down]
    static let resizeKeys: [String: KeyDirection] = ["bracketleft": .left, "bracketright": .right, "minus": .up, "equal": .down]
    static let exposeKey = "F3"

    /// Handles key `name` at `time`; returns whether it was used (else it goes to the sheets).
    mutating func key(_ name: String, at time: Double) -> Bool {
        guard gesture == nil else { return false }
        if let direction = Self.moveKeys[name] { return change(at: time) { $0.moveFocused(direction) } != nil }
        if let direction = Self.resizeKeys[name] { return change(at: time) { $0.resizeFocused(direction) } != nil }
        switch name {
        case "Tab": return change(at: time) { $0.focusNext() } != nil
        case "ISO_Left_Tab": return change(at: time) { $0.focusPrevious() } != nil
        case Self.exposeKey:
            guard !manager.exposeOrder.isEmpty || manager.isExposing else { return false }
            change(at: time) { $0.toggleExpose() }
            return true
        case "Escape": return change(at: time) { $0.escape() } != .nothing
        case "p":
            guard let id = manager.focusedID else { return false }
            return change(at: time) { m in m.state(of: id).isPinned ? m.float(id) != nil : m.pinToFirstAvailableSide(id) != nil }
        default: return false
        }
    }
}
