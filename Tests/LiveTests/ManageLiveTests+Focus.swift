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
}
