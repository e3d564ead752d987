@testable import App
import Desktop
import Foundation
import TestSupport
import Testing
@testable import X11

/// Issue 25, continued: a desktop window (a file manager's desktop) under `flotilla manage`.
extension Live.ManageLiveTests {
    /// Tests/LiveTests/Clients/typed-window.py: a window of an EWMH type.
    static let typedWindow = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Clients/typed-window.py").path

    /// A desktop window (as a file manager's desktop is) is drawn under every panel, over the
    /// backdrop, and leaves the pointer to Flotilla's title bars.
    @Test func aDesktopWindowLiesUnderEveryPanel() throws {
        let display = try ManagedDisplay()
        let app = try display.manage()
        defer { app.stop() }
        let (overlay, _, _) = try app.readyWindow()
        try display.start("python3", [Self.typedWindow, "DESKTOP", "0", "0", "1280", "800", "5E81AC"])
        let root = display.connection.rootWindow
        #expect(try eventually {
            try display.connection.capture(root, area: PixelRect(x: 1000, y: 600, width: 100, height: 100)).pixels.allSatisfy { $0 & 0xFF_FFFF == 0x5E81AC }
        }, "its colour where no panel is")
        #expect(try display.connection.property("_NET_CLIENT_LIST", of: root)?.values32.isEmpty != false, "not a panel")
        let before = try display.startXlogo(under: app).frame
        try display.input.gesture(in: overlay, from: (before.x + 150, before.y + 20), step: (10, 10), count: 5, interval: 0.02, rest: 0.15)
        let after = try display.settled(app, "xlogo", after: 1)
        #expect((after.x, after.y) == (before.x + 50, before.y + 50), "dragged by its title bar over the desktop window")
    }

    /// Between the panels a desktop window takes the pointer itself (a file manager's icons
    /// are clickable) and a click gives it the keyboard (it is then the active window); on a
    /// panel's title bar the pointer is Flotilla's (a click there gives the app the keyboard
    /// back), and while exposé shows, all of it.
    @Test func aDesktopWindowTakesThePointerWhereNothingOfFlotillasLies() throws {
        let display = try ManagedDisplay()
        let app = try display.manage()
        defer { app.stop() }
        let (overlay, _, _) = try app.readyWindow()
        try display.start("python3", [Self.typedWindow, "DESKTOP", "0", "0", "1280", "800", "5E81AC"])
        let connection = display.connection
        var found: WindowID?
        #expect(eventually {
            found = (try? connection.children(of: connection.rootWindow))?.first { connection.windowClass(of: $0)?.instance == "desktop" }
            return found != nil
        })
        let desktop = try #require(found)
        try display.start("xlogo", ["-geometry", "240x150+200+200"])
        let xlogo = try display.client(of: app, panel: "xlogo")
        let frame = try display.settled(app, "xlogo")
        let presses = { (try? connection.property("_TEST_PRESSES", of: desktop))??.values32.first ?? 0 }

        // Between the panels: the desktop's, and a click there reaches it.
        try display.input.move(to: 900, 600, in: overlay)
        #expect(eventually { connection.pointerChain() == [desktop] }, "\(connection.pointerReport())")
        try display.input.press(button: 1)
        try display.input.release(button: 1)
        #expect(eventually { presses() == 1 }, "the desktop counted the click")
        #expect(eventually { connection.inputFocus() == desktop }, "the click gave it the keyboard")
        let active = { (try? connection.property("_NET_ACTIVE_WINDOW", of: connection.rootWindow))??.values32.first }
        #expect(eventually { active() == desktop }, "the active window, as tools read it")
        // On xlogo's title bar: Flotilla's (the root's, under the overlay); a click gives xlogo the keyboard.
        try display.input.move(to: frame.x + 150, frame.y + 20, in: overlay)
        #expect(eventually { connection.pointerChain().isEmpty }, "\(connection.pointerReport())")
        try display.input.press(button: 1)
        try display.input.release(button: 1)
        #expect(eventually { connection.inputFocus() == xlogo })
        #expect(eventually { active() == xlogo }, "xlogo's again")
        // Exposé (a tap of Super) takes every press: a click beside the panels leaves it, not the desktop's.
        try display.input.move(to: 900, 600, in: overlay)
        try display.input.tap(.super)
        _ = try app.wait(for: "did-enter-expose")
        #expect(eventually { connection.pointerChain().isEmpty }, "\(connection.pointerReport())")
        try display.input.press(button: 1)
        try display.input.release(button: 1)
        _ = try app.wait(for: "did-exit-expose")
        #expect(eventually { connection.pointerChain() == [desktop] }, "the desktop's again: \(connection.pointerReport())")
        #expect(presses() == 1, "the click that left exposé was Flotilla's")
    }

    /// A notification that is a managed window (`_NET_WM_WINDOW_TYPE_NOTIFICATION`, not
    /// override-redirect, as some notification daemons map theirs) is shown where it asked, with
    /// no title bar, and is no panel: it takes no focus and goes when it does.
    @Test func aNotificationIsShownWhereItAsksAndIsNoPanel() throws {
        let display = try ManagedDisplay()
        let app = try display.manage()
        defer { app.stop() }
        _ = try app.readyWindow()
        let connection = display.connection, root = connection.rootWindow
        try display.start("xlogo", ["-geometry", "240x150+200+200"])
        let xlogo = try display.client(of: app, panel: "xlogo")
        #expect(eventually { connection.inputFocus() == xlogo })
        let spot = PixelRect(x: 900, y: 20, width: 300, height: 80)
        let shown = { (try? connection.capture(root, area: spot).pixels.allSatisfy { $0 & 0xFF_FFFF == 0xA3BE8C }) == true }
        let note = try display.start("python3", [Self.typedWindow, "NOTIFICATION", "900", "20", "300", "80", "A3BE8C"])
        #expect(eventually(shown), "where it asked, as it is")
        let listed = (try connection.property("_NET_CLIENT_LIST", of: root)?.values32) ?? []
        #expect(!listed.contains { connection.windowClass(of: $0)?.instance == "notification" }, "not a panel")
        #expect(connection.inputFocus() == xlogo, "the keyboard stays with xlogo")
        note.terminate()
        #expect(eventually { !shown() }, "gone with its window")
    }
}
