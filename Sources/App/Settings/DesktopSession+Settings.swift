import Compositor
import Foundation
import Input
import Model
import Settings

/// The settings file under `flotilla manage`: applied as the session starts and again each time
/// the file is saved (a file refused leaves the settings in force as they are): the keys and the
/// command keys (grabbed on the root), the appearance, motion, tiling, the hot corners, the
/// number of spaces and the icon theme. What a `--scene` sets itself (its backdrop, tiling) wins.
extension DesktopSession {
    /// Follows the settings file at `path` from now on, `initial` (read as the session began)
    /// applied at once; `sceneSets` is what the `--scene` given sets itself; `more` puts in force
    /// what the session applies to all its windows (motion).
    func follow(settingsAt path: String, initial: Settings, sceneSets: SettingsSetByScene, alsoApplying more: (Settings) -> Void) {
        settings = LiveSettings(path: path, initial: initial, sceneSets: sceneSets)
        apply(initial, was: nil)
        more(initial)
    }

    /// What the loop waits on for the settings: the file's watch and the commands that run.
    var settingsDescriptors: [Int32] {
        guard let live = settings else { return [] }
        return [live.watch?.descriptor].compactMap { $0 } + live.commands.compactMap { $0.descriptor >= 0 ? $0.descriptor : nil }
    }

    /// Reads the settings again when the file changed (`ready` holds its watch), at most four
    /// times a second, and reaps the commands that ended; settings changed are put in force,
    /// `more` as ``follow(settingsAt:initial:sceneSets:alsoApplying:)`` says.
    func followSettings(ready: Set<Int32>?, now: Double, alsoApplying more: (Settings) -> Void) {
        guard let live = settings else { return }
        live.commands.removeAll { $0.reap() != nil }
        let watchReady = live.watch.map { ready?.contains($0.descriptor) == true } ?? false
        switch live.reread(watchReady: watchReady, now: now) {
        case .unchanged: return
        case .refused(let problem): onEvent?(.didReadSettings(file: live.path, problem: problem))
        case .changed(let settings, let was):
            apply(settings, was: was)
            more(settings)
            onEvent?(.didReadSettings(file: live.path, problem: nil))
        }
    }

    /// Puts `settings` in force, in place of `was` (nil: as the session starts, its spaces made).
    private func apply(_ settings: Settings, was: Settings?) {
        guard let live = self.settings else { return }
        let look = settings.appearance
        let c = main.compositor
        c.keys = settings.keys
        c.springs = settings.motion.springs
        c.style = WindowStyle(accent: look.accent, cornerRadius: look.cornerRadius, shadows: look.shadows, titles: look.titles)
        if !live.sceneSets.backdrop { c.backdropLook = Backdrop(color: look.backdrop, gradientTo: look.gradientTo) }
        if !live.sceneSets.tiling { c.tilesWindows = settings.desktop.tiling }
        main.markChanged()
        host.launches.defaultIconTheme = settings.iconTheme
        host.windowDrags = settings.windowDrags
        manager.hotCorner = settings.desktop.hotCorner
        manager.showWallpaper(look.wallpaper)
        if let was, was.desktop.spaces != settings.desktop.spaces { manager.followSettings(spaces: settings.desktop.spaces) }
        manager.grabKeys(for: settings.keys)
    }

    /// A command key runs its command (through `/bin/sh -c`, in the home folder, its output in
    /// the apps' log): true when `press` was one.
    func answerCommandKey(_ press: KeyPress) -> Bool {
        guard let live = settings, let command = main.compositor.keys.command(for: press) else { return false }
        let environment = ProcessInfo.processInfo.environment.merging(AppHost.desktopEnvironment) { $1 }
        let key = KeyNames.name(of: KeyPress(press.key, modifiers: press.modifiers))
        let log = AppLog.open(at: AppLog.path(environment: environment), heading: "— \(Date()) \(key): \(command)")
        let output = try? log.get()
        defer { if let output { close(output) } }
        do {
            let process = try AppProcess(["/bin/sh", "-c", command], environment: environment, directory: environment["HOME"] ?? "/", output: output)
            live.commands.append(process)
            onEvent?(.didRunCommand(key: key, pid: process.pid))
        } catch {
            StandardError.write(line: "flotilla: \(key): \(error.description)")
        }
        return true
    }
}
