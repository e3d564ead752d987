/// How a window is closed (its close button, `_NET_CLOSE_WINDOW`): asked first
/// (`WM_DELETE_WINDOW`), and killed (KillClient) when it takes no part in that, when asked again
/// ``grace`` or more after the first time, or when it left a ping unanswered for ``pingGrace``
/// (it hangs). Kept per window: a window taken again starts afresh.
public struct Closing: Equatable, Sendable {
    /// How long a window may take to close once asked before a second ask kills it, in seconds.
    public static let grace = 5.0
    /// How long a ping may go unanswered before the window is taken to hang, in seconds.
    public static let pingGrace = 1.0

    /// When it was first asked to close.
    public private(set) var askedAt: Double?
    /// When it was pinged, while no answer has come.
    public private(set) var pingUnansweredSince: Double?

    public init() {}

    /// What to do for a close asked at `now` of a window that takes part in `WM_DELETE_WINDOW`
    /// (`deletes`) and may be pinged (`pings`: it takes part in `_NET_WM_PING`, and Flotilla
    /// manages the display): ask it or kill it, then ping it unless a ping is on its way.
    public mutating func close(at now: Double, deletes: Bool, pings: Bool) -> [CloseStep] {
        let hangs = pingUnansweredSince.map { now - $0 >= Self.pingGrace } ?? false
        let waitedLong = askedAt.map { now - $0 >= Self.grace || hangs } ?? false
        var steps: [CloseStep] = [waitedLong || !deletes ? .kill : .ask]
        if askedAt == nil { askedAt = now }
        if pings, pingUnansweredSince == nil {
            steps.append(.ping)
            pingUnansweredSince = now
        }
        return steps
    }

    /// It answered the ping: its event loop runs.
    public mutating func answered() { pingUnansweredSince = nil }
}

/// One step of closing a window.
public enum CloseStep: Equatable, Sendable {
    /// `WM_DELETE_WINDOW`: it closes as it sees fit (it may ask to save first).
    case ask
    /// KillClient: its connection ends, and all its windows with it.
    case kill
    /// `_NET_WM_PING`: whether its event loop runs.
    case ping
}
