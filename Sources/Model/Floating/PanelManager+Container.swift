/// Reacting to the window's size changing.
extension PanelManager {
    /// The window's bounds changed to `newContainer`.
    ///
    /// - Pinned panels re-divide their sides. While the main content would be narrower than
    ///   ``PinningRules/minimumMainContentWidth`` (or lower than the minimum height), or pinning
    ///   is off, whole sides float, one at a time: for a width shortfall the wider of the left and
    ///   right columns (left on a tie), for a height shortfall the taller of the top and bottom rows
    ///   (top on a tie), else any side with panels. A floated panel takes its last floating size
    ///   ``UnpinPlacement/sideInset`` from its former side, lined up with its former slot, and
    ///   comes to the front.
    /// - Floating panels keep their size within their limits and move (with the transition
    ///   spring) only as ``PanelReachability/afterAreaChange(_:from:sizes:)`` says: wholly inside
    ///   if they were and fit, else just reachable; panels moved out of the reserved areas' way
    ///   do so from their remembered frames, then move clear of the areas again.
    /// - Popovers move wholly inside where they fit.
    ///
    /// Returns the ids of the pinned panels that floated, in the order they did.
    @discardableResult
    public mutating func setContainer(_ newContainer: Rect) -> [String] {
        let old = container
        container = newContainer
        slots.container = newContainer
        let reach = reachability
        for id in zOrder {
            guard let p = panels[id] else { continue }
            if p.mode == .floating, let f = frameBeforeAvoidance(id) {
                panels[id]?.floatingFrame = reach.afterAreaChange(f, from: old, sizes: p.sizes)
            } else if p.mode == .popover, let f = p.popoverFrame {
                panels[id]?.popoverFrame = reach.fittedInside(f)
            }
        }
        avoidedFrames = [:]
        setReservedAreas(reservedAreas)
        return enforcePinningRules()
    }

    /// Floats whole pinned sides, as ``setContainer(_:)`` describes, until the pinned layout fits
    /// ``rules`` (call it after changing the rules). Returns the ids that floated.
    @discardableResult
    public mutating func enforcePinningRules() -> [String] {
        let reach = reachability, before = slots
        var floated: [String] = []
        while let side = sideToFloat() {
            for (index, entry) in slots.entries(side).enumerated() {
                // Placed from the slots as they were before anything floated, so panels floated
                // from different sides in one go do not land on one another.
                guard let p = panels[entry.id], let slot = before.slot(side, index: index) else { continue }
                let f = UnpinPlacement.beside(side, slot: slot, size: p.floatingSize, reachability: reach)
                panels[entry.id]?.mode = .floating
                panels[entry.id]?.floatingFrame = f
                placeClearOfReservedAreas(entry.id)
                floated.append(entry.id)
            }
            slots.sides[side] = nil
        }
        for id in floated { raise(id) }
        return floated
    }

    /// The side to float next so the pinned layout fits the rules, or nil when it already does.
    private func sideToFloat() -> PanelPinSide? {
        let occupied = PanelPinSide.allCases.filter { !slots.entries($0).isEmpty }
        guard !occupied.isEmpty, !rules.isEnabled || !slots.satisfies(rules) else { return nil }
        let c = container
        let widthShort = c.width - slots.thickness(.left) - slots.thickness(.right) < rules.minimumMainContentWidth
        let heightShort = c.height - slots.thickness(.top) - slots.thickness(.bottom) < rules.minimumMainContentHeight
        let preferred: [PanelPinSide] = widthShort ? [.left, .right] : heightShort ? [.top, .bottom] : []
        let candidates = preferred.filter(occupied.contains)
        let pool = candidates.isEmpty ? occupied : candidates
        // max(by:) keeps the first of equal elements: left before right, top before bottom.
        return pool.max { slots.thickness($0) < slots.thickness($1) }
    }
}
