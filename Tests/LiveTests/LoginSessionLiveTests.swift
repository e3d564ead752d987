import App
import Foundation
import Input
import TestSupport
import Testing
@testable import X11

extension Live {
    /// Issue 46: `flotilla manage --session` as the login session: autostart, once per X server.
    @Suite("The login session, live", .enabled(if: FlotillaBinary.exists, "needs the flotilla executable"))
    struct LoginSessionLiveTests {
        /// Autostart folders: the user's and a system one, with entries that start and entries
        /// turned off each way the spec (and GNOME) allows.
        static func writeAutostart(in config: URL, system: URL) throws {
            let entries = [
                (config, "logo.desktop", "Name=Logo\nExec=xlogo -geometry 160x100\n"),
                (config, "tracker.desktop", "Name=Tracker\nExec=xlogo\nHidden=true\n"),
                (system, "tracker.desktop", "Name=Tracker\nExec=xlogo\n"),
                (system, "clock.desktop", "Name=Clock\nExec=xclock -geometry 120x120\nNoDisplay=true\n"),
                (system, "gnome.desktop", "Name=Gnome Only\nExec=xlogo\nOnlyShowIn=GNOME;\n"),
                (system, "off.desktop", "Name=Off\nExec=xlogo\nX-GNOME-Autostart-enabled=false\n"),
                (system, "absent.desktop", "Name=Absent\nExec=xlogo\nTryExec=no-such-program-here\n"),
            ]
            for (folder, name, body) in entries {
                let url = folder.appendingPathComponent("autostart/" + name)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try ("[Desktop Entry]\nType=Application\n" + body).write(to: url, atomically: true, encoding: .utf8)
            }
        }

        @Test func autostartStartsWhatShouldOnceAnXServerAndNeverWithoutSession() throws {
            let display = try ManagedDisplay()
            let system = display.folders.state.appendingPathComponent("xdg")
            try Self.writeAutostart(in: display.folders.config, system: system)
            let environment = display.environment.merging(["XDG_CONFIG_DIRS": system.path]) { $1 }

            let first = try RunningFlotilla(["--session"], command: "manage", environment: environment)
            let begun = try first.wait(for: "did-begin-session")
            #expect(begun["autostart"] as? [String] == ["clock.desktop", "logo.desktop"])
            #expect(begun["again"] as? Bool == false)
            _ = try first.wait(for: "did-adopt") { $0["panel"] as? String == "logo" }
            _ = try first.wait(for: "did-adopt") { $0["panel"] as? String == "clock" }
            #expect(try display.connection.property("_FLOTILLA_SESSION", of: display.connection.rootWindow)?.values32.isEmpty == false)
            first.stop()
            #expect(first.process.terminationStatus == 0)

            // Flotilla started again in the same X server: the session began already, nothing starts again.
            let again = try RunningFlotilla(["--session"], command: "manage", environment: environment)
            defer { again.stop() }
            let resumed = try again.wait(for: "did-begin-session")
            #expect(resumed["autostart"] as? [String] == [])
            #expect(resumed["again"] as? Bool == true)
            // The two windows autostarted the first time are taken in as they are, and no third comes.
            _ = try again.readyWindow()
            #expect(eventually { again.events.count { $0["event"] as? String == "did-adopt" } == 2 })
            #expect(eventually { (try? display.connection.property("_NET_CLIENT_LIST", of: display.connection.rootWindow))??.values32.count == 2 })
        }

        @Test func manageWithoutSessionStartsNothing() throws {
            let display = try ManagedDisplay()
            let system = display.folders.state.appendingPathComponent("xdg")
            try Self.writeAutostart(in: display.folders.config, system: system)
            let app = try RunningFlotilla([], command: "manage", environment: display.environment.merging(["XDG_CONFIG_DIRS": system.path]) { $1 })
            defer { app.stop() }
            _ = try app.readyWindow()
            // Whatever a session does happens before the first frame: by now it would have begun.
            #expect(!app.events.contains { $0["event"] as? String == "did-begin-session" })
            #expect(try display.connection.property("_FLOTILLA_SESSION", of: display.connection.rootWindow) == nil)
            #expect(app.events.allSatisfy { $0["event"] as? String != "did-adopt" })
        }
    }
}

extension Live.LoginSessionLiveTests {
    static let client = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Clients/misbehave.py").path

    @Test func logOutClosesTheAppsThatAgreeWaitsForOneThatAsksToSaveAndEndsManage() throws {
        let display = try ManagedDisplay()
        let app = try display.manage(["--session"])
        defer { app.stop() }
        let (overlay, _, _) = try app.readyWindow()
        let logo = try display.start("xlogo", ["-geometry", "200x150+40+40"])
        let editor = try display.start("python3", [Self.client, "asks-to-save"])
        #expect(eventually { app.events.count { $0["event"] as? String == "did-adopt" } == 2 })

        try display.input.key(KeyPress(.delete, modifiers: [.control, .alt]))
        let asked = try app.wait(for: "did-log-out")
        #expect((asked["panels"] as? [String])?.count == 2)
        #expect(asked["again"] as? Bool == false)
        // xlogo agrees and goes; the editor asks to save: its question shows, and Flotilla waits.
        #expect(eventually { !logo.isRunning }, "xlogo closed when asked")
        let question = try app.wait(for: "did-adopt") { $0["title"] as? String == "Save changes?" }
        let panel = try #require(question["panel"] as? String)
        let frame = try display.settled(app, panel)
        #expect(app.process.isRunning && editor.isRunning, "the session waits for the answer")

        // Answered, the editor ends, and with no window left the session ends.
        try display.input.move(to: frame.x + frame.width / 2, frame.y + frame.height - 30, in: overlay)
        try display.input.press(button: 1)
        try display.input.release(button: 1)
        #expect(eventually { !editor.isRunning }, "the editor ended once answered")
        #expect(eventually { !app.process.isRunning }, "manage ended")
        #expect(app.process.terminationStatus == 0)
    }

    @Test func theSearchFieldLogsOutAndAskedAgainTheWindowsLeftAreEnded() throws {
        let display = try ManagedDisplay()
        let app = try display.manage()
        defer { app.stop() }
        _ = try app.readyWindow()
        let stubborn = try display.start("python3", [Self.client, "ignores-close"])
        _ = try app.wait(for: "did-adopt")

        try display.input.key(KeyPress(.space, modifiers: .super))
        _ = try app.wait(for: "did-open-search")
        for c in "log" { try display.input.key(KeyPress(.character(c))) }
        try display.input.key(KeyPress(.enter))
        #expect(try app.wait(for: "did-request-action")["action"] as? String == "log-out")
        #expect(try app.wait(for: "did-log-out")["again"] as? Bool == false)
        // The window that never closes keeps the session waiting, until log out is asked again.
        try display.input.key(KeyPress(.delete, modifiers: [.control, .alt]))
        #expect(try app.wait(for: "did-log-out") { $0["again"] as? Bool == true }["panels"] as? [String] != [])
        #expect(eventually { !stubborn.isRunning }, "ended (KillClient)")
        #expect(eventually { !app.process.isRunning }, "manage ended")
        #expect(app.process.terminationStatus == 0)
    }
}
