import Compositor
import Model
import Spring
import Testing

@Suite("Floating windows: the window changing size")
struct FloatingContainerTests {
    @Test func floatingPanelsMoveWithTheSpringToStayInsideAndReachable() {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.scene([Floating.panel("a", at: Point(x: 700, y: 500)),
                                                  Floating.panel("parked", at: Point(x: 900, y: 100))]), clock: clock)
        _ = c.nextFrame()
        c.resize(to: Size(width: 600, height: 400))
        // "a" lay wholly inside: it stays wholly inside, (600 − 300, 400 − 244). "parked" hung off the
        // right edge: it keeps 44 pt of grabbable title bar (80 pt with the close button) inside, 600 − 80.
        let spring = VectorSpringAnimation(from: SIMD2(700.0, 500.0), to: SIMD2(300.0, 156.0), startTime: clock.now, parameters: .transition)
        clock.advance(by: 0.1)
        let mid = c.frame(of: "a")!
        #expect(abs(mid.minX - spring.value(at: clock.now).x) < 1e-9 && abs(mid.minY - spring.value(at: clock.now).y) < 1e-9)
        settle(c, clock: clock)
        #expect(c.frame(of: "a") == Rect(x: 300, y: 156, width: 300, height: 244))
        #expect(c.frame(of: "parked") == Rect(x: 520, y: 100, width: 300, height: 244))
    }

    @Test func aTargetChangingMidFlightRetargetsWithoutAJumpInPositionOrVelocity() {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.twoPanels(), clock: clock)
        c.pin(panel: "a", to: .right)
        let h = 1e-5
        clock.advance(by: 0.1 - h)
        let early = c.frame(of: "a")!.minX
        clock.advance(by: h)
        let at = c.frame(of: "a")!
        // The window narrows while "a" slides into its slot: the slot moves 124 pt left.
        c.resize(to: Size(width: 900, height: 768))
        #expect(c.frame(of: "a") == at)
        clock.advance(by: h)
        let late = c.frame(of: "a")!.minX
        // The slopes over 10 µs before and after the retarget agree (to within the spring's
        // curvature): no jump in velocity (it is about 3250 pt/s here).
        let before = (at.minX - early) / h, after = (late - at.minX) / h
        #expect(abs(after - before) < 5, "\(before) vs \(after) pt/s")
        settle(c, clock: clock)
        #expect(c.frame(of: "a") == Rect(x: 580, y: 0, width: 320, height: 768))
    }

    @Test func pinnedPanelsReDivideTheirSide() {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.twoPanels(), clock: clock)
        c.pin(panel: "a", to: .right)
        c.pin(panel: "b", to: .right)
        settle(c, clock: clock)
        #expect(c.frame(of: "a") == Rect(x: 704, y: 0, width: 320, height: 384))
        #expect(c.frame(of: "b") == Rect(x: 704, y: 384, width: 320, height: 384))
        c.resize(to: Size(width: 900, height: 600))
        settle(c, clock: clock)
        #expect(c.frame(of: "a") == Rect(x: 580, y: 0, width: 320, height: 300))
        #expect(c.frame(of: "b") == Rect(x: 580, y: 300, width: 320, height: 300))
        #expect(c.mainContentFrame == Rect(x: 0, y: 0, width: 580, height: 600))
    }

    @Test func tooNarrowForPinningThePinnedPanelsFloatBesideTheirSide() {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.twoPanels(), clock: clock)
        c.pin(panel: "a", to: .right)
        settle(c, clock: clock)
        // 600 − 320 = 280 < 350: "a" floats 20 pt from the right side, 20 pt below its slot's top.
        c.resize(to: Size(width: 600, height: 768))
        #expect(Floating.floatingEvents(c.nextFrame().events) == [.didFloat(panel: "a")])
        settle(c, clock: clock)
        #expect(c.panelManager.state(of: "a") == .floating)
        #expect(c.frame(of: "a") == Rect(x: 280, y: 20, width: 300, height: 244))
        #expect(c.mainContentFrame == Rect(x: 0, y: 0, width: 600, height: 768))
    }
}
