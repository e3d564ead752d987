@testable import App
import Foundation
import Testing

/// Issue 63: the keyboard goes to a new window in the pass that maps it.
extension Live.ManageLiveTests {
    /// A client that reads the focus the moment its window maps, 50 times over, reads its own
    /// window each time: never the overlay, which held it a frame long before.
    @Test func aNewWindowHasTheFocusWhenItMaps() throws {
        let display = try ManagedDisplay()
        let app = try display.manage()
        defer { app.stop() }
        _ = try app.readyWindow()
        let (text, status) = try runToEnd("python3", [TestClients.focusAtMap, "50"], environment: display.environment)
        let rounds = text.split(separator: "\n")
        #expect(status == 0 && rounds.count == 50, "\(status): \(rounds.count) rounds")
        #expect(rounds.allSatisfy { $0 == "ok" }, "the focus elsewhere in \(rounds.count { $0 != "ok" }) rounds: \(rounds.filter { $0 != "ok" })")
    }

    /// A window unmapped and mapped again at once (`xdotool windowunmap W windowmap W`, as
    /// xdotool's own tests do): its map request still names the frame Flotilla gave it back from;
    /// it is taken in again and shows.
    @Test func aWindowUnmappedAndMappedAtOnceShowsAgain() throws {
        let display = try ManagedDisplay()
        let app = try display.manage()
        defer { app.stop() }
        _ = try app.readyWindow()
        try display.start("xlogo", ["-geometry", "240x150+200+200"])
        let xlogo = try display.client(of: app, panel: "xlogo")
        for round in 1...5 {
            let adopted = app.events.count { $0["event"] as? String == "did-adopt" }
            _ = try display.output(of: "xdotool", ["windowunmap", String(xlogo), "windowmap", String(xlogo)])
            #expect(eventually { display.isViewable(xlogo) }, "shown again, round \(round)")
            _ = try app.wait(for: "did-adopt") { _ in app.events.count { $0["event"] as? String == "did-adopt" } > adopted }
        }
    }
}
