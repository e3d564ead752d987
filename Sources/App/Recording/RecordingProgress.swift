import Foundation

/// "frame n of N" on a terminal, rewritten in place; nothing at all when output is piped.
public final class RecordingProgress {
    private let write: ((String) -> Void)?
    private var lastUpdate: ContinuousClock.Instant?
    private var shown = false

    /// Reports to standard error when it is a terminal.
    public static func standardError() -> RecordingProgress {
        RecordingProgress(isatty(STDERR_FILENO) != 0 ? { FileHandle.standardError.write(Data($0.utf8)) } : nil)
    }

    /// Reports through `write`; nil: stays quiet.
    public init(_ write: ((String) -> Void)?) {
        self.write = write
    }

    /// Shows "WHAT n of N" (at most 20 times a second, and always the last).
    func update(_ what: String, _ n: Int, of total: Int) {
        guard let write else { return }
        let now = ContinuousClock.now
        if n < total, let lastUpdate, now - lastUpdate < .milliseconds(50) { return }
        lastUpdate = now
        shown = true
        write("\r\u{1B}[Krecord: \(what) \(n) of \(total)")
    }

    /// Ends the progress line with a summary.
    func finish(_ summary: String) {
        guard let write else { return }
        write((shown ? "\r\u{1B}[K" : "") + "record: \(summary)\n")
    }
}
