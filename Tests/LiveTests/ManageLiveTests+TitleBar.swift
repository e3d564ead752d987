@testable import App
import Desktop
import Foundation
import Input
import Model
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
        let filled = try display.settled(app, "xlogo", after: before, differingFrom: placed)
        #expect(filled.x == 0 && filled.y == 0 && filled.width > 600, "it fills the screen, as far as xlogo lets it: \(filled)")
        before = settles()
        try doubleClick(at: filled.x + filled.width / 2, filled.y + 20)
        let floated = try display.settled(app, "xlogo", after: before, differingFrom: filled)
        #expect((floated.width, floated.height) == (placed.width, placed.height), "floating again at its size: \(floated)")
        #expect(abs(floated.x + floated.width / 2 - (filled.x + filled.width / 2)) <= 1, "centred on its tile: \(floated)")

        try display.input.key(KeyPress(.function(4), modifiers: .alt))
        #expect(eventually { !xlogo.isRunning }, "Alt+F4 closed xlogo")
    }

    /// With Super held, a drag from the middle of an xterm moves its panel and a right-button
    /// drag resizes it from the edges nearest the pointer; neither press reaches xterm. Without
    /// Super the press is xterm's.
    @Test func superDragMovesAndSuperRightDragResizesFromAnywhereInAWindow() throws {
        let display = try ManagedDisplay()
        let app = try display.manage()
        defer { app.stop() }
        _ = try app.readyWindow()
        try display.start("xterm", ["-geometry", "60x16+300+200"])
        let xterm = try display.client(of: app, panel: "xterm")
        let placed = try display.settled(app, "xterm")
        func drag(button: Int, from: (x: Int, y: Int), by: (x: Int, y: Int)) throws {
            try display.input.holding(.super) {
                try display.input.move(to: from.x, from.y)
                try display.input.press(button: button)
                for i in 1...10 {
                    Thread.sleep(forTimeInterval: 0.02)
                    try display.input.move(to: from.x + by.x * i / 10, from.y + by.y * i / 10)
                }
                Thread.sleep(forTimeInterval: 0.15)
                try display.input.release(button: button)
            }
        }
        let middle = (x: placed.x + placed.width / 2, y: placed.y + placed.height / 2)
        var count = app.events.count { $0["event"] as? String == "did-settle" && $0["panel"] as? String == "xterm" }
        try drag(button: 1, from: middle, by: (-120, 80))
        let moved = try display.settled(app, "xterm", after: count, differingFrom: placed)
        #expect((moved.x, moved.y, moved.width, moved.height) == (placed.x - 120, placed.y + 80, placed.width, placed.height),
                "moved by the drag, its size kept: \(moved), from \(placed)")
        #expect(try display.connection.rootPosition(0, 0, in: xterm) == RootPoint(x: moved.x, y: moved.y + 44))

        // From the lower right third: the bottom-right corner follows the pointer (by whole character cells).
        count = app.events.count { $0["event"] as? String == "did-settle" && $0["panel"] as? String == "xterm" }
        try drag(button: 3, from: (moved.x + moved.width - 20, moved.y + moved.height - 20), by: (150, 90))
        let resized = try display.settled(app, "xterm", after: count, differingFrom: moved)
        #expect((resized.x, resized.y) == (moved.x, moved.y), "its top-left stays: \(resized)")
        #expect(resized.width > moved.width + 100 && resized.height > moved.height + 50, "larger by about the drag: \(resized), from \(moved)")
        let size = try display.connection.size(of: xterm)
        #expect(abs(size.width - resized.width) <= 1 && abs(size.height - (resized.height - 44)) <= 1, "xterm took the size: \(size)")
    }

    /// Super+Down on a window that maximised itself (its own `_NET_WM_STATE`, set before it
    /// mapped) restores it: its panel is back at the window's own size, no longer maximised.
    @Test func superDownRestoresAWindowThatMaximisedItself() throws {
        let display = try ManagedDisplay()
        let app = try display.manage()
        defer { app.stop() }
        _ = try app.readyWindow()
        display.own(try startDesktopProgram("/usr/bin/python3", arguments: [TestClients.ownStates, "300", "200", "MAXIMIZED_VERT", "MAXIMIZED_HORZ"],
                                            environment: display.environment))
        let client = try display.client(of: app, panel: "own-states")
        let maximised = try display.settled(app, "own-states")
        #expect((maximised.x, maximised.y, maximised.width, maximised.height) == (0, 0, 1280, 800), "it starts maximised: \(maximised)")
        let states = { (try? display.connection.property("_NET_WM_STATE", of: client))??.values32 ?? [] }
        let vertical = try display.connection.atom("_NET_WM_STATE_MAXIMIZED_VERT")
        #expect(states().contains(vertical))

        try display.input.key(KeyPress(.down, modifiers: .super))
        let restored = try display.settled(app, "own-states", after: 1, differingFrom: maximised)
        #expect((restored.width, restored.height) == (300, 244), "at its own size again: \(restored)")
        #expect(eventually { !states().contains(vertical) }, "no longer maximised: \(states())")
    }

    /// A right click on xlogo's title bar opens its window menu at the pointer: Move to Space ›
    /// Space 2 moves the window there; on that space, the keys open the menu's Close (Down, Return
    /// on the first row), which closes xlogo.
    @Test func theWindowMenuMovesAWindowToASpaceAndClosesIt() throws {
        let display = try ManagedDisplay()
        let app = try display.manage()
        defer { app.stop() }
        let (overlay, _, _) = try app.readyWindow()
        let xlogo = try display.start("xlogo", ["-geometry", "240x150+200+200"])
        let client = try display.client(of: app, panel: "xlogo")
        let placed = try display.settled(app, "xlogo")
        let screen = Rect(x: 0, y: 0, width: 1280, height: 800)
        func click(_ p: Point) throws {
            try display.input.move(to: Int(p.x), Int(p.y), in: overlay)
            try display.input.press(button: 1)
            try display.input.release(button: 1)
        }
        let at = Point(x: Double(placed.x + placed.width / 2), y: Double(placed.y + 20))
        try display.input.move(to: Int(at.x), Int(at.y), in: overlay)
        try display.input.press(button: 3)
        try display.input.release(button: 3)
        var menu = WindowMenu(panel: "xlogo", facts: WindowMenu.Facts(space: 0, spaceCount: 4), at: at, in: screen)
        let moveToSpace = try #require(menu.rows.firstIndex { $0.title == "Move to Space" })
        // The menu fades in over a frame or two; its rows take the pointer once it shows.
        Thread.sleep(forTimeInterval: 0.3)
        try click(menu.rowFrame(moveToSpace).center)
        _ = menu.take(moveToSpace)
        let spaceTwo = try #require(menu.rows.firstIndex { $0.title == "Space 2" })
        try click(menu.rowFrame(spaceTwo).center)
        let desktop = { (try? display.connection.property("_NET_WM_DESKTOP", of: client))??.values32.first }
        #expect(eventually { desktop() == 1 }, "on space 2: \(String(describing: desktop()))")

        let settles = app.events.count { $0["event"] as? String == "did-settle" && $0["panel"] as? String == "xlogo" }
        _ = try display.output(of: "wmctrl", ["-s", "1"])
        // Its panel rests where it was, on the space that shows now.
        _ = try display.settled(app, "xlogo", after: settles)
        try display.input.move(to: Int(at.x), Int(at.y), in: overlay)
        try display.input.press(button: 3)
        try display.input.release(button: 3)
        Thread.sleep(forTimeInterval: 0.3)
        try display.input.key(KeyPress(.down))
        try display.input.key(KeyPress(.enter))
        #expect(eventually { !xlogo.isRunning }, "Close closed xlogo")
    }

    /// A right click on gtk3-demo's header bar asks for the window menu (`_GTK_SHOW_WINDOW_MENU`,
    /// in `_NET_SUPPORTED`): Flotilla's opens there, and its Keep Above keeps the window above.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/bin/gtk3-demo"), "needs gtk3-demo (scripts/test installs it)"))
    func aGtkHeaderBarsRightClickOpensTheWindowMenu() throws {
        let display = try ManagedDisplay()
        let app = try display.manage()
        defer { app.stop() }
        let (overlay, _, _) = try app.readyWindow()
        let supported = try #require(try display.connection.property("_NET_SUPPORTED", of: display.connection.rootWindow)).values32
        #expect(supported.contains(try display.connection.atom("_GTK_SHOW_WINDOW_MENU")))
        try display.start("gtk3-demo", adding: Live.RealApplicationLiveTests.gtk)
        let client = try display.client(of: app, panel: "gtk3-demo", within: 20)
        let placed = try display.settled(app, "gtk3-demo")
        // Its header bar's middle, clear of its title and buttons.
        let at = Point(x: Double(placed.x + placed.width / 2 - 150), y: Double(placed.y + 20))
        try display.input.move(to: Int(at.x), Int(at.y), in: overlay)
        try display.input.press(button: 3)
        try display.input.release(button: 3)
        let above = try display.connection.atom("_NET_WM_STATE_ABOVE")
        Thread.sleep(forTimeInterval: 0.5)
        let menu = WindowMenu(panel: "gtk3-demo", facts: WindowMenu.Facts(space: 0, spaceCount: 4), at: at, in: Rect(x: 0, y: 0, width: 1280, height: 800))
        let keepAbove = try #require(menu.rows.firstIndex { $0.title == "Keep Above" })
        try display.input.move(to: Int(menu.rowFrame(keepAbove).midX), Int(menu.rowFrame(keepAbove).midY), in: overlay)
        try display.input.press(button: 1)
        try display.input.release(button: 1)
        #expect(eventually { (try? display.connection.property("_NET_WM_STATE", of: client))??.values32.contains(above) == true },
                "kept above by Flotilla's menu")
    }
}
