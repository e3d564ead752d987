import Desktop
import Foundation
import Glibc
import Model
import X11

/// Launching an installed application as a desktop does (`flotilla launch`; the search field):
/// its desktop entry's command, in a terminal when it asks for one, in its own session with the
/// desktop named in its environment, its output in the apps' log (``AppLog``); its first window
/// becomes a panel named after the entry, titled with its name until the window names itself.
extension AppHost {
    /// The icon theme the desktop names (XSETTINGS), else the settings' (nil: Adwaita, then hicolor).
    var iconTheme: String? { (try? connection.xsettings())??.iconThemeName ?? launches.defaultIconTheme }

    /// The variables a launched application finds the desktop by.
    static let desktopEnvironment = ["XDG_CURRENT_DESKTOP": "Flotilla", "XDG_SESSION_DESKTOP": "flotilla", "DESKTOP_SESSION": "flotilla"]

    /// Launches the application `name` names (``InstalledApplications/entry(named:)``); its panel
    /// is named by none of `reserved` (the scene's sheets).
    func launch(named name: String, reserved: [String]) -> InstanceReply {
        guard let entry = launches.installed.entry(named: name) else { return .error("no installed application is called \"\(name.prefix(128))\"") }
        return launch(entry, reserved: reserved)
    }

    /// Launches `entry` with Flotilla's environment, in the entry's folder or the home folder.
    /// `autostarted`: the login session started it (an autostart entry: a service as often as
    /// not, said nothing of when it ends well or maps no window).
    func launch(_ entry: DesktopEntry, reserved: [String], autostarted: Bool = false) -> InstanceReply {
        if let refusal = launchRefusal { return .error(refusal) }
        let command: [String]
        do { command = try ExecCommand(entry.exec).expanded(for: entry) } catch { return .error("\(entry.path): \(error)") }
        let startup = beginStartup(of: entry)
        let launch = EntryLaunch(command, of: entry, environment: ProcessInfo.processInfo.environment, desktop: Self.desktopEnvironment,
                                 startupID: startup?.id)
        let (words, environment) = (launch.words, launch.environment)
        let taken = Set(main.compositor.panelManager.panels.keys.map(\.name) + reserved + apps.map(\.id.name))
        var spec = AppCommandLine.spec(words: words, named: entry.id.hasSuffix(".desktop") ? String(entry.id.dropLast(8)) : entry.id, avoiding: taken)
        spec.title = entry.name
        // Managing, its panel opens where its kind's was (the session file's), as any window's does.
        if managing { spec = placedAsSaved(spec) }
        spec.icon = launches.installed.icons(pixels: Int((TitleBarLayout.iconSize * scale).rounded(.up)), theme: iconTheme)[entry.id]
        let log = AppLog.open(at: AppLog.path(environment: environment), heading: "— \(Date()) \(entry.id): \(words.joined(separator: " "))")
        if case .failure(let error) = log { StandardError.write(line: "flotilla: \(error.message)") }
        let output = try? log.get()
        defer { if let output { close(output) } }
        do {
            try startHosting()
            let app = try startApp(spec, environment: environment, directory: entry.workingDirectory ?? environment["HOME"] ?? "/", output: output)
            app.desktopEntry = entry.id
            app.isAutostarted = autostarted
            launches.launched(entry.id)
            return .started(panel: app.id.name, pid: app.process?.pid ?? 0)
        } catch let error as FlotillaError {
            startup.map(endStartup)
            return .error(error.message)
        } catch {
            startup.map(endStartup)
            return .error("\(error)")
        }
    }

    /// The launch of `entry` followed until its window maps (startup notification: said to the
    /// display with `new:`), when it says it will tell (`StartupNotify`) or names its window's
    /// class (`StartupWMClass`); nil otherwise.
    private func beginStartup(of entry: DesktopEntry) -> StartupSequence? {
        guard entry.startupNotify || entry.startupWMClass != nil else { return nil }
        let sequence = StartupSequence(id: "flotilla-\(getpid())-\(entry.id)-\(Int(clock.now * 1000))", app: entry.id,
                                       windowClass: entry.startupWMClass, startedAt: clock.now)
        launches.waiting.begin(sequence)
        var values = ["ID": sequence.id, "NAME": entry.name, "BIN": entry.exec.split(separator: " ").first.map(String.init) ?? "",
                      "SCREEN": "0", "APPLICATION_ID": entry.path, "DESKTOP": "0"]
        if let icon = entry.icon { values["ICON"] = icon }
        if let wmClass = entry.startupWMClass { values["WMCLASS"] = wmClass }
        perform([.broadcastStartup(StartupMessage(.new, values))])
        return sequence
    }

    /// Ends `sequence`'s launch: the display is told (`remove:`).
    private func endStartup(_ sequence: StartupSequence) {
        _ = launches.waiting.remove(id: sequence.id)
        perform([.broadcastStartup(StartupMessage(.remove, ["ID": sequence.id]))])
    }

    /// A window newly taken in, `client` of `app`, ends the launch it is the window of (its
    /// `_NET_STARTUP_ID`, else its client leader's, else its `WM_CLASS`): it takes the focus, and
    /// `did-end-launch` says so.
    func endLaunch(of client: WindowID, facts: ClientFacts, in app: ClientPanel) {
        guard launches.waiting.isBusy else { return }
        let startupID = facts.launchID(leaders: connection.startupID(of:))
        guard let sequence = launches.waiting.complete(startupID: startupID, windowClass: facts.windowClass) else { return }
        perform([.broadcastStartup(StartupMessage(.remove, ["ID": sequence.id]))])
        main.compositor.focus(panel: app.id)
        onEvent?(.didEndLaunch(app: sequence.app, window: client))
    }

    /// The desktop file ids of the launched applications whose windows are open, one per app, in
    /// the order they started (what a session starts again).
    var launchedRunning: [String] { apps.filter { $0.window != nil }.compactMap(\.desktopEntry) }

    /// Launches that found no window in time end (`did-end-launch` with no window).
    func expireLaunches() {
        for sequence in launches.waiting.expire(now: clock.now) {
            perform([.broadcastStartup(StartupMessage(.remove, ["ID": sequence.id]))])
            onEvent?(.didEndLaunch(app: sequence.app, window: nil))
        }
    }
}
