/// Logging out, as a display manager's session ends: every window asked to close
/// (`WM_DELETE_WINDOW`; one that takes no part in it is killed), then the session waits for them
/// to go — an app that asks to save first keeps its window until its question is answered. Asked
/// again while it waits (GNOME's "Log out anyway"), every window left is killed. The session ends
/// once none is left.
public struct LogOut: Equatable, Sendable {
    /// Whether log out was asked for, and the session waits for the windows to go.
    public private(set) var isWaiting = false

    public init() {}

    /// Log out asked for, over the windows taken now (each with whether it takes part in
    /// `WM_DELETE_WINDOW`): what to do to each.
    public mutating func ask(_ windows: [(window: WindowID, deletes: Bool)]) -> [WindowCommand] {
        defer { isWaiting = true }
        return windows.map { isWaiting || !$0.deletes ? .kill($0.window) : .askToClose($0.window) }
    }

    /// Whether the session may end, `windowsLeft` windows being taken.
    public func mayEnd(windowsLeft: Int) -> Bool { isWaiting && windowsLeft == 0 }
}
