/// What starts as `manage` begins: nothing unless it is the login session (`--session`: a
/// `manage --replace` of a running desktop starts nothing and marks nothing); nothing again on an
/// X server whose session began before (the root's mark says so: Flotilla restarted in it); else
/// the root is marked, then the autostart entries start (the settings' `session.autostart`), then
/// what ran last time (`session.relaunch`).
public enum LoginSessionStart: Equatable, Sendable {
    /// Not a login session: nothing starts, nothing is marked, no session bus is started.
    case none
    /// The X server's session began before: nothing starts again.
    case begunBefore
    /// The session begins: the root marked, the autostart entries started when `autostart`, then
    /// what ran last time when `relaunch`.
    case begins(autostart: Bool, relaunch: Bool)

    /// `session`: `--session` was given; `begunBefore`: the root's mark is there (asked only for a
    /// session); `autostart`, `relaunch`: the settings in force.
    public init(session: Bool, begunBefore: @autoclosure () -> Bool, autostart: Bool, relaunch: Bool) {
        if !session {
            self = .none
        } else if begunBefore() {
            self = .begunBefore
        } else {
            self = .begins(autostart: autostart, relaunch: relaunch)
        }
    }
}
