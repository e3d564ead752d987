/// What a session managing the display runs beside its windows: the settings file followed, the
/// login session's D-Bus session bus, and the screen locker with logind's lock requests.
struct DesktopServices {
    /// The settings file followed while managing (Settings/LiveSession+Settings.swift).
    var settings: LiveSettings?
    /// The D-Bus session bus the login session started (Launching/LiveSession+LoginSession.swift).
    var bus: SessionBus?
    /// The screen locker while it runs, and logind's lock requests (Locking/LiveSession+Locking.swift).
    let lock = ScreenLock()
}
