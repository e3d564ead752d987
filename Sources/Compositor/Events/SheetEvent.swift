import Model

/// What happened to a sheet (FloatingPanel's delegate calls, as events).
public enum SheetEvent: Hashable, Sendable {
    /// The pointer pressed on the sheet; `allowed` is the delegate's answer (a veto when false).
    case shouldBeginDragging(allowed: Bool)
    /// The pointer grabbed the sheet.
    case willBeginDragging(state: SheetState)
    /// The sheet's free edge moved (while dragged or attracted), to `extent`.
    case didMove(extent: Double)
    /// The pointer let go; the sheet is going to `target` (a delegate may have changed it).
    case willEndDragging(velocity: Double, target: SheetRelease)
    case didEndDragging(target: SheetRelease)
    case willBeginAttracting(to: SheetState)
    case didEndAttracting(state: SheetState)
    case didChangeState(SheetState)
    case didRemove
    /// List `list` of the sheet (0: the first) came to rest at `offset` after momentum, a bounce
    /// or the wheel's spring (UIScrollView's did-end-decelerating); not after a hand-off.
    case didEndScrolling(list: Int, offset: Double)

    public var name: String {
        switch self {
        case .shouldBeginDragging: "should-begin-dragging"
        case .willBeginDragging: "will-begin-dragging"
        case .didMove: "did-move"
        case .willEndDragging: "will-end-dragging"
        case .didEndDragging: "did-end-dragging"
        case .willBeginAttracting: "will-begin-attracting"
        case .didEndAttracting: "did-end-attracting"
        case .didChangeState: "did-change-state"
        case .didRemove: "did-remove"
        case .didEndScrolling: "did-end-scrolling"
        }
    }
}
