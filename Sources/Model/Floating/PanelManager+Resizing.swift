/// An arrow key's direction.
public enum KeyDirection: String, CaseIterable, Hashable, Sendable {
    case left, right, up, down

    /// The unit displacement (y grows downwards).
    public var unit: Vector {
        switch self {
        case .left: Vector(dx: -1, dy: 0)
        case .right: Vector(dx: 1, dy: 0)
        case .up: Vector(dx: 0, dy: -1)
        case .down: Vector(dx: 0, dy: 1)
        }
    }
}

/// Resizing with the pointer and moving and resizing with keys.
extension PanelManager {
    /// One arrow-key step when moving or resizing a panel: 10 pt.
    public static let keyboardStep = 10.0
    /// One step with Shift held: 50 pt.
    public static let keyboardLargeStep = 50.0

    /// A resize of floating panel `id` from `handle`, starting at `start` (where the panel is drawn,
    /// when a spring still carries it) or its resting frame; nil when resizing is not allowed
    /// (exposé, not floating, not resizable).
    public func resize(_ id: PanelID, from handle: ResizeHandle, startingAt start: Rect? = nil) -> PanelResize? {
        guard allows(.resize, on: id), let p = panels[id], let f = frame(of: id) else { return nil }
        return PanelResize(start: start ?? f, handle: handle, sizes: p.sizes)
    }

    /// Ends a resize of `id` from `handle` (begun at `start`) after the pointer moved by `delta`: the settled frame
    /// (limits clamped, opposite edge still, top kept below the window's top, reachable, clear of
    /// the reserved areas) becomes the
    /// panel's floating frame and is returned (animate to it with the transition spring).
    @discardableResult
    public mutating func endResize(_ id: PanelID, from handle: ResizeHandle, delta: Vector, startingAt start: Rect? = nil) -> Rect? {
        guard let session = resize(id, from: handle, startingAt: start) else { return nil }
        let f = session.settled(for: delta, reachability: reachability)
        panels[id]?.floatingFrame = f
        placeClearOfReservedAreas(id)
        return frame(of: id)
    }

    /// Arrow keys move the focused floating panel by ``keyboardStep`` (``keyboardLargeStep`` when
    /// `large`), kept reachable and clear of the reserved areas. Returns its new frame; nil when not allowed.
    @discardableResult
    public mutating func moveFocused(_ direction: KeyDirection, large: Bool = false) -> Rect? {
        guard let id = focusedID, allows(.keyboardMove, on: id), let f = frame(of: id) else { return nil }
        let step = large ? Self.keyboardLargeStep : Self.keyboardStep
        let moved = reachability.clamped(f.offsetBy(direction.unit * step))
        panels[id]?.floatingFrame = moved
        placeClearOfReservedAreas(id)
        return frame(of: id)
    }

    /// Arrow keys (with a resize modifier) resize the focused floating panel from its bottom-right
    /// corner: right/down grow, left/up shrink by one step, clamped to its limits. Returns its new
    /// frame; nil when not allowed.
    @discardableResult
    public mutating func resizeFocused(_ direction: KeyDirection, large: Bool = false) -> Rect? {
        guard let id = focusedID, allows(.keyboardResize, on: id) else { return nil }
        let step = large ? Self.keyboardLargeStep : Self.keyboardStep
        return endResize(id, from: .bottomRight, delta: direction.unit * step)
    }
}
