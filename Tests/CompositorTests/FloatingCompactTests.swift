import Compositor
import Model
import Spring
import Testing

@Suite("Floating windows: a compact window's sheets")
struct FloatingCompactTests {
    /// "a" and "b" floating in the 1024×768 window, then the window narrowed to 480 and settled.
    func compact(_ clock: ManualClock) -> Compositor {
        let c = Compositor(scene: Floating.twoPanels(), clock: clock)
        _ = c.nextFrame()
        c.resize(to: Size(width: 480, height: 768))
        return c
    }

    @Test func narrowingReportsCompactAndTheFrontPanelBecomesTheSheet() {
        let clock = ManualClock()
        let c = compact(clock)
        #expect(Floating.floatingEvents(c.nextFrame().events).first == .didEnterCompact)
        settle(c, clock: clock)
        #expect(c.panelIDs == ["b"])
        #expect(c.frame(of: "b") == Rect(x: 0, y: 524, width: 480, height: 244))
        #expect(c.nextFrame().displayList.items.contains { if case .fill(_, let color) = $0 { color.alpha > 0 } else { false } })
        c.resize(to: Floating.window)
        #expect(Floating.floatingEvents(c.nextFrame().events).first == .didLeaveCompact)
        settle(c, clock: clock)
        #expect(c.frame(of: "a") == Rect(x: 100, y: 100, width: 300, height: 244))
        #expect(c.frame(of: "b") == Rect(x: 500, y: 300, width: 300, height: 244))
    }

    @Test func aSheetRisesWithThePresentationSpring() {
        let clock = ManualClock()
        let c = compact(clock)
        settle(c, clock: clock)
        c.close(panel: "b")
        c.close(panel: "a")
        settle(c, clock: clock)
        #expect(c.panelIDs.isEmpty)
        // Presented again: from just below the window (y 768) to its place (y 524).
        c.present(panel: "b")
        let spring = SpringAnimation(from: 768, to: 524, startTime: clock.now, parameters: .presentation)
        clock.advance(by: 0.1)
        #expect(abs(c.frame(of: "b")!.minY - spring.value(at: clock.now)) < 1e-9)
        #expect(c.frame(of: "b")!.minY > 524)
        settle(c, clock: clock)
        #expect(c.frame(of: "b") == Rect(x: 0, y: 524, width: 480, height: 244))
    }

    @Test func theCloseButtonClosesTheSheetAndTheNextRises() {
        let clock = ManualClock()
        let c = compact(clock)
        settle(c, clock: clock)
        // The close button: 8 pt in, centred in the 44 pt title bar.
        c.click(Point(x: 22, y: 524 + 22), clock: clock)
        let events = Floating.floatingEvents(c.nextFrame().events)
        #expect(events.contains(.didClose(panel: "b")))
        settle(c, clock: clock)
        #expect(c.panelIDs == ["a"])
        #expect(c.panelManager.state(of: "b") == .hidden)
    }

    @Test func theSwitcherShowsAnotherPanel() {
        let clock = ManualClock()
        let c = compact(clock)
        settle(c, clock: clock)
        // Tabs "A" and "B" share the title bar right of the close button: 44…472.
        let tabs = CompactSheetSwitcherLayout.tabs(count: 2, in: c.frame(of: "b")!)
        #expect(tabs == [Rect(x: 44, y: 532, width: 214, height: 28), Rect(x: 258, y: 532, width: 214, height: 28)])
        c.click(Point(x: tabs[0].midX, y: tabs[0].midY), clock: clock)
        #expect(Floating.floatingEvents(c.nextFrame().events).contains(.didFocus(panel: "a")))
        #expect(c.panelManager.frontCompactSheet == "a")
        settle(c, clock: clock)
        #expect(c.panelIDs == ["a"])
        #expect(c.frame(of: "a") == Rect(x: 0, y: 524, width: 480, height: 244))
    }
}
