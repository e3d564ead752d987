/// Showing, nesting and closing panels.
///
/// A panel presented *from* another becomes its child (to any depth); raising a panel raises its
/// descendants above it, and closing it closes them. Hidden panels have no parent.
extension PanelManager {
    /// The visible panels `id` presented, in z-order (back to front).
    public func children(of id: PanelID) -> [PanelID] {
        zOrder.filter { panels[$0]?.parent == id }
    }

    /// Every panel presented from `id` directly or indirectly, depth first.
    public func descendants(of id: PanelID) -> [PanelID] {
        children(of: id).flatMap { [$0] + descendants(of: $0) }
    }

    /// The chain of presenters above `id`, nearest first.
    public func ancestors(of id: PanelID) -> [PanelID] {
        var out: [PanelID] = [], seen: Set<PanelID> = [id]
        var next = panels[id]?.parent
        while let p = next, seen.insert(p).inserted {
            out.append(p)
            next = panels[p]?.parent
        }
        return out
    }

    /// Shows `id` floating at `frame` (default: its last floating frame, else centred in the main
    /// content, cascaded), made reachable, raised and focused; `parent` makes it that panel's child.
    /// False when the panel is unknown, the parent is not visible, or the parent is `id` or one of
    /// its descendants.
    @discardableResult
    public mutating func present(_ id: PanelID, from parent: PanelID? = nil, floatingAt frame: Rect? = nil) -> Bool {
        guard let panel = panels[id], canPresent(id, from: parent) else { return false }
        let f = frame.map { Rect(origin: $0.origin, size: panel.sizes.clampedFrame($0.size)) }
            ?? panel.floatingFrame.map { Rect(origin: $0.origin, size: panel.floatingSize) }
            ?? defaultFloatingFrame(for: panel)
        setFloating(id, frame: f)
        placeClearOfReservedAreas(id)
        panels[id]?.parent = parent
        raise(id)
        focusedID = id
        return true
    }

    /// Shows `id` attached to its source at `frame` (chosen by the presenter), raised and focused, as
    /// `parent`'s child. False as for ``present(_:from:floatingAt:)``.
    @discardableResult
    public mutating func present(_ id: PanelID, from parent: PanelID? = nil, attachedAt frame: Rect) -> Bool {
        guard panels[id] != nil, canPresent(id, from: parent) else { return false }
        setState(id, .attached)
        panels[id]?.attachedFrame = frame
        panels[id]?.parent = parent
        if !zOrder.contains(id) { zOrder.append(id) }
        raise(id)
        focusedID = id
        return true
    }

    /// The float button: an attached panel floats at its attached frame (size clamped to the panel's
    /// limits), a pinned panel floats beside its side (``UnpinPlacement/beside(_:slot:size:reachability:)``).
    /// Returns the new floating frame; nil when the panel was neither, or during exposé.
    @discardableResult
    public mutating func float(_ id: PanelID) -> Rect? {
        guard !isExposing, let panel = panels[id] else { return nil }
        switch state(of: id) {
        case .attached:
            guard let f = panel.attachedFrame else { return nil }
            setFloating(id, frame: Rect(origin: f.origin, size: panel.sizes.clampedFrame(f.size)))
        case .pinned(let side, let index):
            guard let slot = slots.slot(side, index: index) else { return nil }
            setFloating(id, frame: UnpinPlacement.beside(side, slot: slot, size: panel.floatingSize,
                                                         reachability: reachability))
        default:
            return nil
        }
        placeClearOfReservedAreas(id)
        raise(id)
        focusedID = id
        return frame(of: id)
    }

    /// Forgets hidden panel `id` altogether, as if it had never been installed (an app's dialog
    /// whose window went: nothing opens in its panel again); false when it shows or presents a
    /// panel that shows.
    @discardableResult
    public mutating func forget(_ id: PanelID) -> Bool {
        guard let panel = panels[id], panel.state == .hidden, !panels.values.contains(where: { $0.parent == id }) else { return false }
        panels[id] = nil
        order.removeAll { $0 == id }
        displaced[id] = nil
        appSheets.remove(id)
        spaces.spaceOf[id] = nil
        if exposeLit == id { exposeLit = nil }
        return true
    }

    /// Closes `id` and every panel it presented, to any depth. Returns the ids closed, `id` first
    /// (empty when it was not visible). Focus moves to the closed panel's presenter when that is
    /// still visible, else to the front-most remaining panel (as drawn).
    @discardableResult
    public mutating func close(_ id: PanelID) -> [PanelID] {
        guard state(of: id).isVisible else { return [] }
        let parent = panels[id]?.parent
        let closed = [id] + descendants(of: id)
        for c in closed {
            setState(c, .hidden)
            panels[c]?.attachedFrame = nil
            panels[c]?.parent = nil
        }
        zOrder.removeAll { closed.contains($0) }
        keptAbove.subtract(closed)
        if let f = focusedID, closed.contains(f) {
            focusedID = parent.flatMap { zOrder.contains($0) ? $0 : nil } ?? frontActivePanel
        }
        return closed
    }

    private func canPresent(_ id: PanelID, from parent: PanelID?) -> Bool {
        guard let parent else { return true }
        return parent != id && state(of: parent).isVisible && !descendants(of: id).contains(parent)
    }
}
