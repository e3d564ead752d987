import Model

/// One event of a touchpad gesture of several fingers, as libinput makes them and XInput 2.4
/// delivers them (`GestureSwipe…`, `GesturePinch…`): a swipe, whose fingers move together, or a
/// pinch, whose fingers spread, close or turn. A gesture is one sequence: it begins, goes on any
/// number of times, and ends — or is cancelled (a finger lifted too early, another finger put down).
public struct Gesture: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case swipe, pinch
    }

    public enum Phase: String, Hashable, Sendable, CaseIterable {
        case began, changed, ended, cancelled
    }

    public var kind: Kind
    public var phase: Phase
    /// How many fingers make it (3 or 4 for a swipe the desktop takes; 2 or more for a pinch).
    public var fingers: Int
    /// Where the pointer is, in window points.
    public var at: Point
    /// How far the fingers moved since the gesture's last event, in points (the motion's own,
    /// unaccelerated: a swipe followed 1:1 moves with it).
    public var delta: Vector
    /// A pinch's spread since it began: 1 at its beginning, 2 with the fingers twice as far
    /// apart. Always 1 for a swipe.
    public var scale: Double
    /// How far a pinch's fingers turned since its last event, in degrees, clockwise on the
    /// screen. Always 0 for a swipe.
    public var rotation: Double

    public init(_ kind: Kind, _ phase: Phase, fingers: Int, at: Point, delta: Vector = .zero, scale: Double = 1, rotation: Double = 0) {
        (self.kind, self.phase, self.fingers, self.at, self.delta) = (kind, phase, fingers, at, delta)
        (self.scale, self.rotation) = (kind == .pinch ? scale : 1, kind == .pinch ? rotation : 0)
    }
}
