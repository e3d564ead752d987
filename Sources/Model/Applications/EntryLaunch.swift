/// What launching a desktop entry runs, as a desktop does: its command (its `Exec` expanded) in a
/// terminal where it asks for one (`Terminal=true`: Debian's `x-terminal-emulator -e`), with the
/// environment it is given, the desktop's own variables over it, and its launch's id
/// (`DESKTOP_STARTUP_ID`) where it tells when it has started (`StartupNotify=true`); an id it
/// would inherit (Flotilla's own launch's) is never passed on, since it would end that launch.
public struct EntryLaunch: Equatable, Sendable {
    /// The program and its arguments.
    public var words: [String]
    /// The environment it starts with.
    public var environment: [String: String]

    /// Launching `entry` with `command` (its `Exec` expanded), `environment` with `desktop`'s
    /// variables over it, and `startupID` (its launch's, if one is followed).
    public init(_ command: [String], of entry: DesktopEntry, environment: [String: String], desktop: [String: String], startupID: String?) {
        words = entry.terminal ? ["x-terminal-emulator", "-e"] + command : command
        self.environment = environment.merging(desktop) { $1 }
        self.environment["DESKTOP_STARTUP_ID"] = entry.startupNotify ? startupID : nil
    }
}
