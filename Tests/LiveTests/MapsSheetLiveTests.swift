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
    /// The default Maps scene under Xvfb: an XTEST fling lifts the search sheet from half to full;
    /// the settled window and the event log are what the offscreen compositor says they should be.
    @Suite("Maps sheet, live", .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
    struct MapsSheetLiveTests {
        @Test func aFlingLiftsTheSearchSheetToFull() throws {
            let app = try RunningFlotilla([])
            defer { app.stop() }
            let (id, width, height) = try app.readyWindow()
            #expect(width == 420 && height == 760)

            let connection = try X11Connection()
            let input = try SyntheticInput(connection: connection)
            // Half puts the sheet's top at y 392. Grab the grabber strip and fling up 200 pt in
            // 80 ms (2500 pt/s): past the middle of half and full whatever the timing.
            try input.gesture(in: id, from: (210, 400), step: (0, -25), count: 8, interval: 0.01)

            let settled = try app.wait(for: "did-end-attracting")
            #expect(settled["state"] as? String == "full" && settled["sheet"] as? String == "search")
            let names = app.events.compactMap { $0["event"] as? String }.filter { $0 != "did-move" }
            #expect(names == ["ready", "should-begin-dragging", "will-begin-dragging", "will-end-dragging", "did-end-dragging", "did-change-state",
                              "will-begin-attracting", "did-end-attracting"])
            let moves = app.events.filter { $0["event"] as? String == "did-move" }.compactMap { $0["extent"] as? Double }
            #expect(moves.last == 718)
            #expect(moves.count > 5)

            let shot = Image(try connection.capture(id))
            assertSnapshot(of: shot, as: .png(tolerance: .live), named: "full")
            let clock = ManualClock()
            let offscreen = Compositor(scene: try SceneLoading.load(path: nil), clock: clock)
            offscreen.move(sheet: "search", to: .full, animated: false)
            let expected = try HeadlessRenderer().draw(offscreen.nextFrame().displayList)
            let difference = ImageComparison.compare(expected: expected, actual: shot)
            #expect(difference.passes(.live), "live vs offscreen: \(difference)")

            try input.requestClose(id)
            app.process.waitUntilExit()
            #expect(app.process.terminationStatus == 0)
        }

        /// At full, a flick up on the list lets it scroll on after the pointer let go (momentum),
        /// and the sheet stays at full.
        @Test func aFlickScrollsTheListOnAtFull() throws {
            let app = try RunningFlotilla([])
            defer { app.stop() }
            let (id, _, _) = try app.readyWindow()
            let input = try SyntheticInput(connection: try X11Connection())
            try input.gesture(in: id, from: (210, 400), step: (0, -25), count: 8, interval: 0.01)
            _ = try app.wait(for: "did-end-attracting") { $0["state"] as? String == "full" }
            let before = app.events.count
            // 120 pt up in 60 ms on the list (2000 pt/s), let go while moving.
            try input.gesture(in: id, from: (210, 600), step: (0, -20), count: 6, interval: 0.01)
            let rested = try app.wait(for: "did-end-scrolling")
            let offset = try #require(rested["offset"] as? Double)
            #expect(rested["sheet"] as? String == "search" && rested["list"] as? Int == 0)
            #expect(offset > 130, "scrolled on past the 120 pt the pointer moved: \(offset)")
            Thread.sleep(forTimeInterval: 0.3)
            let after = app.events.dropFirst(before).compactMap { $0["event"] as? String }
            #expect(!after.contains("did-change-state") && !after.contains("will-begin-attracting"), "the sheet stays at full: \(after)")
        }

        /// `scripts/run` with no display runs this tour: its second screenshot shows the sheet flung to full.
        @Test func theTourFlingsTheSheetAndShootsItAtRest() throws {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-tour-\(UUID().uuidString)")
            let result = try runFlotilla(["run", "--tour", dir.path])
            #expect(result.status == 0, "\(result.stderr)")
            let start = try Image(contentsOf: dir.appendingPathComponent("1-start.png"))
            let thrown = try Image(contentsOf: dir.appendingPathComponent("2-thrown.png"))
            let offscreen = Compositor(scene: try SceneLoading.load(path: nil), clock: ManualClock())
            let atHalf = try HeadlessRenderer().draw(offscreen.nextFrame().displayList)
            offscreen.move(sheet: "search", to: .full, animated: false)
            let atFull = try HeadlessRenderer().draw(offscreen.nextFrame().displayList)
            #expect(ImageComparison.compare(expected: atHalf, actual: start).passes(.live))
            #expect(ImageComparison.compare(expected: atFull, actual: thrown).passes(.live))
        }
    }
}
