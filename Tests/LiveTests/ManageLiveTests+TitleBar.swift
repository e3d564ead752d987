@testable import App
import Desktop
import Foundation
import Input
import Testing
@testable import X11

/// Issue 63: title-bar manners under `manage`.
extension Live.ManageLiveTests {
    /// A double click on xlogo's title bar fills the screen's work area, and a second one floats
    /// it again at its size, centred on its tile (as the fill button does); Alt+F4 then closes it.
    @Test func aDoubleClickFillsAndFloatsAgainAndAltF4Closes() throws {
        let display = try ManagedDisplay()
        let app = try display.manage()
        defer { app.stop() }
        let (overlay, _, _) = try app.readyWindow()
        let xlogo = try display.start("xlogo", ["-geometry", "240x150+200+200"])
        _ = try display.client(of: app, panel: "xlogo")
        let placed = try display.settled(app, "xlogo")
        func doubleClick(at x: Int, _ y: Int) throws {
            try display.input.move(to: x, y, in: overlay)
            for _ in 0..<2 {
                try display.input.press(button: 1)
                try display.input.release(button: 1)
            }
        }
        let settles = { app.events.count { $0["event"] as? String == "did-settle" && $0["panel"] as? String == "xlogo" } }
        var before = settles()
        try doubleClick(at: placed.x + placed.width / 2, placed.y + 20)
        #expect(try app.wait(for: "did-tile")["arrangement"] as? String == "fill")
        let filled = try display.settled(app, "xlogo", after: before)
        #expect(filled.x == 0 && filled.y == 0 && filled.width > 600, "it fills the screen, as far as xlogo lets it: \(filled)")
        before = settles()
        try doubleClick(at: filled.x + filled.width / 2, filled.y + 20)
        let floated = try display.settled(app, "xlogo", after: before)
        #expect((floated.width, floated.height) == (placed.width, placed.height), "floating again at its size: \(floated)")
        #expect(abs(floated.x + floated.width / 2 - (filled.x + filled.width / 2)) <= 1, "centred on its tile: \(floated)")

        try display.input.key(KeyPress(.function(4), modifiers: .alt))
        #expect(eventually { !xlogo.isRunning }, "Alt+F4 closed xlogo")
    }
}
