/// What a session starts as it begins, by the Desktop Application Autostart spec: the `.desktop`
/// files of `$XDG_CONFIG_HOME/autostart` and each `$XDG_CONFIG_DIRS/autostart`, an earlier
/// folder's file overriding a later one's of the same name (a user's `Hidden=true` turns a
/// system entry off); then `Hidden`, `OnlyShowIn`/`NotShowIn`, `TryExec` and GNOME's
/// `X-GNOME-Autostart-enabled=false` honoured. `NoDisplay` does not matter here.
public struct Autostart: Hashable, Sendable {
    /// The entries to start, by file name.
    public private(set) var entries: [DesktopEntry] = []
    /// Files that are not entries (said once, on stderr, by the caller).
    public private(set) var problems: [ApplicationCatalog.FileProblem] = []

    /// The autostart entries of `sources` (each id the file's name), in precedence order, in a
    /// desktop named `desktops`, strings in `locale`; `programExists` says whether a `TryExec`
    /// program is there.
    public init(_ sources: [ApplicationCatalog.Source], desktops: [String], locale: KeyFile.Locale?, programExists: (String) -> Bool) {
        (entries, problems) = ApplicationCatalog.entries(of: sources, locale: locale) { entry, group throws(KeyFile.Problem) in
            let enabled = try group.boolean("X-GNOME-Autostart-enabled") ?? true
            return !entry.hidden && enabled && entry.shows(in: desktops) && (entry.tryExec.map(programExists) ?? true)
        }
        entries.sort { $0.id < $1.id }
    }

    /// The autostart folders, in precedence order: `configHome`'s, then each of `configDirs`'.
    public static func folders(configHome: String, configDirs: [String]) -> [String] {
        ([configHome] + configDirs).map { $0 + "/autostart" }
    }
}
