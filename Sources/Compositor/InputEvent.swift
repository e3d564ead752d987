import Input
import Model

/// Input as the compositor sees it, whatever the host: positions in window points, times in
/// seconds on the input's own clock (only differences between input times matter).
public enum InputEvent: Hashable, Sendable {
    case pointerMoved(Point, time: Double)
    case pointerPressed(Point, button: Int, time: Double)
    case pointerReleased(Point, button: Int, time: Double)
    case wheel(Vector, at: Point, time: Double)
    case key(KeyPress, time: Double)
}
