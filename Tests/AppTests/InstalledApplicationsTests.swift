@testable import App
import Foundation
import Model
import Testing

/// The installed applications read from the XDG folders of an environment, and their icons from
/// the icon themes there.
@Suite("Installed applications and their icons")
struct InstalledApplicationsTests {
    /// A private `HOME`, `XDG_DATA_HOME` and `XDG_DATA_DIRS` holding `files` (paths below the
    /// folder), removed after `body`.
    func withFolders(_ files: [String: String], _ body: ([String: String], URL) throws -> Void) throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-apps-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        for (path, text) in files {
            let url = base.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(at: base.appendingPathComponent("system"), withIntermediateDirectories: true)
        try body(["HOME": base.appendingPathComponent("home").path, "XDG_DATA_HOME": base.appendingPathComponent("data").path,
                  "XDG_DATA_DIRS": base.appendingPathComponent("system").path, "PATH": "/usr/bin:/bin"], base)
    }

    static func entry(_ name: String, _ icon: String) -> String { "[Desktop Entry]\nType=Application\nName=\(name)\nExec=true\nIcon=\(icon)\n" }

    @Test func iconsComeFromTheThemeThenHicolorAsPNGOrSVG() throws {
        try withFolders([
            "data/applications/png.desktop": Self.entry("Png", "png-app"),
            "data/applications/svg.desktop": Self.entry("Svg", "svg-app"),
            "data/applications/mine.desktop": Self.entry("Mine", "themed"),
            "data/applications/none.desktop": Self.entry("None", "nowhere"),
            "data/icons/hicolor/index.theme": "[Icon Theme]\nDirectories=32x32/apps,scalable/apps\n[32x32/apps]\nSize=32\nType=Fixed\n"
                + "[scalable/apps]\nSize=48\nMinSize=16\nMaxSize=256\nType=Scalable\n",
            "data/icons/hicolor/32x32/apps/png-app.png": "png", "data/icons/hicolor/scalable/apps/svg-app.svg": "<svg/>",
            "data/icons/hicolor/32x32/apps/themed.png": "png",
            "home/.icons/Mine/index.theme": "[Icon Theme]\nInherits=hicolor\nDirectories=apps\n[apps]\nSize=32\n",
            "home/.icons/Mine/apps/themed.svg": "<svg/>",
        ]) { environment, base in
            let installed = InstalledApplications(environment: environment)
            #expect(installed.applications.map(\.id) == ["mine.desktop", "none.desktop", "png.desktop", "svg.desktop"])
            let icons = installed.icons(pixels: 32, theme: "Mine")
            let data = base.appendingPathComponent("data/icons/hicolor").path
            #expect(icons == ["png.desktop": data + "/32x32/apps/png-app.png", "svg.desktop": data + "/scalable/apps/svg-app.svg",
                              "mine.desktop": base.appendingPathComponent("home/.icons/Mine/apps/themed.svg").path])
            #expect(installed.icons(pixels: 32, theme: nil)["mine.desktop"] == data + "/32x32/apps/themed.png", "no theme named: hicolor's")
        }
    }

    @Test func aNewEntryIsFoundOnceItsFolderChanged() throws {
        try withFolders(["data/applications/a.desktop": Self.entry("A", "a")]) { environment, base in
            let installed = InstalledApplications(environment: environment)
            #expect(installed.applications.map(\.id) == ["a.desktop"])
            try Self.entry("B", "b").write(to: base.appendingPathComponent("data/applications/b.desktop"), atomically: true, encoding: .utf8)
            // A folder's time has a resolution the write may fall within: touch it a second on.
            let folder = base.appendingPathComponent("data/applications").path
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(1)], ofItemAtPath: folder)
            #expect(installed.applications.map(\.id) == ["a.desktop", "b.desktop"])
            #expect(installed.entry(named: "b")?.name == "B" && installed.entry(named: "B")?.id == "b.desktop")
        }
    }

    @Test func anEntryLargerThanTheBoundIsSkippedUnreadAndSaidTheOthersListed() throws {
        let huge = "[Desktop Entry]\nType=Application\nExec=true\nName=" + String(repeating: "x", count: InstalledApplications.maximumEntrySize) + "\n"
        try withFolders(["data/applications/huge.desktop": huge, "data/applications/small.desktop": Self.entry("Small", "small")]) { environment, base in
            let installed = InstalledApplications(environment: environment)
            #expect(installed.applications.map(\.id) == ["small.desktop"])
            let folder = base.appendingPathComponent("data/applications").path
            let sources = InstalledApplications.sources(in: [folder])
            let read = try #require(sources.first { $0.id == "huge.desktop" })
            #expect(read.text.isEmpty && read.unread == "it is \(huge.utf8.count) bytes, more than the 262144 bytes limit", "refused unread")
            let catalog = ApplicationCatalog(sources, desktops: InstalledApplications.desktops, locale: nil, programExists: { _ in true })
            #expect(catalog.problems.map(\.description) == ["\(folder)/huge.desktop: it is \(huge.utf8.count) bytes, more than the 262144 bytes limit; not read"],
                    "said in a line that names the file and why")
        }
    }

    @Test func aBrokenEntryIsSaidOnceHoweverOftenTheFoldersAreReadAgain() throws {
        let broken = "[Desktop Entry]\nType=Application\nName=Broken\n"
        try withFolders(["data/applications/broken.desktop": broken, "data/applications/a.desktop": Self.entry("A", "a")]) { environment, base in
            let installed = InstalledApplications(environment: environment)
            let folder = base.appendingPathComponent("data/applications")
            #expect(installed.applications.map(\.id) == ["a.desktop"])
            #expect(installed.said == [folder.appendingPathComponent("broken.desktop").path])
            // The folder changes, and is read again: the same broken entry is not said again, a new one is.
            try broken.write(to: folder.appendingPathComponent("worse.desktop"), atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(1)], ofItemAtPath: folder.path)
            #expect(installed.applications.map(\.id) == ["a.desktop"])
            #expect(installed.said == Set(["broken.desktop", "worse.desktop"].map { folder.appendingPathComponent($0).path }))
        }
    }
}
