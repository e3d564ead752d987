import Compositor
import Model
import Spring
import Testing

@Suite("Sheets: dragging, throwing, settling")
struct SheetGestureTests {
    @Test func startsInItsInitialState() {
        let c = Compositor(scene: sheetScene(), clock: ManualClock())
        #expect(c.state(ofSheet: "s") == .half)
        #expect(c.extent(ofSheet: "s") == 400)
        #expect(c.frame(ofSheet: "s")?.minY == 400)
        // Static content mode: the surface keeps the full length.
        #expect(c.frame(ofSheet: "s")?.height == 782)
    }

    @Test func followsThePointerOneToOne() {
        let clock = ManualClock()
        let c = Compositor(scene: sheetScene(), clock: clock)
        pointerDrag(c, clock, from: Point(x: 200, y: 410), to: Point(x: 230, y: 310), release: false)
        #expect(c.extent(ofSheet: "s") == 500)
        let events = c.nextFrame().events
        #expect(events.prefix(2) == [.sheet("s", .shouldBeginDragging(allowed: true)), .sheet("s", .willBeginDragging(state: .half))])
        #expect(events.last == .sheet("s", .didMove(extent: 500)))
    }

    @Test func slowReleasePastTheMiddleSettlesAtFull() {
        let clock = ManualClock()
        let c = Compositor(scene: sheetScene(), clock: clock)
        pointerDrag(c, clock, from: Point(x: 200, y: 410), to: Point(x: 200, y: 200), rest: 0.2)
        #expect(sheetEvents(c.nextFrame()) == [
            .shouldBeginDragging(allowed: true), .willBeginDragging(state: .half), .willEndDragging(velocity: 0, target: .state(.full)),
            .didEndDragging(target: .state(.full)), .didChangeState(.full), .willBeginAttracting(to: .full),
        ])
        // The state changes when the settle starts.
        #expect(c.state(ofSheet: "s") == .full)
        let frames = settle(c, clock: clock)
        #expect(c.extent(ofSheet: "s") == 782)
        #expect(frames.flatMap(sheetEvents) == [.didEndAttracting(state: .full)])
    }

    @Test func slowReleaseBeforeTheMiddleReturns() {
        let clock = ManualClock()
        let c = Compositor(scene: sheetScene(), clock: clock)
        pointerDrag(c, clock, from: Point(x: 200, y: 410), to: Point(x: 200, y: 230), rest: 0.2)
        _ = c.nextFrame()
        #expect(c.state(ofSheet: "s") == .half)
        settle(c, clock: clock)
        #expect(c.extent(ofSheet: "s") == 400)
    }

    @Test func aFastFlingFromTipStopsAtHalf() {
        let clock = ManualClock()
        let c = Compositor(scene: sheetScene(), clock: clock)
        c.move(sheet: "s", to: .tip, animated: false)
        // 100 pt up in 50 ms: 2000 pt/s.
        pointerDrag(c, clock, from: Point(x: 200, y: 740), to: Point(x: 200, y: 640), steps: 5)
        _ = c.nextFrame()
        #expect(c.state(ofSheet: "s") == .half)
        settle(c, clock: clock)
        #expect(c.extent(ofSheet: "s") == 400)
    }

    /// Live, input carries the X server's timestamps while frames run on the monotonic clock.
    @Test func inputTimestampsOnAnotherClockDoNotDelayTheAttraction() {
        let clock = ManualClock()
        let c = Compositor(scene: sheetScene(), clock: clock)
        let serverTime = 86_400.0
        c.handle(.pointerPressed(Point(x: 200, y: 410), button: 1, time: serverTime))
        for i in 1...10 {
            clock.advance(by: 0.01)
            c.handle(.pointerMoved(Point(x: 200, y: 410 - 20 * Double(i)), time: serverTime + 0.01 * Double(i)))
        }
        c.handle(.pointerReleased(Point(x: 200, y: 210), button: 1, time: serverTime + 0.1))
        #expect(c.state(ofSheet: "s") == .full)
        clock.advance(by: 0.05)
        #expect(c.extent(ofSheet: "s")! > 600)
        settle(c, clock: clock)
        #expect(c.extent(ofSheet: "s") == 782)
        #expect(!c.isAnimating)
    }

    @Test func theAttractionCarriesTheReleaseVelocity() throws {
        let clock = ManualClock()
        let c = Compositor(scene: sheetScene(), clock: clock)
        c.move(sheet: "s", to: .tip, animated: false)
        pointerDrag(c, clock, from: Point(x: 200, y: 740), to: Point(x: 200, y: 640), steps: 5)
        let released = clock.now
        let spring = try SpringParameters.floatingPanel(velocity: 2000)
        let expected = SpringAnimation(from: 169, to: 400, velocity: 2000, startTime: released, parameters: spring)
        for _ in 0..<10 {
            clock.advance(by: 1.0 / 60)
            #expect(abs(c.extent(ofSheet: "s")! - expected.value(at: clock.now)) < 1e-9)
        }
    }

    @Test func grabbingASettlingSheetDoesNotJump() {
        let clock = ManualClock()
        let c = Compositor(scene: sheetScene(), clock: clock)
        c.move(sheet: "s", to: .full)
        clock.advance(by: 0.08)
        let mid = c.extent(ofSheet: "s")!
        #expect(mid > 400 && mid < 782)
        let y = 800 - mid + 10
        c.handle(.pointerPressed(Point(x: 200, y: y), button: 1, time: clock.now))
        #expect(c.extent(ofSheet: "s") == mid)
        clock.advance(by: 0.1)
        #expect(c.extent(ofSheet: "s") == mid)
        c.handle(.pointerMoved(Point(x: 200, y: y - 20), time: clock.now))
        #expect(c.extent(ofSheet: "s") == mid + 20)
    }

    @Test func retargetingMidSettleKeepsPositionAndVelocity() {
        let clock = ManualClock()
        let c = Compositor(scene: sheetScene(), clock: clock)
        c.move(sheet: "s", to: .full)
        clock.advance(by: 0.1)
        let dt = 1e-4
        let e0 = c.extent(ofSheet: "s")!
        clock.advance(by: dt)
        let before = (c.extent(ofSheet: "s")! - e0) / dt
        c.move(sheet: "s", to: .tip)
        #expect(c.extent(ofSheet: "s")! == e0 + before * dt || abs(c.extent(ofSheet: "s")! - (e0 + before * dt)) < 1e-6)
        let e1 = c.extent(ofSheet: "s")!
        clock.advance(by: dt)
        let after = (c.extent(ofSheet: "s")! - e1) / dt
        #expect(abs(after - before) < abs(before) * 0.01 + 1)
        settle(c, clock: clock)
        #expect(c.extent(ofSheet: "s") == 69)
    }

    @Test func rubberBandsPastFull() {
        let clock = ManualClock()
        let c = Compositor(scene: sheetScene(), clock: clock)
        c.move(sheet: "s", to: .full, animated: false)
        // Pointer 100 pt beyond full: the sheet follows by 51.46 pt.
        pointerDrag(c, clock, from: Point(x: 200, y: 30), to: Point(x: 200, y: -70), release: false)
        #expect(abs(c.extent(ofSheet: "s")! - (782 + 51.4619883)) < 1e-6)
        c.handle(.pointerReleased(Point(x: 200, y: -70), button: 1, time: clock.now + 0.2))
        settle(c, clock: clock)
        #expect(c.extent(ofSheet: "s") == 782)
    }

    @Test func removalByAFastFlingFromTip() {
        let clock = ManualClock()
        let c = Compositor(scene: sheetScene(behavior: SheetBehavior(removal: SheetRemoval())), clock: clock)
        c.move(sheet: "s", to: .tip, animated: false)
        pointerDrag(c, clock, from: Point(x: 200, y: 740), to: Point(x: 200, y: 790), steps: 5)
        _ = c.nextFrame()
        #expect(c.state(ofSheet: "s") == .hidden)
        let frames = settle(c, clock: clock)
        #expect(frames.flatMap(sheetEvents).suffix(2) == [.didEndAttracting(state: .hidden), .didRemove])
        #expect(c.extent(ofSheet: "s") == -100)
        // A hidden sheet can be shown again.
        c.show(sheet: "s")
        settle(c, clock: clock)
        #expect(c.state(ofSheet: "s") == .half)
        // Hiding animates it back down without a removal.
        c.hide(sheet: "s")
        #expect(c.isAnimating && c.state(ofSheet: "s") == .hidden)
        let hiding = settle(c, clock: clock)
        #expect(hiding.flatMap(sheetEvents).last == .didEndAttracting(state: .hidden))
        #expect(c.extent(ofSheet: "s") == -100)
    }

    @Test func aSlowDragBelowTipIsNotRemovalUnlessPastTheThreshold() {
        let clock = ManualClock()
        let c = Compositor(scene: sheetScene(behavior: SheetBehavior(removal: SheetRemoval())), clock: clock)
        c.move(sheet: "s", to: .tip, animated: false)
        pointerDrag(c, clock, from: Point(x: 200, y: 740), to: Point(x: 200, y: 780), rest: 0.2)
        _ = c.nextFrame()
        #expect(c.state(ofSheet: "s") == .tip)
        settle(c, clock: clock)
        pointerDrag(c, clock, from: Point(x: 200, y: 740), to: Point(x: 200, y: 805), rest: 0.2)
        _ = c.nextFrame()
        #expect(c.state(ofSheet: "s") == .hidden)
    }

    @Test func presentedFromHiddenAtTimeZero() {
        let clock = ManualClock()
        let c = Compositor(scene: sheetScene(presentsFromHidden: true), clock: clock)
        #expect(c.extent(ofSheet: "s") == -100)
        #expect(c.isAnimating)
        clock.advance(by: 0.1)
        #expect(c.extent(ofSheet: "s")! > -100 && c.extent(ofSheet: "s")! < 400)
        settle(c, clock: clock)
        #expect(c.extent(ofSheet: "s") == 400)
    }

    @Test(arguments: [(SheetEdge.top, Vector(dx: 0, dy: 100)), (.left, Vector(dx: 100, dy: 0)), (.right, Vector(dx: -100, dy: 0))])
    func sideAndTopSheetsExpandTowardsTheFarEdge(edge: SheetEdge, pull: Vector) {
        let clock = ManualClock()
        let c = Compositor(scene: sheetScene(edge, size: Size(width: 800, height: 800)), clock: clock)
        let f = c.frame(ofSheet: "s")!
        let start = Point(x: f.midX, y: f.midY)
        pointerDrag(c, clock, from: start, to: Point(x: start.x + pull.dx, y: start.y + pull.dy), release: false)
        #expect(c.extent(ofSheet: "s") == 500)
    }
}
