import Glibc
import Model

/// Which screen locker the lock starts: the `desktop.lock` setting's command, else the first
/// installed of xsecurelock (a locker built to outlive a crashing screen saver, which knows a
/// compositor's overlay) and i3lock (which the set-up installs). Either runs until the screen is
/// unlocked, so its end is the unlock.
enum ScreenLockers {
    /// The lockers tried when the settings name none, in order.
    static let automatic: [[String]] = [["xsecurelock"], ["i3lock", "--nofork", "--color=000000"]]

    /// The words to run for `setting` (empty: the first of ``automatic`` on `path`), or the
    /// notice to show when none can run.
    static func command(setting: String, path: String) -> Result<[String], Refusal> {
        guard !setting.isEmpty else {
            let found = automatic.first { AppProcess.executable($0[0], path: path) != nil }
            return found.map { .success($0) } ?? .failure(Refusal("no locker installed (xsecurelock or i3lock)"))
        }
        let words: [String]
        do {
            words = try CommandWords.split(setting)
        } catch {
            return .failure(Refusal("desktop.lock: \(error.description)"))
        }
        guard AppProcess.executable(words[0], path: path) != nil else {
            return .failure(Refusal("desktop.lock's \(ShownText.quoted(words[0])) is not installed"))
        }
        return .success(words)
    }

    /// Why the screen was not locked, as the notice says it.
    struct Refusal: Error, Equatable {
        let message: String

        init(_ reason: String) { message = "Screen not locked: " + reason }
    }
}

/// The screen's lock: the locker Flotilla started, while it runs (the screen is locked until it
/// ends), and logind's requests to lock.
final class ScreenLock {
    /// The locker, by its program's name, while it runs.
    private(set) var locker: (name: String, process: AppProcess)?
    /// logind's Lock and PrepareForSleep signals, where a logind session exists.
    var logind: LogindSignals?

    /// Whether a locker runs.
    var isLocked: Bool { locker != nil }

    /// What the loop waits on: the locker's end and logind's signals.
    var descriptors: [Int32] {
        [locker.map(\.process.descriptor).flatMap { $0 >= 0 ? $0 : nil }, logind?.descriptor].compactMap { $0 }
    }

    /// Starts `words` (its standard error into `output`): its process id.
    func start(_ words: [String], environment: [String: String], directory: String, output: Int32?) throws(AppProcess.StartFailure) -> Int32 {
        let process = try AppProcess(words, environment: environment, directory: directory, output: output)
        locker = (words[0].split(separator: "/").last.map(String.init) ?? words[0], process)
        return process.pid
    }

    /// The locker, once it ended: its name and how it ended (nil while it runs, or when none ran).
    func takeEnd() -> (name: String, exit: AppProcess.Exit)? {
        guard let locker, let exit = locker.process.reap() else { return nil }
        self.locker = nil
        return (locker.name, exit)
    }
}
