/// Reacting to the window: its size, its reserved areas and compact mode. Every change of them lays
/// the panels out again from the ``remembered`` layout, after taking in what the user changed since
/// the last one — one mechanism for every shrink and grow, so a window shrunk and grown back
/// returns its panels where they were unless the user moved them meanwhile.
extension PanelManager {
    /// The window's bounds changed to `newContainer`; the panels are laid out again
    /// (``layOut(_:)``). Returns the ids of the panels that were pinned and now float, in the
    /// order they floated.
    @discardableResult
    public mutating func setContainer(_ newContainer: Rect) -> [PanelID] {
        let before = self
        return layOut { $0.container = newContainer }.filter { before.state(of: $0).isPinned }
    }

    /// Takes in the user's changes, applies `change` to the window (size, reserved areas), then
    /// lays every panel out from the remembered layout:
    ///
    /// - Below ``compactWidth`` the window is compact: every floating or pinned panel becomes a
    ///   compact sheet (its last floating frame kept), nothing is pinned, exposé ends.
    /// - Otherwise pinned panels take their remembered sides and slots, then whole sides float
    ///   while the main content would be narrower than ``PinningRules/minimumMainContentWidth``
    ///   (or lower than the minimum height), or pinning is off (``enforcePinningRules()``).
    ///   Floating panels keep their size within their limits and move from their remembered frame
    ///   only as ``PanelReachability/afterAreaChange(_:from:sizes:)`` says against the window they
    ///   were placed in: wholly inside if they were and fit, else just reachable; then clear of the
    ///   reserved areas and the shelf (``ReservedAvoidance``); tiled ones take their tiles in the
    ///   work area left.
    /// - Attached panels move wholly inside where they fit.
    /// - The remembered z-order returns (sides floated by this layout come to the front).
    ///
    /// Returns the ids of the pinned panels this layout floated.
    /// `allowingCompact` false lays a narrow window out as a wide one (to save its layout).
    @discardableResult
    mutating func layOut(allowingCompact: Bool = true, _ change: (inout PanelManager) -> Void) -> [PanelID] {
        // A panel moved off a monitor that went and not moved since stays so, wherever this layout puts it.
        let stillDisplaced = displaced.keys.filter { panels[$0]?.floatingFrame == displaced[$0]?.movedTo }
        defer { for id in stillDisplaced { displaced[id]?.movedTo = panels[id]?.floatingFrame } }
        remembered = remembered.adopting(places, zOrder: zOrder, container: container)
        change(&self)
        isCompact = allowingCompact && container.width < compactWidth
        var floated: [PanelID] = []
        placeRemembered()
        if isCompact {
            for id in zOrder where state(of: id) == .floating || state(of: id).isPinned { setState(id, .compactSheet) }
            isExposing = false
        } else {
            floated = enforcePinningRules()
            refitTiles()
            for id in zOrder { placeClearOfReservedAreas(id) }
        }
        remembered.laidOut(places, zOrder: zOrder)
        return floated
    }

    /// Every panel at its remembered place in this window, in the remembered z-order.
    private mutating func placeRemembered() {
        let reach = reachability
        var sides: [PanelPinSide: [(index: Int, id: PanelID)]] = [:]
        for (id, chosen) in remembered.chosen {
            guard let p = panels[id] else { continue }
            switch chosen.place.state {
            case .hidden, .minimised:
                panels[id]?.state = chosen.place.state
            case .attached:
                panels[id]?.state = .attached
                panels[id]?.attachedFrame = p.attachedFrame.map(reach.fittedInside)
            case .floating, .compactSheet:
                panels[id]?.state = .floating
                panels[id]?.floatingFrame = chosen.place.floatingFrame.map {
                    reach.afterAreaChange($0, from: chosen.container, sizes: p.sizes)
                }
            case .pinned(let side, let index):
                panels[id]?.floatingFrame = chosen.place.floatingFrame
                sides[side, default: []].append((index, id))
            }
        }
        for (side, list) in sides {
            for (index, entry) in list.sorted(by: { ($0.index, $0.id) < ($1.index, $1.id) }).enumerated() {
                panels[entry.id]?.state = .pinned(side: side, index: index)
            }
        }
        let visible = remembered.chosenZOrder.filter { state(of: $0).isVisible }
        zOrder = visible + zOrder.filter { !visible.contains($0) && state(of: $0).isVisible }
    }

    /// Every panel's place now, by id.
    var places: [PanelID: PanelPlace] {
        panels.mapValues { PanelPlace(state: $0.state, floatingFrame: $0.floatingFrame) }
    }

    /// Floats whole pinned sides, as ``layOut(_:)`` describes, until the pinned layout fits
    /// ``rules`` (call it after changing the rules): for a width shortfall the wider of the left
    /// and right columns (left on a tie), for a height shortfall the taller of the top and bottom
    /// rows (top on a tie), else any side with panels. A floated panel takes its last floating
    /// size ``UnpinPlacement/sideInset`` from its former side, lined up with its former slot, and
    /// comes to the front. Returns the ids that floated.
    @discardableResult
    public mutating func enforcePinningRules() -> [PanelID] {
        let reach = reachability, before = slots
        var floated: [PanelID] = []
        while let side = sideToFloat() {
            for (index, entry) in slots.entries(side).enumerated() {
                // Placed from the slots as they were before anything floated, so panels floated
                // from different sides in one go do not land on one another.
                guard let p = panels[entry.id], let slot = before.slot(side, index: index) else { continue }
                let f = UnpinPlacement.beside(side, slot: slot, size: p.floatingSize, reachability: reach)
                setState(entry.id, .floating)
                panels[entry.id]?.floatingFrame = f
                placeClearOfReservedAreas(entry.id)
                floated.append(entry.id)
            }
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
