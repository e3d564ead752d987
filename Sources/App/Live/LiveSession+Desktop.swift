import Settings

/// What `flotilla manage` asks of its session beside the window manager (``DesktopSession``): the
/// settings file followed, logind's lock requests, the login session begun and ended. Each does
/// nothing in a session that does not manage the display.
extension LiveSession {
    /// Follows the settings file at `path` from now on, `initial` (read as the session began)
    /// applied at once; `sceneSets` is what the `--scene` given sets itself
    /// (Settings/DesktopSession+Settings.swift).
    public func follow(settingsAt path: String, initial: Settings, sceneSets: SettingsSetByScene) {
        desktop?.follow(settingsAt: path, initial: initial, sceneSets: sceneSets, alsoApplying: followMotion)
    }

    /// Starts listening for logind's requests, where a logind session exists (Locking/DesktopSession+Locking.swift).
    public func watchLogind() { desktop?.watchLogind() }

    /// Begins the login session when `session` (`--session`): the autostart entries, then what
    /// ran last time (Launching/DesktopSession+LoginSession.swift).
    public func beginLoginSession(session: Bool) { desktop?.beginLoginSession(session: session) }

    /// Ends the login session and its D-Bus session bus; not when another window manager replaced
    /// Flotilla: the session goes on.
    public func endLoginSession() {
        guard !ending.wasReplaced else { return }
        desktop?.endLoginSession()
    }

    /// A screen locker runs.
    var isLocked: Bool { desktop?.lock.isLocked == true }

    /// Per pass: the settings file read again where it changed, and put in force.
    func followSettings(ready: Set<Int32>?) {
        desktop?.followSettings(ready: ready, now: clock.now, alsoApplying: followMotion)
    }

    /// The settings' `motion.reduced` followed in every window.
    private func followMotion(of settings: Settings) {
        guard let motion = motion.follow(settingsReduce: settings.motion.reduced) else { return }
        for w in windows { w.compositor.motionPreference = motion }
    }
}
