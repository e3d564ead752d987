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

/// Standard error, written with plain `write(2)`: a failure (a full device, a closed descriptor, a
/// pipe nobody reads) is ignored, so a report can never change how the program ends.
public enum StandardError {
    /// Writes `line` and a line end, or nothing when that fails.
    public static func write(line: String) {
        _ = FileDescriptor.writeAll(Data((line + "\n").utf8), to: STDERR_FILENO)
    }
}
