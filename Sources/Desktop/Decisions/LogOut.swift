/// Logging out, as GNOME's session ends: asked first (the log-out prompt: the apps still open,
/// Log Out or Cancel); confirmed, every window is asked to close (`WM_DELETE_WINDOW`; one that
/// takes no part in it is killed) and the session waits for them to go — an app that asks to save
/// first keeps its window, and its question is brought forward, until it is answered. Asked again
/// meanwhile, the question is brought forward again: nothing is killed but by Log Out Anyway. The
/// session ends once no window is left.
public struct LogOut: Equatable, Sendable {
    /// Where log out stands.
    public enum Phase: Equatable, Sendable {
        /// Not asked for (or cancelled).
        case none
        /// The prompt asks whether to log out.
        case confirming
        /// Confirmed: the session waits for the windows to go.
        case waiting
    }

    public private(set) var phase = Phase.none
    /// The windows asked to close when log out was confirmed: a window taken later, while it
    /// waits, is one of them asking something (to save).
    public private(set) var asked: Set<WindowID> = []
    /// The asking windows already brought forward (each is, once, as it comes).
    private var broughtForward: Set<WindowID> = []

    public init() {}

    /// Whether the session waits for the windows to go.
    public var isWaiting: Bool { phase == .waiting }

    /// Log out asked for: true when the prompt is to show (it did not yet).
    public mutating func ask() -> Bool {
        guard phase == .none else { return false }
        phase = .confirming
        return true
    }

    /// The prompt cancelled: nothing more happens (what closed already stays closed).
    public mutating func cancel() {
        phase = .none
        asked = []
        broughtForward = []
    }

    /// Confirmed, over the windows taken now (each with whether it takes part in
    /// `WM_DELETE_WINDOW`): what to do to each.
    public mutating func confirm(_ windows: [(window: WindowID, deletes: Bool)]) -> [WindowCommand] {
        phase = .waiting
        asked = Set(windows.map(\.window))
        return windows.map { $0.deletes ? .askToClose($0.window) : .kill($0.window) }
    }

    /// Log Out Anyway: every window left (`windows`) is killed.
    public mutating func endAnyway(_ windows: [WindowID]) -> [WindowCommand] {
        phase = .waiting
        return windows.map(WindowCommand.kill)
    }

    /// While it waits, of the windows taken now (`windows`, in the order taken): the newest that
    /// came since log out was confirmed and was not brought forward yet — an app's question —
    /// marked as brought forward; nil when there is none.
    public mutating func askingToBringForward(among windows: [WindowID]) -> WindowID? {
        guard isWaiting, let newest = windows.last(where: { !asked.contains($0) && !broughtForward.contains($0) }) else { return nil }
        broughtForward.insert(newest)
        return newest
    }

    /// Asked again while it waits: the window to bring forward again — the newest that came
    /// since (an app's question), else the first of those asked that is left.
    public func windowToBringForwardAgain(among windows: [WindowID]) -> WindowID? {
        guard isWaiting else { return nil }
        return windows.last { !asked.contains($0) } ?? windows.first
    }

    /// Whether the session may end, `windowsLeft` windows being taken.
    public func mayEnd(windowsLeft: Int) -> Bool { isWaiting && windowsLeft == 0 }
}
