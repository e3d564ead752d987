import Compositor
import Input
import Model
import Testing

/// A window menu's choices carried out by the compositor, without X (the model side of the live
/// tests of a GTK header bar's right click and of the title bar's menu): Keep Above keeps the
/// panel above and unchecks back, Move to Space › Space 2 asks the host to move the window, Close
/// asks the app to close.
@Suite("The window menu's choices")
struct WindowMenuChoiceTests {
    /// Opens xterm's window menu and clicks the row titled `title`, on each page the titles name
    /// in turn (`["Move to Space", "Space 2"]`).
    func take(_ titles: [String], in c: Compositor, clock: ManualClock) -> [PanelEvent] {
        #expect(c.openWindowMenu(panel: "xterm", at: Point(x: 200, y: 90)))
        for title in titles {
            guard let menu = c.windowMenu, let row = menu.rows.firstIndex(where: { $0.title == title }) else {
                Issue.record("no row \(title) in \(c.windowMenu?.rows.map(\.title) ?? [])")
                return []
            }
            let frame = menu.rowFrame(row), p = Point(x: frame.midX, y: frame.midY)
            c.handle(.pointerPressed(p, button: 1, time: clock.now))
            c.handle(.pointerReleased(p, button: 1, time: clock.now))
        }
        return Floating.floatingEvents(settle(c, clock: clock).flatMap(\.events))
    }

    @Test func keepAboveKeepsThePanelAboveAndTakenAgainLetsItGo() {
        let (c, clock) = HostedSheetTests.hosting()
        _ = take(["Keep Above"], in: c, clock: clock)
        #expect(c.panelManager.keptAbove.contains("xterm"))
        #expect(c.windowMenu == nil, "a choice closes the menu")
        #expect(c.openWindowMenu(panel: "xterm", at: Point(x: 200, y: 90)))
        #expect(c.windowMenu?.rows.first { $0.title == "Keep Above" }?.isChecked == true, "shown checked")
        c.handle(.key(KeyPress(.escape), time: clock.now))
        _ = settle(c, clock: clock)
        _ = take(["Keep Above"], in: c, clock: clock)
        #expect(!c.panelManager.keptAbove.contains("xterm"), "taken again: kept above no longer")
    }

    @Test func moveToSpaceTwoAsksTheHostToMoveTheWindowThere() {
        let (c, clock) = HostedSheetTests.hosting()
        c.setSpaces(PanelSpaces(count: 4, current: 0, spaceOf: ["xterm": 0]))
        _ = settle(c, clock: clock)
        let events = take(["Move to Space", "Space 2"], in: c, clock: clock)
        #expect(events.contains(.didRequestMoveToSpace(panel: "xterm", space: 1)), "\(events)")
    }

    @Test func closeAsksAHostedAppToCloseAndLeavesItsPanelUntilItsWindowGoes() {
        let (c, clock) = HostedSheetTests.hosting()
        let events = take(["Close"], in: c, clock: clock)
        #expect(events.contains(.didRequestClose(panel: "xterm")), "\(events)")
        #expect(c.panelManager.state(of: "xterm") == .floating, "the panel stays until the app's window goes")
    }
}
