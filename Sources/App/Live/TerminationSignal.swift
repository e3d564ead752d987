import Glibc

/// SIGTERM, SIGINT, SIGHUP and SIGQUIT turned into something a run loop can wait for: the handler
/// writes a byte to a pipe whose reading end the loop watches, so the session ends its loop, saves
/// and closes its X connection (exit 0; QUIT too, with no backtrace).
enum TerminationSignal {
    /// The signals that end a live session cleanly.
    static let signals = [SIGTERM, SIGINT, SIGHUP, SIGQUIT]

    /// The pipe's ends, set once before the handlers are installed; the handler reads only
    /// `writeEnd`, a plain integer, which is safe from a signal handler.
    nonisolated(unsafe) private static var readEnd: Int32 = -1
    nonisolated(unsafe) private static var writeEnd: Int32 = -1
    nonisolated(unsafe) private static var arrived = false

    /// The descriptor that becomes readable once one of ``signals`` arrived (installing the
    /// handlers on first use).
    static var descriptor: Int32 {
        install()
        return readEnd
    }

    /// Whether one of ``signals`` arrived (once seen, always), reading the pipe only when it may
    /// hold a byte: `ready` holds the descriptors a poll found readable (nil: not known).
    static func hasArrived(ready: Set<Int32>?) -> Bool {
        if !arrived, readEnd >= 0, ready?.contains(readEnd) ?? true {
            var byte: UInt8 = 0
            arrived = read(readEnd, &byte, 1) == 1
        }
        return arrived
    }

    /// Installs the handlers, once.
    static func install() {
        guard readEnd < 0 else { return }
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
        for s in signals {
            signal(s, handler)
            sigaddset(&unblock, s)
        }
        // A runner's threads may have blocked them for their children; this process wants them.
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }
}

/// The signal dispositions every command starts with.
public enum ProcessSignals {
    /// Ignores SIGPIPE (a closed pipe becomes a failed write, EPIPE) and SIGXFSZ (a file-size limit
    /// becomes a failed write, EFBIG), and gives SIGQUIT its default action (no crash backtrace);
    /// a live session later catches the signals that end it (TERM, INT, HUP, QUIT).
    public static func configure() {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
        signal(SIGQUIT, SIG_DFL)
    }
}
