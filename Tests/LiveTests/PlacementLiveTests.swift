@testable import App
@testable import Bench
import Assets
import Foundation
import Glibc
import Model
import Testing
import TestSupport
import X11

extension Live {
    /// Issue 38: new windows are placed by one rule (WindowPlacement), and a place the user gave
    /// beats the one a session remembers.
    @Suite("Placing new windows, live", .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
    struct PlacementLiveTests {
        @Test func twoAppsStartedTogetherAreBothInSight() throws {
            let app = try RunningFlotilla(["--scene", Assets.scene(named: "panels").path, "--fresh", "--app", "xlogo", "--app", "xclock"])
            defer { app.stop() }
            _ = try app.readyWindow()
            func frame(_ panel: String) throws -> Rect {
                let f = try #require(try app.wait(for: "did-settle", timeout: 15) { $0["panel"] as? String == panel }["frame"] as? [String: Double])
                return Rect(x: f["x"]!, y: f["y"]!, width: f["width"]!, height: f["height"]!)
            }
            let xlogo = try frame("xlogo"), xclock = try frame("xclock")
            #expect(!xlogo.intersects(xclock), "neither over the other: xlogo \(xlogo), xclock \(xclock)")
        }

        @Test func aPlaceTheUserGaveBeatsTheRememberedOne() throws {
            let display = try ManagedDisplay()
            let app = try display.manage()
            let (overlay, _, _) = try app.readyWindow()
            _ = try display.xlogoMovedAndClosed(["-name", "logo"], panel: "logo", under: app, in: overlay)

            // In the same session: -geometry +X+Y puts its frame's top-left there, not where the last one was.
            let second = try display.start("xlogo", ["-name", "logo", "-geometry", "+100+120"])
            _ = try app.wait(for: "did-adopt") { _ in app.events.count { $0["event"] as? String == "did-adopt" } == 2 }
            let asked = try display.settled(app, "logo", after: 2)
            #expect((asked.x, asked.y) == (100, 120), "\(asked)")
            ProcessStats.stop(second)
            _ = try app.wait(for: "did-close") { _ in app.events.count { $0["event"] as? String == "did-close" } == 2 }
            // Moved again and saved: a restarted manager remembers it, and a window without a
            // place of its own opens there; one with -geometry opens where the user said.
            let third = try display.start("xlogo", ["-name", "logo"])
            _ = try app.wait(for: "did-adopt") { _ in app.events.count { $0["event"] as? String == "did-adopt" } == 3 }
            let remembered = try display.settled(app, "logo", after: 3)
            #expect((remembered.x, remembered.y) == (100, 120), "the kept panel's place")
            ProcessStats.stop(third)
            kill(app.process.processIdentifier, SIGTERM)
            app.process.waitUntilExit()

            let again = try display.manage()
            defer { again.stop() }
            _ = try again.readyWindow()
            try display.start("xlogo", ["-name", "logo", "-geometry", "+400+300"])
            _ = try display.client(of: again, panel: "logo")
            let user = try display.settled(again, "logo")
            #expect((user.x, user.y) == (400, 300), "not the saved (100, 120): \(user)")
        }
    }
}
