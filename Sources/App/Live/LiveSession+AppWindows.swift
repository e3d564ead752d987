import Compositor
import Desktop
import Foundation
import Model
import Render
import X11

/// Apps' windows (see LiveSession+Apps.swift): taken into their panels, their pixels fetched where
/// they drew, and put where their panels show them, taking the pointer only where nothing is drawn
/// above them.
/// What a further window of an app is to its panel.
enum FurtherWindow: String {
    /// A dialog (WM_TRANSIENT_FOR the app's window): a sheet on its panel.
    case sheet
    /// A utility or toolbar window transient for it: a panel floating above the app's.
    case utility
    /// Another main window: a panel of its own.
    case window
}

extension LiveSession {
    /// Handles `event` if it concerns a window that is not Flotilla's: a top-level that may be an
    /// app's, or an adopted app window. Returns whether it did.
    func handleAppEvent(_ event: ClientEvent, for client: WindowID) -> Bool {
        switch event {
        case .configureAsked(let changes):
            // A window no one manages yet (or override-redirect) is placed as it asks.
            connection.configure(client, as: changes)
            return true
        case .circulateAsked(let toTop):
            connection.circulate(client, toTop: toTop)
            return true
        default:
            break
        }
        if handleTornOffEvent(event, for: client) || handleInPlaceEvent(event, for: client) { return true }
        if scope != .window, event == .mapRequested || event == .topLevelMapped {
            manage(client, mapped: event == .topLevelMapped)
            return true
        }
        if event == .topLevelMapped || event == .topLevelReleased {
            adoptIfAnAppOwns(client, released: event == .topLevelReleased)
            return true
        }
        if case .managerRequest(.frameExtents) = event {
            // Asked before it maps (EWMH): what it would be given as a panel with Flotilla's title bar.
            connection.push([.frame(client, ClientFrame(top: pixels.pixels(TitleBarLayout.height)))])
            return true
        }
        guard let app = apps.first(where: { $0.window?.client == client }), app.window != nil else { return false }
        switch event {
        case .managerRequest(let request):
            answer(request, for: app)
        case .damaged:
            // Read once the events read so far are handled: a client drawing without pause
            // (a terminal scrolling) must not keep the loop from drawing frames.
            clientChanges.noteDamage(of: client)
        case .titleChanged, .sizeHintsChanged, .decorationsChanged, .configureRequest:
            clientChanges.note(event, for: client)
        case .moveResize(let asked):
            clientAsked(asked, by: app)
        case .pressed(let at):
            app.pressedAt = at
            main.compositor.focus(panel: app.id)
            main.markChanged()
        case .unmapped, .destroyed:
            windowWent(app, destroyed: event == .destroyed)
        default:
            return false
        }
        return true
    }

    /// Takes window `client` into its app's panel if an app not yet showing a window owns it. A
    /// window a window manager holds is first withdrawn from it (shown for its first frame); once
    /// the manager has let go (`released`), it is taken.
    private func adoptIfAnAppOwns(_ client: WindowID, released: Bool) {
        guard !apps.isEmpty, !windows.contains(where: { $0.window.id == client }) else { return }
        if released {
            guard let app = apps.first(where: { $0.window == nil && $0.withdrawing == client }) else { return }
            app.withdrawing = nil
            return adopt(client, as: app, pid: connection.clientPID(of: client))
        }
        guard let facts = connection.clientFacts(of: client) else { return }
        switch Self.classifier.role(of: facts, among: appCandidates, root: connection.rootWindow, managing: false, mapped: true) {
        case .dialog(let owner):
            takeIn(client, as: windowApp(of: app(named: owner), as: .sheet), pid: facts.pid)
        case .palette(let owner):
            takeIn(client, as: windowApp(of: app(named: owner), as: .utility), pid: facts.pid)
        case .firstWindow(let started):
            takeIn(client, as: app(named: started), pid: facts.pid)
        case .furtherWindow(let owner):
            // A second document: a panel of its own, placed as every new window is (WindowPlacement).
            takeIn(client, as: windowApp(of: app(named: owner), as: .window), pid: facts.pid)
        case .leftAlone, .dock, .desktop, .inPlace, .newWindow, .notOurs:
            break
        }
    }

    /// A new app entry for a further window of `owner`'s, named after it with a number no panel
    /// has.
    func windowApp(of owner: HostedApp, as kind: FurtherWindow) -> HostedApp {
        let taken = Set(main.compositor.panelManager.panels.keys.map(\.name) + apps.map(\.id.name))
        let id = PanelID(PanelNames.firstNumbered("\(owner.id.name)-\(kind.rawValue)", among: taken))
        let app = HostedApp(AppSpec(id: id, command: owner.spec.command), process: nil, at: clock.now,
                            sheetOf: kind == .sheet ? owner.id : nil, above: kind == .utility ? owner.id : nil)
        apps.append(app)
        return app
    }

    /// Shows `client` in `app`'s panel: the window is adopted (holding no input yet), the panel
    /// added (or shown again) at the app's place with the window's size and limits, and the
    /// window put under its content. Managing, `asked` is where on the root it is taken (where it
    /// showed, or asked to be: its panel goes there unless the session or `--app` placed it), and
    /// `byUser` whether the user gave that place (`-geometry +X+Y`: it beats a kept panel's).
    func adopt(_ client: WindowID, as app: HostedApp, pid: Int32?, asked: WindowPlace? = nil, byUser: Bool = false) {
        let c = main.compositor
        let window: HostedWindow
        do {
            let at = switch asked {
            case .content(let p), .frame(let p): p
            case nil: RootPoint(x: 0, y: 0)
            }
            window = try connection.adopt(client, into: appParent, x: at.x, y: at.y, mark: app.id.name)
        } catch {
            FlotillaLog.logger.info("app \(app.id): window \(client) went before it was adopted (\(error))")
            return
        }
        window.setInputRegion([])
        let decorations = decorations(of: window)
        if c.isHosted(app.id) {
            let sizes = contentSizes(of: window, decorations: decorations)
            c.redecorate(panel: app.id, decorations, sizes: sizes)
            let userPlace = byUser ? asked.map { askedFrame(at: $0, sizes: sizes, decorations: decorations) } : nil
            c.present(panel: app.id, floatingAt: app.takenBackAt ?? userPlace)
        } else {
            let sizes = contentSizes(of: window, decorations: decorations)
            // A window with no place of its own is placed by the panels' manager (WindowPlacement).
            let frame = app.takenBackAt ?? app.spec.frame ?? asked.map { askedFrame(at: $0, sizes: sizes, decorations: decorations) }
            guard c.host(HostedPanel(id: app.id, name: app.displayName, title: app.displayName, sizes: sizes, frame: frame,
                                     side: app.spec.pinned, decorations: decorations, sheetOf: app.sheetOf, above: app.above)) else {
                StandardError.write(line: "flotilla: app \(app.id): its panel cannot be shown; its window is left on the desktop")
                window.release(rootX: 0, rootY: 0)
                return
            }
        }
        app.adopt(window)
        clients.take(window.client, frame: window.frame, panel: app.id.name)
        app.takenBackAt = nil
        if scope != .window {
            window.enableSyncRequests()
        }
        app.inputRegion = []
        if let content = c.hostedPlacements.first(where: { $0.panel == app.id })?.content {
            place(app, window, at: PixelRect(covering: content, scale: scale))
        }
        let title = window.title()
        if !title.isEmpty { c.retitle(panel: app.id, title) }
        main.markChanged()
        onEvent?(.didAdopt(panel: app.id.name, app: app.name, pid: pid ?? app.process?.pid ?? 0, title: title))
    }

    /// The frame of a panel whose window goes at `place` on the root (the main window's, when
    /// managing), in points.
    private func askedFrame(at place: WindowPlace, sizes: PanelContentSizes, decorations: HostedDecorations) -> Rect {
        switch place {
        case .content(let p):
            let shadow = decorations.shadow
            return Rect(origin: Point(x: pixels.points(p.x) + shadow.left, y: pixels.points(p.y) + shadow.top - decorations.titleBarHeight),
                        size: sizes.preferredFrameSize)
        case .frame(let p):
            return Rect(origin: Point(x: pixels.points(p.x), y: pixels.points(p.y)), size: sizes.preferredFrameSize)
        }
    }

    /// How `window` is decorated, in points: Flotilla's title bar, or its own (with the margin of
    /// its own shadow).
    func decorations(of window: HostedWindow) -> HostedDecorations {
        let asked = window.decorations()
        guard asked.drawsOwnTitleBar else { return .titleBar }
        let m = asked.shadow
        return .clientSide(shadow: EdgeInsets(top: pixels.points(m.top), left: pixels.points(m.left),
                                              bottom: pixels.points(m.bottom), right: pixels.points(m.right)))
    }

    /// The content sizes of `window`'s panel, in points: its present size (at least
    /// ``HostedApp/smallestContent``, so a title bar keeps its buttons), its WM_NORMAL_HINTS'
    /// limits and resize steps; each less the app's own shadow (`decorations`), which is not content.
    func contentSizes(of window: HostedWindow, decorations: HostedDecorations) -> PanelContentSizes {
        let hints = window.sizeHints(), shadow = decorations.shadow
        func points(_ p: PixelSize?) -> Size? {
            p.map { Size(width: max(0, pixels.points($0.width) - shadow.left - shadow.right),
                         height: max(0, pixels.points($0.height) - shadow.top - shadow.bottom)) }
        }
        // No limit asked for goes past what the window can show (a client may ask for anything).
        let room = PanelContentSizes.contentSize(forFrame: main.compositor.size, titleBar: decorations.titleBarHeight)
        func fitted(_ s: Size) -> Size { Size(width: min(s.width, room.width), height: min(s.height, room.height)) }
        let least = HostedApp.smallestContent, asked = points(hints.minimum) ?? .zero
        let minimum = fitted(Size(width: max(least.width, asked.width), height: max(least.height, asked.height)))
        let maximum = fitted(points(hints.maximum) ?? room)
        let step = hints.increment.map { Size(width: pixels.points($0.width), height: pixels.points($0.height)) }
        let increments = step.map { PanelContentSizes.Increments(base: points(hints.base) ?? asked, step: $0) }
        let now = points(PixelSize(width: window.width, height: window.height))!
        return PanelContentSizes(preferred: fitted(Size(width: max(now.width, minimum.width), height: max(now.height, minimum.height))),
                                 minimum: minimum, maximum: maximum, increments: increments, titleBar: decorations.titleBarHeight)
    }

    /// Applies what apps' windows changed or asked since the last pass (``PendingClientChanges``):
    /// each window's title, size hints and decorations read once, its latest ConfigureRequest answered.
    func applyClientChanges() {
        for (client, changes) in clientChanges.take() {
            guard let app = apps.first(where: { $0.window?.client == client }), let window = app.window else { continue }
            if changes.title { main.compositor.retitle(panel: app.id, window.title()) }
            if changes.decorations {
                let decorations = decorations(of: window)
                main.compositor.redecorate(panel: app.id, decorations, sizes: contentSizes(of: window, decorations: decorations))
            } else if changes.sizeHints {
                var sizes = contentSizes(of: window, decorations: decorations(of: window))
                sizes.preferred = main.compositor.panelManager.panels[app.id]?.sizes.preferred ?? sizes.preferred
                main.compositor.setSizes(panel: app.id, sizes)
            }
            if let (width, height) = changes.configure { configureRequested(by: app, window, width: width, height: height, at: changes.place) }
            main.markChanged()
        }
    }

    /// `app`'s window asked for a size (and a place): the panel decides the window's size and
    /// place, and the app is told where it is. One that moves itself while the pointer is held
    /// drags its panel.
    private func configureRequested(by app: HostedApp, _ window: HostedWindow, width: Int, height: Int, at: RootPoint?) {
        if at != nil { clientAskedToMove(by: app) }
        // Managing the display, a window moved or resized by its program or a tool (xdotool)
        // moves its panel there (its frame's top-left at the place asked: north-west gravity).
        // A position it asks for that is where it is already (xterm leaving full screen says
        // where it was) moves nothing: taken as the frame's, it would drift by the title bar.
        let move = at.flatMap { $0 == rootOrigin(of: app) ? nil : $0 }
        if scope != .window, clientGesture?.panel != app.id, move != nil || (width, height) != (window.width, window.height) {
            answer(.moveResize(x: move?.x, y: move?.y, width: width, height: height, isStatic: false), for: app)
        }
        if let placed = app.placed { place(app, window, at: placed) }
    }

    /// Reads the pixels of every window that drew since the last time (apps' and those composited in place).
    func fetchDamagedPixels() {
        for client in clientChanges.takeDamaged() {
            if let app = apps.first(where: { $0.window?.client == client }), let window = app.window {
                fetchPixels(of: app, window)
            } else if let placed = inPlaceWindows[client] {
                inPlacePixelsChanged(placed)
            }
        }
    }

    /// Copies what the app drew since the last time into its panel's pixels.
    func fetchPixels(of app: HostedApp, _ window: HostedWindow) {
        guard storeDamage(of: window, as: app.id) else { return }
        main.compositor.hostedPixelsChanged(panel: app.id)
        main.markChanged()
    }

    /// Reads what `window` drew since the last time into the pixels kept for `id`; whether any changed.
    func storeDamage(of window: HostedWindow, as id: PanelID) -> Bool {
        do {
            let rects = try window.fetchDamage()
            guard !rects.isEmpty, let store = renderer.hostedPixels else { return false }
            let changed = rects.map(Rect.init)
            try window.pixels.withUnsafeBufferPointer { (buffer) throws(RenderError) in
                try store.update(id, width: window.width, height: window.height, rects: changed, from: buffer)
            }
            return true
        } catch {
            FlotillaLog.logger.debug("\(id): pixels not read (\(error))")
            return false
        }
    }

    /// The app's window went (withdrawn or destroyed): its panel closes, drawn from its last
    /// pixels; a withdrawn window is given back to the root unmapped, for its app to map again.
    private func windowWent(_ app: HostedApp, destroyed: Bool) {
        guard let window = app.window else { return }
        if destroyed {
            window.discard()
        } else {
            let root = rootOrigin(of: app)
            window.release(rootX: root.x, rootY: root.y, withdrawn: true)
        }
        letGo(app)
        // The keys it had go back to Flotilla's window (a panel taking the focus next may pass them on).
        if main.compositor.panelManager.focusedID == app.id { main.window.focus() }
        main.compositor.close(panel: app.id)
        main.markChanged()
    }

    /// Where `app`'s window lies on the root (its frame's place in the main window, moved by the
    /// main window's place).
    func rootOrigin(of app: HostedApp) -> RootPoint {
        let origin = mainOrigin()
        return RootPoint(x: origin.x + (app.placed?.x ?? 0), y: origin.y + (app.placed?.y ?? 0))
    }

    /// Where the main window's top-left lies on the root now (inside a window manager's frame
    /// when one decorates it; one round trip).
    func mainOrigin() -> RootPoint {
        // Managing, the main window is the overlay, over the whole screen.
        guard scope == .window else { return RootPoint(x: 0, y: 0) }
        return (try? connection.rootPosition(0, 0, in: main.window.id)) ?? main.placement
    }

    /// Puts every adopted window where its content is drawn (once its panel rests), with the
    /// input region its placement allows, stacked in the panels' order; whether any window moved.
    @discardableResult
    func placeAppWindows() -> Bool {
        guard apps.contains(where: { $0.window != nil }) else { return false }
        // While the pointer holds a panel it is Flotilla's: once the held panel's window is out
        // of the pointer's way, the others wait for the release (no placement work per move).
        let held = main.compositor.heldPanel
        let windowCount = apps.count { $0.window != nil }
        if let held, let last = placedWhileHolding, last == (held, windowCount) { return false }
        placedWhileHolding = held.map { ($0, windowCount) }
        var moved = false
        var origin: RootPoint?
        let placements = main.compositor.hostedPlacements
        var order: [WindowID] = []
        var shownDirectly: [WindowID] = []
        for placement in placements {
            guard let app = apps.first(where: { $0.id == placement.panel }), let window = app.window else { continue }
            // Full screen, the server shows the window itself, above every other.
            if window.isShownDirectly {
                shownDirectly.append(window.frame)
                continue
            }
            order.append(window.frame)
            var region: [PixelRect] = []
            if placement.isSettled, let content = placement.content {
                let at = PixelRect(covering: content, scale: scale)
                if app.placed != at {
                    // Where the main window lies: asked once a pass, and only when a window moves.
                    if origin == nil { origin = mainOrigin() }
                    place(app, window, at: at, mainOrigin: origin!)
                    moved = true
                }
                region = placement.inputRegion.map { PixelRect(covering: $0.offsetBy(Vector(dx: -content.minX, dy: -content.minY)), scale: scale) }
            }
            if app.inputRegion != region {
                window.setInputRegion(region)
                app.inputRegion = region
            }
        }
        order += shownDirectly
        if order != appStacking {
            var below: WindowID?
            for frame in order {
                apps.first { $0.window?.frame == frame }?.window?.stack(above: below)
                below = frame
            }
            appStacking = order
            connection.raiseDocks()
        }
        return moved
    }

    /// Moves `app`'s window to `at` (main-window pixels) and tells it where that is on the root (the
    /// main window at `known`, asked when not given).
    private func place(_ app: HostedApp, _ window: HostedWindow, at: PixelRect, mainOrigin known: RootPoint? = nil) {
        let origin = known ?? mainOrigin(), size = (window.width, window.height)
        window.place(x: at.x, y: at.y, width: at.width, height: at.height, rootX: origin.x + at.x, rootY: origin.y + at.y)
        app.placed = at
        // Resized: the whole window is read on the next pass, whether or not damage follows (none
        // did after a churn squeezed windows and let them grow back, the new rows left unread).
        if (window.width, window.height) != size { clientChanges.noteDamage(of: window.client) }
    }
}
