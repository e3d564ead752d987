import Assets
import Desktop
import Foundation
import Glibc
import Input
import TestSupport
import Testing
import X11

extension Live {
    /// X clients that misbehave on purpose, hosted in panels (Tests/LiveTests/Clients/misbehave.py,
    /// python3-xcffib): whatever they do, Flotilla lives and its other panels keep working.
    @Suite("Misbehaving apps, live", .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
    struct MisbehavingAppLiveTests {
        static let client = TestClients.misbehave
        static let scene = Assets.scene(named: "panels").path

        /// Flotilla running `misbehave.py mode`, once its window was adopted.
        func start(_ mode: String) throws -> (RunningFlotilla, WindowID, pid: Int32) {
            let app = try RunningFlotilla(["--scene", Self.scene, "--fresh", "--app", "/usr/bin/python3 \(Self.client) \(mode)"])
            let (window, _, _) = try app.readyWindow()
            let adopt = try app.wait(for: "did-adopt", timeout: 15)
            return (app, window, Int32(try #require(adopt["pid"] as? Int)))
        }

        /// Flotilla still answers: the app's panel (`panel`), dragged by its title bar, settles
        /// again, and Super+F3 shows exposé.
        func expectStillWorks(_ app: RunningFlotilla, _ window: WindowID, panel: String = "python3") throws {
            #expect(app.process.isRunning, "Flotilla lives: \(app.standardError.suffix(500))")
            let settles = { app.events.filter { $0["event"] as? String == "did-settle" && $0["panel"] as? String == panel } }
            let frame = try #require(settles().last?["frame"] as? [String: Double])
            let before = settles().count
            let input = try SyntheticInput(connection: try X11Connection())
            try input.gesture(in: window, from: (Int(frame["x"]!) + 60, Int(frame["y"]!) + 10), step: (4, 4), count: 5, interval: 0.02, rest: 0.15)
            _ = try app.wait(for: "did-settle") { _ in settles().count > before }
            try input.key(KeyPress(.function(3), modifiers: .super))
            _ = try app.wait(for: "did-enter-expose")
        }

        @Test(arguments: ["burst 100", "resize-loop", "hints zero", "hints huge", "hints min-above-max", "title-1mb", "never-paints"])
        func flotillaLivesAndItsOtherPanelsWork(mode: String) throws {
            let (app, window, pid) = try start(mode)
            defer {
                kill(pid, SIGKILL)
                app.stop()
            }
            let adopt = try app.wait(for: "did-adopt")
            #expect((adopt["title"] as? String)?.count ?? 0 <= 512, "a title is cut to 512 characters")
            // A burst's windows fill the window, then cascade over one another: the front one,
            // the last taken once all are, is the one whose title bar nothing covers.
            let windows = mode.hasPrefix("burst ") ? Int(mode.dropFirst(6))! : 1
            let adopts = { app.events.filter { $0["event"] as? String == "did-adopt" } }
            _ = try app.wait(for: "did-adopt", timeout: 20) { _ in adopts().count >= windows }
            let front = try #require(adopts().last?["panel"] as? String)
            _ = try app.wait(for: "did-settle", timeout: 10) { $0["panel"] as? String == front }
            try expectStillWorks(app, window, panel: front)
        }

        /// The close button asks (WM_DELETE_WINDOW); an app that takes part but never closes is
        /// ended by a second press 5 s later (KillClient), and its panel goes.
        @Test func aSecondCloseAfterFiveSecondsEndsAnAppThatWillNotClose() throws {
            let (app, window, _) = try start("ignores-close")
            defer { app.stop() }
            let frame = try #require(try app.wait(for: "did-settle") { $0["panel"] as? String == "python3" }["frame"] as? [String: Double])
            let input = try SyntheticInput(connection: try X11Connection())
            let close = (x: Int(frame["x"]!) + 8 + 14, y: Int(frame["y"]!) + 22)
            func pressClose() throws {
                try input.move(to: close.x, close.y, in: window)
                try input.press(button: 1)
                try input.release(button: 1)
            }
            try pressClose()
            _ = try app.wait(for: "did-request-close")
            Thread.sleep(forTimeInterval: 1)
            #expect(!app.events.contains { $0["event"] as? String == "did-close" }, "asked, it stays")
            Thread.sleep(forTimeInterval: 4.2)
            try pressClose()
            _ = try app.wait(for: "did-close") { $0["panel"] as? String == "python3" }
            _ = try app.wait(for: "did-app-exit") { $0["panel"] as? String == "python3" }
            #expect(app.process.isRunning)
        }

        @Test func anAppThatDiesInTheMiddleOfADragEndsNothing() throws {
            let (app, window, pid) = try start("plain")
            defer { app.stop() }
            _ = try app.wait(for: "did-settle") { $0["panel"] as? String == "python3" }
            let frame = try #require(app.events.last { $0["event"] as? String == "did-settle" }?["frame"] as? [String: Double])
            let input = try SyntheticInput(connection: try X11Connection())
            let start = (x: Int(frame["x"]!) + 80, y: Int(frame["y"]!) + 20)
            try input.move(to: start.x, start.y, in: window)
            try input.press(button: 1)
            for i in 1...4 {
                Thread.sleep(forTimeInterval: 0.02)
                try input.move(to: start.x + 10 * i, start.y + 6 * i, in: window)
            }
            kill(pid, SIGKILL)
            for i in 5...10 {
                Thread.sleep(forTimeInterval: 0.02)
                try input.move(to: start.x + 10 * i, start.y + 6 * i, in: window)
            }
            try input.release(button: 1)
            _ = try app.wait(for: "did-app-exit") { $0["signal"] as? Int == Int(SIGKILL) }
            _ = try app.wait(for: "did-close") { $0["panel"] as? String == "python3" }
            #expect(app.process.isRunning)
            // Date (at 480, 170 in the panels scene) still drags and settles.
            try input.gesture(in: window, from: (620, 185), step: (-4, 4), count: 5, interval: 0.02, rest: 0.15)
            _ = try app.wait(for: "did-settle") { $0["panel"] as? String == "date" }
        }
    }
}
