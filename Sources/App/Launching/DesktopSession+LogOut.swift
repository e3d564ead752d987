import Compositor
import Desktop
import Input
import Model

/// Logging out under `manage` (its key, Control+Alt+Delete by default, or the search field's Log
/// Out), as GNOME's session ends: the log-out prompt asks first, naming the apps open (it has the
/// keyboard: Enter logs out, Escape cancels). Confirmed, the session is saved as it is (what the
/// next one starts again, where), every app is asked to close, and the prompt waits near the foot
/// of the screen for those that ask to save: each question is brought forward, its space shown,
/// and asked again meanwhile it is brought forward again, never killed; Log Out Anyway ends what
/// is left. Once no window is left, Flotilla ends (and with `--session`, the X session).
extension DesktopSession {
    /// The log-out key: true when `press` was it.
    func answerLogOutKey(_ press: KeyPress) -> Bool {
        guard main.compositor.keys.matches(press, .logOut) else { return false }
        logOut()
        return true
    }

    /// Log out asked for: the prompt asks first; while the apps close, the window asking
    /// something (to save) is brought forward again.
    func logOut() {
        switch loggingOut.phase {
        case .none:
            guard loggingOut.ask() else { return }
            // The prompt is modal: what held the keyboard or the pointer ends, and it takes the keyboard.
            main.letGoOfInput()
            host.endClientGesture()
            main.compositor.askLogOut(apps: Self.names(of: openApps))
            // The prompt has the keys before did-ask-log-out is told.
            main.followHeldKeyboard(locked: lock.isLocked, searchOpening: false)
            onEvent?(.didAskLogOut(panels: openApps.map(\.id.name)))
        case .confirming:
            break
        case .waiting:
            if let window = loggingOut.windowToBringForwardAgain(among: openApps.compactMap { $0.window?.client }) { bringForward(window) }
        }
        main.markChanged()
    }

    /// What the log-out prompt said (`did-answer-log-out`); `save` saves the session as it is
    /// when log-out is confirmed, before the apps are asked to close.
    func reactForLogOut(to event: PanelEvent, saving save: () -> Void) {
        guard case .didAnswerLogOut(let answer) = event else { return }
        let open = openApps
        switch answer {
        case .cancel:
            loggingOut.cancel()
            main.compositor.closeLogOut()
        case .logOut:
            guard loggingOut.phase == .confirming else { return }
            // The session as it is now is what the next one starts again.
            save()
            host.perform(loggingOut.confirm(open.compactMap { app in
                app.window.map { (window: $0.client, deletes: $0.protocols.contains(.deleteWindow)) }
            }))
            connection.flush()
            onEvent?(.didLogOut(panels: open.map(\.id.name), anyway: false))
        case .logOutAnyway:
            host.perform(loggingOut.endAnyway(open.compactMap { $0.window?.client }))
            connection.flush()
            onEvent?(.didLogOut(panels: open.map(\.id.name), anyway: true))
        }
        followLogOut()
        main.markChanged()
    }

    /// While the session waits for the apps to close: the prompt lists those left, a question an
    /// app asks comes forward (its space shown), and with no window left the main window closes,
    /// and the session with it.
    func followLogOut() {
        guard loggingOut.isWaiting else { return }
        let open = openApps
        main.compositor.waitForLogOut(apps: Self.names(of: open))
        if let asking = loggingOut.askingToBringForward(among: open.compactMap { $0.window?.client }) { bringForward(asking) }
        if loggingOut.mayEnd(windowsLeft: open.count) { main.requestClose() }
    }

    /// The apps with a window, in the order taken.
    private var openApps: [ClientPanel] { host.apps.filter { $0.window != nil } }

    /// The apps' names, each once (a dialog is of its app).
    private static func names(of apps: [ClientPanel]) -> [String] {
        var seen = Set<String>()
        return apps.map(\.name).filter { seen.insert($0).inserted }
    }

    /// `window`'s panel comes forward, its space shown.
    private func bringForward(_ window: WindowID) {
        guard let app = host.apps.first(where: { $0.window?.client == window }) else { return }
        manager.showSpace(of: app)
        main.compositor.focus(panel: app.id)
    }
}
