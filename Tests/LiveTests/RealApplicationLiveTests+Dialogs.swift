import Desktop
import Foundation
import Testing
@testable import X11

/// Issue 59: a dialog larger than the screen lies wholly on it.
extension Live.RealApplicationLiveTests {
    /// mousepad's Save As (GTK's file chooser asks for 1096×856, at least 547×427) on a 1280×720
    /// screen: shown on mousepad's panel wholly on the screen (it hung 180 px below it), and a
    /// click on its Cancel closes it, mousepad and its file left as they were.
    @Test func aSaveAsLargerThanTheScreenLiesOnItAndItsCancelCloses() throws {
        let display = try ManagedDisplay(width: 1280, height: 720)
        let app = try display.manage()
        defer { app.stop() }
        _ = try app.readyWindow()
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("note.txt")
        try Data("kept".utf8).write(to: file)
        let window = try display.open("mousepad", [file.path], environment: Self.gtk, by: app) { $0.hasPrefix("mousepad") }
        let before = Set(display.clientList())
        try display.type("", into: window, then: ["ctrl+shift+s"])
        let adopted = try app.wait(for: "did-adopt", timeout: 20) { ($0["panel"] as? String)?.hasPrefix("\(window.panel)-sheet") == true }
        let panel = try #require(adopted["panel"] as? String)
        var dialog: WindowID?
        #expect(eventually { dialog = display.clientList().first { !before.contains($0) }; return dialog != nil }, "the dialog listed")
        let client = try #require(dialog)
        let frame = try display.settled(app, panel)
        #expect(frame.x >= 0 && frame.y >= 0 && frame.x + frame.width <= 1280 && frame.y + frame.height <= 720, "its panel on the screen: \(frame)")
        var placed = PixelRect(x: 0, y: 0, width: 0, height: 0)
        #expect(eventually {
            guard let at = try? display.connection.rootPosition(0, 0, in: client), let size = try? display.connection.size(of: client) else { return false }
            placed = PixelRect(x: at.x, y: at.y, width: size.width, height: size.height)
            return placed.x >= 0 && placed.y >= 0 && placed.x + placed.width <= 1280 && placed.y + placed.height <= 720
        }, "its window wholly on the screen: \(placed)")

        // Cancel, at the foot of GTK's file chooser, 140 px from its right (measured with no
        // window manager); clicked again while GTK lays itself out at the size it was given.
        let closed = { app.events.contains { $0["event"] as? String == "did-close" && $0["panel"] as? String == panel } }
        #expect(eventually(within: 10) {
            guard !closed() else { return true }
            try? display.input.move(to: placed.x + placed.width - 140, placed.y + placed.height - 24)
            try? display.input.press(button: 1)
            try? display.input.release(button: 1)
            Thread.sleep(forTimeInterval: 0.5)
            return closed()
        }, "Cancel closed it")
        #expect(window.process.isRunning, "mousepad runs on")
        #expect((try? String(contentsOf: file, encoding: .utf8)) == "kept")
    }
}
