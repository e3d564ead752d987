import App
import Desktop
import Foundation
import Synchronization
import X11

/// A `flotilla` process a bench drives on a private Xvfb: started with `arguments` and its output
/// read until its `ready` line (the window it opened), then drained so that it never blocks on a
/// full pipe (its text kept); stopped when let go.
final class BenchChild {
    let process: Process
    /// The window of its `ready` line.
    let window: WindowID
    var pid: Int32 { process.processIdentifier }
    private let output = TextSink(), errors: TextSink

    /// What it wrote after its `ready` line so far.
    var outputText: String { output.text }
    /// What it wrote to stderr so far (nothing unless started with `keepsErrors`).
    var errorText: String { errors.text }

    /// Starts `executable` (default: this one) with `arguments`, on `display`, with `environment`
    /// over this process's own; with `keepsErrors`, its stderr is kept (else dropped).
    init(_ arguments: [String], display: String, environment extra: [String: String] = [:], keepsErrors: Bool = false,
         executable: URL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()) throws(FlotillaError) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = Self.environment(display: display, extra)
        let out = Pipe()
        process.standardOutput = out
        let errors = TextSink()
        self.errors = errors
        let errorPipe = keepsErrors ? Pipe() : nil
        process.standardError = errorPipe ?? FileHandle.nullDevice
        errorPipe?.fileHandleForReading.readabilityHandler = { [errors] in errors.append($0.availableData) }
        do { try process.run() } catch {
            throw FlotillaError(.internal, "cannot start flotilla \(arguments.first ?? ""): \(error)")
        }
        self.process = process
        let ready: (window: WindowID, others: String)
        do {
            ready = try Self.readyWindow(out.fileHandleForReading)
        } catch {
            ProcessStats.stop(process)
            throw error
        }
        window = ready.window
        output.append(Data(ready.others.utf8))
        out.fileHandleForReading.readabilityHandler = { [output] in output.append($0.availableData) }
    }

    /// Stops it, then the programs it started (apps in panels outlive a Flotilla that is stopped).
    deinit {
        let started = ProcessStats.children(of: process.processIdentifier)
        ProcessStats.stop(process)
        for pid in started { kill(pid, SIGTERM) }
    }

    /// Waits (at most 20 s) until it wrote `name` (a quoted event name) `times` times.
    func wait(for name: String, times: Int = 1) throws(FlotillaError) {
        guard Self.eventually(timeout: 20, { outputText.components(separatedBy: name).count > times }) else {
            throw FlotillaError(.display, "the bench child wrote \(name) fewer than \(times) times: \(outputText.suffix(400))")
        }
    }

    /// Waits until its stderr has not grown for `quiet` seconds (at most 10 s): its frames logged
    /// at debug have stopped.
    func waitForQuietLog(_ quiet: Double = 0.3) {
        var (length, since) = (errorText.utf8.count, Date())
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline, Date().timeIntervalSince(since) < quiet {
            Thread.sleep(forTimeInterval: 0.02)
            let now = errorText.utf8.count
            if now != length { (length, since) = (now, Date()) }
        }
    }

    /// This process's environment with `extra` over it, and `DISPLAY` over both.
    static func environment(display: String, _ extra: [String: String] = [:]) -> [String: String] {
        ProcessInfo.processInfo.environment.merging(extra.merging(["DISPLAY": display]) { _, new in new }) { _, new in new }
    }

    /// Whether `condition` holds within `timeout` seconds, checked every 20 ms.
    static func eventually(timeout: Double = 10, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return condition()
    }

    /// Unblocks SIGTERM in this thread before children are started: they inherit the signal
    /// mask, and a SIGTERM blocked by whoever started the bench (a test runner's threads) would
    /// keep them from ending cleanly when told to.
    static func unblockTermination() {
        var terminate = sigset_t()
        sigemptyset(&terminate)
        sigaddset(&terminate, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &terminate, nil)
    }

    /// The window id of the `ready` line that `handle` reads, and the lines read before it (an
    /// app may be adopted before the window is first drawn).
    private static func readyWindow(_ handle: FileHandle) throws(FlotillaError) -> (WindowID, String) {
        var text = ""
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            let data = handle.availableData
            guard !data.isEmpty else { break }
            text += String(decoding: data, as: UTF8.self)
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            // The last part is a line still being written.
            for i in lines.indices.dropLast() {
                if case .ready(_, _, _, let window, _)? = try? EventLines.event(from: lines[i]) {
                    lines.remove(at: i)
                    return (window, lines.joined(separator: "\n"))
                }
            }
        }
        throw FlotillaError(.internal, "the flotilla window never became ready")
    }
}

/// Text read from a pipe on another thread, kept whole.
private final class TextSink: Sendable {
    private let kept = Mutex("")

    func append(_ data: Data) {
        let more = String(decoding: data, as: UTF8.self)
        kept.withLock { $0 += more }
    }

    var text: String { kept.withLock { $0 } }
}
