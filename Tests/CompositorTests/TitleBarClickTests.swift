import Compositor
import Input
import Model
import Testing

/// Issue 63: a double click on a title bar fills the window and another floats it again; Alt+F4
/// closes the focused window as its close button does.
@Suite("Title bar clicks and the close key")
struct TitleBarClickTests {
    func click(_ c: Compositor, at p: Point, _ clock: ManualClock) {
        c.handle(.pointerPressed(p, button: 1, time: clock.now))
        clock.advance(by: 0.05)
        c.handle(.pointerReleased(p, button: 1, time: clock.now))
    }

    @Test func aDoubleClickFillsAndAnotherFloatsAgainButTwoSlowClicksDoNothing() throws {
        let (c, clock) = HostedSheetTests.hosting()
        c.tilesWindows = true
        let before = try #require(c.frame(of: "xterm"))
        let bar = Point(x: before.midX, y: before.minY + 20)
        click(c, at: bar, clock)
        clock.advance(by: 0.6)
        click(c, at: bar, clock)
        _ = settle(c, clock: clock)
        #expect(c.frame(of: "xterm") == before, "two clicks 0.6 s apart are no double click")
        click(c, at: bar, clock)
        clock.advance(by: 0.1)
        click(c, at: bar, clock)
        let events = settle(c, clock: clock).flatMap(\.events)
        #expect(events.contains(.panel(.didTile(panel: "xterm", arrangement: .fill))))
        #expect(c.panelManager.panels["xterm"]?.tile == .fill)
        let filled = try #require(c.frame(of: "xterm"))
        click(c, at: Point(x: filled.midX, y: filled.minY + 20), clock)
        clock.advance(by: 0.1)
        click(c, at: Point(x: filled.midX, y: filled.minY + 20), clock)
        _ = settle(c, clock: clock)
        let floated = try #require(c.frame(of: "xterm"))
        #expect(c.panelManager.panels["xterm"]?.tile == nil && floated.size == before.size, "floating again at its size: \(floated)")
        #expect(abs(floated.midX - filled.midX) <= 1 && abs(floated.midY - filled.midY) <= 1, "centred on its tile, as the fill button floats it")
    }

    @Test func altF4AsksTheFocusedAppToClose() {
        let (c, clock) = HostedSheetTests.hosting()
        c.handle(.key(KeyPress(.function(4), modifiers: .alt), time: clock.now))
        #expect(c.nextFrame().events.contains(.panel(.didRequestClose(panel: "xterm"))))
    }
}
