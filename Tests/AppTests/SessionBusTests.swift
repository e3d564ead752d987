import Desktop
import Foundation
import Glibc
import Testing

@testable import App

@Suite("The session bus")
struct SessionBusTests {
    /// Started from a thread that blocks every signal (as Swift's and Dispatch's worker threads
    /// do), the daemon still has SIGTERM unblocked, and `end()` ends and reaps it. A daemon that
    /// inherited the mask kept SIGTERM pending for ever, and the end of the session waited on it.
    @Test func theDaemonStartedWhereSignalsAreBlockedStillEndsOnSIGTERM() throws {
        try #require(FileManager.default.isExecutableFile(atPath: SessionBus.daemon), "scripts/setup.sh installs dbus-daemon")
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var started: Result<SessionBus, SessionBus.StartFailure>?
        let thread = Thread {
            var all = sigset_t()
            sigfillset(&all)
            pthread_sigmask(SIG_BLOCK, &all, nil)
            started = SessionBus.start()
            done.signal()
        }
        thread.start()
        done.wait()
        let bus = try #require(try? started?.get(), "the bus starts")
        #expect(bus.address.hasPrefix("unix:"))
        let pid = bus.pid
        #expect(try Self.blockedSignals(of: pid) & (1 << (SIGTERM - 1)) == 0, "SIGTERM is not blocked in the daemon")
        bus.end(grace: 10)
        #expect(kill(pid, 0) == -1 && errno == ESRCH, "the daemon ended and was reaped")
    }

    /// The signals blocked in process `pid`'s main thread (`SigBlk` of /proc/PID/status).
    @Test func aBusIsStartedOnlyWhenFlotillaWasGivenNoneAndNoEarlierOnesRuns() {
        let marked = SessionBusMark(address: "unix:path=/tmp/flotilla-bus", pid: 4242)
        let runs: (Int32) -> Bool = { $0 == 4242 }, ended: (Int32) -> Bool = { _ in false }
        #expect(SessionBus.choose(given: "unix:path=/run/user/1000/bus", marked: marked, isDaemon: runs) == .given)
        #expect(SessionBus.choose(given: "unix:path=/run/user/1000/bus", marked: nil, isDaemon: runs) == .given)
        #expect(SessionBus.choose(given: nil, marked: marked, isDaemon: runs) == .marked(address: "unix:path=/tmp/flotilla-bus"))
        #expect(SessionBus.choose(given: nil, marked: marked, isDaemon: ended) == .start, "a mark whose daemon ended (its pid another's now) is not used")
        #expect(SessionBus.choose(given: nil, marked: nil, isDaemon: runs) == .start)
        // This test process is no dbus-daemon, whatever its pid.
        #expect(!SessionBus.isDaemon(getpid()))
    }

    static func blockedSignals(of pid: Int32) throws -> UInt64 {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("SigBlk:") })
        return try #require(UInt64(line.dropFirst("SigBlk:".count).trimmingCharacters(in: .whitespaces), radix: 16))
    }
}
