import Compositor
import Foundation
import Input
import Model
import Render
import X11

/// Apps in panels (issue: real applications in panels). Each app's program is started in a
/// session of its own; the first top-level window that its process (or a descendant) maps is taken
/// into a panel of the main window — reparented into a frame of Flotilla's, redirected, its pixels
/// kept as the panel's content (only damaged parts fetched again). Every frame the real window is
/// put where its content is drawn once the panel rests, with an input region that leaves out
/// every surface drawn above it; while the panel moves the window takes no input.
extension LiveSession {
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
        for spec in specs {
            if let client = marked[spec.id.name] {
                let app = HostedApp(spec, process: nil, at: clock.now)
                apps.append(app)
                adopt(client, as: app, pid: connection.clientPID(of: client))
                continue
            }
            do {
                try startApp(spec, environment: environment, directory: directory)
            } catch {
                for started in apps { if let p = started.process { kill(p.pid, SIGTERM) } }
                throw FlotillaError(.badInput, "app \(spec.id): \(error.description)")
            }
        }
    }

    /// Makes sure the display can host apps and watches for their windows (once).
    private func startHosting() throws(FlotillaError) {
        guard renderer.hostedPixels == nil else { return }
        if let reason = connection.hostingUnavailableReason() { throw FlotillaError(.display, "apps: \(reason); cannot run apps in panels") }
        do {
            try connection.watchTopLevels()
        } catch {
            throw FlotillaError(.display, "apps: \(error.description)")
        }
        renderer.hostedPixels = HostedPixels()
        // While an app has the keyboard, Flotilla's keys are Super + key.
        main.window.grabSuperKeys()
    }

    /// Starts `spec`'s program; its first window will be adopted.
    @discardableResult
    private func startApp(_ spec: AppSpec, environment: [String: String], directory: String) throws(AppProcess.StartFailure) -> HostedApp {
        let app = HostedApp(spec, process: try AppProcess(spec.command, environment: environment, directory: directory), at: clock.now)
        apps.append(app)
        return app
    }

    /// Answers `flotilla open --app`: starts the program with the asker's folder and environment;
    /// its window becomes a panel of the main window.
    func openApp(_ launch: InstanceRequest.AppLaunch) -> InstanceReply {
        let taken = Set(main.compositor.panelManager.panels.keys.map(\.name) + scene.sheets.map(\.id.name) + apps.map(\.id.name))
        guard apps.count < Limits.maximumApps else { return .error("\(Limits.maximumApps) apps run, the most one Flotilla hosts") }
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

    /// `event` as Flotilla's windows take it: a key pressed with Super is that key (how Flotilla's
    /// keys reach it while an app in a panel has the keyboard).
    static func withoutSuper(_ event: HostEvent) -> HostEvent {
        guard case .keyPressed(let press, let time) = event, press.modifiers.contains(.super) else { return event }
        return .keyPressed(KeyPress(press.key, modifiers: press.modifiers.subtracting(.super)), time: time)
    }

    /// The descriptors that say an app's process ended.
    var appDescriptors: [Int32] { apps.compactMap { $0.exitReported ? nil : $0.process?.descriptor }.filter { $0 >= 0 } }

    /// When an app's deadline falls: its first window's, or a second close's.
    var appDeadline: Double? {
        apps.compactMap { app in
            app.window == nil && !app.saidNoWindow && !app.exitReported ? app.startedAt + HostedApp.windowDeadline : nil
        }.min()
    }

    /// Handles `event` if it concerns a window that is not Flotilla's: a top-level that may be an
    /// app's, or an adopted app window. Returns whether it did.
    func handleAppEvent(_ event: HostEvent, for client: WindowID) -> Bool {
        if event == .topLevelMapped {
            adoptIfAnApps(client)
            return true
        }
        guard let app = apps.first(where: { $0.window?.client == client }), let window = app.window else { return false }
        switch event {
        case .clientDamaged:
            fetchPixels(of: app, window)
        case .clientTitleChanged:
            main.compositor.retitle(panel: app.id, window.title())
            main.markChanged()
        case .clientConfigureRequest:
            // The panel decides the window's size: the app is told where it is.
            if let placed = app.placed { place(app, window, at: placed) }
        case .clientPressed:
            main.compositor.focus(panel: app.id)
            main.markChanged()
        case .clientUnmapped, .clientDestroyed:
            windowWent(app, destroyed: event == .clientDestroyed)
        default:
            return false
        }
        return true
    }

    /// Takes window `client` into its app's panel if an app not yet showing a window owns it.
    private func adoptIfAnApps(_ client: WindowID) {
        guard !apps.isEmpty, !windows.contains(where: { $0.window.id == client }) else { return }
        let pid = connection.clientPID(of: client), mark = connection.appMark(of: client)
        guard let app = apps.first(where: { $0.window == nil && $0.owns(pid: pid, mark: mark) }) else { return }
        adopt(client, as: app, pid: pid)
    }

    /// Shows `client` in `app`'s panel: the window is adopted (holding no input yet), the panel
    /// added (or shown again) at the app's place with the window's size and limits, and the
    /// window put under its content.
    private func adopt(_ client: WindowID, as app: HostedApp, pid: Int32?) {
        let c = main.compositor
        let window: HostedWindow
        do {
            window = try connection.adopt(client, into: main.window.id, x: 0, y: 0, mark: app.id.name)
        } catch {
            FlotillaLog.logger.info("app \(app.id): window \(client) went before it was adopted (\(error))")
            return
        }
        window.setInputRegion([])
        if c.isHosted(app.id) {
            c.present(panel: app.id)
        } else {
            let sizes = contentSizes(of: window)
            let frame = app.spec.frame ?? Rect(origin: Point(x: max(0, (c.size.width - sizes.preferred.width) / 2).rounded(),
                                                             y: max(0, (c.size.height - sizes.preferredFrameSize.height) / 3).rounded()),
                                               size: sizes.preferredFrameSize)
            guard c.host(HostedPanel(id: app.id, name: app.name, title: app.spec.title ?? app.name, sizes: sizes, frame: frame,
                                     side: app.spec.pinned)) else {
                StandardError.write(line: "flotilla: app \(app.id): its panel cannot be shown; its window is left on the desktop")
                window.release(rootX: 0, rootY: 0)
                return
            }
        }
        app.adopt(window)
        app.inputRegion = []
        if let content = c.hostedPlacements.first(where: { $0.panel == app.id })?.content {
            place(app, window, at: PixelRect(covering: content, scale: scale))
        }
        let title = window.title()
        if !title.isEmpty { c.retitle(panel: app.id, title) }
        main.markChanged()
        onEvent?(.didAdopt(panel: app.id.name, app: app.name, pid: pid ?? app.process?.pid ?? 0, title: title))
    }

    /// The content sizes of `window`'s panel, in points: its present size (at least
    /// ``HostedApp/smallestContent``, so its title bar keeps its buttons), its WM_NORMAL_HINTS'
    /// limits and resize steps.
    private func contentSizes(of window: HostedWindow) -> PanelContentSizes {
        let hints = window.sizeHints()
        func points(_ p: PixelSize?) -> Size? { p.map { Size(width: pixels.points($0.width), height: pixels.points($0.height)) } }
        // No limit asked for goes past what the window can show (a client may ask for anything).
        let room = PanelContentSizes.contentSize(forFrame: main.compositor.size)
        func fitted(_ s: Size) -> Size { Size(width: min(s.width, room.width), height: min(s.height, room.height)) }
        let least = HostedApp.smallestContent, asked = points(hints.minimum) ?? .zero
        let minimum = fitted(Size(width: max(least.width, asked.width), height: max(least.height, asked.height)))
        let maximum = fitted(points(hints.maximum) ?? room)
        let increments = points(hints.increment).map { PanelContentSizes.Increments(base: points(hints.base) ?? asked, step: $0) }
        let now = Size(width: pixels.points(window.width), height: pixels.points(window.height))
        return PanelContentSizes(preferred: fitted(Size(width: max(now.width, minimum.width), height: max(now.height, minimum.height))),
                                 minimum: minimum, maximum: maximum, increments: increments)
    }

    /// Copies what the app drew since the last time into its panel's pixels.
    private func fetchPixels(of app: HostedApp, _ window: HostedWindow) {
        do {
            let rects = try window.fetchDamage()
            guard !rects.isEmpty, let store = renderer.hostedPixels else { return }
            let changed = rects.map { Rect(x: Double($0.x), y: Double($0.y), width: Double($0.width), height: Double($0.height)) }
            try window.pixels.withUnsafeBufferPointer { (buffer) throws(RenderError) in
                try store.update(app.id, width: window.width, height: window.height, rects: changed, from: buffer)
            }
            main.compositor.hostedPixelsChanged(panel: app.id)
            main.markChanged()
        } catch {
            FlotillaLog.logger.debug("app \(app.id): pixels not read (\(error))")
        }
    }

    /// The app's window went (unmapped or destroyed): its panel closes, drawn from its last pixels.
    private func windowWent(_ app: HostedApp, destroyed: Bool) {
        guard let window = app.window else { return }
        if destroyed {
            window.discard()
        } else {
            let root = rootOrigin(of: app)
            window.release(rootX: root.x, rootY: root.y)
        }
        app.forgetWindow()
        main.compositor.close(panel: app.id)
        main.markChanged()
    }

    /// Where `app`'s window lies on the root (its frame's place in the main window, moved by the
    /// main window's place).
    private func rootOrigin(of app: HostedApp) -> RootPoint {
        let origin = (try? connection.placedOrigin(of: main.window.id)) ?? main.placement
        return RootPoint(x: origin.x + (app.placed?.x ?? 0), y: origin.y + (app.placed?.y ?? 0))
    }

    /// Reports apps whose process ended, and apps that mapped no window in time.
    func reapApps() {
        for app in apps where !app.exitReported {
            guard let exit = app.process?.reap() else { continue }
            app.exitReported = true
            switch exit {
            case .status(let code): onEvent?(.didAppExit(panel: app.id.name, app: app.name, status: code, signal: nil))
            case .signal(let number): onEvent?(.didAppExit(panel: app.id.name, app: app.name, status: nil, signal: number))
            }
            if app.window == nil, !main.compositor.isHosted(app.id) {
                StandardError.write(line: "flotilla: app \(app.id) (\(app.name)) ended with \(exit) before it mapped a window")
            }
        }
        for app in apps where app.window == nil && !app.saidNoWindow && !app.exitReported && !main.compositor.isHosted(app.id)
            && clock.now >= app.startedAt + HostedApp.windowDeadline {
            app.saidNoWindow = true
            StandardError.write(line: "flotilla: app \(app.id) (\(app.name)) mapped no window within \(Int(HostedApp.windowDeadline)) s; "
                                + "it runs on without a panel")
        }
        // Pixels of panels that have faded out for good go.
        apps.removeAll { app in
            guard app.window == nil, app.exitReported || app.process == nil, main.compositor.frame(of: app.id) == nil else { return false }
            renderer.hostedPixels?.remove(app.id)
            return main.compositor.isHosted(app.id)
        }
    }

    /// Acts on what the compositor said about hosted panels: a close button asks the app (a second
    /// press 5 s later kills it); the focus goes to the app whose panel took it, or back to
    /// Flotilla's window.
    func reactForApps(to event: CompositorEvent) {
        guard !apps.isEmpty, case .panel(let e) = event else { return }
        switch e {
        case .didRequestClose(let id):
            guard let app = apps.first(where: { $0.id == id }), let window = app.window else { return }
            if let asked = app.closeAskedAt, clock.now - asked >= HostedApp.closeGrace {
                window.kill()
            } else if !window.requestClose() {
                window.kill()
            }
            if app.closeAskedAt == nil { app.closeAskedAt = clock.now }
        case .didFocus(let id):
            if let window = apps.first(where: { $0.id == id })?.window {
                window.focus(time: 0)
            } else if apps.contains(where: { $0.window != nil }) {
                main.window.focus()
            }
        default:
            break
        }
    }

    /// Puts every adopted window where its content is drawn (once its panel rests), with the
    /// input region its placement allows, stacked in the panels' order.
    func placeAppWindows() {
        guard apps.contains(where: { $0.window != nil }) else { return }
        let placements = main.compositor.hostedPlacements
        var order: [WindowID] = []
        for placement in placements {
            guard let app = apps.first(where: { $0.id == placement.panel }), let window = app.window else { continue }
            order.append(window.frame)
            var region: [PixelRect] = []
            if placement.isSettled, let content = placement.content {
                let at = PixelRect(covering: content, scale: scale)
                if app.placed != at { place(app, window, at: at) }
                region = placement.inputRegion.map { PixelRect(covering: $0.offsetBy(Vector(dx: -content.minX, dy: -content.minY)), scale: scale) }
            }
            if app.inputRegion != region {
                window.setInputRegion(region)
                app.inputRegion = region
            }
        }
        if order != appStacking {
            var below: WindowID?
            for frame in order {
                apps.first { $0.window?.frame == frame }?.window?.stack(above: below)
                below = frame
            }
            appStacking = order
        }
    }

    /// Moves `app`'s window to `at` (main-window pixels) and tells it where that is on the root.
    private func place(_ app: HostedApp, _ window: HostedWindow, at: PixelRect) {
        let origin = (try? connection.placedOrigin(of: main.window.id)) ?? main.placement
        window.place(x: at.x, y: at.y, width: at.width, height: at.height, rootX: origin.x + at.x, rootY: origin.y + at.y)
        app.placed = at
    }

    /// Quitting: asks each app with a window to close (WM_DELETE_WINDOW) and waits up to 5 s; a
    /// window still there then (an app asking to save, say) goes back to the desktop where it was.
    /// Never kills.
    func closeApps() {
        let open = apps.filter { $0.window != nil }
        guard !open.isEmpty else { return }
        for app in open where app.window?.requestClose() != true { release(app) }
        let deadline = clock.now + HostedApp.closeGrace
        while apps.contains(where: { $0.window != nil }), clock.now < deadline {
            guard (try? connection.waitForEvents(timeout: deadline - clock.now, alsoWatching: [])) != nil else { break }
            while let (id, event) = (try? connection.nextEvent()) ?? nil { _ = handleAppEvent(event, for: id) }
        }
        for app in apps where app.window != nil { release(app) }
        connection.flush()
    }

    /// Gives `app`'s window back to the desktop where it is.
    private func release(_ app: HostedApp) {
        let root = rootOrigin(of: app)
        app.window?.release(rootX: root.x, rootY: root.y)
        app.forgetWindow()
    }
}
