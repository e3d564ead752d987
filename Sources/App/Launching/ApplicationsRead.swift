import Foundation
import Glibc
import Model

/// One reading of the installed applications and their icons (what ``InstalledApplications``
/// keeps), done where the caller says: on the loop, or on a thread of its own while the loop goes
/// on (``BackgroundApplicationsRead``).
struct ApplicationsRead: Sendable {
    /// The applications folders' (and subfolders') modification times when read.
    var stamps: [String: Date]
    var catalog: ApplicationCatalog
    /// The icon files found, by the key ``InstalledApplications`` keeps them by (nil: none found).
    var iconFiles: [String: String?]
    /// The folder listings the icons were found from, kept for the next lookups.
    var listings: FolderListings

    /// Reads the entries of `folders` and, when `icons` says a size and a theme, their icons.
    static func read(folders: [String], stamps: [String: Date], environment: [String: String], icons: (pixels: Int, theme: String)?) -> ApplicationsRead {
        let catalog = ApplicationCatalog(InstalledApplications.sources(in: folders), desktops: InstalledApplications.desktops,
                                         locale: KeyFile.Locale(environment: environment),
                                         programExists: { AppProcess.executable($0, path: environment["PATH"] ?? AppProcess.defaultPath) != nil })
        var read = ApplicationsRead(stamps: stamps, catalog: catalog, iconFiles: [:], listings: FolderListings())
        if let icons { read.findIcons(pixels: icons.pixels, theme: icons.theme, environment: environment) }
        return read
    }

    /// The key an icon file is kept by: the theme, the size and the icon's name.
    static func key(theme: String, pixels: Int, name: String) -> String { "\(theme)/\(pixels)/\(name)" }

    /// Looks up the icon of every application not looked up yet at `pixels` in `theme`.
    mutating func findIcons(pixels: Int, theme: String, environment: [String: String]) {
        let listings = self.listings
        let lookup = IconLookup(baseFolders: IconLookup.baseFolders(environment: environment),
                                readFile: { path in (try? RegularFile.read(path, limit: InstalledApplications.maximumEntrySize)).flatMap { String(data: $0, encoding: .utf8) } },
                                listFolder: { listings.files(in: $0) })
        for entry in catalog.applications {
            guard let name = entry.icon else { continue }
            let key = Self.key(theme: theme, pixels: pixels, name: name)
            if iconFiles[key] == nil { iconFiles[key] = .some(lookup.find(name, size: pixels, theme: theme)) }
        }
    }
}

/// A read of the applications on a thread of its own: ``descriptor`` becomes readable when it is
/// done, and ``take()`` gives what it read.
final class BackgroundApplicationsRead: @unchecked Sendable {
    private let lock = NSLock()
    private var done: ApplicationsRead?
    private let pipe: (read: Int32, write: Int32)

    /// Starts reading `folders` (their `stamps` now) and their icons at `icons`.
    init?(folders: [String], stamps: [String: Date], environment: [String: String], icons: (pixels: Int, theme: String)) {
        var ends: [Int32] = [-1, -1]
        guard Glibc.pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
        }
        pipe = (ends[0], ends[1])
        Thread.detachNewThread { [self] in
            let read = ApplicationsRead.read(folders: folders, stamps: stamps, environment: environment, icons: icons)
            lock.lock()
            done = read
            lock.unlock()
            var byte: UInt8 = 1
            _ = Glibc.write(pipe.write, &byte, 1)
        }
    }

    deinit {
        close(pipe.read)
        close(pipe.write)
    }

    /// Readable once the read is done.
    var descriptor: Int32 { pipe.read }

    /// What was read, once done (nil before).
    func take() -> ApplicationsRead? {
        lock.lock()
        defer { lock.unlock() }
        return done
    }
}
