@testable import App
@testable import Bench
import Assets
import Desktop
import Foundation
import Glibc
import Input
import Render
import TestSupport
import Testing
import X11

extension Live {
    /// Sessions under Xvfb: a layout changed by hand comes back after a restart, whether Flotilla
    /// was stopped with SIGTERM (it saves on the way out) or killed with SIGKILL once it saved by
    /// itself (500 ms after the last change; the test waits for the file, not for a time).
    @Suite("Sessions, live", .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
    struct SessionLiveTests {
        let scene = Assets.scene(named: "panels").path

        /// Private state and runtime folders, and the environment that points flotilla at them.
        func withState(_ body: ([String: String], URL) throws -> Void) throws {
            let folders = try PrivateUserFolders()
            try body(folders.environment(), folders.state)
        }

        /// Pins Date to the right (its title bar carried to the edge) and waits until it rests.
        func pinDate(_ app: RunningFlotilla, in window: WindowID, _ input: SyntheticInput) throws {
            try input.gesture(in: window, from: (620, 185), step: (42, 0), count: 11, interval: 0.015, rest: 0.15)
            _ = try app.wait(for: "did-pin")
            _ = try app.wait(for: "did-settle") { $0["panel"] as? String == "tags" }
        }

        /// Starts flotilla again and returns its settled window's pixels.
        func restarted(_ environment: [String: String]) throws -> Image {
            let app = try RunningFlotilla(["--scene", scene], environment: environment)
            defer { app.stop() }
            let (id, _, _) = try app.readyWindow()
            Thread.sleep(forTimeInterval: 0.3)
            return Image(try X11Connection().capture(id))
        }

        @Test(arguments: [SIGTERM, SIGKILL])
        func aLayoutSurvivesARestart(signal: Int32) throws {
            try withState { environment, state in
                let app = try RunningFlotilla(["--scene", scene], environment: environment)
                let (id, _, _) = try app.readyWindow()
                let connection = try X11Connection()
                let input = try SyntheticInput(connection: connection)
                try pinDate(app, in: id, input)
                Thread.sleep(forTimeInterval: 0.6)
                let before = Image(try connection.capture(id))
                if signal == SIGKILL {
                    #expect(try eventually { try savedPin(in: state) }, "the pinned layout is saved without being asked")
                }
                kill(app.process.processIdentifier, signal)
                app.process.waitUntilExit()
                if signal == SIGTERM { #expect(app.process.terminationStatus == 0, "SIGTERM ends the session cleanly") }
                let files = try FileManager.default.contentsOfDirectory(atPath: state.appendingPathComponent("flotilla").path)
                #expect(files.count == 1 && files[0].hasPrefix("panels-") && files[0].hasSuffix(".json"), "\(files)")

                let after = try restarted(environment)
                let difference = ImageComparison.compare(expected: before, actual: after)
                #expect(difference.passes(.live), "restarted vs before: \(difference)")
                // --fresh starts from the scene: Date floats again.
                let fresh = try runFreshly(environment)
                #expect(!ImageComparison.compare(expected: before, actual: fresh).passes(.live), "--fresh ignores the session")
            }
        }

        /// Whether the session file in `state` has Date pinned.
        func savedPin(in state: URL) throws -> Bool {
            let folder = state.appendingPathComponent("flotilla")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { $0.hasPrefix("panels-") && $0.hasSuffix(".json") }.contains { name in
                guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)),
                      let session = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                      let windows = session["windows"] as? [[String: Any]] else { return false }
                return windows.contains { window in
                    let panels = (window["layout"] as? [String: Any])?["panels"] as? [[String: Any]] ?? []
                    return panels.contains { $0["id"] as? String == "date" && $0["state"] as? String == "pinned" }
                }
            }
        }

        func runFreshly(_ environment: [String: String]) throws -> Image {
            let app = try RunningFlotilla(["--scene", scene, "--fresh"], environment: environment)
            defer { app.stop() }
            let (id, _, _) = try app.readyWindow()
            Thread.sleep(forTimeInterval: 0.3)
            return Image(try X11Connection().capture(id))
        }

        /// A panel torn off into its own window comes back in its own window, where it was.
        @Test func aTornOffWindowComesBack() throws {
            try withState { environment, _ in
                let first = try RunningFlotilla(["--scene", scene], environment: environment)
                let (main, _, _) = try first.readyWindow()
                let connection = try X11Connection()
                let input = try SyntheticInput(connection: connection)
                try input.move(to: 1000, 650, in: main)
                try input.key(KeyPress(.character("n")))
                _ = try first.wait(for: "did-tear-off")
                Thread.sleep(forTimeInterval: 0.8)
                first.stop()
                #expect(first.process.terminationStatus == 0)

                let before = Set(try connection.topLevelWindows())
                let app = try RunningFlotilla(["--scene", scene], environment: environment)
                defer { app.stop() }
                let (again, _, _) = try app.readyWindow()
                let window = try #require(try connection.newTopLevelWindow(besides: before.union([again])), "the torn-off window is back")
                #expect(try connection.property("_NET_WM_NAME", of: window)?.string == "Date — Flotilla")
                let origin = try connection.rootPosition(0, 0, in: window), mainOrigin = try connection.rootPosition(0, 0, in: again)
                #expect(origin.x == mainOrigin.x + 480 && origin.y == mainOrigin.y + 170)
            }
        }

        /// A window opened with `flotilla open` comes back after a restart; `flotilla open` of the
        /// same window, when it starts Flotilla, restores the session and does not open it twice.
        @Test func anOpenedWindowComesBack() throws {
            try withState { environment, _ in
                let connection = try X11Connection()
                let first = try RunningFlotilla(["--scene", scene], environment: environment)
                _ = try first.readyWindow()
                let before = Set(try connection.topLevelWindows())
                let opened = try runFlotilla(["open", "detail", "--param", "place=ferry"], environment: environment)
                #expect(opened.status == 0, "\(opened.stderr)")
                let detail = try #require(try connection.newTopLevelWindow(besides: before))
                let origin = try connection.rootPosition(0, 0, in: detail)
                Thread.sleep(forTimeInterval: 0.8)
                kill(first.process.processIdentifier, SIGTERM)
                first.process.waitUntilExit()
                #expect(first.process.terminationStatus == 0)

                let known = Set(try connection.topLevelWindows())
                let app = try RunningFlotilla(["detail", "--param", "place=ferry", "--scene", scene], command: "open", environment: environment)
                defer { app.stop() }
                _ = try app.readyWindow()
                Thread.sleep(forTimeInterval: 0.5)
                let details = try connection.topLevelWindows().filter {
                    try !known.contains($0) && (connection.property("_NET_WM_NAME", of: $0)?.string) == "Flotilla — Detail — place=ferry"
                }
                #expect(details.count == 1, "the restored detail window, and no second one")
                if let window = details.first {
                    let position = try connection.rootPosition(0, 0, in: window)
                    #expect(position.x == origin.x && position.y == origin.y)
                }
            }
        }

        /// A window saved where the screen no longer reaches (a monitor unplugged) opens on it.
        @Test func aWindowSavedOffTheScreenComesBackOnIt() throws {
            try withState { environment, _ in
                let file = SessionFile.url(forScene: URL(fileURLWithPath: scene), environment: environment)
                let first = try RunningFlotilla(["--scene", scene], environment: environment)
                _ = try first.readyWindow()
                first.stop()
                var json = try String(contentsOf: file, encoding: .utf8)
                json = json.replacingOccurrences(of: #""x" : 0,"#, with: #""x" : 4000,"#)
                try json.write(to: file, atomically: true, encoding: .utf8)
                let app = try RunningFlotilla(["--scene", scene], environment: environment)
                defer { app.stop() }
                let (id, _, _) = try app.readyWindow()
                let origin = try X11Connection().rootPosition(0, 0, in: id)
                // The 1100 pt window on a 1280 pt screen: at most 180 from its left.
                #expect((0...180).contains(origin.x), "\(origin)")
            }
        }

        /// A window saved on a monitor that is gone (RandR) opens on one that is there; while the
        /// monitor is there it opens where it was.
        @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/bin/xrandr"), "needs xrandr (scripts/test installs it)"))
        func aWindowSavedOnAMonitorThatIsGoneOpensOnAnother() throws {
            let xvfb = try PrivateXvfb(width: 2560, height: 800)
            let folders = try PrivateUserFolders()
            let environment = folders.environment(["DISPLAY": xvfb.display])
            func xrandr(_ arguments: String...) throws {
                let result = try runProcess("/usr/bin/xrandr", arguments, environment: environment)
                #expect(result.status == 0, "xrandr \(arguments): \(result.stderr)")
            }
            try xrandr("--setmonitor", "left", "1280/339x800/212+0+0", "screen")
            try xrandr("--setmonitor", "right", "1280/339x800/212+1280+0", "none")
            let connection = try X11Connection(display: xvfb.display)
            #expect(connection.monitors().count == 2)
            func placedX() throws -> Int {
                let app = try RunningFlotilla(["--scene", scene], environment: environment)
                defer { app.stop() }
                let (id, _, _) = try app.readyWindow()
                return try connection.rootPosition(0, 0, in: id).x
            }
            _ = try placedX()
            let file = SessionFile.url(forScene: URL(fileURLWithPath: scene), environment: environment)
            let json = try String(contentsOf: file, encoding: .utf8)
            try json.replacingOccurrences(of: #""x" : 0,"#, with: #""x" : 1400,"#).write(to: file, atomically: true, encoding: .utf8)
            #expect(try placedX() == 1400, "on the right monitor, where it was")
            try xrandr("--delmonitor", "right")
            // The 1100 pt window moves onto the left monitor, its right edge on the monitor's.
            #expect(try placedX() == 180)
        }

        /// A damaged session file: reported in one line, kept as `.bak`, and Flotilla starts from
        /// the scene.
        @Test(arguments: ["{\"version\": 1, \"windows\": [", "garbage", "{\"version\": 7, \"windows\": []}"])
        func aDamagedSessionIsSetAsideAndFlotillaStarts(content: String) throws {
            try withState { environment, _ in
                let file = SessionFile.url(forScene: URL(fileURLWithPath: scene), environment: environment)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(content.utf8).write(to: file)
                let app = try RunningFlotilla(["--scene", scene], environment: environment)
                defer { app.stop() }
                _ = try app.readyWindow()
                let report = app.standardError.split(separator: "\n").filter { $0.contains("session") }
                #expect(report.count == 1 && report[0].contains("moved aside as \(file.lastPathComponent).bak"), "\(app.standardError)")
                #expect(try String(contentsOf: file.appendingPathExtension("bak"), encoding: .utf8) == content)
            }
        }
    }
}
