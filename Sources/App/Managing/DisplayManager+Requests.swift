import Compositor
import Desktop
import Input
import Model
import X11

/// What clients and tools ask of the window manager (EWMH client messages to the root, and
/// ConfigureRequests of managed windows), answered with the panels' own motions.
extension DisplayManager {
    /// Does what was asked about `app`'s window (``ManagerRequest/effects(states:currentSpace:)``).
    func answer(_ request: ManagerRequest, for app: ClientPanel) {
        carryOut(request.effects(states: states(of: app), currentSpace: host.clients.spaces.current), for: app)
        main.markChanged()
    }

    /// `app`'s window's EWMH states (focused aside): those of its own (maximised, full screen), its
    /// panel's (minimised: hidden; kept above), and sticky when it is on every space.
    func states(of app: ClientPanel) -> Set<WindowState> {
        let panels = main.compositor.panelManager
        guard let client = app.window?.client, let held = host.clients.client(client) else { return [] }
        return held.states(minimised: panels.state(of: app.id) == .minimised, keptAbove: panels.keptAbove.contains(app.id))
            .union(host.clients.spaces.place(of: client) == .everywhere ? [.sticky] : [])
    }

    /// Carries out what the window manager decided for `app`'s window, in order: the one place
    /// its answers reach the compositor's panels and the desktop model.
    func carryOut(_ effects: [WindowEffect], for app: ClientPanel) {
        let c = main.compositor
        for effect in effects {
            switch effect {
            case .showItsSpace: showSpace(of: app)
            case .restore: c.restore(panel: app.id)
            case .focus: c.focus(panel: app.id)
            case .minimise: c.minimise(panel: app.id)
            case .keepAbove(let on): c.keepAbove(panel: app.id, on)
            case .askToClose: host.askToClose(app)
            case .moveResize(let request): host.move(app, as: request)
            case .setClientState(let state, let on):
                if let client = app.window?.client { host.clients.set(state, on, of: client) }
            case .fitMaximised: maximise(app)
            case .followFullScreen: followFullScreen()
            case .moveToSpace(let place): move(app, to: place)
            case .answeredPing:
                if let client = app.window?.client { host.clients.answeredPing(client) }
            }
        }
    }

    /// Shows full screen the windows whose state says so while their panels show (not
    /// minimised, on the space shown), and gives the others back to their panels: minimised or
    /// on another space, a full-screen window is hidden with its panel and covers its monitor
    /// again when it comes back.
    func followFullScreen() {
        let panels = main.compositor.panelManager
        for app in apps {
            guard let window = app.window, let client = host.clients.client(window.client) else { continue }
            let wanted = client.isShownFullScreen(panelShows: panels.state(of: app.id).isActive && panels.isHere(app.id))
            if wanted != window.isShownDirectly { showFullScreen(app, wanted) }
        }
    }

    /// Full screen: `app`'s window covers the monitor its panel is most on, drawn by the server
    /// itself through a hole in the overlay (Flotilla does nothing while it repaints); its panel
    /// stays underneath, and takes the window back when it leaves full screen.
    func showFullScreen(_ app: ClientPanel, _ on: Bool) {
        guard let window = app.window else { return }
        if on {
            // Put over the monitor, stacked above the other frames (under the docks) and shown by
            // the server, taking the pointer everywhere in it (``FramePlacements``); the overlay's
            // hole and the window's state follow, then the keyboard.
            host.clients.showDirectly(window.client, over: fullScreenMonitor(of: app))
            main.compositor.focus(panel: app.id)
        } else {
            // Redirected, back at its panel's size and its pixels read (AppHost.push).
            host.clients.showDirectly(window.client, over: nil)
        }
        // The frames first: the state's stacking list is the frames' as pushed.
        host.push(WantedDisplay(frames: host.wantedPlacements()))
        pushXState()
    }

    /// The monitor `app`'s panel is most on, in pixels: where its window goes full screen.
    func fullScreenMonitor(of app: ClientPanel) -> PixelRect {
        let c = main.compositor
        let frame = c.panelManager.frame(of: app.id) ?? c.frame(of: app.id) ?? Rect(origin: .zero, size: c.size)
        return PixelRect(covering: monitor(under: frame), scale: scale)
    }

    /// Sizes `app`'s panel as its maximised states ask (the window or a tool asked): the work area
    /// of the monitor its panel is most on, along each maximised axis; its frame from before along
    /// the others. A shown panel floats there, raised and focused. (When the docks or monitors
    /// change, ``followDocks(refitting:)`` refits the panels keeping their states.)
    func maximise(_ app: ClientPanel) {
        let c = main.compositor
        guard let client = app.window?.client, let current = c.panelManager.panels[app.id]?.floatingFrame,
              let frame = host.clients.maximisedFrame(of: client, current: current, workArea: workArea(under:)) else { return }
        if c.panelManager.state(of: app.id).isActive { c.present(panel: app.id, floatingAt: frame) }
        c.refit(panel: app.id, floatingAt: frame)
    }

    /// Super+Down (`keys.floatAgain`) on a window its app maximised itself (not tiled by
    /// Flotilla, whose panels float again by the compositor's key): it is maximised no longer,
    /// back at the frame it had before. False for any other key or window.
    func answerFloatAgainKey(_ press: KeyPress) -> Bool {
        let c = main.compositor
        guard c.keys.action(for: press)?.action == .floatAgain, let id = c.panelManager.focusedID, !c.panelManager.isTiled(id),
              let app = host.app(inPanel: id), let client = app.window?.client, host.clients.floatAgain(client) else { return false }
        maximise(app)
        pushXState()
        return true
    }
}
