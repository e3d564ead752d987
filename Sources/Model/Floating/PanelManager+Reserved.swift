/// Keeping floating panels clear of reserved areas (PanelKit's keyboard avoidance), as
/// ``ReservedAvoidance`` places them. Pinned panels, attached ones and compact sheets ignore the areas.
extension PanelManager {
    /// The avoidance rule for this window and the areas that show (the shelf's among them).
    public var reservedAvoidance: ReservedAvoidance { ReservedAvoidance(container: container, areas: keptClearAreas) }

    /// Shows `areas` (empty: none) and lays the panels out again from the remembered layout
    /// (``setContainer(_:)`` does the same for the window's size): floating panels that overlap
    /// the areas move clear of them, and when the areas go they return to their remembered frames
    /// — unless the user moved them meanwhile, which makes where they are the remembered frame.
    public mutating func setReservedAreas(_ areas: [ReservedArea]) {
        layOut { $0.reservedAreas = areas }
    }

    /// A floating frame the user chose (a drop, a key, a resize, a float) made clear of the
    /// reserved areas, relative to the space they leave.
    mutating func placeClearOfReservedAreas(_ id: PanelID) {
        guard let p = panels[id], p.state == .floating, p.tile == nil, let f = p.floatingFrame else { return }
        let placed = reservedAvoidance.avoiding(f, minimumSize: p.sizes.minimumFrameSize)
        panels[id]?.floatingFrame = placed
    }
}
