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
    /// The compose scene under Xvfb: an XTEST drag carries the floating Date panel by its title bar
    /// to the window's right edge; on release it pins above Tags, and the settled window read back
    /// from the server matches its golden and the offscreen render of the same pin.
    @Suite("Panel pinning, live", .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
    struct PanelPinLiveTests {
        @Test func draggingDateToTheRightEdgePinsIt() throws {
            let scene = Assets.scene(named: "panels").path
            let app = try RunningFlotilla(["--scene", scene])
            defer { app.stop() }
            let (id, width, height) = try app.readyWindow()
            #expect(width == 1100 && height == 700)

            let connection = try X11Connection()
            let input = try SyntheticInput(connection: connection)
            // Date floats at (480, 170, 280×214). Carry its title bar 462 pt right, so the pointer
            // comes 18 pt from the window's right edge (within the 24 pt trigger), then rest before
            // letting go: a drop, not a throw.
            try input.gesture(in: id, from: (620, 185), step: (42, 0), count: 11, interval: 0.015, rest: 0.15)

            let pinned = try app.wait(for: "did-pin")
            #expect(pinned["panel"] as? String == "date" && pinned["side"] as? String == "right" && pinned["index"] as? Int == 0)
            // Date takes the top half of the right column at its pinned width; Tags moves below it.
            let date = try app.wait(for: "did-settle") { $0["panel"] as? String == "date" }
            #expect(date["frame"] as? [String: Double] == ["x": 820, "y": 0, "width": 280, "height": 350])
            let tags = try app.wait(for: "did-settle") { $0["panel"] as? String == "tags" }
            #expect(tags["frame"] as? [String: Double] == ["x": 820, "y": 350, "width": 280, "height": 350])
            let names = app.events.compactMap { $0["event"] as? String }
            #expect(Array(names.prefix(4)) == ["ready", "did-begin-dragging", "did-end-dragging", "did-pin"])
            #expect(names.dropFirst(4).allSatisfy { $0 == "did-settle" })

            let shot = Image(try connection.capture(id))
            assertSnapshot(of: shot, as: .png(tolerance: .live), named: "pinned")
            // The same pin offscreen: Date pinned to the right by the API, everything at rest.
            let clock = ManualClock()
            let offscreen = Compositor(scene: try SceneLoading.load(path: scene), clock: clock)
            #expect(offscreen.pin(panel: "date", to: .right))
            repeat { clock.advance(by: 1.0 / 60) } while offscreen.nextFrame().isAnimating
            let expected = try HeadlessRenderer().draw(offscreen.nextFrame().displayList)
            let difference = ImageComparison.compare(expected: expected, actual: shot)
            #expect(difference.passes(.live), "live vs offscreen: \(difference)")

            try input.requestClose(id)
            app.process.waitUntilExit()
            #expect(app.process.terminationStatus == 0)
        }
    }
}
