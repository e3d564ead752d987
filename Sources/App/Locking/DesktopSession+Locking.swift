import Foundation
import Input
import Model
import Settings

/// Locking the screen under `manage`: the lock key (Super+L), the search field's Lock Screen, the
/// X screen saver starting (`desktop.lockOnIdle`) and logind's requests (a session locked by
/// `loginctl lock-session`, a suspend coming) start the screen locker (``ScreenLockers``), once
/// Flotilla let go of the keyboard and the pointer so that it can grab them. While it runs the
/// screen is locked: the overlay keeps no hole over a window stacked under its window
/// (DisplayManager+InPlace.swift), and a second request starts no second locker. When no locker
/// can run, or one ends at once without locking, a notice says so and the desktop stays.
extension DesktopSession {
    /// Where lock requests come from, as the `did-lock` event names them.
    enum LockCause: String {
        case key, search, idle, logind
    }

    /// The lock key: true when `press` was it.
    func answerLockKey(_ press: KeyPress) -> Bool {
        guard main.compositor.keys.matches(press, .lock) else { return false }
        lockScreen(.key)
        return true
    }

    /// Starts listening for logind's requests, where a logind session exists.
    func watchLogind() {
        lock.logind = LogindSignals(sessionID: ProcessInfo.processInfo.environment["XDG_SESSION_ID"])
    }

    /// Locks the screen, unless a locker runs already.
    func lockScreen(_ cause: LockCause) {
        guard !lock.isLocked else { return }
        let environment = ProcessInfo.processInfo.environment.merging(AppHost.desktopEnvironment) { $1 }
        let setting = settings?.inForce.desktop.lock ?? ""
        switch ScreenLockers.command(setting: setting, path: environment["PATH"] ?? AppProcess.defaultPath) {
        case .failure(let refusal):
            refuseLock(refusal.message)
        case .success(let words):
            main.letGoOfInput()
            host.endClientGesture()
            connection.flush()
            let log = AppLog.open(at: AppLog.path(environment: environment), heading: "— \(Date()) lock (\(cause.rawValue)): \(words.joined(separator: " "))")
            let output = try? log.get()
            defer { if let output { close(output) } }
            do {
                let pid = try lock.start(words, environment: environment, directory: environment["HOME"] ?? "/", output: output)
                onEvent?(.didLock(locker: words[0], pid: pid, cause: cause.rawValue))
            } catch {
                refuseLock(ScreenLockers.Refusal(error.description).message)
            }
        }
    }

    /// Per pass: a locker that ended (the screen unlocked; one that failed is said), the X
    /// screen saver's start and logind's requests (`ready`: the descriptors that woke the loop).
    func followLock(ready: Set<Int32>?) {
        if let (name, exit) = lock.takeEnd() {
            switch exit {
            case .status(let code): onEvent?(.didUnlock(locker: name, status: code, signal: nil))
            case .signal(let number): onEvent?(.didUnlock(locker: name, status: nil, signal: number))
            }
            // A locker that could not lock (it found no grab, say) says so in its status; one ended by a signal had locked.
            if case .status(let code) = exit, code != 0 {
                refuseLock(ScreenLockers.Refusal("\(ShownText.quoted(name)) ended (\(exit)); see the apps' log").message)
            }
        }
        if let logind = lock.logind, let fd = logind.descriptor, ready?.contains(fd) == true, logind.takeLockRequests() { lockScreen(.logind) }
    }

    /// The X screen saver started: the screen locks, where the settings say so.
    func screenSaverStarted() {
        guard settings?.inForce.desktop.lockOnIdle ?? Settings.Desktop().lockOnIdle else { return }
        lockScreen(.idle)
    }

    private func refuseLock(_ message: String) {
        main.compositor.showNotice(message)
        main.markChanged()
        StandardError.write(line: "flotilla: " + message)
        onEvent?(.didNotLock(problem: message))
    }
}
