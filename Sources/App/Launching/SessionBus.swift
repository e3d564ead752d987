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
    private let process: Process

    /// Starts the daemon and reads the address it prints; a failure, one line, when it cannot
    /// start or prints none within `timeout` seconds.
    static func start(timeout: Double = 5) -> Result<SessionBus, StartFailure> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: daemon)
        process.arguments = ["--session", "--nofork", "--print-address=1"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return .failure(StartFailure(message: "cannot start \(daemon): \(error.localizedDescription)")) }
        let read = output.fileHandleForReading.fileDescriptor
        var text = ""
        let deadline = Date().addingTimeInterval(timeout)
        while !text.contains("\n"), Date() < deadline {
            var ready = pollfd(fd: read, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, Int32(max(1, deadline.timeIntervalSinceNow * 1000))) > 0 else { break }
            var bytes = [UInt8](repeating: 0, count: 512)
            let count = Glibc.read(read, &bytes, bytes.count)
            guard count > 0 else { break }
            text += String(decoding: bytes.prefix(count), as: UTF8.self)
        }
        let address = text.split(separator: "\n").first.map(String.init) ?? ""
        guard !address.isEmpty else {
            if process.isRunning { process.terminate() }
            return .failure(StartFailure(message: "\(daemon) gave no address"))
        }
        return .success(SessionBus(address: address, process: process))
    }

    private init(address: String, process: Process) {
        self.address = address
        self.process = process
    }

    /// The bus's daemon.
    var pid: Int32 { process.processIdentifier }

    /// Ends the daemon (the session ended).
    func end() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
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
