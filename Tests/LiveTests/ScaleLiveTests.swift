@testable import App
@testable import Bench
import Assets
import Desktop
import Foundation
import Input
import TestSupport
import Testing
import X11

extension Live {
    /// HiDPI: `flotilla run` under an Xvfb of its own whose root says `Xft.dpi: 192` (set on that
    /// server only) opens its window at twice the scene's point size, and input in points lands
    /// where it does at scale 1.
    @Suite("Scale, live", .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
    struct ScaleLiveTests {
        /// Merges `resources` (`xrdb` lines) into the RESOURCE_MANAGER of `server`, and only its.
        private func merge(_ resources: String, into server: PrivateXvfb) throws {
            let xrdb = Process(), input = Pipe()
            xrdb.executableURL = URL(fileURLWithPath: "/usr/bin/xrdb")
            xrdb.arguments = ["-nocpp", "-merge"]
            xrdb.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": server.display]) { _, new in new }
            xrdb.standardInput = input
            try xrdb.run()
            input.fileHandleForWriting.write(Data(resources.utf8))
            try input.fileHandleForWriting.close()
            xrdb.waitUntilExit()
            #expect(xrdb.terminationStatus == 0, "xrdb -merge on \(server.display)")
        }

        /// The demo scene run on `server` with `arguments` after it.
        private func run(on server: PrivateXvfb, _ folders: PrivateUserFolders, _ arguments: [String] = []) throws -> RunningFlotilla {
            try RunningFlotilla(["--scene", Assets.scene(named: "demo").path] + arguments,
                                environment: folders.environment(["DISPLAY": server.display]))
        }

        @Test func xftDPI192OpensTheWindowAtTwiceItsPointSize() throws {
            let server = try PrivateXvfb(width: 2600, height: 1700), folders = try PrivateUserFolders()
            // Both live until the end, after the flotilla they serve.
            defer { withExtendedLifetime((server, folders)) {} }
            try merge("Xft.dpi: 192\n", into: server)
            let app = try run(on: server, folders)
            defer { app.stop() }
            let ready = try app.wait(for: "ready")
            #expect(ready["width"] as? Double == 800 && ready["height"] as? Double == 560 && ready["scale"] as? Double == 2, "\(ready)")
            let id = WindowID(try #require(ready["window"] as? Int))

            let connection = try X11Connection(display: server.display)
            let shot = try connection.capture(id)
            #expect(shot.width == 1600 && shot.height == 1120)

            // The fling of FlotillaRunTests, in points: XTEST moves to points × 2 in pixels. The
            // panel parks where it does at scale 1, in points.
            let input = try SyntheticInput(connection: connection, scale: 2)
            try input.gesture(in: id, from: (270, 130), step: (30, 17), count: 8, interval: 0.01)
            let settled = try app.wait(for: "did-settle")
            #expect(settled["frame"] as? [String: Double] == ["x": 720, "y": 516, "width": 300, "height": 180])
            let names = app.events.compactMap { $0["event"] as? String }
            #expect(names == ["ready", "did-begin-dragging", "did-end-dragging", "did-settle"])
        }

        /// At scale 2 a torn-off panel's window is its point size × 2 in pixels, where the panel
        /// was on screen, with size hints in pixels; after a restart it comes back there (the
        /// session keeps points), and let go over the main window it docks at the point it would
        /// at scale 1.
        @Test func aTornOffWindowIsInPixelsAndComesBack() throws {
            let server = try PrivateXvfb(width: 2600, height: 1700), folders = try PrivateUserFolders()
            defer { withExtendedLifetime((server, folders)) {} }
            let connection = try X11Connection(display: server.display)
            let arguments = ["--scene", Assets.scene(named: "panels").path, "--scale", "2"]
            let environment = folders.environment(["DISPLAY": server.display])
            let first = try RunningFlotilla(arguments, environment: environment)
            let (main, _, _) = try first.readyWindow()
            let before = Set(try connection.topLevelWindows())
            let input = try SyntheticInput(connection: connection, scale: 2)
            // Keys go where the pointer is (no window manager gives the focus).
            try input.move(to: 1000, 650, in: main)
            try input.key(KeyPress(.character("n")))
            // Date floats at (480, 170, 280×214) pt and has the focus.
            #expect(try first.wait(for: "did-tear-off")["frame"] as? [String: Double] == ["x": 480, "y": 170, "width": 280, "height": 214])
            let torn = try #require(try connection.newTopLevelWindow(besides: before), "a second top-level window")
            let mainOrigin = try connection.rootPosition(0, 0, in: main)
            let origin = try connection.rootPosition(0, 0, in: torn)
            #expect(origin.x == mainOrigin.x + 960 && origin.y == mainOrigin.y + 340)
            let shot = try connection.captureWhenShown(torn)
            #expect(shot.width == 560 && shot.height == 428)
            let hints = try #require(try connection.property("WM_NORMAL_HINTS", of: torn)).values32
            #expect(Array(hints[5...8]) == [440, 348, 960, 808], "Date's 220…480 × 174…404 pt, in pixels")

            Thread.sleep(forTimeInterval: 0.8)
            kill(first.process.processIdentifier, SIGTERM)
            first.process.waitUntilExit()
            #expect(first.process.terminationStatus == 0)

            let known = Set(try connection.topLevelWindows())
            let app = try RunningFlotilla(arguments, environment: environment)
            defer { app.stop() }
            let (restoredMain, _, _) = try app.readyWindow()
            Thread.sleep(forTimeInterval: 0.5)
            let restored = try #require(try connection.newTopLevelWindow(besides: known.union([restoredMain])), "the torn-off window came back")
            let back = try connection.rootPosition(0, 0, in: restored)
            #expect(back.x == origin.x && back.y == origin.y)
            #expect(try connection.captureWhenShown(restored).width == 560)

            // Dragged by its title strip 40 pt right and let go over the main window, it docks.
            try input.dragOnRoot(from: back.x + 280, back.y + 44, right: 16)
            let settled = try app.wait(for: "did-settle") { $0["panel"] as? String == "date" }
            #expect(settled["frame"] as? [String: Double] == ["x": 520, "y": 170, "width": 280, "height": 214])
        }

        @Test func scaleOneOverridesTheDesktop() throws {
            let server = try PrivateXvfb(width: 1280, height: 800), folders = try PrivateUserFolders()
            // Both live until the end, after the flotilla they serve.
            defer { withExtendedLifetime((server, folders)) {} }
            try merge("Xft.dpi: 192\n", into: server)
            let app = try run(on: server, folders, ["--scale", "1"])
            defer { app.stop() }
            let ready = try app.wait(for: "ready")
            #expect(ready["scale"] as? Double == 1 && ready["width"] as? Double == 800, "\(ready)")
            let shot = try X11Connection(display: server.display).capture(WindowID(try #require(ready["window"] as? Int)))
            #expect(shot.width == 800 && shot.height == 560)
        }
    }
}
