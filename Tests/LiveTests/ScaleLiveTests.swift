@testable import App
import Assets
import Foundation
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
