import Glibc

/// SIGTERM and SIGINT turned into something a run loop can wait for: the handler writes a byte
/// to a pipe whose reading end the loop watches, so the session ends its loop and saves.
enum TerminationSignal {
    nonisolated(unsafe) private static var pipeEnds: [Int32] = [-1, -1]
    nonisolated(unsafe) private static var installed = false

    /// The descriptor that becomes readable once SIGTERM or SIGINT arrived (installing the
    /// handlers on first use).
    static var descriptor: Int32 {
        if !installed {
            installed = true
            pipe(&pipeEnds)
            for end in pipeEnds { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
            let handler: @convention(c) (Int32) -> Void = { _ in
                var byte: UInt8 = 1
                _ = write(TerminationSignal.pipeEnds[1], &byte, 1)
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
        return pipeEnds[0]
    }

    nonisolated(unsafe) private static var arrived = false

    /// Whether SIGTERM or SIGINT arrived (once seen, always).
    static var hasArrived: Bool {
        if !arrived, installed {
            var byte: UInt8 = 0
            arrived = read(pipeEnds[0], &byte, 1) == 1
        }
        return arrived
    }
}
