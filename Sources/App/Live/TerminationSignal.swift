import Glibc

/// SIGTERM and SIGINT turned into something a run loop can wait for: the handler writes a byte
/// to a pipe whose reading end the loop watches, so the session ends its loop and saves.
enum TerminationSignal {
    /// The pipe's ends, set once before the handlers are installed; the handler reads only
    /// `writeEnd`, a plain integer, which is safe from a signal handler.
    nonisolated(unsafe) private static var readEnd: Int32 = -1
    nonisolated(unsafe) private static var writeEnd: Int32 = -1
    nonisolated(unsafe) private static var arrived = false

    /// The descriptor that becomes readable once SIGTERM or SIGINT arrived (installing the
    /// handlers on first use).
    static var descriptor: Int32 {
        if readEnd < 0 { install() }
        return readEnd
    }

    /// Whether SIGTERM or SIGINT arrived (once seen, always).
    static var hasArrived: Bool {
        if !arrived, readEnd >= 0 {
            var byte: UInt8 = 0
            arrived = read(readEnd, &byte, 1) == 1
        }
        return arrived
    }

    private static func install() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        readEnd = ends[0]
        writeEnd = ends[1]
        let handler: @convention(c) (Int32) -> Void = { _ in
            var byte: UInt8 = 1
            _ = write(TerminationSignal.writeEnd, &byte, 1)
        }
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for s in [SIGTERM, SIGINT] {
            signal(s, handler)
            sigaddset(&unblock, s)
        }
        // A runner's threads may have blocked them for their children; this process wants them.
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }
}
