import Foundation
import Model
import Render

/// The files commands write where the user said (`render --out`, `compare --diff`, a recording's
/// or tour's folder), each replaced atomically (``AtomicFile/Target/named``).
public enum OutputFile {
    /// Writes `data` to `path`; what is there and is not a regular file, a missing folder or a
    /// failed write is a one-line error naming the path (exit 1).
    public static func write(_ data: Data, to path: String) throws(FlotillaError) {
        do {
            try AtomicFile.write(data, to: path, as: .named)
        } catch {
            throw FlotillaError(.badInput, error.description)
        }
    }

    /// Writes `image` as a PNG file to `path` (as ``write(_:to:)``).
    public static func write(_ image: Image, to path: String) throws(FlotillaError) {
        try write(try RecordingOutput.png(image), to: path)
    }
}
