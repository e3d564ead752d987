import Model

/// The floating panel the pointer drags: which, where it is drawn, and from its origin to the pointer.
public struct DraggedPanel: Equatable, Sendable {
    public var id: PanelID
    public var frame: Rect
    public var grab: Vector
}
