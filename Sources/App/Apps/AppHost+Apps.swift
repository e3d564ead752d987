import Compositor
import Desktop
import Foundation
import Input
import Model
import Render
import X11

/// Apps in panels. Each app's program is started in a session of its own; the first top-level
/// window that its process (or a descendant) maps is taken into a panel of the main window —
/// reparented into a frame of Flotilla's, redirected, its pixels kept as the panel's content (only
/// damaged parts fetched again; AppHost+Windows.swift). Every frame the real window is put
/// where its content is drawn once the panel rests, with an input region that leaves out every
/// surface drawn above it; while the panel moves the window takes no input.
extension AppHost {
    /// Starts `specs`' programs in `directory` with `environment`, or takes back the windows an
    /// earlier Flotilla marked with their ids instead of starting them again. A program that
    /// cannot be started fails the whole start (nothing is left running).
    func startApps(_ specs: [AppSpec], environment: [String: String], directory: String) throws(FlotillaError) {
        guard !specs.isEmpty else { return }
        try startHosting()
        var marked: [String: WindowID] = [:]
        for client in connection.topLevelClients() {
            if let mark = connection.appMark(of: client), marked[mark] == nil { marked[mark] = client }
        }
        let path = environment["PATH"] ?? AppProcess.defaultPath
        for spec in specs where marked[spec.id.name] == nil {
            guard AppProcess.executable(spec.command[0], path: path) != nil else {
                throw FlotillaError(.badInput, "app \(spec.id): cannot start \"\(spec.command[0])\": no such program")
            }
        }
        for spec in specs.map(placedAsSaved) {
            // An app torn off when the session was saved stays on the desktop (started there anew if it is gone).
            let tornOff = saved.tornOff.contains(spec.id)
            if let client = marked[spec.id.name] {
                let app = ClientPanel(spec, process: nil, at: clock.now)
                apps.append(app)
                if tornOff { keepOnDesktop(client, as: app) } else { takeIn(client, as: app, pid: connection.clientPID(of: client)) }
                continue
            }
            do {
                let app = try startApp(spec, environment: environment, directory: directory)
                if tornOff { app.tornOff = TornOffApp(client: nil) }
            } catch {
                for started in apps { if let p = started.process { kill(p.pid, SIGTERM) } }
                throw FlotillaError(.badInput, "app \(spec.id): \(error.description)")
            }
        }
    }

    /// `spec` placed where the session file had its panel: pinned to the same side, or floating at
    /// the same place and size.
    func placedAsSaved(_ spec: AppSpec) -> AppSpec {
        guard let saved = saved.places[spec.id] else { return spec }
        var placed = spec
        switch saved.placement {
        case .pinned(let side, _):
            placed.pinned = side
        case .floating, .minimised:
            placed.pinned = nil
            if let frame = saved.floatingFrame { placed.frame = frame.frame(in: main.compositor.panelManager.container) }
        case .hidden where managing:
            // Managing, a window closed last time opens where it was.
            if let frame = saved.floatingFrame { placed.frame = frame.frame(in: main.compositor.panelManager.container) }
        case .hidden, .attached:
            break
        }
        return placed
    }

    /// Makes sure the display can host apps and watches for their windows (once).
    func startHosting() throws(FlotillaError) {
        guard renderer.hostedPixels == nil else { return }
        if let reason = connection.hostingUnavailableReason() { throw FlotillaError(.display, "apps: \(reason); cannot run apps in panels") }
        do {
            try connection.watchTopLevels()
        } catch {
            throw FlotillaError(.display, "apps: \(error.description)")
        }
        renderer.hostedPixels = HostedPixels()
        // While an app has the keyboard, Flotilla's keys are Super + key.
        perform([.grabSuperKeys(on: main.inputID)])
    }

    /// Starts `spec`'s program; its first window will be adopted.
    @discardableResult
    func startApp(_ spec: AppSpec, environment: [String: String], directory: String, output: Int32? = nil) throws(AppProcess.StartFailure) -> ClientPanel {
        let app = ClientPanel(spec, process: try AppProcess(spec.command, environment: environment, directory: directory, output: output), at: clock.now)
        apps.append(app)
        return app
    }

    /// Answers `flotilla open --app`: starts the program with the asker's folder and environment;
    /// its window becomes a panel of the main window, named by none of `reserved` (the scene's sheets).
    func openApp(_ launch: InstanceRequest.AppLaunch, reserved: [String]) -> InstanceReply {
        let taken = Set(main.compositor.panelManager.panels.keys.map(\.name) + reserved + apps.map(\.id.name))
        if let refusal = launchRefusal { return .error(refusal) }
        do {
            try startHosting()
            let spec = AppCommandLine.spec(words: launch.command, avoiding: taken)
            let app = try startApp(spec, environment: launch.environment, directory: launch.directory)
            return .started(panel: app.id.name, pid: app.process?.pid ?? 0)
        } catch let error as FlotillaError {
            return .error(error.message)
        } catch {
            return .error("\(error)")
        }
    }

    /// Why no app can be started now (nil: one can): ``Limits/maximumApps`` windows hosted or
    /// awaited — a process with no window that the login session started (a service), or that
    /// mapped none in time, does not count — or ``Limits/maximumProcesses`` processes followed in all.
    var launchRefusal: String? {
        let awaited = { (app: ClientPanel) in !app.isAutostarted && !app.told.noWindow && !app.told.exit }
        if apps.count(where: { !$0.hasNoWindow || awaited($0) }) >= Limits.maximumApps {
            return "\(Limits.maximumApps) apps' windows are open, the most one Flotilla hosts"
        }
        return apps.count >= Limits.maximumProcesses ? "\(Limits.maximumProcesses) processes run, the most one Flotilla follows" : nil
    }

    /// Every app started has drawn in its panel (or is on the desktop, torn off), ended, or been
    /// given up on (no window in time).
    var appsHaveDrawn: Bool {
        apps.allSatisfy { $0.told.exit || $0.told.noWindow || $0.tornOff?.client != nil || renderer.hostedPixels?.size(of: $0.id) != nil }
    }

    /// The descriptors that say an app's process ended.
    var appDescriptors: [Int32] { apps.compactMap { $0.told.exit ? nil : $0.process?.descriptor }.filter { $0 >= 0 } }

    /// When the next app's time to map its first window runs out, or the next launch's.
    var appDeadline: Double? {
        (apps.compactMap { app in
            app.hasNoWindow && !app.told.noWindow && !app.told.exit ? app.startedAt + ClientPanel.windowDeadline : nil
        } + [launches.waiting.deadline].compactMap { $0 }).min()
    }

    /// Reports apps whose process ended, apps that mapped no window in time, and launches whose
    /// window did not come in time; the pointer shows busy while a launch waits.
    func reapApps() {
        expireLaunches()
        main.showsBusy = launches.waiting.isBusy
        for app in apps where !app.told.exit {
            guard let exit = app.process?.reap() else { continue }
            app.told.exit = true
            switch exit {
            case .status(let code): onEvent?(.didAppExit(panel: app.id.name, app: app.name, status: code, signal: nil))
            case .signal(let number): onEvent?(.didAppExit(panel: app.id.name, app: app.name, status: nil, signal: number))
            }
            if let notice = app.endNotice(exit, hosted: main.compositor.isHosted(app.id)) { StandardError.write(line: "flotilla: " + notice) }
        }
        for app in apps where app.hasNoWindow && !app.told.noWindow && !app.told.exit && !main.compositor.isHosted(app.id)
            && clock.now >= app.startedAt + ClientPanel.windowDeadline {
            app.told.noWindow = true
            if let notice = app.noWindowNotice { StandardError.write(line: "flotilla: " + notice) }
        }
        // An app that is gone, once its panel has faded out for good, goes with its pixels (and a
        // further window's with its panel: an hour of dialogs leaves none behind).
        apps.removeAll { app in
            guard app.hasNoWindow, app.tornOff == nil, app.told.exit || app.process == nil, main.compositor.frame(of: app.id) == nil
            else { return false }
            renderer.hostedPixels?.remove(app.id)
            if app.further != nil { main.compositor.forget(panel: app.id) }
            return true
        }
    }

    /// Acts on what the compositor said about hosted panels: a close button asks the app (a second
    /// press 5 s later kills it); a panel torn off gives its window back to the desktop. (The
    /// keyboard follows the focused panel by the push, ``pushStateAndKeyboard(display:)``.)
    func reactForApps(to event: CompositorEvent) {
        guard !apps.isEmpty, case .panel(let e) = event else { return }
        switch e {
        case .didTearOff(let id, let frame):
            if let app = app(inPanel: id) { tearOff(app, from: frame) }
        case .didRequestClose(let id):
            if let app = apps.first(where: { $0.id == id }) { askToClose(app) }
        default:
            break
        }
    }

    /// Asks `app`'s window to close (WM_DELETE_WINDOW), or kills its client, as Desktop's
    /// ``Closing`` says: when it takes no part in that protocol, or when asked again 5 s or more
    /// after the first time — or, managing a display, 1 s after a ping it left unanswered (it hangs).
    func askToClose(_ app: ClientPanel) {
        guard let window = app.window else { return }
        perform(clients.close(window.client, at: clock.now, deletes: window.protocols.contains(.deleteWindow),
                              pings: managing && window.protocols.contains(.ping)))
    }

    /// Quitting: asks each app with a window to close (WM_DELETE_WINDOW) and waits up to 5 s; a
    /// window still there then (an app asking to save, say) goes back to the desktop where it was.
    /// Never kills. (Managing, ``DisplayManager/releaseManagedWindows()`` gives every window back instead.)
    func closeApps() {
        let open = apps.filter { $0.window != nil }
        guard !open.isEmpty else { return }
        for app in open {
            if let window = app.window, !window.isGone, window.protocols.contains(.deleteWindow) {
                perform([.askToClose(window.client)])
            } else {
                release(app)
            }
        }
        let deadline = clock.now + Closing.grace
        while apps.contains(where: { $0.window != nil }), clock.now < deadline {
            guard (try? connection.waitForEvents(timeout: deadline - clock.now, alsoWatching: [])) != nil else { break }
            while let (id, event) = (try? connection.nextEvent()) ?? nil {
                guard case .client(let e) = event else { continue }
                _ = handle(e, for: id)
                if case .pressed(_, let time, _, _) = e { perform([.letPressThrough(id, time: time)]) }
            }
        }
        releaseAll()
    }

    /// Gives every app's window back to the root where its content is shown, mapped, its frame gone.
    func releaseAll() {
        for app in apps where app.window != nil { release(app) }
        connection.flush()
    }

    /// Forgets `app`'s window (it went, or was given back to the desktop), and the states it had.
    func letGo(_ app: ClientPanel) {
        if let client = app.window?.client { clients.letGo(client) }
        forgetWindow(of: app)
    }

    /// Forgets `app`'s window, which the desktop model let go already, and what was pushed for it.
    func forgetWindow(of app: ClientPanel) {
        if let client = app.window?.client { pushed.forget(client) }
        app.forgetWindow()
    }

    /// Gives `app`'s window back to the desktop where it is.
    func release(_ app: ClientPanel) {
        if let client = app.window?.client { perform([.release(client, at: rootOrigin(of: app), withdrawn: false)]) }
        letGo(app)
    }
}
