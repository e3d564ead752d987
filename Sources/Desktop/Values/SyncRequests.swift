/// `_NET_WM_SYNC_REQUEST` with one client, as values: before each resize the client is asked to
/// set its counter to the next value once it has drawn at the new size, and until it has (or at
/// most ``patience`` seconds, for a client that never answers) its pixels are not read — no frame
/// of a half-drawn window. The X11 host sends the request and watches the counter; what is asked
/// and when the wait ends are decided here.
public struct SyncRequests: Equatable, Sendable {
    /// How long a resize waits for the client to say it has drawn at its new size.
    public static let patience = 0.25

    /// The value last asked for (the counter's value when syncing began, before any).
    public private(set) var asked: Int64
    /// When the wait for ``asked`` began (nil: none under way).
    public private(set) var waitingSince: Double?

    /// Syncing with a counter that reads `counter` now.
    public init(counter: Int64) { asked = counter }

    /// A resize at `now`: the value the client is asked to set its counter to once it has drawn.
    public mutating func ask(at now: Double) -> Int64 {
        asked += 1
        waitingSince = now
        return asked
    }

    /// The counter reached `value`: at or past what was asked, the wait is over (an older value
    /// is a resize before the last).
    public mutating func reached(_ value: Int64) {
        if value >= asked { waitingSince = nil }
    }

    /// Whether the client's pixels wait at `now`: a resize's answer is due and patience lasts.
    public func waits(at now: Double) -> Bool {
        guard let since = waitingSince else { return false }
        return now - since < Self.patience
    }
}
