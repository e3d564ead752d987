import Foundation
import Model

/// "frame n of N" on a terminal, rewritten in place; nothing at all when output is piped.
public final class TerminalProgress {
    private let write: ((String) -> Void)?
    /// The command the line names ("record", "bench").
    private let command: String
    private var lastUpdate: ContinuousClock.Instant?
    private var shown = false

    /// Reports to standard error when it is a terminal.
    public static func standardError(command: String = "record") -> TerminalProgress {
        TerminalProgress(isatty(STDERR_FILENO) != 0 ? { _ = FileDescriptor.writeAll(Data($0.utf8), to: STDERR_FILENO) } : nil, command: command)
    }

    /// Reports through `write`; nil: stays quiet.
    public init(_ write: ((String) -> Void)?, command: String = "record") {
        self.write = write
        self.command = command
    }

    /// Shows "WHAT n of N" (at most 20 times a second, and always the last).
    package func update(_ what: String, _ n: Int, of total: Int) {
        guard let write else { return }
        let now = ContinuousClock.now
        if n < total, let lastUpdate, now - lastUpdate < .milliseconds(50) { return }
        lastUpdate = now
        shown = true
        write("\r\u{1B}[K\(command): \(what) \(n) of \(total)")
    }

    /// Ends the progress line with a summary.
    package func finish(_ summary: String) {
        guard let write else { return }
        write((shown ? "\r\u{1B}[K" : "") + "\(command): \(summary)\n")
    }
}
