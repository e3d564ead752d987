import Model
import Testing

@Suite("What a session starts as it begins (autostart)")
struct AutostartTests {
    private func source(_ id: String, in folder: String, _ body: String) -> ApplicationCatalog.Source {
        ApplicationCatalog.Source(id: id, path: "\(folder)/\(id)", text: "[Desktop Entry]\nType=Application\n" + body)
    }

    @Test func theFoldersAreTheUsersThenEachSystemOne() {
        #expect(Autostart.folders(configHome: "/home/u/.config", configDirs: ["/etc/xdg", "/opt/xdg"])
                == ["/home/u/.config/autostart", "/etc/xdg/autostart", "/opt/xdg/autostart"])
    }

    @Test func theUsersEntryOverridesTheSystemsAndEveryWayToTurnOneOffIsHonoured() {
        let user = "/home/u/.config/autostart", system = "/etc/xdg/autostart"
        let autostart = Autostart([
            source("applet.desktop", in: user, "Name=Applet\nExec=applet --mine\n"),
            source("tracker.desktop", in: user, "Name=Tracker\nExec=tracker\nHidden=true\n"),
            source("applet.desktop", in: system, "Name=Applet\nExec=applet\n"),
            source("tracker.desktop", in: system, "Name=Tracker\nExec=tracker\n"),
            source("daemon.desktop", in: system, "Name=Daemon\nExec=daemon\nNoDisplay=true\n"),
            source("gnome.desktop", in: system, "Name=Gnome Only\nExec=g\nOnlyShowIn=GNOME;\n"),
            source("notus.desktop", in: system, "Name=Not Here\nExec=n\nNotShowIn=Flotilla;\n"),
            source("off.desktop", in: system, "Name=Off\nExec=off\nX-GNOME-Autostart-enabled=false\n"),
            source("on.desktop", in: system, "Name=On\nExec=on\nX-GNOME-Autostart-enabled=true\nOnlyShowIn=GNOME;Flotilla;\n"),
            source("absent.desktop", in: system, "Name=Absent\nExec=absent\nTryExec=absent\n"),
            ApplicationCatalog.Source(id: "link.desktop", path: "\(system)/link.desktop", text: "[Desktop Entry]\nType=Link\nName=Site\nURL=https://example.org\n"),
            source("broken.desktop", in: system, "Name=Broken\n"),
        ], desktops: ["Flotilla"], locale: nil, programExists: { $0 != "absent" })
        #expect(autostart.entries.map(\.id) == ["applet.desktop", "daemon.desktop", "on.desktop"])
        #expect(autostart.entries.first?.exec == "applet --mine")
        #expect(autostart.problems.map(\.path) == ["\(system)/broken.desktop"])
    }
}
