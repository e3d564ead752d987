/// The pointer's shape, as the compositor asks for it; each host draws it its own way.
public enum CursorShape: Hashable, Sendable, CaseIterable {
    /// The default arrow.
    case arrow
    /// Over something that acts when clicked.
    case pointer
    /// Over something that moves when dragged (a title bar).
    case move
    /// Over something that can be grabbed.
    case grab
    /// While something is held and dragged.
    case grabbing
    /// Over an edge or corner that resizes, named by the edge or corner that moves.
    case resizeLeft, resizeRight, resizeTop, resizeBottom
    case resizeTopLeft, resizeTopRight, resizeBottomLeft, resizeBottomRight
    /// The arrow with a busy mark: an application launched has not shown its window yet.
    case progress
}
