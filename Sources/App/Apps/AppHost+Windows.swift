import Compositor
import Desktop
import Foundation
import Model
import Render
import X11

/// Apps' windows (see AppHost+Apps.swift): taken into their panels, their pixels fetched where
/// they drew, and put where their panels show them, taking the pointer only where nothing is drawn
/// above them.
extension AppHost {
    /// Applies what apps' windows changed or asked since the last pass (``PendingClientChanges``):
    /// each window's title, size hints and decorations read once, its latest ConfigureRequest
    /// answered. A property written again with what it held lays nothing out and draws nothing.
    func applyClientChanges() {
        let c = main.compositor
        for (client, changes) in clientChanges.take() {
            guard let app = app(showing: client), let window = app.window else { continue }
            var changed = false
            if changes.title { changed = c.retitle(panel: app.id, window.title()) }
            if changes.icon { changed = showIcon(of: app) || changed }
            let decorations = changes.decorations || changes.sizeHints ? decorations(of: window) : nil
            if changes.decorations, let decorations,
               c.redecorate(panel: app.id, decorations, sizes: contentSizes(of: window, decorations: decorations)) {
                changed = true
            } else if changes.sizeHints || changes.decorations, let decorations {
                var sizes = contentSizes(of: window, decorations: decorations)
                sizes.preferred = c.panelManager.panels[app.id]?.sizes.preferred ?? sizes.preferred
                changed = c.setSizes(panel: app.id, sizes) || changed
            }
            if let (width, height) = changes.configure {
                configureRequested(by: app, window, width: width, height: height, at: changes.place)
                changed = true
            }
            if changed { main.markChanged() }
        }
    }

    /// `app`'s panel shows its window's own icon (`_NET_WM_ICON`, the size nearest the search
    /// field's 32 points), else its desktop entry's: true when that changed what it shows.
    @discardableResult
    func showIcon(of app: ClientPanel) -> Bool {
        guard let window = app.window else { return false }
        let own = connection.clientIcon(of: window.client, side: Int((32 * scale).rounded(.up))).flatMap(iconFiles.file(for:))
        return main.compositor.setIcon(panel: app.id, own ?? app.spec.icon)
    }

    /// The main window changed size (the screen did, managing): every app's size limits are
    /// read again, none past what the window can show now (``contentSizes(of:decorations:)``), so
    /// a window may fill a screen that grew.
    func fitSizesToWindow() {
        for app in apps { if let client = app.window?.client { clientChanges.note(.sizeHintsChanged, for: client) } }
        applyClientChanges()
    }

    /// `app`'s window asked for a size (and a place): the panel decides the window's size and
    /// place, and the app is told where it is. One that moves itself while the pointer is held
    /// drags its panel.
    private func configureRequested(by app: ClientPanel, _ window: any ClientWindow, width: Int, height: Int, at: RootPoint?) {
        if at != nil { clientAskedToMove(by: app) }
        // Managing the display, a window moved or resized by its program or a tool (xdotool)
        // moves its panel there (its frame's top-left at the place asked: north-west gravity).
        // A position it asks for that is where it is already (xterm leaving full screen says
        // where it was) moves nothing: taken as the frame's, it would drift by the title bar.
        let move = at.flatMap { $0 == rootOrigin(of: app) ? nil : $0 }
        if managing, clientGesture?.panel != app.id, move != nil || (width, height) != (window.width, window.height) {
            self.move(app, as: .moveResize(x: move?.x, y: move?.y, width: width, height: height, isStatic: false))
        }
        placeAgain(window.client)
    }

    /// Moves or resizes `app`'s panel as `request` (a ``ManagerRequest/moveResize``) asks: its
    /// frame's top-left at the place asked, north-west gravity.
    func move(_ app: ClientPanel, as request: ManagerRequest) {
        let c = main.compositor
        guard let panel = c.panelManager.panels[app.id], let frame = panel.floatingFrame,
              let moved = request.movedFrame(frame, titleBar: panel.sizes.titleBar, scale: scale,
                                             shadow: c.hostedDecorations(of: app.id)?.shadow ?? .zero) else { return }
        c.present(panel: app.id, floatingAt: moved)
        main.markChanged()
    }

    /// Reads the pixels of every app's window that drew since the last time; returns the other
    /// windows noted as damaged (those composited in place, managing).
    func fetchDamagedPixels() -> [WindowID] {
        clientChanges.takeDamaged().filter { client in
            guard let app = app(showing: client), let window = app.window else { return true }
            fetchPixels(of: app, window)
            return false
        }
    }

    /// Shows what the app drew since the last time: by the X server alone where its panel rests
    /// with nothing of Flotilla's over it (``ServerRegion``), else through its panel's pixels
    /// (read with whatever the server showed before), drawn again in the next frame.
    func fetchPixels(of app: ClientPanel, _ window: any ClientWindow) {
        let damage = window.takeDamage()
        guard !damage.isEmpty else { return }
        if let region = serverRegion(of: app, window), let shown = region.route(damage), let server = serverShowing(app, window) {
            server.show(shown, x: region.area.x, y: region.area.y, damage: damage, at: clock.now)
            FlotillaLog.logger.debug("\(app.id.name): the server showed \(shown.count) rectangles")
            return
        }
        let unread = app.serverShowing?.take() ?? []
        guard store(ServerShowing.merged(unread, damage), of: window, as: app.id) else { return }
        main.compositor.hostedPixelsChanged(panel: app.id)
        main.markChanged()
    }

    /// Where the server may show `app`'s pixels now; nil while its panel moves, waits for a
    /// frame, is drawn over or scaled, or its window is translucent or shaped
    /// (`FLOTILLA_SERVER_PIXELS=off`: never).
    private func serverRegion(of app: ClientPanel, _ window: any ClientWindow) -> ServerRegion? {
        guard Self.serverShowsPixels, window.isOpaque, !app.serverCannotShow, !main.needsFrame,
              let shown = main.compositor.serverShown(panel: app.id),
              let region = ServerRegion(area: shown.area, radii: shown.radii, covered: shown.covered, scale: scale),
              region.area.width == window.width, region.area.height == window.height else { return nil }
        return region
    }

    /// Whether apps' pixels may be shown by the server (unless `FLOTILLA_SERVER_PIXELS=off`: for
    /// comparing the two ways).
    static let serverShowsPixels = ProcessInfo.processInfo.environment["FLOTILLA_SERVER_PIXELS"] != "off"

    /// `app`'s server showing, made the first time (nil for good when the server cannot).
    private func serverShowing(_ app: ClientPanel, _ window: any ClientWindow) -> ServerShowing? {
        if let kept = app.serverShowing { return kept }
        guard let made = ServerShowing(window, onto: main.id) else {
            app.serverCannotShow = true
            return nil
        }
        app.serverShowing = made
        return made
    }

    /// Reads into the apps' panels' pixels what the server showed of them and Flotilla has not
    /// read, and has their panels drawn again: all of it when a frame may be drawn next (nothing
    /// stale is composited), else that of apps that drew nothing for ``ServerShowing/quiet``
    /// (their corners then follow).
    func readServerShown(beforeAFrame: Bool) {
        let quietSince = clock.now - ServerShowing.quiet
        for app in apps {
            guard let server = app.serverShowing, let window = app.window, !server.unread.isEmpty,
                  beforeAFrame || server.shownAt <= quietSince else { continue }
            guard store(server.take(), of: window, as: app.id) else { continue }
            main.compositor.hostedPixelsChanged(panel: app.id)
            main.markChanged()
        }
    }

    /// When what the server showed of an app is next read (it has drawn nothing for a while).
    var serverShownDue: Double? { apps.compactMap { $0.serverShowing?.readDue }.min() }

    /// Reads what `window` drew since the last time into the pixels kept for `id`; whether any changed.
    func storeDamage(of window: any ClientWindow, as id: PanelID) -> Bool {
        store(window.takeDamage(), of: window, as: id)
    }

    /// Reads `rects` (disjoint) of `window` into the pixels kept for `id`; whether any changed.
    private func store(_ rects: [PixelRect], of window: any ClientWindow, as id: PanelID) -> Bool {
        do {
            guard !rects.isEmpty, let store = renderer.hostedPixels else { return false }
            try window.fetch(rects)
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
    func windowWent(_ app: ClientPanel, destroyed: Bool) {
        guard let window = app.window else { return }
        perform(clients.went(window.client, destroyed: destroyed, at: rootOrigin(of: app)))
        forgetWindow(of: app)
        main.compositor.close(panel: app.id)
        main.markChanged()
    }

    /// Where `app`'s window lies on the root (its frame's place in the main window, moved by the
    /// main window's place).
    func rootOrigin(of app: ClientPanel) -> RootPoint {
        let origin = mainOrigin()
        let place = app.window.flatMap { pushed.place(of: $0.client) }
        return RootPoint(x: origin.x + (place?.x ?? 0), y: origin.y + (place?.y ?? 0))
    }

    /// Where the main window's top-left lies on the root now (inside a window manager's frame
    /// when one decorates it; one round trip).
    func mainOrigin() -> RootPoint {
        // Managing, the main window is the overlay, over the whole screen.
        guard !managing else { return RootPoint(x: 0, y: 0) }
        return (try? connection.rootPosition(0, 0, in: main.id)) ?? main.placement
    }

    /// Puts every adopted window where its content is drawn (once its panel rests), with the
    /// input region its placement allows, stacked in the panels' order: the placements the panels
    /// ask for now, pushed (``push(_:)``); whether any window moved.
    @discardableResult
    func placeAppWindows() -> Bool {
        guard apps.contains(where: { $0.window != nil }) else { return false }
        // While the pointer holds a panel it is Flotilla's: once the held panel's window is out
        // of the pointer's way, the others wait for the release (no placement work per move).
        if pushed.waits(holding: main.compositor.heldPanel, windows: apps.count { $0.window != nil }) { return false }
        return push(WantedDisplay(frames: wantedPlacements()))
    }

    /// Where the panels want their windows now: a resting panel's where its content is drawn,
    /// taking the pointer only where nothing is drawn above it; a moving panel's where it was,
    /// taking none; a window the server shows full screen as it is, above every other. A window
    /// whose panel does not show keeps its place.
    func wantedPlacements() -> FramePlacements {
        var wanted = FramePlacements(frames: pushed.frames.frames)
        var shownDirectly: [WindowID] = []
        for placement in main.compositor.hostedPlacements {
            guard let window = app(inPanel: placement.panel)?.window else { continue }
            if let monitor = clients.client(window.client)?.shownDirectly {
                shownDirectly.append(window.client)
                wanted.frames[window.client] = FramePlacements.Frame(place: monitor, inputRegion: nil)
                continue
            }
            wanted.stacking.append(window.client)
            var frame = FramePlacements.Frame(place: pushed.place(of: window.client))
            if placement.isSettled, let content = placement.content {
                frame.place = PixelRect(covering: content, scale: scale)
                frame.inputRegion = placement.inputRegion.map {
                    PixelRect(covering: $0.offsetBy(Vector(dx: -content.minX, dy: -content.minY)), scale: scale)
                }
            }
            wanted.frames[window.client] = frame
        }
        wanted.stacking += shownDirectly
        wanted.shownDirectly = Set(shownDirectly)
        return wanted
    }

    /// Tells `client` again where its frame is, as last pushed (ICCCM 4.1.5: a ConfigureRequest
    /// that moved nothing is answered with where the window is).
    func placeAgain(_ client: WindowID) {
        guard let place = pushed.place(of: client) else { return }
        let origin = mainOrigin()
        perform([.placeAgain(client, place, root: RootPoint(x: origin.x + place.x, y: origin.y + place.y))])
    }
}
