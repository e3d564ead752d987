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
        var seen: Set<String> = []
        for source in sources where seen.insert(source.id).inserted {
            do throws(KeyFile.Problem) {
                let file = try KeyFile(parsing: source.text)
                if let type = file[group: "Desktop Entry"]?["Type"], type != "Application" { continue }
                let entry = try DesktopEntry(file, id: source.id, path: source.path, locale: locale)
                let enabled = try file[group: "Desktop Entry"]?.boolean("X-GNOME-Autostart-enabled") ?? true
                guard !entry.hidden, enabled, entry.shows(in: desktops), entry.tryExec.map(programExists) ?? true else { continue }
                _ = try ExecCommand(entry.exec)
                entries.append(entry)
            } catch {
                problems.append(ApplicationCatalog.FileProblem(path: source.path, problem: error))
            }
        }
        entries.sort { $0.id < $1.id }
    }

    /// The autostart folders, in precedence order: `configHome`'s, then each of `configDirs`'.
    public static func folders(configHome: String, configDirs: [String]) -> [String] {
        ([configHome] + configDirs).map { $0 + "/autostart" }
    }
}
