import Compositor
import Input
import Model
import Testing

/// Telling windows apart in exposé without X (the model side of the live
/// `exposesCloseButtonClosesAWindowAndTheArrowsAndReturnBringOneForward`): the lit window's close
/// button closes it on a release over it and exposé stays; the arrows move the light and Return
/// brings the lit window forward.
@Suite("Floating windows: exposé's close button and keys")
struct ExposeLabelsCompositorTests {
    /// Exposé over the three panels, settled, with the pointer lighting `lit`; its cell as drawn.
    func lighting(_ lit: PanelID, in c: Compositor, clock: ManualClock) throws -> Rect {
        c.toggleExpose()
        settle(c, clock: clock)
        let cell = try #require(c.frame(of: lit))
        c.handle(.pointerMoved(cell.center, time: clock.now))
        settle(c, clock: clock)
        #expect(c.panelManager.exposeLit == lit)
        return try #require(c.frame(of: lit))
    }

    @Test func theLitWindowsCloseButtonClosesItAndExposeStays() throws {
        let clock = ManualClock()
        let c = Compositor(scene: ExposeCompositorTests.three(), clock: clock)
        let cell = try lighting("c", in: c, clock: clock)
        c.click(ExposeLabels.closeButton(on: cell).center, clock: clock)
        let events = Floating.floatingEvents(c.nextFrame().events)
        #expect(events.contains(.didClose(panel: "c")))
        #expect(!events.contains(.didExitExpose))
        #expect(c.panelManager.isExposing, "exposé stays")
        settle(c, clock: clock)
        #expect(c.frame(of: "c") == nil && c.frame(of: "a") != nil && c.frame(of: "b") != nil)
    }

    @Test func aPressOnTheButtonLetGoElsewhereClosesNothing() throws {
        let clock = ManualClock()
        let c = Compositor(scene: ExposeCompositorTests.three(), clock: clock)
        let cell = try lighting("c", in: c, clock: clock)
        let button = ExposeLabels.closeButton(on: cell)
        c.handle(.pointerPressed(button.center, button: 1, time: clock.now))
        clock.advance(by: 0.05)
        c.handle(.pointerMoved(cell.center, time: clock.now))
        c.handle(.pointerReleased(cell.center, button: 1, time: clock.now))
        let events = Floating.floatingEvents(c.nextFrame().events)
        #expect(!events.contains(.didClose(panel: "c")))
        #expect(c.frame(of: "c") != nil && c.panelManager.isExposing)
    }

    @Test func anAppsWindowIsAskedToCloseAndItsPanelStaysUntilItDoes() throws {
        let clock = ManualClock()
        let c = Compositor(scene: ExposeCompositorTests.three(), clock: clock)
        #expect(c.host(HostedPanel(id: "xterm", name: "xterm", title: "xterm", sizes: Floating.sizes,
                                   frame: Rect(x: 500, y: 60, width: 300, height: 244))))
        settle(c, clock: clock)
        let cell = try lighting("xterm", in: c, clock: clock)
        c.click(ExposeLabels.closeButton(on: cell).center, clock: clock)
        let events = Floating.floatingEvents(c.nextFrame().events)
        #expect(events.contains(.didRequestClose(panel: "xterm")))
        #expect(!events.contains(.didClose(panel: "xterm")))
        #expect(c.frame(of: "xterm") != nil && c.panelManager.isExposing)
    }

    @Test func theArrowsMoveTheLightAndReturnBringsTheLitWindowForward() throws {
        let clock = ManualClock()
        let c = Compositor(scene: ExposeCompositorTests.three(), clock: clock)
        c.toggleExpose()
        settle(c, clock: clock)
        c.key(.right, clock: clock)
        #expect(c.panelManager.exposeLit == "c", "none lit: the focused window first")
        c.key(.up, clock: clock)
        c.key(.left, clock: clock)
        #expect(c.panelManager.exposeLit == "a")
        c.key(.enter, clock: clock)
        let events = Floating.floatingEvents(c.nextFrame().events)
        #expect(events.contains(.didFocus(panel: "a")) && events.contains(.didExitExpose))
        #expect(c.panelIDs.last == "a" && !c.panelManager.isExposing)
    }

    @Test func returnWithNothingLitIsNotTaken() {
        let clock = ManualClock()
        let c = Compositor(scene: ExposeCompositorTests.three(), clock: clock)
        c.toggleExpose()
        settle(c, clock: clock)
        c.key(.enter, clock: clock)
        #expect(c.panelManager.isExposing && c.panelManager.exposeLit == nil)
    }
}
