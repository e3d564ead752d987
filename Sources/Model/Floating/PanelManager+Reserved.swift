/// A floating panel moved out of the reserved areas' way: the frame it returns to when they go,
/// and the frame it was given (if its frame is no longer that one, the user moved it meanwhile).
public struct AvoidedFrame: Hashable, Sendable {
    public var original: Rect
    public var avoided: Rect

    public init(original: Rect, avoided: Rect) {
        self.original = original
        self.avoided = avoided
    }
}

/// Keeping floating panels clear of reserved areas (PanelKit's keyboard avoidance), as
/// ``ReservedAvoidance`` places them. Pinned panels and popovers ignore the areas.
extension PanelManager {
    /// The avoidance rule for this window and the areas that show.
    public var reservedAvoidance: ReservedAvoidance { ReservedAvoidance(container: container, areas: reservedAreas) }

    /// Shows `areas` (empty: none). Every floating panel is placed for them from its remembered
    /// frame, or from where it is when the user moved it since (then it forgets the remembered
    /// frame): panels that overlap move clear of them and remember where they were; the others
    /// rest at that frame, so when the areas go the panels that were moved return.
    public mutating func setReservedAreas(_ areas: [ReservedArea]) {
        reservedAreas = areas
        let avoidance = reservedAvoidance
        var remembered: [String: AvoidedFrame] = [:]
        for id in zOrder {
            guard let p = panels[id], p.mode == .floating, let base = frameBeforeAvoidance(id) else { continue }
            let placed = avoidance.avoiding(base, minimumSize: p.sizes.minimumFrameSize)
            panels[id]?.floatingFrame = placed
            if placed != base { remembered[id] = AvoidedFrame(original: base, avoided: placed) }
        }
        avoidedFrames = remembered
    }

    /// Where floating panel `id` would be without the reserved areas: its remembered frame while it
    /// rests where they moved it, else its floating frame.
    func frameBeforeAvoidance(_ id: String) -> Rect? {
        guard let f = panels[id]?.floatingFrame else { return nil }
        return avoidedFrames[id].flatMap { $0.avoided == f ? $0.original : nil } ?? f
    }

    /// A floating frame the user chose (a drop, a key, a resize, a float) made clear of the
    /// reserved areas, relative to the space they leave; a panel the user moved forgets its
    /// remembered frame, so it stays where it is put when the areas go.
    mutating func placeClearOfReservedAreas(_ id: String) {
        guard let p = panels[id], p.mode == .floating, let f = p.floatingFrame, avoidedFrames[id]?.avoided != f else { return }
        avoidedFrames[id] = nil
        let placed = reservedAvoidance.avoiding(f, minimumSize: p.sizes.minimumFrameSize)
        panels[id]?.floatingFrame = placed
    }
}
