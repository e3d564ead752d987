/// The pin a dragged floating panel would get if released now: the slot it would take (shown as
/// the preview, grown from the panel's frame with the transition spring) and the layout after.
public struct PinPreview: Hashable, Sendable {
    public var side: PanelPinSide
    /// The index the panel would take on `side`.
    public var index: Int
    /// The slot the panel would fill (the side divided by N + 1).
    public var slot: Rect
    /// Every pinned slot once the panel is pinned (the others on `side` re-divided).
    public var slots: PinnedSlots

    /// The main content area once the panel is pinned.
    public var mainContent: Rect { slots.mainContent }

    /// The preview for a panel `id` with `sizes` dragged at `frame` by the pointer at `pointer`
    /// over `slots` (which must not contain it), or nil: the pointer near no side
    /// (``PinningRules/triggeredSide(pointer:in:)``), pinning off, the side full, or the main
    /// content would fall below the rules' minimum size. The index comes from the frame's centre.
    public static func evaluate(id: PanelID, pointer: Point, frame: Rect, sizes: PanelContentSizes,
                                slots: PinnedSlots, rules: PinningRules) -> PinPreview? {
        guard let side = rules.triggeredSide(pointer: pointer, in: slots.container) else { return nil }
        return evaluate(id: id, frame: frame, sizes: sizes, side: side, slots: slots, rules: rules)
    }

    /// The preview for pinning to `side` specifically (the pin button, the keyboard, scenes), or nil
    /// when that side is full or the main content would become too small. The index is `index`
    /// (clamped to 0…N) when given, else it comes from the frame's centre.
    public static func evaluate(id: PanelID, frame: Rect, sizes: PanelContentSizes, side: PanelPinSide,
                                index: Int? = nil, slots: PinnedSlots, rules: PinningRules) -> PinPreview? {
        let others = slots.removing(id)
        let n = others.entries(side).count
        guard rules.isEnabled, n < rules.maximum(side) else { return nil }
        let thickness = sizes.pinnedThickness(on: side)
        let index = index.map { min(n, max(0, $0)) } ?? others.insertionIndex(for: frame.center, on: side)
        let after = others.inserting(PinnedSlots.Entry(id: id, thickness: thickness), on: side, at: index)
        guard after.satisfies(rules), let slot = after.slot(side, index: index), !slot.isEmpty else { return nil }
        return PinPreview(side: side, index: index, slot: slot, slots: after)
    }
}
