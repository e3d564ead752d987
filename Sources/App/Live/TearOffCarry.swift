import Compositor
import Desktop
import Model
import X11

/// The tear-off carry and drop of one live window. A torn-off window held by its title strip
/// moves with the pointer (or a window manager moves it) and remembers where it was let go; a
/// floating panel dragged out of the main window tears off, and the window the session opens for
/// it follows the pointer until the button is let go. The session takes what it must act on:
/// drops (a drop over the main window takes the panel back) and panels dragged out.
struct TearOffCarry {
    /// The torn-off window the pointer carries, and from its origin to the pointer (points).
    struct Carried {
        let window: LiveWindow
        let grab: Vector
    }

    /// A torn-off window held by its title strip: the pointer's offset from its origin (points).
    private var moveGrab: Point?
    /// A window manager drags this torn-off window (`_NET_WM_MOVERESIZE`): when to look next
    /// whether the button was let go, as the window manager holds the pointer and no release
    /// comes here.
    private var windowManagerMoveCheck: Double?
    /// Where a torn-off window was let go after a move, until the session takes it.
    private var drop: RootPoint?
    /// A panel dragged out of this window, until the session opens its window.
    private var draggedOut: DraggedPanel?
    /// The torn-off window the pointer carries on after dragging its panel out of this one.
    private var carried: Carried?
    /// An app's window given back to the desktop as its panel was dragged out of this window, and
    /// from its origin to the pointer (points): it follows the pointer until the button is let go.
    private var carriedDesktopWindow: (client: WindowID, grab: Vector)?
    /// What the session is to carry out for the carry (``AppHost/perform(_:)``), until it takes them.
    private var commands: [WindowCommand] = []

    /// When the carry needs the session next: a drop not taken is due at once.
    var due: Double? { [windowManagerMoveCheck, drop.map { _ in 0 }].compactMap { $0 }.min() }

    /// Whether `event` of `host` went to the carry rather than to its compositor.
    mutating func handle(_ event: HostEvent, in host: LiveWindow) -> Bool {
        movesWindow(event, host) || carries(event, host)
    }

    /// Whether `event` moves a torn-off window by its title strip (where the title bar would drag
    /// the panel): a window manager that offers `_NET_WM_MOVERESIZE` drags it; with none, the
    /// window follows the pointer, placed directly.
    private mutating func movesWindow(_ event: HostEvent, _ host: LiveWindow) -> Bool {
        guard case .tornOff = host.role else { return false }
        switch event {
        case .input(.pointerPressed(let p, 1, _)) where host.compositor.cursor(at: p) == .move:
            let window = host.window
            if (try? window.connection.windowManagerMovesWindows()) == true,
               let root = try? window.connection.rootPosition(host.pixels.pixels(p.x), host.pixels.pixels(p.y), in: window.id),
               (try? window.beginWindowManagerMove(rootX: root.x, rootY: root.y, button: 1)) != nil {
                windowManagerMoveCheck = 0
                return true
            }
            moveGrab = p
            return true
        case .input(.pointerMoved(let p, _)):
            guard let grab = moveGrab else { return false }
            host.moveTo(host.onRoot(Point(x: p.x - grab.x, y: p.y - grab.y)))
            return true
        case .input(.pointerReleased(let p, 1, _)) where moveGrab != nil:
            moveGrab = nil
            drop = host.onRoot(p)
            return true
        default:
            return false
        }
    }

    /// A floating panel dragged until the pointer leaves the main window tears off; the window it
    /// gets then follows the pointer until the button is let go (the press's implicit grab keeps
    /// the pointer's events coming here).
    private mutating func carries(_ event: HostEvent, _ host: LiveWindow) -> Bool {
        switch event {
        case .input(.pointerMoved(let p, _)):
            if let carried {
                let root = host.onRoot(p), grab = carried.grab
                carried.window.moveTo(RootPoint(x: root.x - host.pixels.pixels(grab.dx), y: root.y - host.pixels.pixels(grab.dy)))
                return true
            }
            if let (client, grab) = carriedDesktopWindow {
                let root = host.onRoot(p)
                let origin = RootPoint(x: root.x - host.pixels.pixels(grab.dx), y: root.y - host.pixels.pixels(grab.dy))
                commands.append(.moveOnDesktop(client, to: origin))
                return true
            }
            guard host.compositor.tearsOff, host.compositor.draggedPanel != nil, !host.contains(p) else { return false }
            draggedOut = host.compositor.tearOffDraggedPanel()
            host.markChanged()
            return true
        case .input(.pointerReleased(let p, 1, _)):
            // An app's window let go: where the pointer is, the session sees (it follows the window's moves).
            if carriedDesktopWindow != nil {
                carriedDesktopWindow = nil
                return true
            }
            guard let carried else { return false }
            self.carried = nil
            carried.window.carry.drop = host.onRoot(p)
            return true
        default:
            return false
        }
    }

    /// While a window manager drags the window, looks every 50 ms whether button 1 is up; the
    /// pointer's place then is where the window was let go.
    mutating func checkWindowManagerMove(now: Double, on connection: X11Connection) throws(X11Error) {
        guard let check = windowManagerMoveCheck, now >= check else { return }
        let pointer = try connection.pointerOnRoot()
        if pointer.buttonOneHeld {
            windowManagerMoveCheck = now + 0.05
        } else {
            windowManagerMoveCheck = nil
            drop = pointer.point
        }
    }

    /// The pointer carries `window` on, `grab` from its origin (points), until the button is let go.
    mutating func carry(_ window: LiveWindow, grab: Vector) { carried = Carried(window: window, grab: grab) }

    /// The pointer carries `client`, an app's window on the desktop, on, `grab` from its origin
    /// (points), until the button is let go.
    mutating func carry(desktopWindow client: WindowID, grab: Vector) { carriedDesktopWindow = (client, grab) }

    /// What the carry asks done to windows since the last time, once.
    mutating func takeCommands() -> [WindowCommand] {
        defer { commands = [] }
        return commands
    }

    /// Whether the pointer carries the window of panel `id` torn off from this one.
    func isCarrying(_ id: PanelID) -> Bool { carried?.window.role == .tornOff(panel: id) }

    /// The panel dragged out of this window, once.
    mutating func takeDraggedOut() -> DraggedPanel? {
        defer { draggedOut = nil }
        return draggedOut
    }

    /// Where the window was let go after a move by its title strip, once.
    mutating func takeDrop() -> RootPoint? {
        defer { drop = nil }
        return drop
    }
}
