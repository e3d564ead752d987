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
        }
    }

    /// The event's fields for its JSON line.
    var fields: [String: Any] {
        func target(_ r: SheetRelease) -> String {
            switch r {
            case .state(let s): s.name
            case .rest: "rest"
            case .remove: "removed"
            }
        }
        switch self {
        case .shouldBeginDragging(let allowed): return ["allowed": allowed]
        case .willBeginDragging(let s): return ["state": s.name]
        case .didMove(let e): return ["extent": (e * 100).rounded() / 100]
        case .willEndDragging(let v, let t): return ["velocity": (v * 100).rounded() / 100, "target": target(t)]
        case .didEndDragging(let t): return ["target": target(t)]
        case .willBeginAttracting(let s): return ["target": s.name]
        case .didEndAttracting(let s), .didChangeState(let s): return ["state": s.name]
        case .didRemove: return [:]
        }
    }
}

/// Listens to sheets and may steer them (FloatingPanel's delegate).
public protocol SheetDelegate: AnyObject {
    /// Whether the pointer may start dragging `sheet` (a veto).
    func shouldBeginDragging(sheet: String) -> Bool
    /// Called with the chosen target when the pointer lets go; may change it.
    func willEndDragging(sheet: String, velocity: Double, target: inout SheetRelease)
}
