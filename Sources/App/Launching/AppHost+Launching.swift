import Foundation
import Glibc
import Model

/// Launching an installed application as a desktop does (`flotilla launch`; the search field):
/// its desktop entry's command, in a terminal when it asks for one, in its own session with the
/// desktop named in its environment, its output in the apps' log (``AppLog``); its first window
/// becomes a panel named after the entry, titled with its name until the window names itself.
extension AppHost {
    /// How many recent launches are kept.
    static let recentLaunchesKept = 20

    /// The variables a launched application finds the desktop by.
    static let desktopEnvironment = ["XDG_CURRENT_DESKTOP": "Flotilla", "XDG_SESSION_DESKTOP": "flotilla", "DESKTOP_SESSION": "flotilla"]

    /// Launches the application `name` names (``InstalledApplications/entry(named:)``); its panel
    /// is named by none of `reserved` (the scene's sheets).
    func launch(named name: String, reserved: [String]) -> InstanceReply {
        guard let entry = installedApplications.entry(named: name) else { return .error("no installed application is called \"\(name.prefix(128))\"") }
        return launch(entry, reserved: reserved)
    }

    /// Launches `entry` with Flotilla's environment, in the entry's folder or the home folder.
    func launch(_ entry: DesktopEntry, reserved: [String]) -> InstanceReply {
        guard apps.count < Limits.maximumApps else { return .error("\(Limits.maximumApps) apps run, the most one Flotilla hosts") }
        let command: [String]
        do { command = try ExecCommand(entry.exec).expanded(for: entry) } catch { return .error("\(entry.path): \(error)") }
        let environment = ProcessInfo.processInfo.environment.merging(Self.desktopEnvironment) { $1 }
        let words = entry.terminal ? ["x-terminal-emulator", "-e"] + command : command
        let taken = Set(main.compositor.panelManager.panels.keys.map(\.name) + reserved + apps.map(\.id.name))
        var spec = AppCommandLine.spec(words: words, named: entry.id.hasSuffix(".desktop") ? String(entry.id.dropLast(8)) : entry.id, avoiding: taken)
        spec.title = entry.name
        let log = AppLog.open(at: AppLog.path(environment: environment), heading: "— \(Date()) \(entry.id): \(words.joined(separator: " "))")
        if case .failure(let error) = log { StandardError.write(line: "flotilla: \(error.message)") }
        let output = try? log.get()
        defer { if let output { close(output) } }
        do {
            try startHosting()
            let app = try startApp(spec, environment: environment, directory: entry.workingDirectory ?? environment["HOME"] ?? "/", output: output)
            recentLaunches = Array(([entry.id] + recentLaunches.filter { $0 != entry.id }).prefix(Self.recentLaunchesKept))
            return .started(panel: app.id.name, pid: app.process?.pid ?? 0)
        } catch let error as FlotillaError {
            return .error(error.message)
        } catch {
            return .error("\(error)")
        }
    }
}
