import Foundation
import Glibc
import Model

/// The file that keeps what was open for one scene file between runs (conventions.md, "Files the
/// program writes"): where it lives, writing it atomically, reading it back.
///
/// Its contents are a JSON object with a whole-number `"version"` field (the envelope) and whatever
/// else the caller puts beside it. ``read(from:version:decode:)`` checks the version itself, so a
/// caller's `decode` only reads its own fields (and must allow `version` among them). A file that
/// cannot be used is never deleted: a damaged one is moved aside as `NAME.bak` — or `NAME.1.bak`,
/// `NAME.2.bak` … when that name is taken, so an earlier copy is never replaced — and anything that
/// is not a regular file (folder, symbolic link, FIFO) is left alone, neither read nor replaced.
public enum SessionFile {
    /// The largest session file read or written: 4 MiB (a layout of hundreds of panels is a few
    /// tens of KiB). A larger file is refused before it is read.
    public static let maximumSize = 4 << 20

    /// What reading found.
    public enum Outcome<Value> {
        /// No session file yet.
        case missing
        case loaded(Value)
        /// The file could not be used: `report` is the one line to print — which file, what was
        /// wrong, where it went ("moved aside as NAME.bak", or "left it alone") — and the caller
        /// starts from the scene.
        case rejected(report: String)
    }

    /// `$XDG_STATE_HOME/flotilla/NAME-HASH.json` for the scene at `sceneURL`: NAME is the scene's
    /// file name without its extension, HASH 8 hex digits of FNV-1a 64 (folded to 32 bits) of its
    /// absolute, standardized path, so same-named scenes in different folders get different
    /// files. `XDG_STATE_HOME` unset, empty or relative means `$HOME/.local/state` (the XDG rule).
    /// `flotilla manage`'s session (`managing`) is `manage-NAME-HASH.json` beside `run`'s.
    public static func url(forScene sceneURL: URL, environment: [String: String], managing: Bool = false) -> URL {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        let stateHome = XDGFolders.stateHome(environment, home: home)
        let name = (managing ? "manage-" : "") + sceneURL.deletingPathExtension().lastPathComponent
        let digest = hash(sceneURL.absoluteURL.standardizedFileURL.path)
        return URL(fileURLWithPath: stateHome, isDirectory: true)
            .appendingPathComponent("flotilla", isDirectory: true)
            .appendingPathComponent("\(name)-\(digest).json")
    }

    /// Replaces the file at `url` with `data`, atomically: the folder is created (mode 0700) if
    /// missing, `data` goes to a temporary file in it (mode 0600), synced, renamed over `url`, then
    /// the folder is synced. Refuses, with a one-line error naming the path, a target that exists
    /// and is not a regular file (left as it was), or `data` over ``maximumSize``. Errors are
    /// ``FlotillaError/Kind/internal``; no temporary file is left behind.
    public static func write(_ data: Data, to url: URL) throws(FlotillaError) {
        let path = url.path, folder = url.deletingLastPathComponent().path
        guard data.count <= maximumSize else {
            throw failure(path, "\(data.count) bytes is more than the \(maximumSize >> 20) MiB limit; not written")
        }
        try makeFolder(folder, for: path)
        if let problem = privacyProblem(folder: folder, file: path) { throw failure(path, problem + "; not written") }
        do {
            try AtomicFile.write(data, to: path, as: .owned)
        } catch {
            throw failure(path, error.reason)
        }
    }

    /// Reads the session at `url`: ``Outcome/missing`` when there is none; ``Outcome/loaded(_:)``
    /// with what `decode` made of its bytes when its `"version"` is `version`; otherwise
    /// ``Outcome/rejected(report:)``. Not valid JSON, a missing or other version, a `decode` error,
    /// or more than ``maximumSize`` bytes: the file is moved aside. Not a regular file, or
    /// unreadable: it is left alone. Temporary files an earlier run left beside it are removed.
    public static func read<Value>(from url: URL, version: Int, decode: (Data) throws -> Value) -> Outcome<Value> {
        let path = url.path
        // A run killed while it saved left its temporary file: the session itself is whole.
        AtomicFile.removeLeftovers(of: path, olderThan: 1)
        func rejected(_ what: String, moving: Bool) -> Outcome<Value> {
            let fate = moving ? setAside(path) : "left it alone"
            return .rejected(report: "session \(display(path)): \(what); \(fate); starting from the scene".escapingControlCharacters)
        }
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT { return .missing }
            return rejected(code == ELOOP ? "a symbolic link, not a regular file" : "cannot open it (\(reason(code)))",
                            moving: false)
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return rejected("cannot read it (\(reason(errno)))", moving: false) }
        if let kind = FileKind.irregular(info.st_mode) { return rejected("\(kind), not a regular file", moving: false) }
        if let problem = privacyProblem(folder: (path as NSString).deletingLastPathComponent, file: path) {
            return rejected(problem, moving: false)
        }
        guard info.st_size <= maximumSize else {
            return rejected("\(info.st_size) bytes, more than the \(maximumSize >> 20) MiB limit", moving: true)
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while data.count <= maximumSize {
            let n = Glibc.read(fd, &buffer, buffer.count)
            if n == 0 { break }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return rejected("cannot read it (\(reason(errno)))", moving: false) }
            data.append(contentsOf: buffer[..<n])
        }
        guard data.count <= maximumSize else {
            return rejected("more than the \(maximumSize >> 20) MiB limit", moving: true)
        }
        guard !data.isEmpty else { return rejected("empty file", moving: true) }
        do {
            let found = try JSONDecoder().decode(Envelope.self, from: data).version
            guard found == version else {
                return rejected("version \(found) (this Flotilla reads version \(version))", moving: true)
            }
            return .loaded(try decode(data))
        } catch {
            return rejected(describe(error), moving: true)
        }
    }
}

extension SessionFile.Outcome: Equatable where Value: Equatable {}
extension SessionFile.Outcome: Sendable where Value: Sendable {}

extension SessionFile {
    private struct Envelope: Decodable { var version: Int }

    /// FNV-1a 64 of `text`'s UTF-8, its halves xor-ed, as 8 lowercase hex digits.
    private static func hash(_ text: String) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        let hex = String(UInt32(truncatingIfNeeded: h ^ (h >> 32)), radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }

    /// Moves `path` to the first free name of `NAME.bak`, `NAME.1.bak` … `NAME.99.bak`; says where.
    private static func setAside(_ path: String) -> String {
        for n in 0..<100 {
            let backup = n == 0 ? path + ".bak" : "\(path).\(n).bak"
            var info = stat()
            if lstat(backup, &info) == 0 { continue }
            guard errno == ENOENT, rename(path, backup) == 0 else { return "could not move it aside (\(reason(errno)))" }
            return "moved aside as \((backup as NSString).lastPathComponent)"
        }
        return "could not move it aside (\((path as NSString).lastPathComponent).bak to .99.bak are all taken)"
    }

    /// Why `folder` or the file at `file` (when there is one) must not be used: not this user's
    /// own, or writable by others (its group or everyone) — another user could put a link there,
    /// or read what is saved. Nil when both are private.
    static func privacyProblem(folder: String, file: String) -> String? {
        var info = stat()
        guard stat(folder, &info) == 0 else { return "cannot reach the folder \(folder) (\(reason(errno)))" }
        if let problem = privacyProblem(info, of: "the folder \(folder)") { return problem }
        // A symbolic link is refused on its own (not a regular file).
        guard lstat(file, &info) == 0, info.st_mode & S_IFMT != S_IFLNK else { return nil }
        return privacyProblem(info, of: "the file")
    }

    private static func privacyProblem(_ info: stat, of what: String) -> String? {
        if info.st_uid != getuid() { return "\(what) is not this user's (owner \(info.st_uid)); refusing to use it" }
        guard info.st_mode & 0o022 == 0 else {
            return "\(what) is writable by others (mode \(String(info.st_mode & 0o777, radix: 8))); refusing to use it"
        }
        return nil
    }

    /// Creates `folder` and any missing parents with mode 0700.
    private static func makeFolder(_ folder: String, for path: String) throws(FlotillaError) {
        var info = stat()
        if stat(folder, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw failure(path, "\(folder) is not a folder") }
            return
        }
        let parent = (folder as NSString).deletingLastPathComponent
        if parent != folder { try makeFolder(parent, for: path) }
        guard mkdir(folder, 0o700) == 0 || errno == EEXIST else {
            throw failure(path, "cannot create the folder \(folder) (\(reason(errno)))")
        }
    }

    /// What is wrong with a session's JSON, for the one-line report.
    private static func describe(_ error: any Error) -> String {
        func at(_ keys: [any CodingKey], _ message: String) -> String {
            let path = keys.reduce(into: "") { out, key in
                if let i = key.intValue {
                    out += "[\(i)]"
                } else {
                    out += out.isEmpty ? key.stringValue : "." + key.stringValue
                }
            }
            return path.isEmpty ? message : "\(path): \(message)"
        }
        switch error {
        case let e as FieldError:
            return e.path.isEmpty ? e.message : "\(e.path): \(e.message)"
        case DecodingError.dataCorrupted(let c) where c.codingPath.isEmpty:
            return "not valid JSON (truncated or damaged)"
        case DecodingError.dataCorrupted(let c):
            return at(c.codingPath, c.debugDescription)
        case DecodingError.keyNotFound(let key, let c):
            return at(c.codingPath + [key], "missing field")
        case DecodingError.typeMismatch(_, let c), DecodingError.valueNotFound(_, let c):
            return at(c.codingPath, "wrong type (\(c.debugDescription))")
        default:
            return "\(error)"
        }
    }

    private static func failure(_ path: String, _ what: String) -> FlotillaError {
        FlotillaError(.internal, "session \(display(path)): \(what)")
    }

    /// `path` with the home folder shown as `~`.
    private static func display(_ path: String) -> String {
        let home = NSHomeDirectory()
        return home.count > 1 && path.hasPrefix(home + "/") ? "~" + path.dropFirst(home.count) : path
    }

    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
