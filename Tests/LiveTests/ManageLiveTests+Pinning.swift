@testable import App
import CXCB
import Desktop
import Foundation
import Input
import Testing
@testable import X11

/// Issue 59: a window pins only where a drag brought the pointer to a side.
extension Live.ManageLiveTests {
    /// A click on the title bar of a window 20 px from the left edge leaves it floating where it
    /// was; a drop with its foot just past the bottom leaves it floating; carried until the
    /// pointer reaches the right edge it pins there, keeping its title bar, and the search field
    /// finds it.
    @Test func aWindowPinsOnlyWhereTheDragBroughtThePointer() throws {
        let display = try ManagedDisplay()
        let app = try display.manage()
        defer { app.stop() }
        let (overlay, _, _) = try app.readyWindow()
        let connection = display.connection, root = connection.rootWindow
        try display.start("xlogo", ["-name", "other", "-geometry", "240x150+600+300"])
        let other = try display.client(of: app, panel: "other")
        _ = try display.settled(app, "other")
        try display.start("xlogo", ["-name", "edge", "-title", "edge", "-geometry", "240x150+20+200"])
        let edge = try display.client(of: app, panel: "edge")
        let placed = try display.settled(app, "edge")
        #expect(placed.x == 20, "asked 20 px from the left edge: \(placed)")
        let count = { (name: String) in app.events.count { $0["event"] as? String == name && $0["panel"] as? String == "edge" } }
        let settles = { app.events.count { $0["event"] as? String == "did-settle" && $0["panel"] as? String == "edge" } }

        // A click on its title bar: a drag that never moved.
        let ended = count("did-end-dragging")
        try display.input.move(to: placed.x + 120, placed.y + 20, in: overlay)
        try display.input.press(button: 1)
        try display.input.release(button: 1)
        _ = try app.wait(for: "did-end-dragging") { _ in count("did-end-dragging") > ended }
        #expect(count("did-pin") == 0, "a click never pins")
        #expect(try display.settled(app, "edge", after: settles() - 1) == placed)

        // Dropped with its foot 14 px past the bottom (the panel's edge within the old rule's
        // reach), the pointer far from it.
        let before = settles()
        try display.input.gesture(in: overlay, from: (placed.x + 120, placed.y + 20), step: (0, 42), count: 10, interval: 0.02, rest: 0.15)
        let dropped = try display.settled(app, "edge", after: before)
        #expect(dropped.y + dropped.height > 800 && count("did-pin") == 0, "a drop off the bottom never pins: \(dropped)")

        // Carried until the pointer is 10 px from the right edge: pinned there, title bar and all.
        try display.input.gesture(in: overlay, from: (dropped.x + 120, dropped.y + 20), step: (113, -42), count: 10, interval: 0.02, rest: 0.15)
        let pinned = try app.wait(for: "did-pin") { $0["panel"] as? String == "edge" }
        #expect(pinned["side"] as? String == "right")
        var slot = (x: 0, y: 0, width: 0, height: 0)
        #expect(eventually {
            guard let at = try? connection.rootPosition(0, 0, in: edge), let last = app.events.last(where: {
                $0["event"] as? String == "did-settle" && $0["panel"] as? String == "edge" })?["frame"] as? [String: Double] else { return false }
            slot = (Int(last["x"]!), Int(last["y"]!), Int(last["width"]!), Int(last["height"]!))
            return slot.x + slot.width == 1280 && at == RootPoint(x: slot.x, y: slot.y + Self.titleBar)
        }, "its content below its own title bar in the right column: \(slot)")

        // Found by the search field: with the other window in front, Enter brings it forward.
        _ = try display.output(of: "wmctrl", ["-i", "-a", "0x" + String(other, radix: 16)])
        #expect(eventually { connection.inputFocus() == other })
        try display.input.key(KeyPress(.space, modifiers: .super))
        _ = try app.wait(for: "did-open-search")
        _ = try display.output(of: "xdotool", ["type", "--delay", "20", "edge"])
        _ = try display.output(of: "xdotool", ["key", "Return"])
        #expect(eventually { (try? connection.property("_NET_ACTIVE_WINDOW", of: root))??.values32.first == edge }, "the pinned window found")
    }
}
