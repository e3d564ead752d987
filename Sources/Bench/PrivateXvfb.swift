import App
import Foundation
import X11

/// An Xvfb of the bench's own on a display it picks itself (`-displayfd`: the first free one,
/// stale locks of dead servers cleaned up by Xvfb), stopped when this goes away; or another X
/// server started so, nested in one (Xephyr, whose screen can change size).
final class PrivateXvfb {
    let display: String
    private let process: Process
    /// The server a nested one shows in, kept while it runs.
    private let host: PrivateXvfb?

    /// `arguments` go to Xvfb as well (`-extension Composite` leaves that extension out).
    convenience init(width: Int, height: Int, arguments: [String] = []) throws(FlotillaError) {
        try self.init(server: "Xvfb", package: "xvfb", arguments: ["-screen", "0", "\(width)x\(height)x24"] + arguments)
    }

    /// `/usr/bin/SERVER ARGUMENTS` (from Debian package `package`), with no TCP, no reset and no
    /// screen saver (a bench or a test never finds its screen blanked, nor locked by `manage`,
    /// because it sat idle; `xset s` starts one), on a display it picks; shown in `host`'s when
    /// it is a nested server.
    init(server: String, package: String, arguments: [String], in host: PrivateXvfb? = nil) throws(FlotillaError) {
        self.host = host
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/\(server)")
        process.arguments = ["-displayfd", "1"] + arguments + ["-nolisten", "tcp", "-noreset", "-s", "0"]
        if let host { process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": host.display]) { $1 } }
        let number = Pipe()
        process.standardOutput = number
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            throw FlotillaError(.display, "cannot start \(server) (Debian package \(package)): \(error.localizedDescription)")
        }
        // The server writes its display number once it listens.
        var text = ""
        while !text.contains("\n") {
            let data = number.fileHandleForReading.availableData
            guard !data.isEmpty else { break }
            text += String(decoding: data, as: UTF8.self)
        }
        guard let n = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            ProcessStats.stop(process)
            throw FlotillaError(.display, "\(server) did not report its display")
        }
        display = ":\(n)"
    }

    var pid: Int32 { process.processIdentifier }

    deinit { ProcessStats.stop(process) }
}
