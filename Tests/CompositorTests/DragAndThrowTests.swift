import Compositor
import Model
import Spring
import Testing

@Suite("Dragging and throwing a panel")
struct DragAndThrowTests {
    @Test func dragFollowsThePointerOneToOne() {
        let clock = ManualClock()
        let c = Compositor(scene: onePanelScene(), clock: clock)
        c.handle(.pointerPressed(Point(x: 200, y: 130), button: 1, time: 0))
        c.handle(.pointerMoved(Point(x: 260, y: 170), time: 0.01))
        #expect(c.frame(of: "p") == Rect(x: 180, y: 150, width: 300, height: 180))
        let events = c.nextFrame().events
        #expect(events == [.panel(.didBeginDragging(panel: "p", origin: Point(x: 120, y: 110)))])
    }

    @Test func pressOutsideEveryPanelDoesNothing() {
        let clock = ManualClock()
        let c = Compositor(scene: onePanelScene(), clock: clock)
        c.handle(.pointerPressed(Point(x: 10, y: 10), button: 1, time: 0))
        c.handle(.pointerMoved(Point(x: 60, y: 60), time: 0.01))
        #expect(c.frame(of: "p")?.origin == Point(x: 120, y: 110))
        #expect(c.nextFrame().events.isEmpty)
    }

    @Test func aFlingProjectsAndTheSpringKeepsTheTitleBarReachable() throws {
        let clock = ManualClock()
        let c = Compositor(scene: onePanelScene(), clock: clock)
        // 120 pt right in 100 ms: 1200 pt/s from x 240, projected 598.8 pt further: parked at the
        // right edge with 44 pt of grabbable title bar inside, beyond its 36 pt close button (800 − 80 = 720).
        drag(c, clock: clock, from: Point(x: 200, y: 130), by: Vector(dx: 120, dy: 0))
        let release = c.nextFrame().events
        guard case .panel(.didEndDragging("p", let v, let target)) = try #require(release.first) else {
            Issue.record("expected did-end-dragging, got \(release)")
            return
        }
        #expect(abs(v.dx - 1200) < 1e-6 && abs(v.dy) < 1e-9)
        #expect(target == Point(x: 720, y: 110))
        let frames = settle(c, clock: clock)
        for f in frames {
            let panel = f.displayList.surfaces.map(\.frame).first!
            #expect(panel.minX <= 720 && panel.maxX >= 80 && panel.minY >= 0 && panel.minY <= 560 - 44)
        }
        #expect(c.frame(of: "p")?.origin == Point(x: 720, y: 110))
        #expect(frames.last?.events == [.panel(.didSettle(panel: "p", frame: Rect(x: 720, y: 110, width: 300, height: 180)))])
        #expect(frames.last?.isAnimating == false)
    }

    @Test func aSlowReleaseStaysWhereItWasDropped() {
        let clock = ManualClock()
        let c = Compositor(scene: onePanelScene(), clock: clock)
        drag(c, clock: clock, from: Point(x: 200, y: 130), by: Vector(dx: 40, dy: 30), restBeforeRelease: 0.2)
        // Nothing to animate: it settles in the same frame.
        #expect(c.nextFrame().events == [.panel(.didEndDragging(panel: "p", velocity: .zero, target: Point(x: 160, y: 140))),
                                         .panel(.didSettle(panel: "p", frame: Rect(x: 160, y: 140, width: 300, height: 180)))])
        #expect(c.frame(of: "p")?.origin == Point(x: 160, y: 140))
    }

    @Test func theThrowUsesTheThrownSpring() {
        let clock = ManualClock()
        let c = Compositor(scene: onePanelScene(), clock: clock)
        drag(c, clock: clock, from: Point(x: 200, y: 130), by: Vector(dx: 0, dy: 20))
        let start = clock.now
        _ = c.nextFrame()
        let expected = VectorSpringAnimation(from: SIMD2(120.0, 130.0), to: SIMD2(120.0, 230.0), velocity: SIMD2(0.0, 200.0),
                                             startTime: start, parameters: .thrown)
        clock.advance(by: 0.1)
        #expect(abs(c.frame(of: "p")!.minY - expected.value(at: clock.now).y) < 1e-9)
    }

    @Test func grabbingASettlingPanelDoesNotJump() {
        let clock = ManualClock()
        let c = Compositor(scene: onePanelScene(velocity: Vector(dx: 800, dy: 300)), clock: clock)
        clock.advance(by: 0.12)
        let before = c.frame(of: "p")!
        #expect(before.origin != Point(x: 120, y: 110))
        let grab = Point(x: before.midX, y: before.minY + 10)
        c.handle(.pointerPressed(grab, button: 1, time: clock.now))
        #expect(c.frame(of: "p") == before)
        clock.advance(by: 0.1)
        // The spring's velocity is dropped: the pointer rules.
        #expect(c.frame(of: "p") == before)
        #expect(!c.isAnimating)
        c.handle(.pointerMoved(Point(x: grab.x + 10, y: grab.y), time: clock.now))
        #expect(c.frame(of: "p")?.origin == Point(x: before.minX + 10, y: before.minY))
    }

    @Test func dragPastTheEdgeRubberBands() {
        let clock = ManualClock()
        let c = Compositor(scene: onePanelScene(), clock: clock)
        c.handle(.pointerPressed(Point(x: 200, y: 130), button: 1, time: 0))
        // Raw origin −100: still reachable (44 pt of the title bar inside), followed 1:1.
        c.handle(.pointerMoved(Point(x: -20, y: 130), time: 0.01))
        #expect(c.frame(of: "p")!.minX == -100)
        // Raw origin −264: 44 pt past the least reachable origin (80 − 300 = −220), rubber-banded.
        c.handle(.pointerMoved(Point(x: -184, y: 130), time: 0.02))
        #expect(abs(c.frame(of: "p")!.minX - (-220 + RubberBand.offset(-44, dimension: 800))) < 1e-9)
        #expect(abs(c.frame(of: "p")!.minX - -243.48944) < 1e-5)
    }

    @Test func pressRaisesThePanelUnderThePointer() {
        let clock = ManualClock()
        let scene = Scene(size: Size(width: 800, height: 560), panels: [
            PanelSpec(id: "back", frame: Rect(x: 100, y: 100, width: 200, height: 200)),
            PanelSpec(id: "front", frame: Rect(x: 250, y: 150, width: 200, height: 200)),
        ])
        let c = Compositor(scene: scene, clock: clock)
        // Where they overlap the front panel is hit (in its title bar, between its buttons).
        c.handle(.pointerPressed(Point(x: 280, y: 190), button: 1, time: 0))
        c.handle(.pointerReleased(Point(x: 280, y: 190), button: 1, time: 0.2))
        #expect(c.panelIDs == ["back", "front"])
        c.handle(.pointerPressed(Point(x: 200, y: 120), button: 1, time: 1))
        #expect(c.panelIDs == ["front", "back"])
    }
}
