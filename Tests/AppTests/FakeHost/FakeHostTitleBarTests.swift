@testable import App
import Desktop
import Input
import Model
import Testing
import X11

/// What a window's title bar asks of the window manager and what a drag with Super does to it,
/// over the fake host: the glue between a client's events, the pointer's grab and the panels.
@Suite struct FakeHostTitleBarTests {
    /// An app window 400×300 at (100, 100) on the root, settled: the desktop, the window and its panel.
    func opened() throws -> (FakeDesktop, WindowID, PanelID) {
        let desktop = try FakeDesktop()
        let window = desktop.open { _ in .app("Gtk3-demo") }
        desktop.settle()
        return (desktop, window, PanelID(try #require(desktop.host.clients.client(window)?.panel)))
    }

    func carried(_ desktop: FakeDesktop, _ matches: (WindowCommand) -> Bool) -> Int { desktop.server.carried.filter(matches).count }

    @Test func aHeaderBarsRightClickOpensTheWindowMenuOfItsPanelWhereThePointerIs() throws {
        let (desktop, window, panel) = try opened()
        #expect(desktop.compositor.windowMenu == nil)
        desktop.pass([(window, .windowMenuAsked(at: RootPoint(x: 260, y: 140)))])
        let menu = try #require(desktop.compositor.windowMenu)
        #expect(menu.panel == panel)
        #expect(menu.anchor == Point(x: 260, y: 140))
        // One asked by a window no panel shows opens nothing.
        let stranger = desktop.server.create { _ in .app("Other") }
        desktop.pass([(stranger, .windowMenuAsked(at: RootPoint(x: 10, y: 10)))])
        #expect(desktop.compositor.windowMenu?.panel == panel)
    }

    @Test func superDragMovesThePanelAndThePressNeverReachesTheApp() throws {
        let (desktop, window, panel) = try opened()
        let before = try #require(desktop.compositor.frame(of: panel))
        desktop.pass([(window, .pressed(at: RootPoint(x: 300, y: 250), time: 7, button: 1, modifiers: .super))])
        #expect(carried(desktop) { $0 == .grabPointer(for: desktop.overlay.id) } == 1)
        #expect(carried(desktop) { if case .letPressThrough = $0 { true } else { false } } == 0)
        // The pointer is Flotilla's now: its moves come to the overlay, slowly (nothing is thrown).
        var t = desktop.clock.now
        for step in 1...20 {
            t += 0.05
            desktop.clock.advance(by: 0.05)
            desktop.input(.input(.pointerMoved(Point(x: 300 + Double(step) * 3, y: 250 + Double(step) * 2), time: t)))
        }
        desktop.clock.advance(by: 0.2)
        desktop.input(.input(.pointerReleased(Point(x: 360, y: 290), button: 1, time: t + 0.2)))
        #expect(carried(desktop) { $0 == .ungrabPointer } == 1)
        desktop.settle()
        let after = try #require(desktop.compositor.frame(of: panel))
        #expect(after.size == before.size)
        #expect(abs(after.minX - before.minX - 60) <= 1 && abs(after.minY - before.minY - 40) <= 1, "\(before) → \(after)")
        try FakeDesktopInvariants(desktop).check()
    }

    @Test func superRightDragResizesFromTheNearestCornerAndEndsWithItsOwnRelease() throws {
        let (desktop, window, panel) = try opened()
        let before = try #require(desktop.compositor.frame(of: panel))
        // In the bottom-right third of the panel: the bottom-right corner is dragged.
        let start = Point(x: before.maxX - 20, y: before.maxY - 20)
        desktop.pass([(window, .pressed(at: RootPoint(x: Int(start.x), y: Int(start.y)), time: 7, button: 3, modifiers: .super))])
        var t = desktop.clock.now
        for step in 1...10 {
            t += 0.05
            desktop.clock.advance(by: 0.05)
            desktop.input(.input(.pointerMoved(Point(x: start.x + Double(step) * 5, y: start.y + Double(step) * 3), time: t)))
        }
        // Button 1's release is not this drag's end.
        desktop.input(.input(.pointerReleased(Point(x: start.x + 50, y: start.y + 30), button: 1, time: t)))
        #expect(carried(desktop) { $0 == .ungrabPointer } == 0)
        desktop.input(.input(.pointerReleased(Point(x: start.x + 50, y: start.y + 30), button: 3, time: t + 0.01)))
        #expect(carried(desktop) { $0 == .ungrabPointer } == 1)
        desktop.settle()
        let after = try #require(desktop.compositor.frame(of: panel))
        #expect(after.origin == before.origin)
        #expect(after.width > before.width + 20 && after.height > before.height + 10, "\(before) → \(after)")
        try FakeDesktopInvariants(desktop).check()
    }

    @Test func aPlainPressIsTheAppsAndFocusesItsPanel() throws {
        let (desktop, first, _) = try opened()
        let second = desktop.open { _ in .app("XTerm", at: RootPoint(x: 600, y: 300)) }
        desktop.settle()
        #expect(desktop.server.shown.focused == second)
        desktop.pass([(first, .pressed(at: RootPoint(x: 200, y: 200), time: 9, button: 1, modifiers: []))])
        desktop.settle()
        #expect(desktop.server.carried.contains(.letPressThrough(first, time: 9)))
        #expect(carried(desktop) { if case .grabPointer = $0 { true } else { false } } == 0)
        #expect(desktop.server.shown.focused == first)
    }
}
