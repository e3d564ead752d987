import Model

/// Input in one vocabulary, whatever its source (the X server, a script, a storm), as the
/// compositor reads it: positions in window points, times in seconds on the input's own clock
/// (only differences between input times matter).
public enum InputEvent: Hashable, Sendable {
    case pointerMoved(Point, time: Double)
    case pointerPressed(Point, button: Int, time: Double)
    case pointerReleased(Point, button: Int, time: Double)
    /// Wheel clicks (notches): dy > 0 scrolls the content on (down), dx > 0 right.
    case wheel(Vector, at: Point, time: Double)
    /// Precise scrolling in points (a touchpad's or a smooth wheel's deltas, e.g. XInput2's
    /// scroll valuators), the same directions as ``wheel(_:at:time:)``: the content follows at once.
    case scroll(Vector, at: Point, time: Double)
    case key(KeyPress, time: Double)
    /// A modifier key was let go; `held` are the modifiers still down (Alt let go ends Alt+Tab's
    /// switcher).
    case modifiersReleased(held: Modifiers, time: Double)
    /// A touchpad gesture of several fingers began, went on, ended or was cancelled (``Gesture``).
    case gesture(Gesture, time: Double)
}

extension InputEvent {
    /// How far one wheel click scrolls a list or a page, in points.
    public static let wheelStep = 40.0
}

extension InputEvent {
    /// This event with its positions, and a gesture's motion, in pixels made points at `scale`
    /// pixels a point (how a host's pixels become the compositor's points). Wheel notches and
    /// scroll distances (points of the content already), keys and times stay as they are.
    public func inPoints(scale: Double) -> InputEvent {
        guard scale != 1 else { return self }
        func points(_ p: Point) -> Point { Point(x: p.x / scale, y: p.y / scale) }
        switch self {
        case .pointerMoved(let p, let t): return .pointerMoved(points(p), time: t)
        case .pointerPressed(let p, let b, let t): return .pointerPressed(points(p), button: b, time: t)
        case .pointerReleased(let p, let b, let t): return .pointerReleased(points(p), button: b, time: t)
        case .wheel(let d, let p, let t): return .wheel(d, at: points(p), time: t)
        case .scroll(let d, let p, let t): return .scroll(d, at: points(p), time: t)
        case .gesture(var g, let t):
            (g.at, g.delta) = (points(g.at), Vector(dx: g.delta.dx / scale, dy: g.delta.dy / scale))
            return .gesture(g, time: t)
        case .key, .modifiersReleased: return self
        }
    }

}
