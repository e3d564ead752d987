@testable import App
import Desktop
import Foundation
import Input
import Model
import Testing
@testable import X11

/// Issue 64: telling windows apart in exposé, live.
extension Live.ManageLiveTests {
    /// Three xterms in exposé: the pointer over one lights it, and a click on its close button
    /// closes that xterm, exposé staying; then Right and Left light the leftmost, and Return
    /// brings it forward with the keyboard.
    @Test func exposesCloseButtonClosesAWindowAndTheArrowsAndReturnBringOneForward() throws {
        let display = try ManagedDisplay()
        let app = try display.manage()
        defer { app.stop() }
        let (overlay, _, _) = try app.readyWindow()
        var xterms: [(process: Process, client: WindowID, panel: String)] = []
        var placed: [(x: Int, y: Int, width: Int, height: Int)] = []
        for (n, place) in ["+100+150", "+700+150", "+400+450"].enumerated() {
            let process = try display.start("xterm", ["-geometry", "40x8" + place])
            let panel = n == 0 ? "xterm" : "xterm-\(n + 1)"
            _ = try app.wait(for: "did-adopt") { $0["panel"] as? String == panel }
            placed.append(try display.settled(app, panel))
            var found: WindowID?
            #expect(eventually { found = display.clientList().first { c in !xterms.contains { $0.client == c } }; return found != nil })
            let client = try #require(found)
            xterms.append((process, client, panel))
        }
        let settles = { (panel: String) in app.events.count { $0["event"] as? String == "did-settle" && $0["panel"] as? String == panel } }
        let before = settles(xterms[2].panel)
        try display.input.tap(.super)
        _ = try app.wait(for: "did-enter-expose")
        let cell = try display.settled(app, xterms[2].panel, after: before, differingFrom: placed[2])
        let lifted = settles(xterms[2].panel)
        try display.input.move(to: cell.x + cell.width / 2, cell.y + cell.height / 2, in: overlay)
        let lit = try display.settled(app, xterms[2].panel, after: lifted, differingFrom: cell)
        #expect(lit.width > cell.width, "lit, it is raised a little larger: \(lit), from \(cell)")
        let close = ExposeLabels.closeButton(on: Rect(x: Double(lit.x), y: Double(lit.y), width: Double(lit.width), height: Double(lit.height)))
        try display.input.move(to: Int(close.midX), Int(close.midY), in: overlay)
        try display.input.press(button: 1)
        try display.input.release(button: 1)
        #expect(eventually { !xterms[2].process.isRunning }, "its close button closed the third xterm")
        #expect(!app.events.contains { $0["event"] as? String == "did-exit-expose" }, "exposé stays")

        try display.input.move(to: 5, 790, in: overlay)
        try display.input.key(KeyPress(.right))
        try display.input.key(KeyPress(.left))
        try display.input.key(KeyPress(.enter))
        _ = try app.wait(for: "did-exit-expose")
        let root = display.connection.rootWindow
        #expect(eventually { (try? display.connection.property("_NET_ACTIVE_WINDOW", of: root))??.values32.first == xterms[0].client },
                "the leftmost xterm brought forward")
    }
}
