import Input
import Model

/// Input as the compositor sees it, whatever the host: positions in window points, times in
/// seconds on the input's own clock (only differences between input times matter).
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
}

extension InputEvent {
    /// How far one wheel click scrolls a list or a page, in points.
    public static let wheelStep = 40.0
}
