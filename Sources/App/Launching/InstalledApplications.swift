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
    /// The broken entries said on standard error (each path once, however often it is read).
    private(set) var said: Set<String> = []
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

    /// A read under way on a thread of its own (``readInBackground(pixels:theme:)``).
    private var background: BackgroundApplicationsRead?

    /// The applications, read again if a folder changed since.
    var applications: [DesktopEntry] {
        let now = currentStamps()
        if catalog == nil || now != stamps {
            take(ApplicationsRead.read(folders: folders, stamps: now, environment: environment, icons: nil))
        }
        return catalog?.applications ?? []
    }

    /// Each application's icon file at `pixels` × `pixels`, by desktop file id: looked up in
    /// `theme` (the desktop's, from XSETTINGS), else Adwaita where installed, then hicolor (the
    /// Icon Theme spec's order); an application with none found is left out.
    func icons(pixels: Int, theme: String?) -> [String: String] {
        let chosen = theme ?? "Adwaita"
        // The list as last read: its callers have just read it (the folders are not walked again).
        if catalog == nil { _ = applications }
        guard var read = catalog.map({ ApplicationsRead(stamps: stamps, catalog: $0, iconFiles: iconFiles, listings: listings) }) else { return [:] }
        read.findIcons(pixels: pixels, theme: chosen, environment: environment)
        iconFiles = read.iconFiles
        return knownIcons(pixels: pixels, theme: chosen)
    }

    /// The applications and their icons as last read, without reading anything: whether the
    /// folders are unchanged since and those icons found (`fresh`), else what was read before
    /// (nothing, the first time), while ``readInBackground(pixels:theme:)`` brings the rest.
    func known(pixels: Int, theme: String?) -> (applications: [DesktopEntry], icons: [String: String], fresh: Bool) {
        let chosen = theme ?? "Adwaita"
        let icons = knownIcons(pixels: pixels, theme: chosen)
        let fresh = catalog != nil && currentStamps() == stamps
            && (catalog?.applications ?? []).allSatisfy { $0.icon.map { iconFiles[ApplicationsRead.key(theme: chosen, pixels: pixels, name: $0)] != nil } ?? true }
        return (catalog?.applications ?? [], icons, fresh)
    }

    /// Starts reading the applications and their icons at `pixels` in `theme` on a thread of its
    /// own (nothing when one reads already): ``backgroundDescriptor`` becomes readable when it is
    /// done, and ``takeBackgroundRead()`` puts what it read in force.
    func readInBackground(pixels: Int, theme: String?) {
        guard background == nil else { return }
        background = BackgroundApplicationsRead(folders: folders, stamps: currentStamps(), environment: environment, icons: (pixels, theme ?? "Adwaita"))
    }

    /// What the loop waits on while a read goes on in the background.
    var backgroundDescriptor: Int32? { background?.descriptor }

    /// The read in the background, once done, put in force: true when it was (the applications
    /// may have changed).
    func takeBackgroundRead() -> Bool {
        guard let read = background?.take() else { return false }
        background = nil
        take(read)
        return true
    }

    /// `read` in force: its entries (a broken one said once), its icons and listings.
    private func take(_ read: ApplicationsRead) {
        for problem in read.catalog.problems where said.insert(problem.path).inserted {
            StandardError.write(line: "flotilla: desktop entry skipped: \(problem)")
        }
        stamps = read.stamps
        catalog = read.catalog
        iconFiles = read.iconFiles
        listings = read.listings
    }

    /// The icon files found so far for the applications as last read, by desktop file id.
    private func knownIcons(pixels: Int, theme: String) -> [String: String] {
        var icons: [String: String] = [:]
        for entry in catalog?.applications ?? [] {
            if let name = entry.icon, let file = iconFiles[ApplicationsRead.key(theme: theme, pixels: pixels, name: name)] ?? nil { icons[entry.id] = file }
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
            return files.compactMap { relative -> ApplicationCatalog.Source? in
                let path = folder + "/" + relative
                let attributes = try? FileManager.default.attributesOfItem(atPath: path)
                guard attributes?[.type] as? FileAttributeType == .typeRegular || attributes?[.type] as? FileAttributeType == .typeSymbolicLink
                else { return nil }
                let id = ApplicationCatalog.id(ofFileAt: relative)
                // Its size known before a byte is read: a huge file is refused unread.
                do throws(RegularFile.Failure) {
                    let data = try RegularFile.read(path, limit: maximumEntrySize)
                    guard let text = String(data: data, encoding: .utf8) else { return ApplicationCatalog.Source(id: id, path: path, text: "", unread: "it is not UTF-8") }
                    return ApplicationCatalog.Source(id: id, path: path, text: text)
                } catch {
                    return ApplicationCatalog.Source(id: id, path: path, text: "", unread: "it \(error.reason)")
                }
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
