import Foundation
import X11

/// An Xvfb of the bench's own on a display it picks itself (`-displayfd`: the first free one,
/// stale locks of dead servers cleaned up by Xvfb), stopped when this goes away.
final class PrivateXvfb {
    let display: String
    private let process: Process

    /// `arguments` go to Xvfb as well (`-extension Composite` leaves that extension out).
    init(width: Int, height: Int, arguments: [String] = []) throws(FlotillaError) {
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        process.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"] + arguments
        let number = Pipe()
        process.standardOutput = number
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            throw FlotillaError(.display, "cannot start Xvfb (Debian package xvfb): \(error.localizedDescription)")
        }
        // Xvfb writes its display number once it listens.
        var text = ""
        while !text.contains("\n") {
            let data = number.fileHandleForReading.availableData
            guard !data.isEmpty else { break }
            text += String(decoding: data, as: UTF8.self)
        }
        guard let n = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            ProcessStats.stop(process)
            throw FlotillaError(.display, "Xvfb did not report its display")
        }
        display = ":\(n)"
    }

    var pid: Int32 { process.processIdentifier }

    deinit { ProcessStats.stop(process) }
}
