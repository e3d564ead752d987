import Model

/// The floating panel the pointer drags: which, where it is drawn, and from its origin to the pointer.
public struct DraggedPanel: Equatable, Sendable {
    public var id: String
    public var frame: Rect
    public var grab: Vector

    public init(id: String, frame: Rect, grab: Vector) {
        self.id = id
        self.frame = frame
        self.grab = grab
    }
}
