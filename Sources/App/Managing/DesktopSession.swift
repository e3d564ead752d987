import Desktop
import Input
import Model
import X11

/// What a session managing the display (`flotilla manage`) runs beside its window manager: the
/// settings file followed (Settings/DesktopSession+Settings.swift), the login session and its
/// D-Bus session bus (Launching/DesktopSession+LoginSession.swift), logging out
/// (Launching/DesktopSession+LogOut.swift), and the screen locker with logind's lock requests
/// (Locking/DesktopSession+Locking.swift). Under `manage` the main window is the only one.
final class DesktopSession {
    /// The window manager: the apps and windows in the overlay's panels.
    let manager: DisplayManager
    /// The settings file followed.
    var settings: LiveSettings?
    /// The D-Bus session bus the login session started.
    var bus: SessionBus?
    /// The screen locker while it runs, and logind's lock requests.
    let lock = ScreenLock()
    /// Logging out: asked, confirmed, waiting for the apps to close.
    var loggingOut = LogOut()

    var host: AppHost { manager.host }
    var main: any PanelsWindow { manager.main }
    var connection: any WindowServer { host.connection }
    var onEvent: ((SessionEvent) -> Void)? { host.onEvent }

    init(manager: DisplayManager) {
        self.manager = manager
    }

    /// What the search field offers beside applications and windows.
    static let actions: [SessionAction] = [.logOut, .lock]

    /// A key of the desktop session's own: a command key, the lock key, the log-out key. True
    /// when `press` was one.
    func answerKey(_ press: KeyPress) -> Bool {
        answerCommandKey(press) || answerLockKey(press) || answerLogOutKey(press)
    }

    /// What the loop waits on besides X: the settings file's watch, the commands that run, the
    /// locker and logind.
    var descriptors: [Int32] { settingsDescriptors + lock.descriptors }
}
