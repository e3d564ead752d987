import Assets
import Foundation
import Glibc
import Model
import Testing
import TestSupport
import X11

extension Live {
    /// An app's further main window (transient for none of its windows) in a panel of its own.
    @Suite("An app's further windows, live", .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
    struct FurtherWindowLiveTests {
        static let client = TestClients.misbehave
        static let scene = Assets.scene(named: "panels").path

        @Test func anAppsSecondMainWindowOpensInAPanelOfItsOwnBesideTheFirst() throws {
            let app = try RunningFlotilla(["--scene", Self.scene, "--fresh", "--app", "/usr/bin/python3 \(Self.client) second-window"])
            defer { app.stop() }
            _ = try app.readyWindow()
            let frame = { (panel: String) throws -> [String: Double] in
                try #require(try app.wait(for: "did-settle") { $0["panel"] as? String == panel }["frame"] as? [String: Double])
            }
            let first = try frame("python3"), second = try frame("python3-window-1")
            let adopts = app.events.filter { $0["event"] as? String == "did-adopt" }
            #expect(adopts.compactMap { $0["panel"] as? String } == ["python3", "python3-window-1"])
            #expect(adopts.last?["title"] as? String == "second")
            let rect = { (f: [String: Double]) in Rect(x: f["x"]!, y: f["y"]!, width: f["width"]!, height: f["height"]!) }
            #expect(!rect(first).intersects(rect(second)), "placed in free space, not over the first: \(first), \(second)")
            #expect(second["width"] == 300 && second["height"] == 200 + 44, "its own size, under a title bar")
            // Neither window is left on the desktop: both are Flotilla's.
            let pid = Int32(try #require(adopts.first?["pid"] as? Int))
            let connection = try X11Connection()
            #expect(eventually { !connection.topLevelClients().contains { connection.clientPID(of: $0) == pid } })
        }
    }
}
