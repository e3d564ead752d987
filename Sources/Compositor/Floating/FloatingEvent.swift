import Model

/// What happened to managed panels (PanelKit's delegate calls, as events).
public enum FloatingEvent: Hashable, Sendable {
    /// The panel took the focus (a click, a key, a presentation).
    case didFocus(panel: String)
    /// A hidden panel was shown in `state`.
    case didPresent(panel: String, state: PanelState)
    /// The panel closed (with its parent, or by its close button or Escape).
    case didClose(panel: String)
    case didPin(panel: String, side: PanelPinSide, index: Int)
    /// A pinned panel was dragged away and floats under the pointer.
    case didUnpin(panel: String)
    /// A pinned panel or a popover floats without being dragged (float button, window too narrow).
    case didFloat(panel: String)
    case didBeginResizing(panel: String, handle: ResizeHandle)
    /// The pointer let go; the panel settles at `frame`.
    case didEndResizing(panel: String, frame: Rect)
    case didEnterExpose
    case didExitExpose

    public var name: String {
        switch self {
        case .didFocus: "did-focus"
        case .didPresent: "did-present"
        case .didClose: "did-close"
        case .didPin: "did-pin"
        case .didUnpin: "did-unpin"
        case .didFloat: "did-float"
        case .didBeginResizing: "did-begin-resizing"
        case .didEndResizing: "did-end-resizing"
        case .didEnterExpose: "did-enter-expose"
        case .didExitExpose: "did-exit-expose"
        }
    }

    /// The event's fields for its JSON line.
    var fields: [String: Any] {
        switch self {
        case .didFocus(let id), .didClose(let id), .didUnpin(let id), .didFloat(let id):
            return ["panel": id]
        case .didPresent(let id, let state):
            return ["panel": id, "state": Self.name(of: state)]
        case .didPin(let id, let side, let index):
            return ["panel": id, "side": side.rawValue, "index": index]
        case .didBeginResizing(let id, let handle):
            return ["panel": id, "handle": handle.rawValue]
        case .didEndResizing(let id, let f):
            return ["panel": id, "frame": ["x": round2(f.minX), "y": round2(f.minY), "width": round2(f.width), "height": round2(f.height)]]
        case .didEnterExpose, .didExitExpose:
            return [:]
        }
    }

    private static func name(of state: PanelState) -> String {
        switch state {
        case .popover: "popover"
        case .floating: "floating"
        case .pinned: "pinned"
        case .hidden: "hidden"
        }
    }
}
