import Model
import Testing

/// What launching a desktop entry runs, as a desktop does: a terminal where the entry asks, the
/// desktop's names in its environment, its launch's id where it tells of its start.
@Suite("Launching a desktop entry")
struct EntryLaunchTests {
    let desktop = ["XDG_CURRENT_DESKTOP": "Flotilla", "XDG_SESSION_DESKTOP": "flotilla", "DESKTOP_SESSION": "flotilla"]
    let inherited = ["PATH": "/usr/bin", "HOME": "/home/me", "XDG_CURRENT_DESKTOP": "GNOME", "DESKTOP_STARTUP_ID": "stale"]

    func launch(_ body: String, startupID: String? = "flotilla-1-x-0") throws -> EntryLaunch {
        let entry = try DesktopEntryTests.entry("Type=Application\nName=X\nExec=x\n" + body)
        return EntryLaunch(try ExecCommand(entry.exec).expanded(for: entry), of: entry, environment: inherited, desktop: desktop, startupID: startupID)
    }

    @Test func itsCommandRunsWithTheDesktopsNamesOverWhatItInherits() throws {
        let plain = try launch("")
        #expect(plain.words == ["x"])
        #expect(plain.environment["XDG_CURRENT_DESKTOP"] == "Flotilla")
        #expect(plain.environment["DESKTOP_SESSION"] == "flotilla" && plain.environment["XDG_SESSION_DESKTOP"] == "flotilla")
        #expect(plain.environment["PATH"] == "/usr/bin" && plain.environment["HOME"] == "/home/me")
    }

    @Test func terminalTrueRunsItInTheDebianTerminal() throws {
        #expect(try launch("Terminal=true").words == ["x-terminal-emulator", "-e", "x"])
        #expect(try launch("Terminal=false").words == ["x"])
    }

    @Test func onlyAnEntryThatTellsOfItsStartGetsTheLaunchsID() throws {
        #expect(try launch("StartupNotify=true").environment["DESKTOP_STARTUP_ID"] == "flotilla-1-x-0")
        // One that never tells is not given the id, nor left with one it inherited: it would end another's launch.
        #expect(try launch("StartupNotify=false").environment["DESKTOP_STARTUP_ID"] == nil)
        #expect(try launch("StartupNotify=true", startupID: nil).environment["DESKTOP_STARTUP_ID"] == nil)
    }
}
