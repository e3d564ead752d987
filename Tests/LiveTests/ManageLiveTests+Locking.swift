@testable import App
import Desktop
import Foundation
import Testing
@testable import X11

/// Issue 61: nothing of the desktop shows past a screen locker.
extension Live.ManageLiveTests {
    /// A red xterm full screen (the server shows it through a hole in the overlay), then i3lock:
    /// every pixel of the screen is the locker's black; a red dock mapped after the lock shows
    /// nothing either. (Before, the full-screen window stayed red on the screen through its hole.)
    @Test func aLockerCoversAFullScreenWindowAndADockMappedAfterIt() throws {
        let display = try ManagedDisplay()
        let app = try display.manage()
        defer { app.stop() }
        _ = try app.readyWindow()
        let colours = try Self.redFullScreen(on: display, under: app)

        try display.start("i3lock", ["-n", "-c", "000000"])
        #expect(eventually(within: 10) { colours() == [0] }, "the locker's black alone: \(colours().prefix(4))")
        try display.start("python3", [Self.typedWindow, "DOCK", "0", "770", "1280", "30", "FF0000", "30"])
        // (Taken in as a dock: its strut cuts the work area.)
        let root = display.connection.rootWindow
        #expect(eventually { (try? display.connection.property("_NET_WORKAREA", of: root))??.values32.prefix(4) == [0, 0, 1280, 770] })
        #expect(colours() == [0], "a dock mapped after the lock shows nothing: \(colours().prefix(4))")
    }

    /// The same with a locker that draws into the Composite overlay window (as xsecurelock does
    /// while a compositor runs): its window inside the overlay closes the holes, and the screen
    /// is its black alone.
    @Test func aLockerInsideTheOverlayCoversAFullScreenWindow() throws {
        let display = try ManagedDisplay()
        let app = try display.manage()
        defer { app.stop() }
        _ = try app.readyWindow()
        let colours = try Self.redFullScreen(on: display, under: app)
        try display.start("python3", [TestClients.misbehave, "overlay-locker"])
        #expect(eventually(within: 10) { colours() == [0] }, "the locker's black alone: \(colours().prefix(4))")
    }

    /// A red xterm made full screen under `app` (the server shows it through a hole in the
    /// overlay), once it fills the screen: the colours the screen shows, read again each call.
    static func redFullScreen(on display: ManagedDisplay, under app: RunningFlotilla) throws -> () -> Set<UInt32> {
        let connection = display.connection, root = connection.rootWindow
        try display.start("xterm", ["-bg", "red", "-fg", "red", "-geometry", "40x8+100+100", "-T", "secret"])
        let xterm = try display.client(of: app, panel: "xterm")
        _ = try display.settled(app, "xterm")
        _ = try display.output(of: "wmctrl", ["-r", "secret", "-b", "add,fullscreen"])
        #expect(eventually { (try? connection.size(of: xterm)) ?? (0, 0) == (1280, 800) })
        let colours = { () -> Set<UInt32> in Set(((try? connection.capture(root))?.pixels ?? []).map { $0 & 0xFF_FFFF }) }
        #expect(eventually { colours() == [0xFF_0000] }, "the red xterm fills the screen")
        return colours
    }
}
