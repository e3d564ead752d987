import App
import Assets
import Compositor
import Foundation
import Model
import Render
import SnapshotTesting
import TestSupport
import Testing
import X11

extension Live {
    /// The classic popover under Xvfb: a click on the Library panel's Share button opens it, a
    /// click on "Show details" pushes page B; the settled window read back from the server matches
    /// its golden and the offscreen render of the same two clicks.
    @Suite("Popover, live", .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
    struct PopoverLiveTests {
        /// assets/scenes/popover.json with the popover closed, until its button opens it.
        static func closedScene() throws -> URL {
            var json = try String(contentsOf: Assets.scene(named: "popover"), encoding: .utf8)
            json = json.replacingOccurrences(of: #""state": "popover", "parent": "library","#, with: #""state": "hidden","#)
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-popover-\(UUID().uuidString).json")
            try json.write(to: url, atomically: true, encoding: .utf8)
            return url
        }

        /// The Share button (Library at 40, 80, 300×220: its button row 12 pt in, 30 high, 12 from
        /// the bottom), then page A's button (A opens at 338, 123: its button under the 24 pt grabber strip).
        static let clicks: [Point] = [Point(x: 190, y: 273), Point(x: 488, y: 169)]

        @Test func clickingTheSourceThenPushOpensAndPushes() throws {
            let scene = try Self.closedScene()
            defer { try? FileManager.default.removeItem(at: scene) }
            let app = try RunningFlotilla(["--scene", scene.path])
            defer { app.stop() }
            let (id, width, height) = try app.readyWindow()
            #expect(width == 1200 && height == 800)

            let connection = try X11Connection()
            let input = try SyntheticInput(connection: connection)
            for (i, p) in Self.clicks.enumerated() {
                try input.move(to: Int(p.x), Int(p.y), in: id)
                try input.press(button: 1)
                try input.release(button: 1)
                if i == 0 {
                    let opened = try app.wait(for: "did-present")
                    #expect(opened["panel"] as? String == "share" && opened["state"] as? String == "popover")
                    #expect(opened["style"] as? String == "popover" && opened["page"] as? String == "a")
                    _ = try app.wait(for: "did-settle") { $0["panel"] as? String == "share" }
                }
            }
            let pushed = try app.wait(for: "did-push")
            #expect(pushed["from"] as? String == "a" && pushed["to"] as? String == "b")
            let resized = try app.wait(for: "did-resize") { ($0["size"] as? [String: Double])?["width"] == 600 }
            #expect(resized["size"] as? [String: Double] == ["width": 600, "height": 400])
            // The size and slide spring (0.3 s response, critically damped) are at rest well within a second.
            Thread.sleep(forTimeInterval: 1)

            let shot = Image(try connection.capture(id))
            assertSnapshot(of: shot, as: .png(tolerance: .live), named: "pushed")
            let clock = ManualClock()
            let headless = try HeadlessRenderer()
            let offscreen = Compositor(scene: try SceneLoading.load(path: scene.path), clock: clock, textMeasurer: headless.textMeasurer)
            for p in Self.clicks {
                offscreen.handle(.pointerPressed(p, button: 1, time: clock.now))
                offscreen.handle(.pointerReleased(p, button: 1, time: clock.now))
                repeat { clock.advance(by: 1.0 / 60) } while offscreen.nextFrame().isAnimating
            }
            let expected = try headless.draw(offscreen.nextFrame().displayList)
            let difference = ImageComparison.compare(expected: expected, actual: shot)
            #expect(difference.passes(.live), "live vs offscreen: \(difference)")

            try input.requestClose(id)
            app.process.waitUntilExit()
            #expect(app.process.terminationStatus == 0)
        }
    }
}
