import Desktop
import Foundation
import Glibc
import Model
import Settings

/// `flotilla manage --session`: Flotilla is the login session. As it begins it starts the
/// autostart entries and, as macOS reopens windows when logging back in, the applications
/// launched through Flotilla that ran when the last session ended (each window's panel named
/// after its entry, so it comes back where its kind was) — once per X server: the root's mark
/// says when a restarted Flotilla finds the session begun. It ends with the X session.
extension DesktopSession {
    /// Begins the login session when `session` (``LoginSessionStart``): unless the X server's
    /// session began before, marks it begun, launches the autostart entries (the settings'
    /// `session.autostart`), then starts again what ran last time (`session.relaunch`), an app
    /// autostarted already not a second time.
    func beginLoginSession(session: Bool) {
        let settings = self.settings?.inForce ?? Settings()
        let start = LoginSessionStart(session: session, begunBefore: connection.sessionWasStarted(),
                                      autostart: settings.session.autostart, relaunch: settings.session.relaunch)
        guard start != .none else { return }
        provideSessionBus()
        guard case .begins(let autostart, let relaunch) = start else {
            FlotillaLog.logger.info("the X session began before: nothing is started")
            onEvent?(.didBeginSession(autostart: [], relaunch: [], again: true))
            return
        }
        host.perform([.markSessionStarted(pid: getpid())])
        let autostarted = autostart ? launch(host.launches.installed.autostart(), as: "autostart") : []
        var relaunched: [String] = []
        if relaunch {
            let relaunch = Relaunch(saved: host.saved.launched, autostarted: autostarted, installed: host.launches.installed.applications)
            for id in relaunch.gone { StandardError.write(line: "flotilla: relaunch \(id): no such installed application any more") }
            relaunched = launch(relaunch.entries, as: "relaunch")
        }
        onEvent?(.didBeginSession(autostart: autostarted, relaunch: relaunched, again: false))
    }

    /// Ends the login session (log out, or the X server went): the D-Bus session bus it started
    /// ends with it.
    func endLoginSession() {
        if let marked = connection.sessionBus(), SessionBus.isDaemon(marked.pid) { kill(marked.pid, SIGTERM) }
        bus?.end()
        host.perform([.markSessionBus(nil)])
    }

    /// Gives what the session launches a D-Bus session bus when Flotilla was given none: the one
    /// an earlier Flotilla of this X session started (the root's mark), else one started now.
    private func provideSessionBus() {
        switch SessionBus.choose(given: ProcessInfo.processInfo.environment[SessionBus.variable], marked: connection.sessionBus()) {
        case .given: return
        case .marked(let address): setenv(SessionBus.variable, address, 1)
        case .start: startSessionBus()
        }
    }

    /// Starts a D-Bus session bus for what the session launches, and marks it on the root.
    private func startSessionBus() {
        switch SessionBus.start() {
        case .success(let bus):
            self.bus = bus
            setenv(SessionBus.variable, bus.address, 1)
            host.perform([.markSessionBus(SessionBusMark(address: bus.address, pid: bus.pid))])
            FlotillaLog.logger.info("a D-Bus session bus at \(bus.address)")
        case .failure(let failure):
            StandardError.write(line: "flotilla: no D-Bus session bus: \(failure.message)")
        }
    }

    /// Launches `entries` as the search field would; the ids of those that started.
    private func launch(_ entries: [DesktopEntry], as what: String) -> [String] {
        entries.compactMap { entry in
            if case .error(let message) = host.launch(entry, reserved: [], autostarted: what == "autostart") {
                StandardError.write(line: "flotilla: \(what) \(entry.id): \(message)")
                return nil
            }
            return entry.id
        }
    }
}
