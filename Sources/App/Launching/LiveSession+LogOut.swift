import Desktop
import Input
import Model

/// Logging out under `manage` (its key, Control+Alt+Delete by default, or the search field's Log
/// Out): the session saved as it is (what the next one starts again, where), then every app asked
/// to close as a display manager's session asks, Flotilla waiting for those that ask to save; once
/// no window is left, it ends (and with `--session`, the X session). Asked again while it waits,
/// the windows left are ended.
extension LiveSession {
    /// What the search field offers beside applications and windows: Log Out and Lock Screen, under `manage`.
    var sessionActions: [SessionAction] { manager != nil ? [.logOut, .lock] : [] }

    /// The log-out key (under `manage`): true when `press` was it.
    func answerLogOutKey(_ press: KeyPress) -> Bool {
        guard manager != nil, main.compositor.keys.matches(press, .logOut) else { return false }
        logOut()
        return true
    }

    /// Asks every app's window to close (again while waiting: ends them).
    func logOut() {
        guard let manager else { return }
        let open = host.apps.compactMap { app in app.window.map { (app, $0) } }
        let again = manager.logOut.isWaiting
        // The session as it is now is what the next one starts again.
        if !again { saveSession() }
        host.perform(manager.logOut.ask(open.map { (window: $0.1.client, deletes: $0.1.protocols.contains(.deleteWindow)) }))
        connection.flush()
        onEvent?(.didLogOut(panels: open.map(\.0.id.name), again: again))
        followLogOut()
    }

    /// Logging out with no app's window left: the main window closes, and the session with it.
    func followLogOut() {
        guard let manager, manager.logOut.isWaiting, manager.logOut.mayEnd(windowsLeft: host.apps.count { $0.window != nil }) else { return }
        main.requestClose()
    }
}
