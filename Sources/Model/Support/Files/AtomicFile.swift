import Foundation
import Glibc

/// Writes a whole file so that readers see the old contents or the new, never a mix: a temporary
/// file beside the target, synced, renamed over it, then the folder synced. Anything at the path
/// that is not a regular file (folder, FIFO, device, socket) is refused and left as it was.
public enum AtomicFile {
    /// Why a file was not written: the path as given and a reason that reads after it.
    public struct Failure: Error, CustomStringConvertible, Equatable, Sendable {
        public var path: String
        public var reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// How the target's name is treated.
    public enum Target: Sendable {
        /// A file the program owns (a session): a symbolic link is refused like any other file that
        /// is not regular, and the file gets mode 0600.
        case owned
        /// A file the user named (`--out`): a symbolic link is followed and its target replaced; an
        /// existing file keeps its mode, a new one gets 0666 less the umask. Its folder must exist.
        case named
    }

    /// Replaces the file at `path` with `data` (see ``Target``); a failed write (a full disk, say)
    /// is reported and leaves no temporary file behind.
    public static func write(_ data: Data, to path: String, as target: Target) throws(Failure) {
        func fail(_ reason: String) -> Failure { Failure(path: path, reason: reason) }
        guard !path.isEmpty else { throw fail("the path is empty") }
        guard !path.hasSuffix("/") else { throw fail("names a folder, not a file") }
        let real = target.isOwned ? path : try linkTarget(of: path, failing: fail)
        var info = stat()
        var mode: mode_t? = target.isOwned ? 0o600 : nil
        if lstat(real, &info) == 0 {
            if let kind = FileKind.irregular(info.st_mode) { throw fail("\(kind), not a regular file; left it alone") }
            if !target.isOwned { mode = info.st_mode & 0o7777 }
        } else if errno != ENOENT {
            throw fail("cannot reach it (\(reason(errno)))")
        }
        let folder = (real as NSString).deletingLastPathComponent.isEmpty ? "." : (real as NSString).deletingLastPathComponent
        guard stat(folder, &info) == 0 else {
            throw fail(errno == ENOENT ? "no such folder" : "cannot reach its folder (\(reason(errno)))")
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw fail("\(folder) is not a folder") }
        let (fd, temporary) = try temporaryFile(in: folder, for: real, mode: mode ?? 0o666, failing: fail)
        var problem: (what: String, code: Int32)?
        if let mode, fchmod(fd, mode) != 0 {
            problem = ("cannot set the file's mode", errno)
        } else if let code = FileDescriptor.writeAll(data, to: fd) {
            problem = ("cannot write it", code)
        } else if fsync(fd) != 0 {
            problem = ("cannot sync it", errno)
        }
        if close(fd) != 0, problem == nil { problem = ("cannot close it", errno) }
        if problem == nil, rename(temporary, real) != 0 { problem = ("cannot rename the temporary file over it", errno) }
        if let problem {
            unlink(temporary)
            throw fail("\(problem.what) (\(reason(problem.code)))")
        }
        let dir = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        let synced = dir >= 0 && fsync(dir) == 0
        let code = errno
        if dir >= 0 { close(dir) }
        guard synced else { throw fail("written, but its folder could not be synced (\(reason(code)))") }
    }

    /// Where the symbolic links from `path` end: the path itself when it is not a link; the file a
    /// link names (relative to the link's folder), which need not exist yet.
    private static func linkTarget(of path: String, failing fail: (String) -> Failure) throws(Failure) -> String {
        var real = path, info = stat()
        for _ in 0..<40 {
            guard lstat(real, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return real }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(real, &buffer, buffer.count - 1)
            guard n > 0 else { throw fail("cannot follow the symbolic link (\(reason(errno)))") }
            let next = String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            real = next.hasPrefix("/") ? next : ((real as NSString).deletingLastPathComponent as NSString).appendingPathComponent(next)
        }
        throw fail("too many levels of symbolic links")
    }

    /// Removes the temporary files a write to `path` left behind when the process died during it
    /// (`.NAME.RANDOM` beside it, regular files last changed over `age` seconds ago: a write in
    /// progress elsewhere is younger than that). Returns how many it removed.
    @discardableResult
    public static func removeLeftovers(of path: String, olderThan age: TimeInterval) -> Int {
        let folder = (path as NSString).deletingLastPathComponent, prefix = ".\((path as NSString).lastPathComponent)."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder) else { return 0 }
        let now = Date().timeIntervalSince1970
        var removed = 0
        for name in names where name.hasPrefix(prefix) && name.count > prefix.count {
            let leftover = "\(folder)/\(name)"
            var info = stat()
            guard lstat(leftover, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
                  now - Double(info.st_mtim.tv_sec) > age, unlink(leftover) == 0 else { continue }
            removed += 1
        }
        return removed
    }

    /// Creates `.NAME.RANDOM` in `folder`, exclusively, with `mode` less the umask.
    private static func temporaryFile(in folder: String, for path: String, mode: mode_t,
                                      failing fail: (String) -> Failure) throws(Failure) -> (Int32, String) {
        let name = (path as NSString).lastPathComponent
        for _ in 0..<100 {
            let temporary = "\(folder)/.\(name).\(String(UInt64.random(in: 0...UInt64.max), radix: 36))"
            let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
            if fd >= 0 { return (fd, temporary) }
            guard errno == EEXIST else { throw fail("cannot create a temporary file beside it (\(reason(errno)))") }
        }
        throw fail("cannot create a temporary file beside it (every name tried was taken)")
    }

    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}

extension AtomicFile.Target {
    fileprivate var isOwned: Bool { if case .owned = self { true } else { false } }
}

/// What a file is when it is not a regular file.
public enum FileKind {
    /// "a folder", "a FIFO" … for a mode that is not a regular file's; nil for a regular file.
    public static func irregular(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFLNK: "a symbolic link"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        default: "a device"
        }
    }
}

/// Whole writes to a file descriptor.
public enum FileDescriptor {
    /// Writes all of `data` to `fd`, retrying after interruptions; the errno of a failure, nil on success.
    public static func writeAll(_ data: Data, to fd: Int32) -> Int32? {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int32? in
            var offset = 0
            while offset < bytes.count {
                let n = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { return n < 0 ? errno : EIO }
                offset += n
            }
            return nil
        }
    }
}
