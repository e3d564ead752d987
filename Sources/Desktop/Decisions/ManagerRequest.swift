import Model

/// What a client or a tool (wmctrl, xdotool, a pager) asks of the window manager about a
/// window, or about the spaces, by a client message to the root (EWMH, ICCCM 4.1.4).
public enum ManagerRequest: Hashable, Sendable {
    /// `_NET_ACTIVE_WINDOW`: raise it, show it if minimised, give it the keyboard.
    case activate
    /// `_NET_CLOSE_WINDOW`: close it as its close button would.
    case close
    /// `_NET_MOVERESIZE_WINDOW`: each value given (pixels) — where its frame's top-left goes
    /// (north-west gravity), or the window's own (`static`), and its size.
    case moveResize(x: Int?, y: Int?, width: Int?, height: Int?, isStatic: Bool)
    /// `_NET_WM_STATE`: add, remove or toggle up to two states.
    case changeState(StateChange, Set<WindowState>)
    /// `WM_CHANGE_STATE` to IconicState: minimise it.
    case iconify
    /// `_NET_REQUEST_FRAME_EXTENTS`: say how far decorations will reach, before it maps.
    case frameExtents
    /// Its answer to a `_NET_WM_PING`: its event loop runs.
    case pong
    /// `_NET_NUMBER_OF_DESKTOPS` (`wmctrl -n`): make this many spaces.
    case setSpaceCount(Int)
    /// `_NET_CURRENT_DESKTOP` (`wmctrl -s`, `xdotool set_desktop`): show this space.
    case showSpace(Int)
    /// `_NET_WM_DESKTOP` (`wmctrl -t`, `xdotool set_desktop_for_window`): move the window to this
    /// space (``Spaces/everySpace``: onto every space).
    case moveToSpace(UInt32)

    /// What a `_NET_WM_STATE` message does with its states.
    public enum StateChange: UInt32, Sendable {
        case remove = 0, add = 1, toggle = 2

        /// Each of `asked` this turns on or off, of a window in `current`, in ``WindowState``'s
        /// order: those already so are left out, and `focused` is the manager's to say, never a client's.
        public func turns(_ asked: Set<WindowState>, of current: Set<WindowState>) -> [(state: WindowState, on: Bool)] {
            WindowState.allCases.filter { asked.contains($0) && $0 != .focused }.compactMap { state in
                let on = switch self {
                case .add: true
                case .remove: false
                case .toggle: !current.contains(state)
                }
                return current.contains(state) == on ? nil : (state, on)
            }
        }
    }
}

extension ManagerRequest {
    /// The floating frame (points) a ``moveResize(x:y:width:height:isStatic:)`` asks of a panel
    /// floating at `frame` with a title bar `titleBar` points tall, its window at `scale` pixels
    /// per point: each value given replaces the frame's own — the place its top-left (north-west
    /// gravity), or the window's own top-left with static gravity (the title bar above it); the
    /// size the window's (the title bar added). A window that draws its own shadow (`shadow`,
    /// `_GTK_FRAME_EXTENTS`) asks for its whole window, shadow and all, as mutter takes it: its
    /// panel is the part inside. Nil for any other request.
    public func movedFrame(_ frame: Rect, titleBar: Double, scale: Double, shadow: EdgeInsets = .zero) -> Rect? {
        guard case .moveResize(let x, let y, let width, let height, let isStatic) = self else { return nil }
        let points = { (pixels: Int) in Double(pixels) / scale }
        return Rect(x: x.map { points($0) + shadow.left } ?? frame.minX,
                    y: y.map { points($0) + shadow.top - (isStatic ? titleBar : 0) } ?? frame.minY,
                    width: width.map { points($0) - shadow.left - shadow.right } ?? frame.width,
                    height: height.map { points($0) - shadow.top - shadow.bottom + titleBar } ?? frame.height)
    }
}
