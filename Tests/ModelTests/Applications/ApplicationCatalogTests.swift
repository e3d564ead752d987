import Model
import Testing

@Suite("The applications a launcher lists")
struct ApplicationCatalogTests {
    static func source(_ id: String, in folder: String, _ body: String) -> ApplicationCatalog.Source {
        ApplicationCatalog.Source(id: id, path: "\(folder)/\(id)", text: "[Desktop Entry]\nType=Application\n" + body)
    }

    @Test func theUsersEntryOverridesTheSystemsAndHiddenDeletesIt() {
        let user = "/home/u/.local/share/applications", system = "/usr/share/applications"
        let catalog = ApplicationCatalog([
            Self.source("xterm.desktop", in: user, "Name=My Terminal\nExec=xterm -fa Mono\n"),
            Self.source("gone.desktop", in: user, "Name=Gone\nExec=gone\nHidden=true\n"),
            Self.source("xterm.desktop", in: system, "Name=XTerm\nExec=xterm\n"),
            Self.source("gone.desktop", in: system, "Name=Gone\nExec=gone\n"),
            Self.source("mpv.desktop", in: system, "Name=mpv\nExec=mpv %U\n"),
        ], desktops: ["Flotilla"], locale: nil, programExists: { _ in true })
        #expect(catalog.applications.map(\.id) == ["mpv.desktop", "xterm.desktop"])
        #expect(catalog.applications.last?.name == "My Terminal" && catalog.applications.last?.path == "\(user)/xterm.desktop")
        #expect(catalog.problems.isEmpty)
    }

    @Test func noDisplayOtherDesktopsAndAMissingTryExecAreLeftOutAndABrokenEntryIsAProblem() {
        let catalog = ApplicationCatalog([
            Self.source("a.desktop", in: "/d", "Name=Shown\nExec=a\nTryExec=present\n"),
            Self.source("b.desktop", in: "/d", "Name=Helper\nExec=b\nNoDisplay=true\n"),
            Self.source("c.desktop", in: "/d", "Name=Gnome Only\nExec=c\nOnlyShowIn=GNOME;\n"),
            Self.source("d.desktop", in: "/d", "Name=Not Here\nExec=d\nNotShowIn=Flotilla;\n"),
            Self.source("e.desktop", in: "/d", "Name=Absent\nExec=e\nTryExec=absent\n"),
            Self.source("f.desktop", in: "/d", "Name=Broken\n"),
            Self.source("g.desktop", in: "/d", "Name=Bad Quote\nExec=\"open\n"),
            ApplicationCatalog.Source(id: "h.desktop", path: "/d/h.desktop", text: "[Desktop Entry]\nType=Link\nName=Web\nURL=https://x\n"),
            ApplicationCatalog.Source(id: "i.desktop", path: "/d/i.desktop", text: "garbage\n"),
        ], desktops: ["Flotilla"], locale: nil, programExists: { $0 == "present" })
        #expect(catalog.applications.map(\.name) == ["Shown"])
        #expect(catalog.problems.map(\.description) == [
            "/d/f.desktop: Exec is missing", "/d/g.desktop: Exec: a quote is not closed",
            "/d/i.desktop: line 1: expected Key=Value, a [Group] or a # comment",
        ])
    }

    @Test func theIdOfAFileInASubfolderJoinsItsPathWithDashes() {
        #expect(ApplicationCatalog.id(ofFileAt: "kde/konsole.desktop") == "kde-konsole.desktop")
        #expect(ApplicationCatalog.id(ofFileAt: "xterm.desktop") == "xterm.desktop")
    }
}
