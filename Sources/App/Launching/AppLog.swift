import Foundation
import Glibc
import Model

/// Where launched applications' output goes: `$XDG_STATE_HOME/flotilla/apps.log` (0600, its
/// folder 0700), not the terminal `manage` was started from. Over ``limit`` when an app is
/// launched, its older half is dropped first (atomically); a line before each launch says which.
enum AppLog {
    /// The size past which the older half goes.
    static let limit = 1 << 20

    /// The log's path in `environment` (`XDG_STATE_HOME` unset, empty or relative: `~/.local/state`).
    static func path(environment: [String: String]) -> String {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return XDGFolders.stateHome(environment, home: home) + "/flotilla/apps.log"
    }

    /// The log at `path` opened to append to, `heading` written first (its older half dropped
    /// when it is over ``limit``); nil, with why in one line, when it cannot be (a path that is
    /// not a regular file is left as it is).
    static func open(at path: String, heading: String) -> Result<Int32, FlotillaError> {
        let folder = (path as NSString).deletingLastPathComponent
        mkdir(folder, 0o700)
        if let data = FileManager.default.contents(atPath: path), data.count > limit {
            let half = data.suffix(limit / 2)
            let start = half.firstIndex(of: UInt8(ascii: "\n")).map { half.index(after: $0) } ?? half.startIndex
            do { try AtomicFile.write(Data(half[start...]), to: path, as: .owned) } catch {
                return .failure(FlotillaError(.internal, "\(path): \(error.reason)"))
            }
        }
        let fd = Glibc.open(path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return .failure(FlotillaError(.internal, "\(path): \(String(cString: strerror(errno)))")) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(fd)
            return .failure(FlotillaError(.internal, "\(path): not a regular file; apps' output not logged"))
        }
        _ = FileDescriptor.writeAll(Data((heading + "\n").utf8), to: fd)
        return .success(fd)
    }
}
