import Desktop
import Foundation
import Glibc

/// The D-Bus session bus a login session starts when it was given none (`DBUS_SESSION_BUS_ADDRESS`
/// unset: `exec flotilla manage --session` at the end of `~/.xinitrc`, no display manager), as
/// Debian's Xsession does with `dbus-launch`: `dbus-daemon --session`, its address put in
/// Flotilla's environment so that everything it launches finds the bus, ended with the session.
final class SessionBus {
    /// The variable the bus's address is given in.
    static let variable = "DBUS_SESSION_BUS_ADDRESS"
    static let daemon = "/usr/bin/dbus-daemon"

    let address: String
    private let process: AppProcess
    /// The read end of the daemon's standard output, open while it runs (it printed its address there).
    private let output: Int32

    /// Starts the daemon and reads the address it prints; a failure, one line, when it cannot
    /// start or prints none within `timeout` seconds. It is started as Flotilla starts apps
    /// (``AppProcess``): every signal at its default and none blocked, so that SIGTERM ends it
    /// (a daemon started from a thread that blocks signals would keep SIGTERM blocked for ever).
    static func start(timeout: Double = 5) -> Result<SessionBus, StartFailure> {
        var ends: [Int32] = [0, 0]
        let quiet = open("/dev/null", O_WRONLY | O_CLOEXEC)
        defer { if quiet >= 0 { close(quiet) } }
        guard quiet >= 0, pipe(&ends) == 0 else {
            return .failure(StartFailure(message: "cannot start \(daemon): \(String(cString: strerror(errno)))"))
        }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let process: AppProcess
        do {
            process = try AppProcess([daemon, "--session", "--nofork", "--print-address=1"], environment: ProcessInfo.processInfo.environment,
                                     directory: "/", output: ends[1], errorOutput: quiet)
        } catch {
            close(ends[0])
            close(ends[1])
            return .failure(StartFailure(message: "cannot start \(daemon): \(error.description)"))
        }
        close(ends[1])
        var text = ""
        let deadline = Date().addingTimeInterval(timeout)
        while !text.contains("\n"), Date() < deadline {
            var ready = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, Int32(max(1, deadline.timeIntervalSinceNow * 1000))) > 0 else { break }
            var bytes = [UInt8](repeating: 0, count: 512)
            let count = Glibc.read(ends[0], &bytes, bytes.count)
            guard count > 0 else { break }
            text += String(decoding: bytes.prefix(count), as: UTF8.self)
        }
        let address = text.split(separator: "\n").first.map(String.init) ?? ""
        let bus = SessionBus(address: address, process: process, output: ends[0])
        guard !address.isEmpty else {
            bus.end()
            return .failure(StartFailure(message: "\(daemon) gave no address"))
        }
        return .success(bus)
    }

    private init(address: String, process: AppProcess, output: Int32) {
        self.address = address
        self.process = process
        self.output = output
    }

    deinit { close(output) }

    /// The bus's daemon.
    var pid: Int32 { process.pid }

    /// Ends the daemon (the session ended): SIGTERM, then SIGKILL where it has not ended within
    /// `grace` seconds; it is reaped before this returns.
    func end(grace: Double = 2) {
        guard process.reap() == nil else { return }
        kill(process.pid, SIGTERM)
        var ready = pollfd(fd: process.descriptor, events: Int16(POLLIN), revents: 0)
        if poll(&ready, 1, Int32(grace * 1000)) <= 0 { kill(process.pid, SIGKILL) }
        while process.reap() == nil {
            ready.revents = 0
            _ = poll(&ready, 1, 100)
        }
    }

    /// The bus what a login session launches is given.
    enum Choice: Equatable {
        /// The one Flotilla was given (``variable`` is set): nothing is started.
        case given
        /// The one an earlier Flotilla of this X session started, still running (the root's mark).
        case marked(address: String)
        /// None: one is started now.
        case start
    }

    /// The bus to give: the one Flotilla was given (`given`, ``variable``'s value), else the
    /// marked one (`marked`) whose daemon runs (`isDaemon`), else one to start.
    static func choose(given: String?, marked: SessionBusMark?, isDaemon: (Int32) -> Bool = SessionBus.isDaemon) -> Choice {
        if given != nil { return .given }
        if let marked, isDaemon(marked.pid) { return .marked(address: marked.address) }
        return .start
    }

    /// Whether process `pid` runs a D-Bus daemon (a bus a session marked, still there).
    static func isDaemon(_ pid: Int32) -> Bool {
        (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) == "dbus-daemon"
    }

    /// Why the bus could not be started: one line.
    struct StartFailure: Error {
        let message: String
    }
}
