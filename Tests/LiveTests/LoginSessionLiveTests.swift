import App
import Foundation
import Glibc
import Desktop
import Input
import Model
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

        @Test func manageReplacingWithoutSessionStartsNothing() throws {
            let display = try ManagedDisplay()
            let system = display.folders.state.appendingPathComponent("xdg")
            try Self.writeAutostart(in: display.folders.config, system: system)
            let app = try RunningFlotilla(["--replace"], command: "manage", environment: display.environment.merging(["XDG_CONFIG_DIRS": system.path]) { $1 })
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
    static let client = TestClients.misbehave

    /// Logs out of `app` on `display`: Control+Alt+Delete, and Enter once the prompt asks.
    static func logOut(_ app: RunningFlotilla, on display: ManagedDisplay) throws {
        let asked = app.events.count { $0["event"] as? String == "did-ask-log-out" }
        try display.input.key(KeyPress(.delete, modifiers: [.control, .alt]))
        _ = try app.wait(for: "did-ask-log-out") { _ in app.events.count { $0["event"] as? String == "did-ask-log-out" } > asked }
        try display.input.key(KeyPress(.enter))
    }

    @Test func logOutClosesTheAppsThatAgreeWaitsForOneThatAsksToSaveAndEndsManage() throws {
        let display = try ManagedDisplay()
        let app = try display.manage(["--session"])
        defer { app.stop() }
        let (overlay, _, _) = try app.readyWindow()
        let logo = try display.start("xlogo", ["-geometry", "200x150+40+40"])
        let editor = try display.start("python3", [Self.client, "asks-to-save"])
        #expect(eventually { app.events.count { $0["event"] as? String == "did-adopt" } == 2 })

        try display.input.key(KeyPress(.delete, modifiers: [.control, .alt]))
        #expect((try app.wait(for: "did-ask-log-out")["panels"] as? [String])?.count == 2)
        #expect(logo.isRunning && editor.isRunning, "nothing is closed before log out is confirmed")
        try display.input.key(KeyPress(.enter))
        let asked = try app.wait(for: "did-log-out")
        #expect((asked["panels"] as? [String])?.count == 2)
        #expect(asked["anyway"] as? Bool == false)
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

    /// Control+Alt+Delete shows the log-out prompt over the apps open; Escape (Cancel) leaves
    /// every app running and its window shown, and log out can be asked again.
    @Test func logOutAsksFirstAndCancelLeavesEveryAppRunning() throws {
        let display = try ManagedDisplay()
        let app = try display.manage(["--session"])
        defer { app.stop() }
        _ = try app.readyWindow()
        let (xlogo, _) = try display.startXlogo(under: app)
        let xterm = try display.start("xterm", ["-geometry", "40x8+600+100"])
        _ = try display.client(of: app, panel: "xterm")

        try display.input.key(KeyPress(.delete, modifiers: [.control, .alt]))
        #expect(try app.wait(for: "did-ask-log-out")["panels"] as? [String] == ["xlogo", "xterm"])
        // The prompt's plate, a third of the way down (LogOutPromptLayout), over the backdrop.
        let plate = LogOutPromptLayout(.confirming, on: Rect(x: 0, y: 0, width: 1280, height: 800)).plate
        let corner = PixelRect(x: Int(plate.minX) + 16, y: Int(plate.minY) + 4, width: 40, height: 4)
        #expect(eventually { (try? display.connection.capture(display.connection.rootWindow, area: corner).pixels.allSatisfy { $0 & 0xFF_FFFF == 0xF5F5F7 }) == true },
                "the prompt shows")
        try display.input.key(KeyPress(.escape))
        #expect(try app.wait(for: "did-answer-log-out")["answer"] as? String == "cancel")
        #expect(eventually { display.isViewable(xlogo) }, "xlogo's window stays")
        try display.connection.sync()
        #expect(app.process.isRunning && xterm.isRunning && !app.events.contains { $0["event"] as? String == "did-log-out" })

        try display.input.key(KeyPress(.delete, modifiers: [.control, .alt]))
        #expect(eventually { app.events.count { $0["event"] as? String == "did-ask-log-out" } == 2 }, "asked again")
    }

    @Test func theSearchFieldLogsOutAndLogOutAnywayEndsTheWindowsLeft() throws {
        let display = try ManagedDisplay()
        let app = try display.manage()
        defer { app.stop() }
        let (overlay, _, _) = try app.readyWindow()
        let stubborn = try display.start("python3", [Self.client, "ignores-close"])
        _ = try app.wait(for: "did-adopt")

        try display.input.key(KeyPress(.space, modifiers: .super))
        _ = try app.wait(for: "did-open-search")
        for c in "log" { try display.input.key(KeyPress(.character(c))) }
        try display.input.key(KeyPress(.enter))
        #expect(try app.wait(for: "did-request-action")["action"] as? String == "log-out")
        _ = try app.wait(for: "did-ask-log-out")
        try display.input.key(KeyPress(.enter))
        #expect(try app.wait(for: "did-log-out")["anyway"] as? Bool == false)
        // The window that never closes keeps the session waiting; asked again, nothing is ended.
        try display.input.key(KeyPress(.delete, modifiers: [.control, .alt]))
        try display.connection.sync()
        #expect(stubborn.isRunning && app.process.isRunning)
        // The waiting prompt's Log Out Anyway ends it.
        let anyway = LogOutPromptLayout(.waiting, on: Rect(x: 0, y: 0, width: 1280, height: 800)).buttons[1]
        try display.input.move(to: Int(anyway.midX), Int(anyway.midY), in: overlay)
        try display.input.press(button: 1)
        try display.input.release(button: 1)
        #expect(try app.wait(for: "did-log-out") { $0["anyway"] as? Bool == true }["panels"] as? [String] != [])
        #expect(eventually { !stubborn.isRunning }, "ended (KillClient)")
        #expect(eventually { !app.process.isRunning }, "manage ended")
        #expect(app.process.terminationStatus == 0)
    }
}

extension Live.LoginSessionLiveTests {
    /// Applications launched through Flotilla run again in the next session, on a new X server,
    /// each where it was; one also in autostart runs once; with `session.relaunch: false`, none do.
    @Test func theAppsThatRanStartAgainInTheNextSessionWhereTheyWere() throws {
        let first = try ManagedDisplay()
        let data = first.folders.state.appendingPathComponent("data")
        for (name, exec) in [("logo", "xlogo -geometry 200x150"), ("eyes", "xeyes -geometry 150x100"), ("clock", "xclock -geometry 120x120")] {
            let url = data.appendingPathComponent("applications/\(name).desktop")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "[Desktop Entry]\nType=Application\nName=\(name)\nExec=\(exec)\n".write(to: url, atomically: true, encoding: .utf8)
        }
        let autostart = first.folders.config.appendingPathComponent("autostart/clock.desktop")
        try FileManager.default.createDirectory(at: autostart.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "[Desktop Entry]\nType=Application\nName=clock\nExec=xclock -geometry 120x120\n".write(to: autostart, atomically: true, encoding: .utf8)
        let empty = first.folders.state.appendingPathComponent("system")
        let shared = first.environment.merging(["XDG_DATA_HOME": data.path, "XDG_DATA_DIRS": empty.path, "XDG_CONFIG_DIRS": empty.path]) { $1 }
        func adoptedCount(_ app: RunningFlotilla) -> Int { app.events.count { $0["event"] as? String == "did-adopt" } }

        // The first session: clock autostarted, logo and eyes launched, logo dragged elsewhere; then log out.
        var app = try RunningFlotilla(["--session"], command: "manage", environment: shared)
        #expect(try app.wait(for: "did-begin-session")["autostart"] as? [String] == ["clock.desktop"])
        let (overlay, _, _) = try app.readyWindow()
        for name in ["logo", "eyes"] {
            #expect(try runFlotilla(["launch", name], environment: shared).status == 0)
            _ = try app.wait(for: "did-adopt") { $0["panel"] as? String == name }
        }
        let placed = try first.settled(app, "logo")
        try first.input.gesture(in: overlay, from: (placed.x + 150, placed.y + 20), step: (-12, -6), count: 10, interval: 0.02, rest: 0.15)
        let moved = try first.settled(app, "logo", after: 1)
        #expect(moved.x == placed.x - 120 && moved.y == placed.y - 60 && moved.width == placed.width, "\(moved) from \(placed)")
        try Self.logOut(app, on: first)
        #expect(eventually { !app.process.isRunning }, "logged out")

        // A new X server: what ran starts again, logo where it was, clock once.
        let second = try ManagedDisplay()
        app = try RunningFlotilla(["--session"], command: "manage", environment: shared.merging(["DISPLAY": second.environment["DISPLAY"]!]) { $1 })
        let begun = try app.wait(for: "did-begin-session")
        #expect(begun["autostart"] as? [String] == ["clock.desktop"])
        #expect(begun["relaunch"] as? [String] == ["logo.desktop", "eyes.desktop"])
        let again = try second.settled(app, "logo")
        #expect(again == moved, "logo where it was: \(again), not \(moved)")
        #expect(eventually { adoptedCount(app) == 3 })
        #expect((try second.connection.property("_NET_CLIENT_LIST", of: second.connection.rootWindow))?.values32.count == 3, "clock runs once")

        // With relaunch turned off, only autostart starts.
        let settings = first.folders.config.appendingPathComponent("flotilla/settings.yaml")
        try FileManager.default.createDirectory(at: settings.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "session:\n  relaunch: false\n".write(to: settings, atomically: true, encoding: .utf8)
        _ = try app.wait(for: "did-read-settings")
        try Self.logOut(app, on: second)
        #expect(eventually { !app.process.isRunning }, "logged out")
        let third = try ManagedDisplay()
        app = try RunningFlotilla(["--session"], command: "manage", environment: shared.merging(["DISPLAY": third.environment["DISPLAY"]!]) { $1 })
        defer { app.stop() }
        let off = try app.wait(for: "did-begin-session")
        #expect(off["autostart"] as? [String] == ["clock.desktop"])
        #expect(off["relaunch"] as? [String] == [])
    }
}

extension Live.LoginSessionLiveTests {
    /// Issue 60: a `--session` given no D-Bus session bus (`exec flotilla manage --session` from
    /// `.xinitrc`) starts one that what it launches can call, and ends it at log out; autostart
    /// services that end well or map no window are said nothing of (one that fails still is).
    @Test func aSessionWithNoBusStartsOneAndAutostartServicesAreQuiet() throws {
        let display = try ManagedDisplay()
        let answer = display.folders.state.appendingPathComponent("bus-answer")
        let entries = [
            ("bus.desktop", "Name=Bus\nExec=sh -c \"dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus "
                + "org.freedesktop.DBus.GetId > \(answer.path)\"\n"),
            ("true.desktop", "Name=Done\nExec=true\n"),
            ("service.desktop", "Name=Service\nExec=sleep 60\n"),
            ("failing.desktop", "Name=Failing\nExec=false\n"),
        ]
        for (name, body) in entries {
            let url = display.folders.config.appendingPathComponent("autostart/" + name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try ("[Desktop Entry]\nType=Application\n" + body).write(to: url, atomically: true, encoding: .utf8)
        }
        let system = display.folders.state.appendingPathComponent("xdg")
        try FileManager.default.createDirectory(at: system, withIntermediateDirectories: true)
        var environment = display.environment.merging(["XDG_CONFIG_DIRS": system.path]) { $1 }
        environment.removeValue(forKey: "DBUS_SESSION_BUS_ADDRESS")
        let app = try RunningFlotilla(["--session"], command: "manage", environment: environment)
        defer { app.stop() }
        let begun = try app.wait(for: "did-begin-session")
        #expect((begun["autostart"] as? [String])?.count == 4)
        let mark = try #require(try display.connection.property("_FLOTILLA_SESSION_BUS", of: display.connection.rootWindow)?.string)
        let parts = mark.split(separator: "\0")
        #expect(parts.first?.hasPrefix("unix:") == true, "\(mark)")
        let daemon = try #require(parts.last.flatMap { Int32($0) })
        #expect(eventually(within: 10) { (try? String(contentsOf: answer, encoding: .utf8))?.contains("string \"") == true },
                "the bus answered: \((try? String(contentsOf: answer, encoding: .utf8)) ?? "nothing")")
        // Past the time an app has to map a window: the service and the one that ended well said nothing.
        #expect(eventually(within: 20) { app.events.count { $0["event"] as? String == "did-app-exit" } >= 3 })
        Thread.sleep(forTimeInterval: 11)
        #expect(app.standardError.contains("failing") && app.standardError.contains("exit status 1"), "\(app.standardError)")
        for quiet in ["app true", "app service", "app bus"] { #expect(!app.standardError.contains(quiet), "\(quiet): \(app.standardError)") }

        try Self.logOut(app, on: display)
        #expect(eventually { !app.process.isRunning }, "manage ended")
        #expect(eventually { kill(daemon, 0) != 0 }, "the bus ended with the session")
    }
}

extension Live.LoginSessionLiveTests {
    /// Issue 60: an app launched through Flotilla, then Flotilla killed and started again in the
    /// same X session (a crash, an update, `--replace`): the next login still starts it again (its
    /// window's launch mark told the second Flotilla what it was).
    @Test func whatWasLaunchedIsRelaunchedAfterARestartInTheSession() throws {
        let first = try ManagedDisplay()
        let data = first.folders.state.appendingPathComponent("data")
        let url = data.appendingPathComponent("applications/logo.desktop")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "[Desktop Entry]\nType=Application\nName=logo\nExec=xlogo -geometry 200x150\n".write(to: url, atomically: true, encoding: .utf8)
        let empty = first.folders.state.appendingPathComponent("system")
        let shared = first.environment.merging(["XDG_DATA_HOME": data.path, "XDG_DATA_DIRS": empty.path, "XDG_CONFIG_DIRS": empty.path]) { $1 }

        var app = try RunningFlotilla(["--session"], command: "manage", environment: shared)
        _ = try app.wait(for: "did-begin-session")
        _ = try app.readyWindow()
        #expect(try runFlotilla(["launch", "logo"], environment: shared).status == 0)
        _ = try app.wait(for: "did-adopt") { $0["panel"] as? String == "logo" }
        kill(app.process.processIdentifier, SIGKILL)
        app.process.waitUntilExit()

        // Started again in the same X server: it takes xlogo's window back, then the user logs out.
        app = try RunningFlotilla(["--session"], command: "manage", environment: shared)
        #expect(try app.wait(for: "did-begin-session")["again"] as? Bool == true)
        _ = try app.readyWindow()
        _ = try app.wait(for: "did-adopt")
        try Self.logOut(app, on: first)
        #expect(eventually { !app.process.isRunning }, "logged out")

        // The next login, on a new X server: logo starts again.
        let second = try ManagedDisplay()
        app = try RunningFlotilla(["--session"], command: "manage", environment: shared.merging(["DISPLAY": second.environment["DISPLAY"]!]) { $1 })
        defer { app.stop() }
        #expect(try app.wait(for: "did-begin-session")["relaunch"] as? [String] == ["logo.desktop"])
        _ = try app.wait(for: "did-adopt") { $0["panel"] as? String == "logo" }
    }
}
