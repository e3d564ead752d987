import Assets
import CXCB
import Foundation
import Glibc
import Testing
import TestSupport
@testable import X11

extension Live {
    /// A press's grab lost mid-drag (the window unmapped under it): the drag ends as a release
    /// where the pointer was last seen, though the button is still down.
    @Suite("Pointer grab lost, live", .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
    struct GrabLostLiveTests {
        @Test func aLostGrabEndsTheDragWhereThePointerWas() throws {
            let app = try RunningFlotilla(["--scene", Assets.scene(named: "panels").path])
            defer { app.stop() }
            let (main, _, _) = try app.readyWindow()
            let connection = try X11Connection()
            let input = try SyntheticInput(connection: connection)
            // Date's title bar at (620, 185), dragged 60 pt right and held.
            try input.move(to: 620, 185, in: main)
            try input.press(button: 1)
            defer { try? input.release(button: 1) }
            for i in 1...6 {
                Thread.sleep(forTimeInterval: 0.02)
                try input.move(to: 620 + 10 * i, 185, in: main)
            }
            _ = try app.wait(for: "did-begin-dragging")
            Thread.sleep(forTimeInterval: 0.1)

            // The window unmapped under the press (minimised by a window manager's key, say): the
            // press's grab ends and no release comes.
            xcb_unmap_window(connection.raw, main)
            connection.flush()
            defer {
                xcb_map_window(connection.raw, main)
                connection.flush()
            }
            let ended = try app.wait(for: "did-end-dragging") { $0["panel"] as? String == "date" }
            let target = try #require(ended["target"] as? [String: Double])
            // Let go where the pointer last was, 60 pt right of where it started (480, 170), and
            // moving right as it was then: thrown on from there.
            let velocity = try #require(ended["velocity"] as? [String: Double])
            #expect(target["y"] == 170 && target["x"]! > 540 && velocity["dx"]! > 0, "\(ended)")
        }
    }
}
