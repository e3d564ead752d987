/// An application's desktop entry (the Desktop Entry spec's `[Desktop Entry]` of `Type=Application`):
/// what a launcher lists and starts. Built from a ``KeyFile`` and the locale its strings are read in.
public struct DesktopEntry: Hashable, Sendable {
    /// The desktop file id: the path below an `applications` folder, `/` read as `-`
    /// (`org.gnome.Terminal.desktop`, `kde-konsole.desktop`).
    public var id: String
    /// Where the entry was read (`%k`).
    public var path: String
    public var name: String { didSet { searched = Self.searched(name, genericName, keywords) } }
    public var genericName: String? { didSet { searched = Self.searched(name, genericName, keywords) } }
    public var comment: String?
    /// Words it is also found by (`Keywords`, translated).
    public var keywords: [String] { didSet { searched = Self.searched(name, genericName, keywords) } }
    /// Its name, and its generic name and keywords, as the search compares them: folded once,
    /// as the entry is read (``LaunchSearch``).
    private(set) var searched = SearchedText(name: "", others: [])
    /// The icon: a name looked up in the icon theme, or an absolute path.
    public var icon: String?
    /// The command line, as written (``ExecCommand`` reads it).
    public var exec: String
    /// A program that must be found for the entry to show (a name looked up in `PATH`, or a path).
    public var tryExec: String?
    /// The folder to run it in.
    public var workingDirectory: String?
    /// It runs in a terminal (`x-terminal-emulator -e`).
    public var terminal: Bool
    /// Not listed (it exists for file associations and the like), though it may still be started.
    public var noDisplay: Bool
    /// Deleted: as if it did not exist, and it hides entries of the same id of lower precedence.
    public var hidden: Bool
    /// Shown only in these desktops (empty: in every one).
    public var onlyShowIn: [String]
    /// Not shown in these desktops.
    public var notShowIn: [String]
    /// The `WM_CLASS` its window is known by (its startup is matched by it).
    public var startupWMClass: String?
    /// It says when its start is done (startup notification).
    public var startupNotify: Bool

    /// The entry read from `file` (of desktop file id `id`, at `path`), its strings in `locale`.
    /// A problem (no `[Desktop Entry]`, no `Name`, no `Exec`, a bad boolean) names the key; an entry
    /// of another `Type` is ``NotAnApplication``.
    public init(_ file: KeyFile, id: String, path: String, locale: KeyFile.Locale?) throws(KeyFile.Problem) {
        guard file.groupNames.first == "Desktop Entry", let group = file[group: "Desktop Entry"] else {
            throw KeyFile.Problem(line: nil, "the first group must be [Desktop Entry]")
        }
        self.id = id
        self.path = path
        hidden = try group.boolean("Hidden") ?? false
        guard let type = group["Type"] else { throw KeyFile.Problem(line: nil, "Type is missing") }
        guard type == "Application" else { throw KeyFile.Problem(line: nil, "Type is \(type), not Application") }
        guard let name = group.string("Name", locale: locale), !name.isEmpty else { throw KeyFile.Problem(line: nil, "Name is missing") }
        self.name = ShownText.cut(name)
        guard let exec = group.string("Exec"), !exec.isEmpty || hidden else { throw KeyFile.Problem(line: nil, "Exec is missing") }
        self.exec = exec
        // What the search field shows or folds is cut as titles are.
        genericName = group.string("GenericName", locale: locale).map(ShownText.cut)
        comment = group.string("Comment", locale: locale).map(ShownText.cut)
        keywords = group.list("Keywords", locale: locale).prefix(64).map(ShownText.cut)
        icon = group.string("Icon", locale: locale).flatMap { $0.isEmpty ? nil : $0 }
        tryExec = group.string("TryExec").flatMap { $0.isEmpty ? nil : $0 }
        workingDirectory = group.string("Path").flatMap { $0.isEmpty ? nil : $0 }
        terminal = try group.boolean("Terminal") ?? false
        noDisplay = try group.boolean("NoDisplay") ?? false
        onlyShowIn = group.list("OnlyShowIn")
        notShowIn = group.list("NotShowIn")
        startupWMClass = group.string("StartupWMClass").flatMap { $0.isEmpty ? nil : $0 }
        startupNotify = try group.boolean("StartupNotify") ?? false
        searched = Self.searched(name, genericName, keywords)
    }

    private static func searched(_ name: String, _ genericName: String?, _ keywords: [String]) -> SearchedText {
        SearchedText(name: LaunchSearch.folded(name), others: ([genericName].compactMap { $0 } + keywords).map(LaunchSearch.folded))
    }

    /// An entry's texts as the search compares them.
    struct SearchedText: Hashable, Sendable {
        var name: String
        var others: [String]
    }

    /// Whether it shows in a desktop whose `XDG_CURRENT_DESKTOP` names `desktops` (any of them
    /// listed in `OnlyShowIn`, none in `NotShowIn`), `Hidden` and `NoDisplay` aside.
    public func shows(in desktops: [String]) -> Bool {
        if !onlyShowIn.isEmpty, !desktops.contains(where: onlyShowIn.contains) { return false }
        return !desktops.contains(where: notShowIn.contains)
    }

    /// Whether a window of class `className` and instance `instance` (its `WM_CLASS`) is one of
    /// this application's: its `StartupWMClass` names either (the spec's rule); without one, its
    /// command's name or its desktop file id (its last part, for reverse-DNS ids) is the instance
    /// or the class. Case does not count.
    public func owns(windowOfClass className: String, instance: String) -> Bool {
        let names = [className.lowercased(), instance.lowercased()]
        if let startupWMClass { return names.contains(startupWMClass.lowercased()) }
        let stem = id.hasSuffix(".desktop") ? String(id.dropLast(8)) : id
        let command = exec.split(separator: " ").first.map { $0.split(separator: "/").last.map(String.init) ?? String($0) }
        let own = [command, stem, stem.split(separator: ".").last.map(String.init)].compactMap { $0?.lowercased() }
        return names.contains(where: own.contains)
    }
}
