/// The applications a launcher lists: every desktop entry found in the `applications` folders,
/// the first folder's entry winning for each id (`$XDG_DATA_HOME` before each of
/// `$XDG_DATA_DIRS`, as the spec orders them), and of those the ones that show here.
public struct ApplicationCatalog: Hashable, Sendable {
    /// One desktop file as found: its id, path and text, or why it was not read (too large, not
    /// UTF-8, not a regular file).
    public struct Source: Hashable, Sendable {
        public var id: String
        public var path: String
        public var text: String
        public var unread: String?

        public init(id: String, path: String, text: String, unread: String? = nil) {
            self.id = id
            self.path = path
            self.text = text
            self.unread = unread
        }
    }

    /// The applications listed, by name.
    public private(set) var applications: [DesktopEntry] = []
    /// A file that could not be read as an entry, and why.
    public struct FileProblem: Hashable, Sendable, CustomStringConvertible {
        public var path: String
        public var problem: KeyFile.Problem

        public var description: String { "\(path): \(problem)" }
    }

    /// The files that could not be read as entries, in the order found.
    public private(set) var problems: [FileProblem] = []

    /// The catalog of `sources`, in precedence order (the first of an id wins, even a `Hidden` one,
    /// which hides the rest), in a desktop named `desktops` (`XDG_CURRENT_DESKTOP`, split at `:`),
    /// strings in `locale`; `programExists` says whether a `TryExec` program is there.
    public init(_ sources: [Source], desktops: [String], locale: KeyFile.Locale?, programExists: (String) -> Bool) {
        (applications, problems) = Self.entries(of: sources, locale: locale) { entry, _ in
            !entry.hidden && !entry.noDisplay && entry.shows(in: desktops) && (entry.tryExec.map(programExists) ?? true)
        }
        applications.sort { ($0.name.lowercased(), $0.id) < ($1.name.lowercased(), $1.id) }
    }

    /// The application entries of `sources` (in precedence order: the first of an id wins, even
    /// one `keeps` leaves out, which hides the rest) that `keeps` (given each entry and its
    /// `[Desktop Entry]` group) keeps, strings in `locale`; and the files that are not entries.
    static func entries(of sources: [Source], locale: KeyFile.Locale?,
                        keeps: (DesktopEntry, KeyFile.Group) throws(KeyFile.Problem) -> Bool) -> ([DesktopEntry], [FileProblem]) {
        var seen: Set<String> = [], entries: [DesktopEntry] = [], problems: [FileProblem] = []
        for source in sources where seen.insert(source.id).inserted {
            if let reason = source.unread {
                problems.append(FileProblem(path: source.path, problem: KeyFile.Problem(line: nil, "\(reason); not read")))
                continue
            }
            do throws(KeyFile.Problem) {
                let file = try KeyFile(parsing: source.text)
                // Links and folders are entries too, but no applications.
                if let type = file[group: "Desktop Entry"]?["Type"], type != "Application" { continue }
                let entry = try DesktopEntry(file, id: source.id, path: source.path, locale: locale)
                // An entry read has its group.
                guard let group = file[group: "Desktop Entry"], try keeps(entry, group) else { continue }
                _ = try ExecCommand(entry.exec)
                entries.append(entry)
            } catch {
                problems.append(FileProblem(path: source.path, problem: error))
            }
        }
        return (entries, problems)
    }

    /// The desktop file id of the file at `relativePath` below an `applications` folder.
    public static func id(ofFileAt relativePath: String) -> String {
        relativePath.split(separator: "/").joined(separator: "-")
    }
}
