@testable import App
import CXCB
import Desktop
import Foundation
import Testing
@testable import X11

/// Issue 59: windows transient for each other.
extension Live.ManageLiveTests {
    /// Two windows each `WM_TRANSIENT_FOR` the other, the first withdrawn and mapped again: the
    /// cycle is broken at the window taken last, and both are listed and framed (the first was
    /// left on the root, unframed and not listed: a sheet of its own sheet).
    @Test func bothWindowsOfATransientCycleAreListedAndFramed() throws {
        let display = try ManagedDisplay()
        let app = try display.manage()
        defer { app.stop() }
        _ = try app.readyWindow()
        let connection = display.connection, root = connection.rootWindow
        try display.start("python3", [TestClients.misbehave, "transient-cycle"])
        let named = { (name: String) in
            ((try? connection.property("_NET_CLIENT_LIST", of: root))??.values32 ?? []).first { connection.windowClass(of: $0)?.instance == name }
        }
        // Both taken, the first withdrawn, then mapped again: taken again.
        let adoptions = { app.events.count { $0["event"] as? String == "did-adopt" } }
        #expect(eventually { adoptions() >= 3 }, "the first taken again: \(app.events.filter { $0["event"] as? String == "did-adopt" })")
        for name in ["cycle-a", "cycle-b"] {
            var window: WindowID?
            #expect(eventually { window = named(name); return window != nil }, "\(name) listed")
            guard let window else { continue }
            #expect(eventually { connection.parent(of: window).map { $0 != root } == true }, "\(name) framed")
            #expect(eventually { display.isViewable(window) }, "\(name) viewable")
        }
        // Shown: the first window's panel draws its (white) pixels.
        let first = try #require(named("cycle-a"))
        #expect(try eventually {
            let at = try connection.rootPosition(0, 0, in: first)
            return try connection.capture(root, area: PixelRect(x: at.x + 40, y: at.y + 40, width: 100, height: 60)).pixels.allSatisfy { $0 & 0xFF_FFFF == 0xFF_FFFF }
        }, "its panel shows it")
    }
}
