/// How a drag ended.
public enum DragOutcome: Hashable, Sendable {
    /// Released over a pin preview: pinned in its slot (animate with the transition spring).
    case pinned(PinPreview)
    /// Thrown: comes to rest at this frame (momentum-projected, kept reachable and clear of the
    /// reserved areas; thrown spring).
    case floating(Rect)
    /// Released or flung at an edge or a corner (``PanelManager/tilesWindows``): fills that tile,
    /// at this frame (transition spring).
    case tiled(TileArrangement, Rect)
    /// Nothing happened: exposé shows, or the panel is not floating.
    case blocked
}

/// Dragging, flinging, pinning and unpinning.
extension PanelManager {
    /// Where a floating panel is presented while dragged to the pointer's raw origin: 1:1 while
    /// reachable, rubber-banded beyond. Nil when dragging is not allowed.
    public func draggedFrame(_ id: PanelID, rawOrigin: Point) -> Rect? {
        guard allows(.drag, on: id), state(of: id) == .floating, let p = panels[id] else { return nil }
        return Rect(origin: reachability.dragged(rawOrigin, size: p.floatingSize), size: p.floatingSize)
    }

    /// The pin preview for floating panel `id` dragged at `frame` by the pointer at `pointer`, or
    /// nil (the pointer near no side, side full, main content would get too small, exposé, not
    /// floating).
    public func pinPreview(for id: PanelID, pointer: Point, frame: Rect) -> PinPreview? {
        guard allows(.pin, on: id), let p = panels[id] else { return nil }
        return PinPreview.evaluate(id: id, pointer: pointer, frame: frame, sizes: p.sizes, slots: slots, rules: rules)
    }

    /// Ends a drag of floating panel `id` let go at `released` moving at `velocity` (pt/s), the
    /// pointer at `pointer` (nil: the drag never moved, a click on its title bar, which neither
    /// tiles nor pins): where windows tile, tiles it when the pointer's momentum-projected resting
    /// point chooses a tile of the monitor it lies on (``TileArrangement/chosen(at:in:releasedAt:)``); else
    /// pins it when a pin preview shows (``pinPreview(for:pointer:frame:)``), otherwise throws it
    /// to its landing (kept clear of the reserved areas). Either way it stays focused and on top,
    /// at its own floating size wherever it was drawn, and the released frame (made reachable)
    /// becomes its last floating frame when pinned.
    public mutating func endDrag(_ id: PanelID, at released: Rect, velocity: Vector, pointer: Point?) -> DragOutcome {
        guard allows(.drag, on: id), state(of: id) == .floating, let p = panels[id] else { return .blocked }
        if let pointer, tilesWindows {
            let carried = reachability.projected(released.origin, velocity: velocity) - released.origin
            let area = tilingArea(of: monitor(at: pointer + carried))
            if let arrangement = TileArrangement.chosen(at: pointer + carried, in: area, releasedAt: pointer),
               let frame = tile(id, arrangement, in: area) {
                return .tiled(arrangement, frame)
            }
        }
        // The panel's own size: one grabbed mid-animation was drawn at a size between two, maybe
        // just outside its limits.
        let frame = Rect(origin: released.origin, size: p.floatingSize)
        if let pointer, let preview = pinPreview(for: id, pointer: pointer, frame: frame) {
            let clamped = reachability.clamped(frame)
            panels[id]?.floatingFrame = clamped
            pin(id, preview)
            return .pinned(preview)
        }
        let landing = Rect(origin: reachability.landing(from: frame.origin, velocity: velocity, size: frame.size),
                           size: frame.size)
        setFloating(id, frame: landing)
        placeClearOfReservedAreas(id)
        raise(id)
        focusedID = id
        return self.frame(of: id).map(DragOutcome.floating) ?? .blocked
    }

    /// Throws floating panel `id` from `frame` with `velocity` (pt/s) without a drag (a scene's
    /// motion at time 0): it lands where a fling released there would (clear of the reserved
    /// areas), keeping its z-order and focus. Returns the landing frame; nil when the panel is not floating.
    @discardableResult
    public mutating func throwFloating(_ id: PanelID, from frame: Rect, velocity: Vector) -> Rect? {
        guard state(of: id) == .floating else { return nil }
        let landing = Rect(origin: reachability.landing(from: frame.origin, velocity: velocity, size: frame.size),
                           size: frame.size)
        panels[id]?.floatingFrame = landing
        placeClearOfReservedAreas(id)
        return self.frame(of: id)
    }

    /// Pins floating panel `id` to `side` (keyboard, scripts, scenes) at `index` (clamped; default:
    /// the index its centre gives). Nil when that side is full, the main content would get too
    /// small, or pinning is not allowed.
    @discardableResult
    public mutating func pin(_ id: PanelID, to side: PanelPinSide, at index: Int? = nil) -> PinPreview? {
        guard allows(.pin, on: id), let p = panels[id], let f = frame(of: id),
              let preview = PinPreview.evaluate(id: id, frame: f, sizes: p.sizes, side: side, index: index,
                                                slots: slots, rules: rules) else { return nil }
        pin(id, preview)
        return preview
    }

    /// The pin button: pins to the first side, in ``PanelPinSide/checkOrder``, that takes it.
    @discardableResult
    public mutating func pinToFirstAvailableSide(_ id: PanelID) -> PinPreview? {
        for side in PanelPinSide.checkOrder {
            if let preview = pin(id, to: side) { return preview }
        }
        return nil
    }

    /// Dragging pinned panel `id` away: it floats at once at its last floating size under `pointer`
    /// (``UnpinPlacement/underPointer(_:slot:size:reachability:)``); the rest of its side
    /// re-divides and the main content grows back. Returns the floating frame the drag continues
    /// from; nil when not pinned or during exposé.
    @discardableResult
    public mutating func unpin(_ id: PanelID, pointer: Point) -> Rect? {
        guard allows(.unpin, on: id), let p = panels[id], case .pinned(let side, let index) = state(of: id),
              let slot = slots.slot(side, index: index) else { return nil }
        setFloating(id, frame: UnpinPlacement.underPointer(pointer, slot: slot, size: p.floatingSize,
                                                           reachability: reachability))
        raise(id)
        focusedID = id
        return frame(of: id)
    }

    private mutating func pin(_ id: PanelID, _ preview: PinPreview) {
        panels[id]?.tile = nil
        setPinned(preview.slots)
        raise(id)
        focusedID = id
    }
}
