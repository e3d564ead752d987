import Foundation
import Glibc

/// Reads a whole input file (a scene, a script, a PNG) after checking, before any byte is read,
/// that it is a regular file no larger than a limit.
public enum RegularFile {
    /// Why a file could not be read, phrased to follow its name: "is a folder", "is empty".
    public struct Failure: Error, Equatable, Sendable {
        public var reason: String
    }

    /// The bytes of the file at `path`: refuses an empty path, anything that is not a regular file
    /// (a folder, a FIFO, a device such as /dev/null), an empty file and one over `limit` bytes.
    public static func read(_ path: String, limit: Int) throws(Failure) -> Data {
        guard !path.isEmpty else { throw Failure(reason: "the path is empty") }
        // Non-blocking, so opening a FIFO with no writer returns at once (and is refused below).
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw Failure(reason: errno == ENOENT ? "no such file" : "cannot open it (\(reason(errno)))") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Failure(reason: "cannot read it (\(reason(errno)))") }
        if info.st_mode & S_IFMT == S_IFDIR { throw Failure(reason: "is a folder, not a file") }
        if let kind = FileKind.irregular(info.st_mode) { throw Failure(reason: "is not a regular file (\(kind))") }
        guard info.st_size > 0 else { throw Failure(reason: "is empty") }
        guard info.st_size <= limit else {
            throw Failure(reason: "is \(info.st_size) bytes, more than the \(describe(limit)) limit")
        }
        var data = Data(count: Int(info.st_size))
        var count = 0
        let failure: Int32? = data.withUnsafeMutableBytes { (buffer: UnsafeMutableRawBufferPointer) -> Int32? in
            while count < buffer.count {
                let n = Glibc.read(fd, buffer.baseAddress! + count, buffer.count - count)
                if n < 0, errno == EINTR { continue }
                if n < 0 { return errno }
                if n == 0 { break }
                count += n
            }
            return nil
        }
        if let failure { throw Failure(reason: "cannot read it (\(reason(failure)))") }
        return data.prefix(count)
    }

    /// `limit` in MiB when it is a whole number of them, else in bytes.
    public static func describe(_ limit: Int) -> String {
        limit % (1 << 20) == 0 ? "\(limit >> 20) MiB" : "\(limit) bytes"
    }

    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
