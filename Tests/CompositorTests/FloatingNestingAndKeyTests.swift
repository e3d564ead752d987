import Compositor
import Input
import Model
import Testing

@Suite("Floating windows: panels inside panels, keys")
struct FloatingNestingAndKeyTests {
    /// "p" presents "c1" from a content button; "c1" presents "c2".
    static func nested() -> Scene {
        let small = PanelContentSizes(preferred: Size(width: 200, height: 100))
        var c1 = Floating.panel("c1", at: .zero, sizes: small, presents: ["c2"])
        var c2 = Floating.panel("c2", at: .zero, sizes: small)
        c1.presentation = .hidden
        c2.presentation = .hidden
        return Floating.scene([Floating.panel("p", at: Point(x: 100, y: 100), presents: ["c1"]), c1, c2])
    }

    @Test func contentButtonsPresentPopoversToAnyDepthAndClosingTheParentClosesThem() throws {
        let clock = ManualClock()
        let c = Compositor(scene: Self.nested(), clock: clock)
        // "p" (100, 100, 300×244): its one content button is 30 pt tall, 12 pt in from the sides and bottom.
        let button = ActionButtonLayout.frames(count: 1, in: Rect(x: 100, y: 100, width: 300, height: 244))[0]
        #expect(button == Rect(x: 112, y: 302, width: 276, height: 30))
        c.click(button.center, clock: clock)
        #expect(c.panelManager.state(of: "c1") == .attached)
        // Under the button, 8 pt below it, at c1's preferred size.
        #expect(c.panelManager.frame(of: "c1") == Rect(x: 112, y: 340, width: 200, height: 144))
        #expect(Floating.floatingEvents(c.nextFrame().events) == [.didPresent(panel: "c1", state: .attached), .didFocus(panel: "c1")])
        settle(c, clock: clock)
        let inner = ActionButtonLayout.frames(count: 1, in: Rect(x: 112, y: 340, width: 200, height: 144))[0]
        c.click(inner.center, clock: clock)
        #expect(c.panelManager.ancestors(of: "c2") == ["c1", "p"])
        // Closing "p" closes both popovers; they fade out.
        settle(c, clock: clock)
        c.close(panel: "p")
        #expect(Floating.floatingEvents(c.nextFrame().events) == [.didClose(panel: "p"), .didClose(panel: "c1"), .didClose(panel: "c2")])
        #expect(c.panelIDs.isEmpty)
        #expect(c.isAnimating)
        settle(c, clock: clock)
        #expect(c.frame(of: "c2") == nil)
    }

    @Test func escapeClosesTheFocusedPopoverAndTheFloatButtonFloatsIt() {
        let clock = ManualClock()
        let c = Compositor(scene: Self.nested(), clock: clock)
        c.present(panel: "c1", from: "p", attachedAt: Rect(x: 500, y: 100, width: 200, height: 144))
        c.present(panel: "c2", from: "c1", attachedAt: Rect(x: 500, y: 300, width: 200, height: 144))
        c.key(.escape, clock: clock)
        #expect(c.panelManager.state(of: "c2") == .hidden && c.panelManager.focusedID == "c1")
        // c1's float button, 8 pt from its right edge, once c1 has shown long enough to take a click.
        clock.advance(by: 0.4)
        c.click(Point(x: 700 - 8 - 14, y: 122), clock: clock)
        #expect(c.panelManager.state(of: "c1") == .floating)
        #expect(Floating.floatingEvents(c.nextFrame().events).suffix(1) == [.didFloat(panel: "c1")])
        c.key(.escape, clock: clock)
        #expect(c.panelManager.state(of: "c1") == .floating)
    }

    @Test func keysCycleFocusMoveResizeAndPin() {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.twoPanels(), clock: clock)
        #expect(c.panelManager.focusedID == "b")
        c.key(.tab, clock: clock)
        #expect(c.panelManager.focusedID == "a" && c.panelIDs == ["b", "a"])
        c.key(.tab, .shift, clock: clock)
        #expect(c.panelManager.focusedID == "b")
        c.key(.tab, clock: clock)
        #expect(Floating.floatingEvents(c.nextFrame().events) == [.didFocus(panel: "a"), .didFocus(panel: "b"), .didFocus(panel: "a")])
        for key in [Key.right, .right, .down] { c.key(key, clock: clock) }
        // Moves animate with the transition spring.
        #expect(c.isAnimating)
        settle(c, clock: clock)
        #expect(c.frame(of: "a") == Rect(x: 120, y: 110, width: 300, height: 244))
        for key in [Key.character("]"), .character("]"), .character("-")] { c.key(key, clock: clock) }
        settle(c, clock: clock)
        #expect(c.frame(of: "a") == Rect(x: 120, y: 110, width: 320, height: 234))
        c.key(.character("p"), clock: clock)
        #expect(c.panelManager.state(of: "a") == .pinned(side: .right, index: 0))
        c.key(.character("p"), clock: clock)
        #expect(c.panelManager.state(of: "a") == .floating)
        // Keys no panel uses go on (to the sheets).
        c.key(.character("q"), clock: clock)
        #expect(Floating.floatingEvents(c.nextFrame().events) == [.didPin(panel: "a", side: .right, index: 0), .didFloat(panel: "a")])
    }

    @Test func shiftTakesLargeStepsAndOtherModifiersLeaveThePanelsAlone() {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.twoPanels(), clock: clock)
        c.key(.tab, clock: clock)
        let start = c.frame(of: "a")!
        c.key(.right, .shift, clock: clock)
        c.key(.down, .shift, clock: clock)
        settle(c, clock: clock)
        let step = PanelManager.keyboardLargeStep
        #expect(c.frame(of: "a") == start.offsetBy(Vector(dx: step, dy: step)))
        c.key(.character("]"), .shift, clock: clock)
        settle(c, clock: clock)
        #expect(c.frame(of: "a")?.width == start.width + step)
        _ = c.nextFrame()
        for mods: Modifiers in [.control, .alt, .super, [.shift, .control]] { c.key(.right, mods, clock: clock) }
        c.key(.tab, .control, clock: clock)
        #expect(!c.isAnimating && c.panelManager.focusedID == "a")
        #expect(c.nextFrame().events.isEmpty)
    }
}
