import CProcess
import Foundation
import Glibc

/// A program Flotilla started for a panel: run without a shell, in a session of its own (Ctrl+C on
/// Flotilla's terminal does not reach it, nor does Flotilla's end), with stdin from /dev/null and
/// stdout and stderr on Flotilla's stderr (never its stdout, which carries `--events` lines), in
/// the caller's working directory and environment. Flotilla reaps it: ``descriptor`` becomes
/// readable when it ends, and ``reap()`` then says how.
final class AppProcess {
    /// How a program ended.
    enum Exit: Equatable, CustomStringConvertible {
        case status(Int32)
        case signal(Int32)

        var description: String {
            switch self {
            case .status(let code): "exit status \(code)"
            case .signal(let number): "signal \(number)\(Self.names[number].map { " (\($0))" } ?? "")"
            }
        }

        private static let names: [Int32: String] = [SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGABRT: "SIGABRT",
                                                     SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV", SIGPIPE: "SIGPIPE", SIGTERM: "SIGTERM"]
    }

    /// Why a program could not be started: one line, naming it.
    struct StartFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// The search path when the environment has no PATH.
    static let defaultPath = "/usr/local/bin:/usr/bin:/bin"

    let pid: pid_t
    /// Readable once the process ended (a pidfd).
    let descriptor: Int32
    /// How it ended, once reaped.
    private(set) var exit: Exit?

    /// Starts `words` (the program, then its arguments), finding the program on `environment`'s
    /// `PATH` unless it names a path; its stdout and stderr on `output` when given (a log), its
    /// stderr on `errorOutput` when that is given too.
    init(_ words: [String], environment: [String: String], directory: String, output: Int32? = nil, errorOutput: Int32? = nil) throws(StartFailure) {
        guard let name = words.first else { throw StartFailure(description: "no command") }
        guard let path = Self.executable(name, path: environment["PATH"] ?? Self.defaultPath) else {
            throw StartFailure(description: "cannot start \"\(name)\": no such program\(name.contains("/") ? "" : " on the PATH")")
        }
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output ?? 2, 1)
        if let errors = errorOutput ?? output { posix_spawn_file_actions_adddup2(&actions, errors, 2) }
        posix_spawn_file_actions_addchdir_np(&actions, directory)
        posix_spawn_file_actions_addclosefrom_np(&actions, 3)
        // Signals Flotilla ignores (SIGPIPE, SIGXFSZ) would stay ignored across exec: the app gets
        // every signal's default and an empty mask.
        var defaults = sigset_t(), empty = sigset_t()
        sigfillset(&defaults)
        sigemptyset(&empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(FLOTILLA_POSIX_SPAWN_SETSID | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = words.map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for p in argv + envp { free(p) } }
        var child: pid_t = 0
        let result = posix_spawn(&child, path, &actions, &attributes, argv, envp)
        guard result == 0 else {
            throw StartFailure(description: "cannot start \"\(name)\": \(String(cString: strerror(result)))")
        }
        pid = child
        descriptor = flotilla_pidfd_open(child)
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Collects the process's end if it has ended (without waiting); nil while it runs.
    @discardableResult
    func reap() -> Exit? {
        if let exit { return exit }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
        let code = status & 0x7F
        exit = code == 0 ? .status((status >> 8) & 0xFF) : .signal(code)
        return exit
    }

    /// The file `name` names: itself when it holds a `/`, else the first executable of that name in
    /// `path`'s folders.
    static func executable(_ name: String, path: String) -> String? {
        if name.contains("/") { return isExecutable(name) ? name : nil }
        return path.split(separator: ":", omittingEmptySubsequences: false)
            .map { ($0.isEmpty ? "." : String($0)) + "/" + name }
            .first(where: isExecutable)
    }

    /// Whether `file` is a regular file with an execute bit that this process may run.
    private static func isExecutable(_ file: String) -> Bool {
        var info = stat()
        return stat(file, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && info.st_mode & 0o111 != 0 && access(file, X_OK) == 0
    }
}
