import Foundation

/// Where the running Flotilla of an X display listens for requests: one Unix socket per display,
/// `$XDG_RUNTIME_DIR/flotilla/DISPLAY.sock`, or `/tmp/flotilla-UID/DISPLAY.sock` where
/// `XDG_RUNTIME_DIR` is unset (root in CI). The folder is created 0700 and refused unless it is a
/// directory of the user's own with exactly that mode (tmux's rule): a name another process can
/// find, never a world-writable one.
enum InstancePath {
    /// The socket for `display` (`$DISPLAY`'s form, `:0`, `host:1.0`).
    static func socket(display: String, environment: [String: String]) throws(FlotillaError) -> URL {
        let folder: URL
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty {
            folder = URL(fileURLWithPath: runtime).appendingPathComponent("flotilla", isDirectory: true)
        } else {
            folder = URL(fileURLWithPath: "/tmp/flotilla-\(getuid())", isDirectory: true)
        }
        try ensurePrivateFolder(folder)
        let name = display.hasPrefix(":") ? String(display.dropFirst()) : display
        let safe = String(name.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "_" })
        return folder.appendingPathComponent((safe.isEmpty ? "default" : safe) + ".sock")
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
