/// What Escape did.
public enum EscapeOutcome: Hashable, Sendable {
    /// Exposé was showing and now is not.
    case leftExpose
    /// The focused attached panel closed, with these ids (its own first, then the panels it presented).
    case closed([PanelID])
    /// Nothing to do.
    case nothing
}

/// Focus, raising and keyboard focus cycling.
extension PanelManager {
    /// A click on panel `id`: it comes to the front (its descendants above it; pinned panels stay
    /// in the pinned layer) and takes focus. During exposé the click also leaves exposé. False when
    /// the panel is not visible, or minimised.
    @discardableResult
    public mutating func focus(_ id: PanelID) -> Bool {
        guard state(of: id).isActive else { return false }
        raise(id)
        focusedID = id
        isExposing = false
        return true
    }

    /// No panel has focus any more: a window outside the panels (a desktop window) took it.
    public mutating func blur() { focusedID = nil }

    /// Keeps panel `id` (and the panels it presented) above every panel not kept so, however those
    /// are raised (a window in `_NET_WM_STATE_ABOVE`); `false` lets it be covered again, from where it is.
    public mutating func keepAbove(_ id: PanelID, _ on: Bool) {
        if on { keptAbove.insert(id) } else { keptAbove.remove(id) }
        liftKeptAbove()
    }

    /// Moves the panels kept above, with their descendants, to the top of the z-order, each group
    /// keeping its order.
    mutating func liftKeptAbove() {
        guard !keptAbove.isEmpty else { return }
        let above = Set(keptAbove.flatMap { [$0] + descendants(of: $0) })
        let lifted = zOrder.filter { !above.contains($0) } + zOrder.filter { above.contains($0) }
        if lifted != zOrder { zOrder = lifted }
    }

    /// Focuses (and raises) the next visible panel (minimised ones left out) in the order panels were added, wrapping; the
    /// first when none is focused. Returns the focused id (nil when nothing is visible).
    @discardableResult
    public mutating func focusNext() -> PanelID? { cycleFocus(by: 1) }

    /// Focuses (and raises) the previous visible panel, wrapping; the last when none is focused.
    @discardableResult
    public mutating func focusPrevious() -> PanelID? { cycleFocus(by: -1) }

    /// Escape: leaves exposé if it shows, else closes the focused panel if it is attached (with the
    /// panels it presented; focus returns to its presenter).
    @discardableResult
    public mutating func escape() -> EscapeOutcome {
        if isExposing {
            isExposing = false
            return .leftExpose
        }
        guard let f = focusedID, state(of: f) == .attached else { return .nothing }
        return .closed(close(f))
    }

    private mutating func cycleFocus(by step: Int) -> PanelID? {
        let visible = order.filter { state(of: $0).isActive && isHere($0) }
        guard !visible.isEmpty else { return nil }
        let next: PanelID
        if let f = focusedID, let i = visible.firstIndex(of: f) {
            next = visible[((i + step) % visible.count + visible.count) % visible.count]
        } else {
            next = step > 0 ? visible[0] : visible[visible.count - 1]
        }
        raise(next)
        focusedID = next
        return next
    }
}
