import Model
import Testing

@Suite("Icons by the Icon Theme spec")
struct IconLookupTests {
    /// A theme "Mine" inheriting "Base", and hicolor, spread over two base folders.
    static let files: [String: String] = [
        "/home/.icons/Mine/index.theme": """
            [Icon Theme]
            Name=Mine
            Inherits=Base
            Directories=16x16/apps,48x48/apps,scalable/apps

            [16x16/apps]
            Size=16
            Type=Fixed

            [48x48/apps]
            Size=48
            Type=Fixed

            [scalable/apps]
            Size=48
            MinSize=8
            MaxSize=512
            Type=Scalable
            """,
        "/usr/share/icons/Base/index.theme": "[Icon Theme]\nDirectories=32x32/apps\n[32x32/apps]\nSize=32\n",
        "/usr/share/icons/hicolor/index.theme": "[Icon Theme]\nDirectories=48x48/apps,256x256/apps\n[48x48/apps]\nSize=48\nType=Fixed\n[256x256/apps]\nSize=256\nType=Fixed\n",
        "/home/.icons/Mine/16x16/apps/editor.png": "", "/home/.icons/Mine/48x48/apps/editor.png": "",
        "/usr/share/icons/Mine/scalable/apps/terminal.svg": "",
        "/usr/share/icons/Base/32x32/apps/player.png": "",
        "/usr/share/icons/hicolor/48x48/apps/player.png": "",
        "/usr/share/icons/hicolor/256x256/apps/browser.png": "",
        "/usr/share/pixmaps/old.xpm": "", "/usr/share/pixmaps/loose.png": "",
        "/opt/app/icon.png": "",
    ]

    /// The files of a folder among `files`' paths.
    static func lister(_ files: [String: String]) -> @Sendable (String) -> [String] {
        { folder in files.keys.compactMap { path in path.hasPrefix(folder + "/") && !path.dropFirst(folder.count + 1).contains("/") ? String(path.dropFirst(folder.count + 1)) : nil } }
    }

    func lookup() -> IconLookup {
        let files = Self.files
        return IconLookup(baseFolders: ["/home/.icons", "/usr/share/icons", "/usr/share/pixmaps"],
                          readFile: { files[$0] }, listFolder: Self.lister(files))
    }

    @Test func aFolderOfTheSizeFirstThenTheNearest() {
        let l = lookup()
        #expect(l.find("editor", size: 48, theme: "Mine") == "/home/.icons/Mine/48x48/apps/editor.png")
        #expect(l.find("editor", size: 16, theme: "Mine") == "/home/.icons/Mine/16x16/apps/editor.png")
        #expect(l.find("editor", size: 24, theme: "Mine") == "/home/.icons/Mine/16x16/apps/editor.png", "8 from 16, 24 from 48")
        #expect(l.find("editor", size: 40, theme: "Mine") == "/home/.icons/Mine/48x48/apps/editor.png")
    }

    @Test func aScalableFolderMatchesEverySizeWithinItsLimitsInAnyBaseFolder() {
        let l = lookup()
        #expect(l.find("terminal", size: 128, theme: "Mine") == "/usr/share/icons/Mine/scalable/apps/terminal.svg")
    }

    @Test func theInheritedThemeBeforeHicolorThenHicolorThenLooseIcons() {
        let l = lookup()
        #expect(l.find("player", size: 48, theme: "Mine") == "/usr/share/icons/Base/32x32/apps/player.png", "Base's, though hicolor's size matches")
        #expect(l.find("browser", size: 48, theme: "Mine") == "/usr/share/icons/hicolor/256x256/apps/browser.png")
        #expect(l.find("browser", size: 48, theme: nil) == "/usr/share/icons/hicolor/256x256/apps/browser.png")
        #expect(l.find("loose", size: 48, theme: "Mine") == "/usr/share/pixmaps/loose.png")
        #expect(l.find("old", size: 48, theme: "Mine") == nil, "XPM is not drawn")
        #expect(l.find("missing", size: 48, theme: "Absent") == nil)
    }

    @Test func anAbsolutePathIsItsOwnFileAndAnExtensionIsDropped() {
        let l = lookup()
        #expect(l.find("/opt/app/icon.png", size: 48, theme: "Mine") == "/opt/app/icon.png")
        #expect(l.find("/opt/app/none.png", size: 48, theme: "Mine") == nil)
        #expect(l.find("editor.png", size: 48, theme: "Mine") == "/home/.icons/Mine/48x48/apps/editor.png")
    }

    @Test func baseFoldersOfAnEnvironment() {
        #expect(IconLookup.baseFolders(environment: ["HOME": "/h", "XDG_DATA_DIRS": "/a:/b"])
            == ["/h/.icons", "/h/.local/share/icons", "/a/icons", "/b/icons", "/usr/share/pixmaps"])
        #expect(IconLookup.baseFolders(environment: ["HOME": "/h", "XDG_DATA_HOME": "/x"])
            == ["/h/.icons", "/x/icons", "/usr/local/share/icons", "/usr/share/icons", "/usr/share/pixmaps"])
    }
}

extension IconLookupTests {
    /// Issue 62: a theme named `../x` (by an XSETTINGS owner, or an `index.theme`'s Inherits) or
    /// an icon named with a `/` is never looked for outside the base folders: no file there is read.
    @Test func aThemeOrIconNameThatLeavesTheBaseFoldersIsIgnored() {
        var files = Self.files
        files["/home/.icons/../x/index.theme"] = "[Icon Theme]\nDirectories=16x16\n[16x16]\nSize=16\n"
        files["/home/.icons/../x/16x16/editor.png"] = ""
        files["/home/.icons/Evil/index.theme"] = "[Icon Theme]\nInherits=../x\nDirectories=\n"
        let known = files
        final class Reads: @unchecked Sendable { var paths: [String] = [] }
        let reads = Reads()
        let l = IconLookup(baseFolders: ["/home/.icons", "/usr/share/icons"], readFile: { reads.paths.append($0); return known[$0] }, listFolder: Self.lister(known))
        #expect(l.find("editor", size: 16, theme: "../x") == nil)
        #expect(l.find("editor", size: 16, theme: "Evil") == nil)
        #expect(l.find("../x/16x16/editor", size: 16, theme: nil) == nil)
        #expect(!reads.paths.contains { $0.contains("..") }, "\(reads.paths)")
        #expect(!IconLookup.isThemeName("a/b") && !IconLookup.isThemeName("..") && IconLookup.isThemeName("Adwaita"))
    }
}
