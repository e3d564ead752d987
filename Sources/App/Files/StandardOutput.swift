import Foundation
import Glibc
import Model

/// Standard output written whole and checked: a command's report fails loudly on a full disk,
/// and the event stream stops quietly when its reader goes away.
public enum StandardOutput {
    /// Writes `text`; a failure (a full device, a closed pipe) is a one-line error (exit 1).
    public static func write(_ text: String) throws(FlotillaError) {
        if let code = FileDescriptor.writeAll(Data(text.utf8), to: STDOUT_FILENO) {
            throw FlotillaError(.badInput, "cannot write to standard output (\(String(cString: strerror(code))))")
        }
    }
}

/// `--events`: panel events as JSON lines on standard output until writing fails (the reader
/// closed the pipe, say); after that events are dropped and the program carries on.
public final class EventPrinter {
    /// Writing failed once, so nothing more is written.
    public private(set) var isStopped = false

    public init() {}

    /// Prints `event` as one line, unless the stream has stopped.
    public func print(_ event: SessionEvent) {
        guard !isStopped else { return }
        isStopped = FileDescriptor.writeAll(Data((EventLines.line(event) + "\n").utf8), to: STDOUT_FILENO) != nil
    }
}
