import Compositor
import Desktop
import Foundation
import Model
import X11

/// Where a live session shows: a window of its own, or the whole display.
public enum SessionScope: Equatable, Sendable {
    /// The scene's main window (`flotilla run`).
    case window
    /// `flotilla manage`: Flotilla is the display's window manager and compositor, painting on
    /// the Composite overlay window; every top-level window is a panel. `replacing` takes over
    /// from a window manager that runs (ICCCM 2.8); with `rootBackground`, the root's background
    /// (a wallpaper setter's pixmap) is drawn over the scene's backdrop while it has one.
    case managed(replacing: Bool, rootBackground: Bool = false)
}

/// Managing a display (`flotilla manage`): the same hosting core as apps in panels, with the root
/// as the frames' parent. Every top-level window that asks to map is taken into a panel of its
/// own (a dialog as a sheet, a utility window above its app's), windows mapped before Flotilla
/// started are taken where they are, and the EWMH lists tools read are kept current. At the end
/// every window is given back to the root where it is shown, mapped.
extension LiveSession {
    /// Claims `connection`'s display and gives the overlay window to paint on.
    static func manage(_ connection: X11Connection, replacing: Bool) throws(FlotillaError) -> X11Window {
        do throws(ManagerClaimFailure) {
            try connection.claimManagement(name: "Flotilla", replacing: replacing)
        } catch {
            if case .failed(let cause) = error { throw FlotillaError(.display, "manage: \(cause.description)") }
            throw FlotillaError(.badInput, "manage: \(error.description)")
        }
        do {
            let overlay = try connection.overlayWindow()
            connection.publishManagerHints()
            return overlay
        } catch {
            throw FlotillaError(.display, "manage: \(error.description)")
        }
    }

    /// Takes in the windows mapped now, where they are, and gives Flotilla the keyboard, its
    /// switcher keys, Super tapped alone and the hot corner (both show exposé).
    func startManaging() throws(FlotillaError) {
        try startHosting()
        showRootBackground()
        for client in connection.topLevelClients() { manage(client, mapped: true) }
        for window in (try? connection.children(of: connection.rootWindow)) ?? [] where connection.isMappedOverrideRedirect(window) {
            compositeInPlace(window, level: .overlay)
        }
        main.window.focus()
        main.window.grabSwitcherKeys()
        main.window.grabSuperKeysAlone()
        connection.openHotCorner()
        pushXState()
    }

    /// The `_NET_WM_STATE` states a window may set on itself before it maps, which it starts in.
    static let statesAskedAtMap: Set<WindowState> = [.maximizedVertical, .maximizedHorizontal, .fullscreen, .above]

    /// The window frames are children of: the main window's, or the root when managing.
    var appParent: WindowID { scope == .window ? main.window.id : connection.rootWindow }

    /// Takes top-level `client` into a panel (`mapped`: it shows already, and stays where it is;
    /// else where it asks to be, or centred): a dialog of a managed window as a sheet on its
    /// panel, a utility window above it. A window that cannot be taken is mapped as it is.
    func manage(_ client: WindowID, mapped: Bool) {
        guard !apps.contains(where: { $0.window?.client == client }) else { return }
        // One round trip for all it says of itself; a window already gone (a churning client's) costs no more.
        guard let facts = connection.clientFacts(of: client) else { return }
        // A place the user gave (`-geometry +X+Y`) beats the one the session remembers; a
        // program's own (PPosition, often set whatever the user asked) does not.
        let userPlaced = !mapped && facts.placementHints.userPosition
        let app: HostedApp
        // Where the session last had a window of its kind (a new window's, not one placed by the user).
        var saved: PanelLayoutState.Panel?
        switch Self.classifier.role(of: facts, among: appCandidates, root: connection.rootWindow, managing: true, mapped: mapped) {
        case .leftAlone, .furtherWindow, .notOurs:
            return connection.mapUnmanaged(client)
        case .dock:
            return connection.keepDock(client)
        case .desktop:
            connection.mapUnmanaged(client)
            connection.lowerToBottom(client)
            compositeInPlace(client, level: .desktop)
            // It takes the pointer only where Flotilla's title bars and the like leave it (after each frame).
            inPlaceWindows[client]?.window.setInputRegion([])
            connection.watchPresses(on: client)
            return
        case .inPlace:
            // Shown where its program puts it, as an override-redirect window is: never moved, decorated or focused.
            connection.mapUnmanaged(client)
            connection.raise(client)
            compositeInPlace(client, level: .overlay)
            return
        case .dialog(let owner):
            app = windowApp(of: self.app(named: owner), as: .sheet)
        case .palette(let owner):
            app = windowApp(of: self.app(named: owner), as: .utility)
        case .firstWindow(let started):
            // A program `flotilla open --app` started: its first window.
            app = self.app(named: started)
        case .newWindow(let key, let instance, let title):
            let asSaved = !mapped && !userPlaced
            app = newWindowApp(key: key, command: [instance], title: title, placedAsSaved: asSaved)
            if asSaved { saved = savedAppPlaces[app.id] }
        }
        // The place it asked for, unless the session (or `--app`) gives its panel one; one that shows already stays.
        let asked = mapped || app.spec.frame == nil && app.spec.pinned == nil ? facts.askedPlace(mapped: mapped) : nil
        // Its tile: from the session file, or the one its kept panel had (closed, then opened again).
        let keptTile = saved?.tile ?? main.compositor.panelManager.panels[app.id]?.tile
        adopt(client, as: app, pid: facts.pid, asked: asked, byUser: userPlaced)
        if let tile = keptTile, app.window != nil {
            main.compositor.tile(panel: app.id, tile)
        }
        // Minimised as the session left it, or as a new window asks to start (WM_HINTS IconicState).
        if saved?.placement == .minimised || !mapped && app.window?.startsIconic == true, app.window != nil { set(.hidden, true, for: app) }
        // The states a new window set on itself before it asked to map (EWMH: to start maximised,
        // full screen or kept above); one mapped before Flotilla started stays as it is shown.
        if !mapped, app.window != nil, app.sheetOf == nil {
            let asked = facts.states.intersection(Self.statesAskedAtMap)
            for (state, on) in ManagerRequest.StateChange.add.turns(asked, of: states(of: app)) { set(state, on, for: app) }
        }
        if app.window == nil {
            apps.removeAll { $0 === app }
            connection.mapUnmanaged(client)
        }
        pushXState()
    }

    /// The one classification of a new window (Desktop's), with the process tree read from /proc.
    static let classifier = ClientClassifier { ProcessTree.isDescendant($0, of: $1) }

    /// The apps as the classification sees them.
    var appCandidates: [AppCandidate] { apps.map(\.candidate) }

    /// The app whose id is named `name` (one the classification just named).
    func app(named name: String) -> HostedApp { apps.first { $0.id.name == name }! }

    /// A new app entry for a window no app of Flotilla's started, keyed by `key` so that the
    /// session remembers where such a window was, shown as `title` (its `command`: the class's
    /// instance). A closed window's panel is kept (hidden): a window of the same key opens in it
    /// again. `placedAsSaved`: it opens where the session last had such a window.
    private func newWindowApp(key: String, command: [String], title: String?, placedAsSaved: Bool) -> HostedApp {
        let gone = { (app: HostedApp) in app.window == nil && app.process == nil && app.tornOff == nil }
        let taken = Set(main.compositor.panelManager.panels.keys.filter { !main.compositor.isHosted($0) }.map(\.name)
                        + apps.filter { !gone($0) }.map(\.id.name))
        let id = PanelID(PanelNames.firstFree(key, among: taken))
        apps.removeAll { $0.id == id && gone($0) }
        let spec = AppSpec(id: id, command: command, title: title)
        let app = HostedApp(placedAsSaved ? self.placedAsSaved(spec) : spec, process: nil, at: clock.now)
        apps.append(app)
        return app
    }

    /// Gives every managed window back to the root where its content is shown, mapped, its
    /// decorations gone (SIGTERM, SIGINT, or another manager taking over).
    func releaseManagedWindows() {
        releaseInPlaceWindows()
        for app in apps where app.window != nil { release(app) }
        connection.flush()
    }

    /// The docks' struts as the compositor's reserved areas: floating panels keep out of them.
    func followDocks() {
        let s = connection.dockStruts
        let areas = [(s.top, SheetEdge.top), (s.bottom, .bottom), (s.left, .left), (s.right, .right)].compactMap { extent, edge in
            extent > 0 ? ReservedArea(id: "dock-\(edge)", edge: edge, extent: pixels.points(extent)) : nil
        }
        guard areas != main.compositor.hostReservedAreas else { return }
        main.compositor.setHostReservedAreas(areas)
        // Maximised windows fill the new work area, as tiles do (PanelManager.refitTiles).
        for app in apps where !states(of: app).isDisjoint(with: [.maximizedVertical, .maximizedHorizontal]) { maximise(app) }
        main.markChanged()
    }

    /// The part of the screen windows are placed in: the screen less the docks' struts, in pixels.
    var workArea: PixelRect {
        let (width, height) = connection.screenSize
        return connection.dockStruts.workArea(of: PixelSize(width: width, height: height))
    }

    /// The X state the managed display should show now: the clients' (``ManagedClients/wanted(_:)``),
    /// the work area and the overlay's holes.
    func wantedXState() -> WantedXState {
        let panels = main.compositor.panelManager
        var wanted = clients.wanted(PanelFacts(
            focused: focusGiven?.name, focusedDesktop: focusedDesktop,
            minimised: Set(clients.taken.map(\.panel).filter { panels.state(of: PanelID($0)) == .minimised }),
            keptAbove: Set(panels.keptAbove.map(\.name)),
            titleBars: Dictionary(clients.taken.map { ($0.panel, pixels.pixels(panels.titleBarHeight(of: PanelID($0.panel)))) },
                                  uniquingKeysWith: { first, _ in first }),
            frameStacking: appStacking))
        wanted.workArea = workArea
        wanted.overlay = overlayShape
        return wanted
    }

    /// The overlay less the holes the server shows windows through: the docks, and the windows
    /// shown full screen (Flotilla does nothing while they repaint).
    var overlayShape: OverlayShape {
        let (width, height) = connection.screenSize
        let fullScreen = apps.compactMap { app in app.window?.isShownDirectly == true ? app.placed : nil }
        return OverlayShape(screen: PixelSize(width: width, height: height), holes: connection.dockPlaces + fullScreen)
    }

    /// Writes what changed in the X state wanted since it was last pushed (while managing).
    /// `afterFrame`: the main window's frame and its events were handled, so the keyboard went
    /// where the compositor's focus is (``focusGiven``); between frames the active window stays
    /// what the last frame made it, never ahead of the focus given.
    func pushXState(afterFrame: Bool = false) {
        guard scope != .window else { return }
        if afterFrame {
            focusGiven = main.compositor.panelManager.focusedID
            if focusGiven != nil { focusedDesktop = nil }
        }
        let wanted = wantedXState()
        connection.push(wanted.changes(since: pushedXState))
        pushedXState = wanted
    }
}

/// What clients and tools ask of the window manager (EWMH client messages to the root, and
/// ConfigureRequests of managed windows), answered with the panels' own motions.
extension LiveSession {
    /// Does what was asked about `app`'s window.
    func answer(_ request: ManagerRequest, for app: HostedApp) {
        let c = main.compositor
        switch request {
        case .activate:
            if states(of: app).contains(.hidden) { c.restore(panel: app.id) }
            c.focus(panel: app.id)
        case .close:
            askToClose(app)
        case .moveResize:
            guard let panel = c.panelManager.panels[app.id], let frame = panel.floatingFrame,
                  let moved = request.movedFrame(frame, titleBar: panel.sizes.titleBar, scale: scale) else { return }
            c.present(panel: app.id, floatingAt: moved)
        case .changeState(let change, let asked):
            for (state, on) in change.turns(asked, of: states(of: app)) { set(state, on, for: app) }
        case .iconify:
            set(.hidden, true, for: app)
        case .frameExtents:
            break
        case .pong:
            if let client = app.window?.client { clients.answeredPing(client) }
        }
        main.markChanged()
    }

    /// `app`'s window's EWMH states (focused aside): those of its own (maximised, full screen), and
    /// its panel's (minimised: hidden; kept above).
    func states(of app: HostedApp) -> Set<WindowState> {
        let panels = main.compositor.panelManager
        return app.window.flatMap { clients.client($0.client) }?
            .states(minimised: panels.state(of: app.id) == .minimised, keptAbove: panels.keptAbove.contains(app.id)) ?? []
    }

    /// Turns `state` of `app`'s window on or off: minimised (its panel closes, its window kept),
    /// maximised (its panel fills the work area of its monitor, along one axis or both), kept above.
    private func set(_ state: WindowState, _ on: Bool, for app: HostedApp) {
        guard states(of: app).contains(state) != on else { return }
        switch state {
        case .hidden:
            if on { main.compositor.minimise(panel: app.id) } else { main.compositor.restore(panel: app.id) }
        case .maximizedVertical, .maximizedHorizontal:
            guard let client = app.window?.client else { return }
            clients.set(state, on, of: client)
            maximise(app)
        case .fullscreen:
            guard let client = app.window?.client else { return }
            clients.set(state, on, of: client)
            showFullScreen(app, on)
        case .above:
            main.compositor.keepAbove(panel: app.id, on)
        case .focused:
            break
        }
    }

    /// Full screen: `app`'s window covers the monitor its panel is most on, drawn by the server
    /// itself through a hole in the overlay (Flotilla does nothing while it repaints); its panel
    /// stays underneath, and takes the window back when it leaves full screen.
    private func showFullScreen(_ app: HostedApp, _ on: Bool) {
        guard let window = app.window else { return }
        if on {
            let frame = main.compositor.frame(of: app.id) ?? Rect(origin: .zero, size: main.compositor.size)
            let monitor = PixelRect(covering: monitor(under: frame), scale: scale)
            window.showDirectly(at: monitor)
            app.placed = monitor
            app.inputRegion = nil
            pushXState()
            window.focus(time: 0)
        } else {
            window.redirectAgain()
            app.placed = nil
            pushXState()
            fetchPixels(of: app, window)
        }
        appStacking = []
    }

    /// Sizes `app`'s panel as its maximised states ask: the work area of the monitor its panel is
    /// most on, along each maximised axis; its frame from before along the others.
    private func maximise(_ app: HostedApp) {
        let c = main.compositor
        guard let client = app.window?.client, let current = c.panelManager.panels[app.id]?.floatingFrame,
              let frame = clients.maximisedFrame(of: client, current: current, workArea: workArea(under:)) else { return }
        c.present(panel: app.id, floatingAt: frame)
    }

    /// The work area of the monitor `frame` is most on (less the docks' struts), in points.
    func workArea(under frame: Rect) -> Rect {
        let area = workArea
        return monitor(under: frame).intersection(Rect(x: pixels.points(area.x), y: pixels.points(area.y),
                                                       width: pixels.points(area.width), height: pixels.points(area.height)))
    }

    /// The monitor `frame` is most on (``MonitorPlacement/monitor(under:among:)``), in points.
    func monitor(under frame: Rect) -> Rect {
        let monitors = connection.monitors().map {
            Rect(x: pixels.points($0.x), y: pixels.points($0.y), width: pixels.points($0.width), height: pixels.points($0.height))
        }
        return MonitorPlacement.monitor(under: frame, among: monitors) ?? Rect(origin: .zero, size: main.compositor.size)
    }
}
