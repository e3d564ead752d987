import Compositor
import Input
import Model
import Spring
import Testing

@Suite("Floating windows: resizing from edges and corners, cursors")
struct ResizeCompositorTests {
    @Test func pastTheMinimumItRubberBandsThenSpringsBack() {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.twoPanels(), clock: clock)
        // "a" is 300×244 at (100, 100); its minimum frame is 200×144. The right edge's band straddles x 400.
        c.handle(.pointerPressed(Point(x: 402, y: 200), button: 1, time: clock.now))
        #expect(c.cursor == .resizeRight)
        clock.advance(by: 0.05)
        c.handle(.pointerMoved(Point(x: 252, y: 200), time: clock.now))
        // Raw width 150, 50 past the minimum: 200 − (1 − 1/(50 × 0.55/200 + 1)) × 200 = 175.82.
        let banded = 200 + RubberBand.offset(-50, dimension: 200)
        #expect(abs(banded - 175.824) < 1e-3)
        #expect(c.frame(of: "a") == Rect(x: 100, y: 100, width: banded, height: 244))
        c.handle(.pointerReleased(Point(x: 252, y: 200), button: 1, time: clock.now))
        let release = clock.now
        #expect(Floating.floatingEvents(c.nextFrame().events) == [
            .didFocus(panel: "a"), .didBeginResizing(panel: "a", handle: .right),
            .didEndResizing(panel: "a", frame: Rect(x: 100, y: 100, width: 200, height: 244)),
        ])
        // Back to the minimum with the transition spring.
        let spring = VectorSpringAnimation(from: SIMD2(banded, 0), to: SIMD2(200.0, 0), startTime: release, parameters: .transition)
        clock.advance(by: 0.05)
        #expect(abs(c.frame(of: "a")!.width - spring.value(at: clock.now).x) < 1e-9)
        #expect(c.frame(of: "a")!.width > banded && c.frame(of: "a")!.width < 200)
        settle(c, clock: clock)
        #expect(c.frame(of: "a") == Rect(x: 100, y: 100, width: 200, height: 244))
        #expect(c.panelManager.frame(of: "a") == Rect(x: 100, y: 100, width: 200, height: 244))
    }

    @Test func resizingFromTheLeftOrTopKeepsTheOppositeEdgeStill() {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.twoPanels(), clock: clock)
        drag(c, clock: clock, from: Point(x: 99, y: 200), by: Vector(dx: 50, dy: 0), restBeforeRelease: 0.2)
        settle(c, clock: clock)
        #expect(c.frame(of: "a") == Rect(x: 150, y: 100, width: 250, height: 244))
        // The top-left corner: the bottom-right corner (400, 344) stays.
        drag(c, clock: clock, from: Point(x: 151, y: 101), by: Vector(dx: -30, dy: 40), restBeforeRelease: 0.2)
        settle(c, clock: clock)
        #expect(c.frame(of: "a") == Rect(x: 120, y: 140, width: 280, height: 204))
    }

    @Test func everyBandShowsItsCursorAndTheTitleBarShowsAMoveCursor() {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.twoPanels(), clock: clock)
        // "a": (100, 100, 300×244); bands 4 pt either side of the border, corners 16 pt along the edges.
        let expected: [(Point, CursorShape)] = [
            (Point(x: 97, y: 200), .resizeLeft), (Point(x: 403, y: 200), .resizeRight),
            (Point(x: 250, y: 98), .resizeTop), (Point(x: 250, y: 346), .resizeBottom),
            (Point(x: 98, y: 110), .resizeTopLeft), (Point(x: 395, y: 98), .resizeTopRight),
            (Point(x: 110, y: 346), .resizeBottomLeft), (Point(x: 402, y: 342), .resizeBottomRight),
            (Point(x: 250, y: 120), .move), (Point(x: 250, y: 250), .arrow), (Point(x: 20, y: 20), .arrow),
        ]
        for (p, shape) in expected {
            c.handle(.pointerMoved(p, time: clock.now))
            #expect(c.cursor == shape, "at \(p)")
        }
        c.handle(.pointerPressed(Point(x: 250, y: 120), button: 1, time: clock.now))
        c.handle(.pointerMoved(Point(x: 260, y: 120), time: clock.now + 0.01))
        #expect(c.cursor == .grabbing)
    }

    @Test func aFixedSizePanelHasNoResizeBands() {
        let clock = ManualClock()
        let fixed = PanelContentSizes(preferred: Size(width: 300, height: 200))
        let c = Compositor(scene: Floating.scene([Floating.panel("f", at: Point(x: 100, y: 100), sizes: fixed)]), clock: clock)
        c.handle(.pointerMoved(Point(x: 402, y: 200), time: 0))
        #expect(c.cursor == .arrow)
        c.handle(.pointerMoved(Point(x: 398, y: 200), time: 0))
        #expect(c.cursor == .arrow)
    }
}
