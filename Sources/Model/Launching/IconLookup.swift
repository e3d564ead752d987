/// Finding an icon by name as the Icon Theme spec says: in the theme asked for, then the themes it
/// inherits, then `hicolor`, then loose in the base folders (`/usr/share/pixmaps`); in each theme
/// a folder whose size matches first, else the nearest size. PNG and SVG only (what Flotilla draws).
public struct IconLookup {
    /// One folder of a theme, as its `index.theme` describes it.
    struct Folder: Hashable, Sendable {
        enum Kind: String, Sendable { case fixed = "Fixed", scalable = "Scalable", threshold = "Threshold" }
        var path: String
        var size: Int, scale: Int, minSize: Int, maxSize: Int, threshold: Int
        var kind: Kind

        func matches(_ size: Int, scale: Int) -> Bool {
            guard scale == self.scale else { return false }
            switch kind {
            case .fixed: return size == self.size
            case .scalable: return (minSize...maxSize).contains(size)
            case .threshold: return (self.size - threshold...self.size + threshold).contains(size)
            }
        }

        func distance(_ size: Int, scale: Int) -> Int {
            let wanted = size * scale
            switch kind {
            case .fixed: return abs(self.size * self.scale - wanted)
            case .scalable, .threshold:
                let (low, high) = kind == .scalable ? (minSize, maxSize) : (self.size - threshold, self.size + threshold)
                if wanted < low * self.scale { return low * self.scale - wanted }
                if wanted > high * self.scale { return wanted - high * self.scale }
                return 0
            }
        }
    }

    /// A theme: the themes it inherits and its folders.
    struct Theme: Hashable, Sendable {
        var inherits: [String]
        var folders: [Folder]
    }

    /// Where themes are looked for, in order (`~/.icons`, each data folder's `icons`, then
    /// `/usr/share/pixmaps`, which also holds loose icons).
    public let baseFolders: [String]
    private let readFile: @Sendable (String) -> String?
    private let fileExists: @Sendable (String) -> Bool
    /// The themes read so far (nil: none of that name), kept between lookups.
    private let themes = ThemeCache()

    private final class ThemeCache {
        var themes: [String: Theme?] = [:]
    }

    public init(baseFolders: [String], readFile: @escaping @Sendable (String) -> String?, fileExists: @escaping @Sendable (String) -> Bool) {
        self.baseFolders = baseFolders
        self.readFile = readFile
        self.fileExists = fileExists
    }

    /// The base folders of an environment: `$HOME/.icons`, `$XDG_DATA_HOME/icons`, each
    /// `$XDG_DATA_DIRS/icons` (by default `/usr/local/share` and `/usr/share`), `/usr/share/pixmaps`.
    public static func baseFolders(environment: [String: String]) -> [String] {
        let home = environment["HOME"] ?? "/"
        return [home + "/.icons", XDGFolders.dataHome(environment, home: home) + "/icons"] + XDGFolders.dataDirs(environment).map { $0 + "/icons" }
            + ["/usr/share/pixmaps"]
    }

    /// The file of icon `name` at `size` × `scale` pixels in `theme` (nil: `hicolor` only); an
    /// absolute path is its own file; nil when none is found.
    public func find(_ name: String, size: Int, scale: Int = 1, theme: String?) -> String? {
        if name.hasPrefix("/") { return fileExists(name) ? name : nil }
        // A name is looked up in the themes' folders, never a path out of them.
        guard !name.contains("/") else { return nil }
        var icon = name
        for ext in [".png", ".svg", ".xpm"] where icon.hasSuffix(ext) { icon = String(icon.dropLast(ext.count)) }
        var visited: Set<String> = []
        for start in [theme, "hicolor"].compactMap({ $0 }) {
            if let found = find(icon, size: size, scale: scale, in: start, visited: &visited) { return found }
        }
        for base in baseFolders {
            for ext in Self.extensions where fileExists("\(base)/\(icon).\(ext)") { return "\(base)/\(icon).\(ext)" }
        }
        return nil
    }

    /// Whether `name` can name a theme: a folder's name in a base folder, with no `/` and no `..`
    /// (a theme an XSETTINGS owner or an `index.theme`'s `Inherits` names is never looked for
    /// elsewhere).
    public static func isThemeName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains("/") && !name.contains("..")
    }

    /// The extensions looked for, in the spec's order (less XPM, which cairo does not read).
    static let extensions = ["png", "svg"]

    /// In `name` and the themes it inherits, depth first, each theme once.
    private func find(_ icon: String, size: Int, scale: Int, in name: String, visited: inout Set<String>) -> String? {
        guard Self.isThemeName(name), visited.insert(name).inserted, let theme = theme(named: name) else { return nil }
        if let found = lookUp(icon, size: size, scale: scale, theme: name, folders: theme.folders) { return found }
        for parent in theme.inherits {
            if let found = find(icon, size: size, scale: scale, in: parent, visited: &visited) { return found }
        }
        return nil
    }

    /// The spec's `LookupIcon`: a folder that matches the size, else the one nearest it.
    private func lookUp(_ icon: String, size: Int, scale: Int, theme: String, folders: [Folder]) -> String? {
        var nearest: (path: String, distance: Int)?
        for folder in folders {
            for base in baseFolders {
                for ext in Self.extensions {
                    let path = "\(base)/\(theme)/\(folder.path)/\(icon).\(ext)"
                    guard fileExists(path) else { continue }
                    if folder.matches(size, scale: scale) { return path }
                    let distance = folder.distance(size, scale: scale)
                    if nearest.map({ distance < $0.distance }) ?? true { nearest = (path, distance) }
                }
            }
        }
        return nearest?.path
    }

    /// Theme `name` from the first `index.theme` found for it (nil: none, or not readable).
    private func theme(named name: String) -> Theme? {
        if let known = themes.themes[name] { return known }
        let read = readFile
        let text = baseFolders.lazy.compactMap { read("\($0)/\(name)/index.theme") }.first
        let theme = text.flatMap { try? KeyFile(parsing: $0) }.flatMap(Self.theme(from:))
        themes.themes[name] = theme
        return theme
    }

    /// A theme as `file` (its `index.theme`) describes it; a folder with no `Size` is skipped.
    static func theme(from file: KeyFile) -> Theme? {
        guard let group = file[group: "Icon Theme"] else { return nil }
        let names = group.list("Directories", separator: ",") + group.list("ScaledDirectories", separator: ",")
        var seen: Set<String> = []
        let folders = names.filter { seen.insert($0).inserted }.compactMap { path -> Folder? in
            guard let g = file[group: path], let size = g["Size"].flatMap(Int.init) else { return nil }
            let kind = g["Type"].flatMap(Folder.Kind.init(rawValue:)) ?? .threshold
            return Folder(path: path, size: size, scale: g["Scale"].flatMap(Int.init) ?? 1,
                          minSize: g["MinSize"].flatMap(Int.init) ?? size, maxSize: g["MaxSize"].flatMap(Int.init) ?? size,
                          threshold: g["Threshold"].flatMap(Int.init) ?? 2, kind: kind)
        }
        return Theme(inherits: group.list("Inherits", separator: ","), folders: folders)
    }
}
