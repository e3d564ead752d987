import Foundation
import Model

/// The installed applications: the desktop entries in `$XDG_DATA_HOME/applications` and each
/// `$XDG_DATA_DIRS/applications` (the Desktop Entry spec's order of precedence), read again when
/// one of those folders changed. A broken entry is skipped, and logged once.
final class InstalledApplications {
    /// The desktops Flotilla is, as `XDG_CURRENT_DESKTOP` names them (`OnlyShowIn`, `NotShowIn`).
    static let desktops = ["Flotilla"]
    /// The largest desktop entry read; a larger file is skipped as broken.
    static let maximumEntrySize = 256 * 1024

    private let environment: [String: String]
    private var catalog: ApplicationCatalog?
    /// Each folder's modification time when last read.
    private var stamps: [String: Date] = [:]
    private var logged: Set<String> = []
    /// Icon files found, by icon name and size in pixels (nil: none), until the folders change.
    private var iconFiles: [String: String?] = [:]
    /// The files of each folder an icon was looked for in, read once until the folders change.
    private var listings = FolderListings()

    /// The entries the session starts as it begins (the autostart folders'), broken ones said on stderr.
    func autostart() -> [DesktopEntry] {
        let home = environment["HOME"] ?? NSHomeDirectory()
        let folders = Autostart.folders(configHome: XDGFolders.configHome(environment, home: home), configDirs: XDGFolders.configDirs(environment))
        let read = Autostart(Self.sources(in: folders, recursive: false), desktops: Self.desktops, locale: KeyFile.Locale(environment: environment),
                             programExists: { [environment] in AppProcess.executable($0, path: environment["PATH"] ?? AppProcess.defaultPath) != nil })
        for problem in read.problems { StandardError.write(line: "flotilla: autostart entry skipped: \(problem)") }
        return read.entries
    }

    /// The applications `environment` (Flotilla's own) finds.
    init(environment: [String: String]) {
        self.environment = environment
    }

    /// The applications, read again if a folder changed since.
    var applications: [DesktopEntry] {
        let now = currentStamps()
        if catalog == nil || now != stamps {
            stamps = now
            let read = ApplicationCatalog(Self.sources(in: folders), desktops: Self.desktops, locale: KeyFile.Locale(environment: environment),
                                          programExists: { [environment] in AppProcess.executable($0, path: environment["PATH"] ?? AppProcess.defaultPath) != nil })
            for problem in read.problems where logged.insert(problem.path).inserted {
                StandardError.write(line: "flotilla: desktop entry skipped: \(problem)")
            }
            catalog = read
            iconFiles = [:]
            listings = FolderListings()
        }
        return catalog?.applications ?? []
    }

    /// Each application's icon file at `pixels` × `pixels`, by desktop file id: looked up in
    /// `theme` (the desktop's, from XSETTINGS), else Adwaita where installed, then hicolor (the
    /// Icon Theme spec's order); an application with none found is left out.
    func icons(pixels: Int, theme: String?) -> [String: String] {
        let lookup = IconLookup(baseFolders: IconLookup.baseFolders(environment: environment),
                                readFile: { path in (try? RegularFile.read(path, limit: Self.maximumEntrySize)).flatMap { String(data: $0, encoding: .utf8) } },
                                listFolder: { [listings] in listings.files(in: $0) })
        let chosen = theme ?? "Adwaita"
        var icons: [String: String] = [:]
        // The list as last read: its callers have just read it (the folders are not walked again).
        for entry in catalog?.applications ?? applications {
            guard let name = entry.icon else { continue }
            let key = "\(chosen)/\(pixels)/\(name)"
            if iconFiles[key] == nil { iconFiles[key] = .some(lookup.find(name, size: pixels, theme: chosen)) }
            if let file = iconFiles[key] ?? nil { icons[entry.id] = file }
        }
        return icons
    }

    /// The entry `name` names: its desktop file id (with or without `.desktop`), else its name
    /// (case aside), else the best match a search finds.
    func entry(named name: String) -> DesktopEntry? {
        let apps = applications, lowered = name.lowercased()
        return apps.first { $0.id == name || $0.id == name + ".desktop" }
            ?? apps.first { $0.name.lowercased() == lowered }
            ?? LaunchSearch.results(for: name, applications: apps, windows: [], limit: 1).first.flatMap {
                if case .application(let entry) = $0 { entry } else { nil }
            }
    }

    /// The `applications` folders, in precedence order.
    var folders: [String] {
        let home = environment["HOME"] ?? NSHomeDirectory()
        return ([XDGFolders.dataHome(environment, home: home)] + XDGFolders.dataDirs(environment)).map { $0 + "/applications" }
    }

    /// The folders' (and their subfolders') modification times.
    private func currentStamps() -> [String: Date] {
        var stamps: [String: Date] = [:]
        for folder in folders {
            for path in [folder] + Self.subfolders(of: folder) {
                stamps[path] = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
            }
        }
        return stamps
    }

    /// Every `.desktop` file below `folders` (in them alone, unless `recursive`), first folder
    /// first, each with its desktop file id.
    static func sources(in folders: [String], recursive: Bool = true) -> [ApplicationCatalog.Source] {
        folders.flatMap { folder -> [ApplicationCatalog.Source] in
            let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".desktop") && (recursive || !$0.contains("/")) }.sorted()
            return files.compactMap { relative in
                let path = folder + "/" + relative
                let attributes = try? FileManager.default.attributesOfItem(atPath: path)
                guard attributes?[.type] as? FileAttributeType == .typeRegular || attributes?[.type] as? FileAttributeType == .typeSymbolicLink
                else { return nil }
                // Its size known before a byte is read: a huge file is refused unread.
                let data = try? RegularFile.read(path, limit: maximumEntrySize)
                let text = data.flatMap { String(data: $0, encoding: .utf8) } ?? "# not read: larger than \(maximumEntrySize) bytes, or not UTF-8\n!"
                return ApplicationCatalog.Source(id: ApplicationCatalog.id(ofFileAt: relative), path: path, text: text)
            }
        }
    }

    /// The folders below `folder` (desktop entries may lie in subfolders).
    private static func subfolders(of folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).map { folder + "/" + $0 }.filter {
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: $0, isDirectory: &isFolder) && isFolder.boolValue
        }
    }
}

/// The files of each folder, each listed once: an icon lookup asks a set, not the file system.
final class FolderListings: @unchecked Sendable {
    private let lock = NSLock()
    private var listings: [String: [String]] = [:]

    /// The names of the files in `folder` (none when it is no folder).
    func files(in folder: String) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        if let known = listings[folder] { return known }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        listings[folder] = files
        return files
    }
}
