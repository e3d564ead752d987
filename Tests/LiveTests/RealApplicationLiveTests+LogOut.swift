import Desktop
import Foundation
import Input
import Model
import Testing
@testable import X11

/// Issue 60: log out asks first, and waits for an app that asks to save on another space.
extension Live.RealApplicationLiveTests {
    /// mousepad with unsaved text on space 2, log out from space 1: confirmed, mousepad's "Save
    /// Changes?" comes forward with space 2 shown, wholly on the screen where its window is; a
    /// second Control+Alt+Delete kills nothing; its Don't Save ends mousepad (status 0: it was
    /// not killed) and then the session.
    @Test func logOutShowsTheSpaceOfAnUnsavedEditorAndWaitsForItsAnswer() throws {
        let display = try ManagedDisplay()
        let app = try display.manage()
        defer { app.stop() }
        _ = try app.readyWindow()
        let root = display.connection.rootWindow
        let window = try display.open("mousepad", [], environment: Self.gtk, by: app) { $0.hasPrefix("mousepad") }
        try display.type("unsaved text", into: window)
        #expect(eventually { display.title(window.client)?.hasPrefix("*") == true }, "unsaved: \(display.title(window.client) ?? "")")
        _ = try display.output(of: "wmctrl", ["-i", "-r", window.hex, "-t", "1"])
        #expect(eventually { (try? display.connection.property("_NET_WM_DESKTOP", of: window.client))??.values32 == [1] }, "on space 2")
        let current = { (try? display.connection.property("_NET_CURRENT_DESKTOP", of: root))??.values32.first }
        #expect(current() == 0)

        try display.input.key(KeyPress(.delete, modifiers: [.control, .alt]))
        #expect(try app.wait(for: "did-ask-log-out")["panels"] as? [String] == [window.panel])
        try display.input.key(KeyPress(.enter))
        _ = try app.wait(for: "did-log-out")
        let question = try app.wait(for: "did-adopt", timeout: 20) { ($0["panel"] as? String)?.hasPrefix("\(window.panel)-sheet") == true }
        let sheet = try #require(question["panel"] as? String)
        #expect(eventually { current() == 1 }, "space 2 shows")
        _ = try display.settled(app, sheet)
        let before = Set([window.client])
        var dialog: WindowID?
        #expect(eventually { dialog = display.clientList().first { !before.contains($0) }; return dialog != nil }, "the question listed")
        let client = try #require(dialog)
        #expect(eventually { ((try? display.shown(client))?.share ?? 0) > 0.98 }, "the question shows where its window is: \(String(describing: try? display.shown(client)))")

        try display.input.key(KeyPress(.delete, modifiers: [.control, .alt]))
        try display.connection.sync()
        #expect(window.process.isRunning && display.title(window.client)?.hasPrefix("*") == true, "asked again, mousepad and its text stay")

        // Don't Save, the middle of the three buttons along its foot.
        let at = try display.connection.rootPosition(0, 0, in: client), size = try display.connection.size(of: client)
        #expect(eventually(within: 10) {
            guard window.process.isRunning else { return true }
            try? display.input.move(to: at.x + size.width / 2, at.y + size.height - 16)
            try? display.input.press(button: 1)
            try? display.input.release(button: 1)
            Thread.sleep(forTimeInterval: 0.5)
            return !window.process.isRunning
        }, "Don't Save ended mousepad")
        #expect(window.process.terminationStatus == 0, "mousepad quit, it was not killed")
        #expect(eventually { !app.process.isRunning }, "then the session ended")
    }
}
