import Foundation
import Synchronization

/// Where the running Flotilla of an X display listens for requests: one Unix socket per display,
/// `$XDG_RUNTIME_DIR/flotilla/DISPLAY.sock`, or `/tmp/flotilla-UID/DISPLAY.sock` where
/// `XDG_RUNTIME_DIR` is unset (root in CI). The folder is created 0700 and refused unless it is a
/// directory of the user's own with exactly that mode (tmux's rule): a name another process can
/// find, never a world-writable one. Where `/tmp/flotilla-UID` is taken (another user made it
/// first), the process uses a private folder of its own instead (mkdtemp) and says so once: it then
/// runs, but no second process finds it.
enum InstancePath {
    /// The longest socket path a `sockaddr_un` holds.
    static let maximumLength = MemoryLayout.size(ofValue: sockaddr_un().sun_path) - 1

    /// The private folder used in place of a taken `/tmp/flotilla-UID`, once made.
    private static let privateFolder = Mutex<String?>(nil)

    /// The socket for `display` (`$DISPLAY`'s form, `:0`, `host:1.0`): `flotilla run`'s, or with
    /// `manager` that of the `flotilla manage` managing it (`DISPLAY-manage.sock`).
    static func socket(display: String, environment: [String: String], manager: Bool = false) throws(FlotillaError) -> URL {
        let folder: URL
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty {
            folder = URL(fileURLWithPath: runtime).appendingPathComponent("flotilla", isDirectory: true)
            try ensurePrivateFolder(folder)
        } else {
            folder = try temporaryFolder()
        }
        let path = folder.appendingPathComponent(name(ofDisplay: display) + (manager ? "-manage" : "") + ".sock")
        let length = path.path.utf8.count
        guard length <= maximumLength else {
            throw FlotillaError(.badInput, "the request socket \(path.path) is \(length) bytes long, more than the \(maximumLength) "
                                + "a Unix socket's path holds: set XDG_RUNTIME_DIR to a shorter folder")
        }
        return path
    }

    /// The socket's name for `display`: the host (none for a local display, `unix` included), the
    /// display number and the screen unless it is 0, so `:73`, `:73.0` and `unix:73` are one
    /// display; characters other than letters, digits, `.` and `-` become `_`.
    static func name(ofDisplay display: String) -> String {
        var host = "", number = display
        if let colon = display.lastIndex(of: ":") {
            host = String(display[..<colon])
            number = String(display[display.index(after: colon)...])
        }
        if host == "unix" { host = "" }
        if number.hasSuffix(".0"), number.dropLast(2).allSatisfy(\.isNumber) { number.removeLast(2) }
        let name = host.isEmpty ? number : "\(host)_\(number)"
        let safe = String(name.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "_" })
        return safe.isEmpty ? "default" : safe
    }

    /// `/tmp/flotilla-UID`, or where that is unusable (another user's, say), a private folder
    /// made once for this process.
    private static func temporaryFolder() throws(FlotillaError) -> URL {
        let shared = URL(fileURLWithPath: "/tmp/flotilla-\(getuid())", isDirectory: true)
        let result: Result<URL, FlotillaError> = privateFolder.withLock { made in
            if let made { return .success(URL(fileURLWithPath: made, isDirectory: true)) }
            do throws(FlotillaError) {
                let (folder, report) = try usableFolder(shared)
                if let report {
                    made = folder.path
                    StandardError.write(line: "flotilla: \(report)")
                }
                return .success(folder)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// `shared` when it is a private folder of this user's (made if missing); otherwise a new
    /// private folder beside it (`shared-XXXXXX`, mkdtemp) and the line that says so.
    static func usableFolder(_ shared: URL) throws(FlotillaError) -> (folder: URL, report: String?) {
        do {
            try ensurePrivateFolder(shared)
            return (shared, nil)
        } catch {
            var template = Array("\(shared.path)-XXXXXX".utf8CString)
            guard mkdtemp(&template) != nil else {
                throw FlotillaError(.badInput, "\(error.message); and cannot make a private folder: \(String(cString: strerror(errno)))")
            }
            let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return (URL(fileURLWithPath: path, isDirectory: true), "\(error.message); using \(path) instead (no other flotilla finds this one)")
        }
    }

    /// Whether `folder` is the private folder this process made in place of `/tmp/flotilla-UID`.
    static func isPrivate(_ folder: URL) -> Bool {
        privateFolder.withLock { $0 == folder.path }
    }

    /// Creates `folder` 0700 if it is missing; refuses it unless it is a directory owned by this
    /// user with mode 0700.
    static func ensurePrivateFolder(_ folder: URL) throws(FlotillaError) {
        if mkdir(folder.path, 0o700) != 0, errno != EEXIST {
            throw FlotillaError(.badInput, "cannot create \(folder.path): \(String(cString: strerror(errno)))")
        }
        var info = stat()
        guard lstat(folder.path, &info) == 0 else {
            throw FlotillaError(.badInput, "cannot read \(folder.path): \(String(cString: strerror(errno)))")
        }
        guard info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid(), info.st_mode & 0o777 == 0o700 else {
            throw FlotillaError(.badInput, "\(folder.path): refusing a socket folder that is not a directory of this user's "
                                + "with mode 0700 (mode \(String(info.st_mode & 0o777, radix: 8)), owner \(info.st_uid))")
        }
    }
}
