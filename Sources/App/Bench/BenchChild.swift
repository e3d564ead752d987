import Foundation
import X11

/// A `flotilla` process a bench drives on a private Xvfb: started with `arguments` and its output
/// read until its `ready` line (the window it opened), then drained so that it never blocks on a
/// full pipe; stopped when let go.
final class BenchChild {
    let process: Process
    /// The window of its `ready` line.
    let window: WindowID
    var pid: Int32 { process.processIdentifier }

    /// Starts `executable` (default: this one) with `arguments`, on `display`, with `environment`
    /// over this process's own.
    init(_ arguments: [String], display: String, environment extra: [String: String] = [:],
         executable: URL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()) throws(FlotillaError) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(extra.merging(["DISPLAY": display]) { _, new in new }) { _, new in new }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            throw FlotillaError(.internal, "cannot start flotilla \(arguments.first ?? ""): \(error)")
        }
        self.process = process
        do {
            window = try Self.readyWindow(out.fileHandleForReading)
        } catch {
            ProcessStats.stop(process)
            throw error
        }
        out.fileHandleForReading.readabilityHandler = { _ = $0.availableData }
    }

    deinit { ProcessStats.stop(process) }

    /// The window id of the `ready` line that `handle` reads.
    private static func readyWindow(_ handle: FileHandle) throws(FlotillaError) -> WindowID {
        var text = ""
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            let data = handle.availableData
            guard !data.isEmpty else { break }
            text += String(decoding: data, as: UTF8.self)
            if let line = text.split(separator: "\n").first,
               case .ready(_, _, _, let window, _)? = try? EventLines.event(from: line) {
                return window
            }
        }
        throw FlotillaError(.internal, "the flotilla window never became ready")
    }
}
