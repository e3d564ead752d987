/// What ends a session besides its windows closing: SIGTERM, SIGINT, SIGHUP or SIGQUIT where it
/// listens for them (``TerminationSignal``: it keeps a session file, or manages the display),
/// and another window manager taking the display over (`--replace`).
struct SessionEnding {
    /// Whether the termination signals end the loop (saving) rather than the process.
    let listensForSignals: Bool
    /// Another window manager took the display over: the session ends.
    var wasReplaced = false

    /// Listening for the termination signals from now on, when `listensForSignals`.
    init(listensForSignals: Bool) {
        self.listensForSignals = listensForSignals
        if listensForSignals { TerminationSignal.install() }
    }

    /// Whether the session is to end now (`ready`: the descriptors the last wait found readable).
    func hasCome(ready: Set<Int32>?) -> Bool { listensForSignals && TerminationSignal.hasArrived(ready: ready) || wasReplaced }

    /// The descriptor a termination signal wakes the loop through, where it listens.
    var descriptor: Int32? { listensForSignals ? TerminationSignal.descriptor : nil }
}
