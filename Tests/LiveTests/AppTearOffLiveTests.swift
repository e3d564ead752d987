@testable import App
import Assets
import CXCB
import Desktop
import Foundation
import Glibc
import Input
import TestSupport
import Testing
@testable import X11

extension Live {
    /// Issue 24, item 4: a hosted app torn off (`n`) becomes an ordinary window of the desktop,
    /// a child of the root (or of the window manager's frame), not redirected, where it was on
    /// the screen; under openbox, dragged by openbox's title bar back over Flotilla's window and
    /// let go, it is a panel again; the session remembers it torn off.
    @Suite("Apps torn off to the desktop, live", .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
    struct AppTearOffLiveTests {
        static let scene = Assets.scene(named: "panels").path
        static let xlogo = "xlogo -geometry 240x150"

        /// Flotilla on the panels scene with xlogo (plus `extra` arguments), once xlogo's window
        /// is adopted: it, its window and xlogo's pid.
        func startWithXlogo(_ extra: [String] = ["--fresh"], environment: [String: String]? = nil) throws
            -> (app: RunningFlotilla, window: WindowID, pid: Int32) {
            let app = try RunningFlotilla(["--scene", Self.scene, "--app", Self.xlogo] + extra, environment: environment)
            do {
                let (window, _, _) = try app.readyWindow()
                let pid = try #require((try app.wait(for: "did-adopt")["pid"] as? Int).map(Int32.init))
                return (app, window, pid)
            } catch {
                app.stop()
                throw error
            }
        }

        /// The last did-settle frame of `panel`, waiting until there are more than `count`.
        func settled(_ app: RunningFlotilla, _ panel: String, after count: Int = 0) throws -> (x: Int, y: Int, width: Int, height: Int) {
            let matching = { app.events.filter { $0["event"] as? String == "did-settle" && $0["panel"] as? String == panel } }
            _ = try app.wait(for: "did-settle") { _ in matching().count > count }
            let frame = try #require(matching().last?["frame"] as? [String: Double])
            return (Int(frame["x"]!), Int(frame["y"]!), Int(frame["width"]!), Int(frame["height"]!))
        }

        /// The adopted client in Flotilla's window `window` (inside its frame).
        func adoptedClient(in window: WindowID, _ connection: X11Connection) throws -> WindowID {
            let frame = try #require(try connection.children(of: window).first)
            return try #require(try connection.children(of: frame).first)
        }

        /// xlogo's panel, settled, torn off with Super+n (xlogo has the keyboard): the client and
        /// where its content was on the root.
        func tearOffXlogo(_ app: RunningFlotilla, in window: WindowID, _ connection: X11Connection, _ input: SyntheticInput) throws
            -> (client: WindowID, content: RootPoint) {
            let frame = try settled(app, "xlogo")
            let client = try adoptedClient(in: window, connection)
            let content = try connection.rootPosition(frame.x, frame.y + 44, in: window)
            try input.move(to: frame.x + 40, frame.y + 80, in: window)
            try input.key(KeyPress(.character("n"), modifiers: .super))
            let torn = try app.wait(for: "did-tear-off") { $0["panel"] as? String == "xlogo" }
            let tornFrame = try #require(torn["frame"] as? [String: Double])
            #expect(tornFrame == ["x": Double(frame.x), "y": Double(frame.y), "width": Double(frame.width), "height": Double(frame.height)])
            return (client, content)
        }

        @Test func nTearsAHostedXlogoOffToTheDesktopWhereItWas() throws {
            let folders = try PrivateUserFolders()
            let (app, window, pid) = try startWithXlogo(environment: folders.environment())
            defer { app.stop() }
            defer { kill(pid, SIGTERM) }
            let connection = try X11Connection()
            let input = try SyntheticInput(connection: connection)
            let (client, content) = try tearOffXlogo(app, in: window, connection, input)

            // A child of the root again, not redirected (a second manual redirect is taken), at
            // the same place on the screen, still marked as the app's; its panel closes here.
            #expect(connection.parent(of: client) == connection.rootWindow)
            #expect(X11TestSupport.redirectError(of: client) == nil, "no longer redirected")
            #expect(try connection.rootPosition(0, 0, in: client) == content)
            #expect(try connection.size(of: client) == (240, 150))
            #expect(connection.appMark(of: client) == "xlogo")
            _ = try app.wait(for: "did-close") { $0["panel"] as? String == "xlogo" }
            // The screen shows xlogo itself there now: its own pixels, drawn by the server.
            let own = try connection.capture(client)
            #expect(try eventually { try connection.capture(connection.rootWindow, area: PixelRect(x: content.x, y: content.y, width: 240, height: 150)).pixels == own.pixels },
                    "the root shows xlogo's own pixels where it lies")

            // Torn off, it is in the session; its window closing on the desktop ends it there:
            // Flotilla runs on, with no panel for it, and the session no longer lists it.
            #expect(eventually { Self.savedSession(in: folders)?.contains("\"tornOffApps\"") == true }, "saved torn off")
            kill(pid, SIGTERM)
            _ = try app.wait(for: "did-app-exit") { $0["panel"] as? String == "xlogo" }
            #expect(app.process.isRunning)
            app.stop()
            #expect(app.process.terminationStatus == 0)
            #expect(!app.events.drop { $0["event"] as? String != "did-tear-off" }.contains { $0["event"] as? String == "did-present" },
                    "nothing shows its panel again")
            let last = try #require(Self.savedSession(in: folders), "saved at the end")
            #expect(!last.contains("tornOffApps"), "nothing torn off any more")
        }

        /// The session file the run with `folders` saved; nil before it saved one. (No `#require`
        /// here: polled through `eventually`, a miss before the first save would be recorded.)
        static func savedSession(in folders: PrivateUserFolders) -> String? {
            let files = (try? FileManager.default.contentsOfDirectory(at: folders.state.appendingPathComponent("flotilla"), includingPropertiesForKeys: nil)) ?? []
            return files.first { $0.pathExtension == "json" }.flatMap { try? String(contentsOf: $0, encoding: .utf8) }
        }

        /// Dragged by its title bar out of Flotilla's window, the app's window goes back to the
        /// desktop and follows the pointer until the button is let go.
        @Test func draggedOutOfTheWindowAnAppFollowsThePointerOnTheDesktop() throws {
            let (app, window, pid) = try startWithXlogo()
            defer { app.stop() }
            defer { kill(pid, SIGTERM) }
            let width = 1100  // the panels scene's
            let frame = try settled(app, "xlogo")
            let connection = try X11Connection()
            let client = try adoptedClient(in: window, connection)
            let input = try SyntheticInput(connection: connection)
            // Grabbed 100 pt in and 20 pt down its title bar, carried 150 pt past the window's right edge.
            let from = (x: frame.x + 100, y: frame.y + 20)
            let step = ((width + 150 - from.x) / 10, 3)
            try input.gesture(in: window, from: from, step: step, count: 10, interval: 0.02, rest: 0.15)
            _ = try app.wait(for: "did-tear-off") { $0["panel"] as? String == "xlogo" }
            let pointer = try connection.rootPosition(from.x + step.0 * 10, from.y + step.1 * 10, in: window)
            let expected = RootPoint(x: pointer.x - 100, y: pointer.y - 20 + 44)
            #expect(connection.parent(of: client) == connection.rootWindow)
            #expect(eventually { (try? connection.rootPosition(0, 0, in: client)) == expected },
                    "under the pointer as it was grabbed: \(String(describing: try? connection.rootPosition(0, 0, in: client))) vs \(expected)")
        }

        /// Torn off, Flotilla quit, the app ended meanwhile: the next run starts it on the desktop
        /// (marked as that app's, so a later run knows it), not in a panel.
        @Test func anAppTornOffAndGoneStartsOnTheDesktopNextTime() throws {
            let folders = try PrivateUserFolders()
            let (first, window, pid) = try startWithXlogo([], environment: folders.environment())
            let connection = try X11Connection()
            let (client, _) = try tearOffXlogo(first, in: window, connection, try SyntheticInput(connection: connection))
            first.stop()
            kill(pid, SIGTERM)
            #expect(eventually { (try? connection.size(of: client)) == nil }, "xlogo ended, its window gone")

            let second = try RunningFlotilla(["--scene", Self.scene, "--app", Self.xlogo], environment: folders.environment())
            defer { second.stop() }
            let (mainAgain, _, _) = try second.readyWindow()
            var started: WindowID?
            #expect(eventually { started = try? connection.topLevelWindows().first { connection.appMark(of: $0) == "xlogo" }; return started != nil },
                    "a new xlogo maps on the desktop, marked as the app's")
            let fresh = try #require(started)
            defer { if let pid = connection.clientPID(of: fresh) { kill(pid, SIGTERM) } }
            #expect(connection.clientPID(of: fresh) != pid, "a new process (its window id may be the old one again)")
            #expect(connection.parent(of: fresh) == connection.rootWindow)
            #expect(try connection.children(of: mainAgain).isEmpty, "nothing adopted into Flotilla's window")
            #expect(!second.events.contains { $0["event"] as? String == "did-adopt" })
        }

        @Test func underOpenboxATornOffAppDroppedOverFlotillaIsAPanelAgain() throws {
            try Openbox.run { openbox in
                let (app, window, pid) = try startWithXlogo(["--fresh", "--log-level", "info"], environment: openbox.environment)
                defer { app.stop() }
                defer { kill(pid, SIGTERM) }
                let (client, content) = try tearOffXlogo(app, in: window, openbox.connection, openbox.input)
                // Openbox frames it, leaving it where it was (USPosition, static gravity).
                // (Openbox reparents first and places its frame after: waited for, under load.)
                let frame = try openbox.frame(of: client)
                #expect(eventually { (try? openbox.connection.rootPosition(0, 0, in: client)) == content },
                        "openbox's frame at \(String(describing: try? openbox.connection.rootPosition(0, 0, in: frame))), the content was at \(content)")

                // Resized by openbox (from its lower-right corner) with the pointer let go over
                // Flotilla's window: no drop, it stays on the desktop. (Openbox may map it below
                // Flotilla's focused window, its focus-stealing prevention going by user times:
                // activated first, as a click would, it is on top where the corner is pressed.)
                _ = try openbox.output(of: "wmctrl", ["-i", "-a", "0x" + String(client, radix: 16)])
                let size = try openbox.connection.size(of: client)
                let corner = try openbox.connection.rootPosition(size.width - 4, size.height - 4, in: client)
                #expect(eventually { openbox.connection.windows(at: corner.x, corner.y).split(separator: " ").contains(Substring(String(client, radix: 16))) },
                        "xlogo on top at its corner: \(openbox.connection.windows(at: corner.x, corner.y))")
                try openbox.resize(client, by: (40, 30))
                #expect(eventually { app.standardError.contains("was resized to 280x180, not dropped") }, "\(app.standardError)")
                #expect(app.events.filter { $0["event"] as? String == "did-adopt" }.count == 1)
                #expect(openbox.connection.parent(of: client) == frame)

                // Dragged by openbox's title bar until the pointer is over Flotilla's window, let go
                // there: its panel floats where the window was let go, at its new size.
                let settles = app.events.filter { $0["event"] as? String == "did-settle" && $0["panel"] as? String == "xlogo" }.count
                let dropped = try openbox.dragTitleBar(of: frame, client: client, to: try openbox.connection.rootPosition(500, 400, in: window))
                let again = try app.wait(for: "did-adopt") { _ in app.events.filter { $0["event"] as? String == "did-adopt" }.count == 2 }
                #expect(again["pid"] as? Int == Int(pid) && again["panel"] as? String == "xlogo")
                let presented = try app.wait(for: "did-present") { $0["panel"] as? String == "xlogo" }
                #expect(presented["state"] as? String == "floating")
                let panel = try settled(app, "xlogo", after: settles)
                #expect(try openbox.connection.rootPosition(panel.x, panel.y + 44, in: window) == dropped, "\(panel)")
                #expect(panel.width == 280 && panel.height == 180 + 44)
                #expect(try adoptedClient(in: window, openbox.connection) == client, "in Flotilla's window again")
                #expect(try openbox.connection.rootPosition(0, 0, in: client) == dropped, "the real window lies under its content")
                #expect(X11TestSupport.redirectError(of: try #require(openbox.connection.parent(of: client)), display: openbox.display) == 10,
                        "its frame redirected again")
            }
        }

        /// Torn off, Flotilla quit, run again: the app stays on the desktop (its window is not
        /// taken back, nor is a second xlogo started), and it docks as before.
        @Test func aSessionRemembersAnAppTornOff() throws {
            try Openbox.run { openbox in
                let (first, window, pid) = try startWithXlogo([], environment: openbox.environment)
                defer { kill(pid, SIGTERM) }
                let (client, content) = try tearOffXlogo(first, in: window, openbox.connection, openbox.input)
                let frame = try openbox.frame(of: client)
                first.stop()
                #expect(first.process.terminationStatus == 0)
                #expect(kill(pid, 0) == 0, "xlogo runs on")
                #expect(openbox.connection.parent(of: client) == frame, "still on the desktop, in openbox's frame")
                let saved = try #require(Self.savedSession(in: openbox.folders))
                #expect(saved.contains("\"tornOffApps\" : [\n    \"xlogo\"\n  ]"), "\(saved)")

                let second = try RunningFlotilla(["--scene", Self.scene, "--app", Self.xlogo], environment: openbox.environment)
                defer { second.stop() }
                let (mainAgain, _, _) = try second.readyWindow()
                // Apps are settled before the window maps: a round trip through Flotilla (its ready) is enough.
                #expect(openbox.connection.parent(of: client) == frame, "left in openbox's frame")
                #expect(try openbox.connection.rootPosition(0, 0, in: client) == content)
                #expect(try openbox.xlogoWindows() == [client], "no second xlogo")
                // Flotilla's window opened over it: brought to the front as a taskbar would.
                try openbox.activate(client, in: frame, above: try openbox.frame(of: mainAgain))
                try openbox.dragTitleBar(of: frame, client: client, to: try openbox.connection.rootPosition(500, 400, in: mainAgain))
                let docked = try second.wait(for: "did-adopt", timeout: 5)
                #expect(docked["pid"] as? Int == Int(pid))
                #expect(try adoptedClient(in: mainAgain, openbox.connection) == client)
            }
        }
    }
}
