/// Something the window manager does to a window, or says on the root, that is not state to push
/// (``WantedXState``, ``FramePlacements``): decided here (``ClientRole/commands(for:)``,
/// ``ManagedClients/close(_:at:deletes:pings:)``) and carried out by App in one place.
public enum WindowCommand: Hashable, Sendable {
    /// Mapped as it asked, and left alone: no panel takes it.
    case map(WindowID)
    /// Raised above its siblings.
    case raise(WindowID)
    /// Lowered under its siblings.
    case lower(WindowID)
    /// Kept as a dock: mapped where it asks, above every frame, its struts read.
    case keepDock(WindowID)
    /// Its presses watched (a desktop window: a click gives it the keyboard).
    case watchPresses(WindowID)
    /// Asked to close (`WM_DELETE_WINDOW`): it closes as it sees fit, and may ask to save first.
    case askToClose(WindowID)
    /// Pinged (`_NET_WM_PING`): whether its event loop runs.
    case ping(WindowID)
    /// Its client killed (KillClient): its connection ends, and all its windows with it.
    case kill(WindowID)
    /// Mapped in its frame (its panel is decided, or it asked to be again), given the keyboard
    /// in the same requests when it takes the focus (else the push gives it, ``KeyboardFocus``).
    case mapInFrame(WindowID, takingFocus: Bool = false)
    /// Told the frame it would have (`_NET_FRAME_EXTENTS`, with `_NET_WM_DESKTOP`), asked before it maps.
    case answerFrameExtents(WindowID, ClientFrame)
    /// Its border taken away again (something gave it one back).
    case removeBorder(WindowID)
    /// Given back to the root with its top-left here, Flotilla's frame gone: mapped, or left
    /// unmapped when it withdrew itself.
    case release(WindowID, at: RootPoint, withdrawn: Bool)
    /// Forgotten, Flotilla's frame and its watching of it gone (it was destroyed, or is composited no more).
    case discard(WindowID)
    /// Changed as it asked (a window no one manages).
    case configure(WindowID, WindowChanges)
    /// Its frame put again where it is (`PixelRect`, in its parent), the client told that it lies at
    /// the root point (ICCCM 4.1.5: a ConfigureRequest that moved nothing is answered with where the window is).
    case placeAgain(WindowID, PixelRect, root: RootPoint)
    /// Asked to answer each resize with a redraw first (`_NET_WM_SYNC_REQUEST`), where it can.
    case syncResizes(WindowID)
    /// Given back to the desktop (run: a torn-off app) with its top-left here: on the root,
    /// unredirected, managed by the desktop's window manager where one runs, and watched.
    case giveToDesktop(WindowID, at: RootPoint)
    /// Left on the desktop as the app `mark` names (marked, so a later Flotilla knows it), and watched.
    case keepOnDesktop(WindowID, mark: String)
    /// Moved on the desktop to this root point (a window given back to it, carried by the
    /// pointer): the window manager that holds it is asked.
    case moveOnDesktop(WindowID, to: RootPoint)
    /// Watched on the desktop no more (taken in again).
    case unwatchOnDesktop(WindowID)
    /// Its moves followed through the window manager's frame it was put in.
    case followFrame(WindowID)
    /// Withdrawn from the window manager that holds it (to be taken once it lets go).
    case withdraw(WindowID)
    /// The press a grab on its frame held (at this server time) sent on to it.
    case letPressThrough(WindowID, time: UInt32)
    /// Marked as a window of the application launched from desktop entry `entry` (``ClientFacts/entryMark``).
    case markLaunched(WindowID, entry: String)
    /// The pointer taken for Flotilla's window `for` (a client's move or resize, a window dragged
    /// with the modifier): its motion and release come there. Not carried out when another
    /// client holds the pointer.
    case grabPointer(for: WindowID)
    /// The pointer taken with ``grabPointer(for:)`` let go.
    case ungrabPointer
    /// Every key pressed with Super taken while the keyboard is in Flotilla's window `on` or one
    /// inside it: a passive grab, so Flotilla's keys still work while an app has the keyboard.
    case grabSuperKeys(on: WindowID)
    /// Said to the whole display from Flotilla's window (startup notification).
    case broadcastStartup(StartupMessage)
    /// The root marked: the login session began, by process `pid`.
    case markSessionStarted(pid: Int32)
    /// The root marked with the D-Bus session bus the session started (nil: the mark removed).
    case markSessionBus(SessionBusMark?)
}

/// The D-Bus session bus a login session started, as the root's mark keeps it.
public struct SessionBusMark: Hashable, Sendable {
    public var address: String
    public var pid: Int32

    public init(address: String, pid: Int32) {
        self.address = address
        self.pid = pid
    }
}

extension ClientRole {
    /// What is done to a window of this role that no panel takes (managing a display): a window
    /// left alone is mapped as it is; a dock kept; a desktop window mapped under every other,
    /// its presses watched; one composited in place mapped above every other. None for a role a
    /// panel takes.
    public func commands(for window: WindowID) -> [WindowCommand] {
        switch self {
        case .leftAlone, .furtherWindow, .notOurs: [.map(window)]
        case .dock: [.keepDock(window)]
        case .desktop: [.map(window), .lower(window), .watchPresses(window)]
        case .inPlace: [.map(window), .raise(window)]
        case .dialog, .palette, .firstWindow, .newWindow: []
        }
    }
}

extension WindowCommand {
    /// The answer to a CirculateRequest for `window` (a top-level no one manages): it is raised
    /// above its siblings (`toTop`) or lowered under them — the window named restacked, as a
    /// window manager does, not its parent's children circulated.
    public static func circulating(_ window: WindowID, toTop: Bool) -> WindowCommand { toTop ? .raise(window) : .lower(window) }
}

extension CloseStep {
    /// This step as a command to `window`.
    public func command(for window: WindowID) -> WindowCommand {
        switch self {
        case .ask: .askToClose(window)
        case .kill: .kill(window)
        case .ping: .ping(window)
        }
    }
}
