/// Finding an icon by name as the Icon Theme spec says: in the theme asked for, then the themes it
/// inherits, then `hicolor`, then loose in the base folders (`/usr/share/pixmaps`); in each theme
/// a folder whose size matches first, else the nearest size. PNG and SVG only (what Flotilla draws).
/// Each folder is listed once and each theme indexed by icon name as it is first looked in: a
/// lookup asks a dictionary, not the file system (5,000 entries' icons cost a few listings).
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
    private let listFolder: @Sendable (String) -> [String]
    /// The themes read and indexed so far (nil: none of that name), kept between lookups.
    private let cache = Cache()

    /// A file of an icon: in which of a theme's folders (by index), from which base folder and
    /// with which extension (by their indexes: the order the spec looks in).
    private struct Candidate {
        var folder: Int, base: Int, ext: Int
        var path: String
    }

    private final class Cache {
        var themes: [String: Theme?] = [:]
        /// Each theme's icons: their files, in the order the spec looks at them.
        var indexes: [String: [String: [Candidate]]] = [:]
        /// The loose icons of the base folders (the first of each name).
        var loose: [String: String]?
    }

    /// `readFile` reads a text file (nil: none); `listFolder` names the files in a folder (none
    /// when it is no folder).
    public init(baseFolders: [String], readFile: @escaping @Sendable (String) -> String?, listFolder: @escaping @Sendable (String) -> [String]) {
        self.baseFolders = baseFolders
        self.readFile = readFile
        self.listFolder = listFolder
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
        if name.hasPrefix("/") {
            let slash = name.lastIndex(of: "/")!
            return listFolder(String(name[..<slash])).contains(String(name[name.index(after: slash)...])) ? name : nil
        }
        // A name is looked up in the themes' folders, never a path out of them.
        guard !name.contains("/") else { return nil }
        var icon = name
        for ext in [".png", ".svg", ".xpm"] where icon.hasSuffix(ext) { icon = String(icon.dropLast(ext.count)) }
        var visited: Set<String> = []
        for start in [theme, "hicolor"].compactMap({ $0 }) {
            if let found = find(icon, size: size, scale: scale, in: start, visited: &visited) { return found }
        }
        return looseIcons()[icon]
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
        for candidate in index(of: theme, folders: folders)[icon] ?? [] {
            let folder = folders[candidate.folder]
            if folder.matches(size, scale: scale) { return candidate.path }
            let distance = folder.distance(size, scale: scale)
            if nearest.map({ distance < $0.distance }) ?? true { nearest = (candidate.path, distance) }
        }
        return nearest?.path
    }

    /// Theme `theme`'s icons by name: each folder of it in each base folder listed once.
    private func index(of theme: String, folders: [Folder]) -> [String: [Candidate]] {
        if let known = cache.indexes[theme] { return known }
        var index: [String: [Candidate]] = [:]
        for (f, folder) in folders.enumerated() {
            for (b, base) in baseFolders.enumerated() {
                for file in listFolder("\(base)/\(theme)/\(folder.path)") {
                    guard let (name, e) = Self.icon(named: file) else { continue }
                    index[name, default: []].append(Candidate(folder: f, base: b, ext: e, path: "\(base)/\(theme)/\(folder.path)/\(file)"))
                }
            }
        }
        for name in index.keys { index[name]!.sort { ($0.folder, $0.base, $0.ext) < ($1.folder, $1.base, $1.ext) } }
        cache.indexes[theme] = index
        return index
    }

    /// The icons loose in the base folders, by name: the first base folder's, a PNG before an SVG.
    private func looseIcons() -> [String: String] {
        if let known = cache.loose { return known }
        var best: [String: (rank: (Int, Int), path: String)] = [:]
        for (b, base) in baseFolders.enumerated() {
            for file in listFolder(base) {
                guard let (name, e) = Self.icon(named: file), best[name].map({ (b, e) < $0.rank }) ?? true else { continue }
                best[name] = ((b, e), base + "/" + file)
            }
        }
        let loose = best.mapValues(\.path)
        cache.loose = loose
        return loose
    }

    /// A file's icon name and its extension's place in ``extensions``; nil for another kind of file.
    private static func icon(named file: String) -> (String, Int)? {
        guard let dot = file.lastIndex(of: "."), let e = extensions.firstIndex(of: String(file[file.index(after: dot)...])) else { return nil }
        return (String(file[..<dot]), e)
    }

    /// Theme `name` from the first `index.theme` found for it (nil: none, or not readable).
    private func theme(named name: String) -> Theme? {
        if let known = cache.themes[name] { return known }
        let read = readFile
        let text = baseFolders.lazy.compactMap { read("\($0)/\(name)/index.theme") }.first
        let theme = text.flatMap { try? KeyFile(parsing: $0) }.flatMap(Self.theme(from:))
        cache.themes[name] = theme
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
