import Model
import Testing

@Suite("Floating: sizes, reachability, flings, window resizes")
struct FloatingReachabilityTests {
    let reach = PanelReachability(area: FloatingFixtures.window)
    let size = Size(width: 300, height: 444)

    @Test func contentSizesAddTheTitleBarAndClamp() {
        let s = FloatingFixtures.sizes
        #expect(TitleBarLayout.height == 44)
        #expect(s.preferredFrameSize == Size(width: 300, height: 444))
        #expect(s.minimumFrameSize == Size(width: 200, height: 194))
        #expect(s.maximumFrameSize == Size(width: 600, height: 600))
        #expect(s.clampedFrame(Size(width: 100, height: 900)) == Size(width: 200, height: 600))
        #expect(s.clampedFrame(Size(width: 450, height: 300)) == Size(width: 450, height: 300))
        #expect(s.isResizable)
        // Inconsistent input is made consistent: max raised to min, preferred clamped.
        let odd = PanelContentSizes(preferred: Size(width: 50, height: 50), minimum: Size(width: 100, height: 80),
                                    maximum: Size(width: 90, height: 200))
        #expect(odd.maximum == Size(width: 100, height: 200))
        #expect(odd.preferred == Size(width: 100, height: 80))
        #expect(!PanelContentSizes(preferred: Size(width: 10, height: 10)).isResizable)
    }

    @Test func reachableRangeKeepsA44PointStripOfTheTitleBar() {
        let r = reach.originRange(for: size)
        // 44 pt of grabbable title bar beyond the 36 pt end button stays inside:
        // x: −(300 − 80) … 1024 − 80; y: 0 … 768 − 44.
        #expect(r.x == -220...944)
        #expect(r.y == 0...724)
        #expect(reach.clamped(Point(x: -400, y: -10), size: size) == Point(x: -220, y: 0))
        #expect(reach.clamped(Point(x: 1000, y: 800), size: size) == Point(x: 944, y: 724))
        #expect(reach.clamped(Point(x: 500, y: 300), size: size) == Point(x: 500, y: 300))
        // A panel narrower than the strip keeps its whole width inside.
        #expect(reach.originRange(for: Size(width: 30, height: 100)).x == 0...994)
        #expect(reach.isReachable(Rect(x: 944, y: 724, width: 300, height: 444)))
        #expect(!reach.isReachable(Rect(x: 945, y: 0, width: 300, height: 444)))
        #expect(!reach.isReachable(Rect(x: 0, y: -1, width: 300, height: 444)))
    }

    @Test func dragRubberBandsBeyondTheReachableRange() {
        #expect(reach.dragged(Point(x: 500, y: 300), size: size) == Point(x: 500, y: 300))
        let p = reach.dragged(Point(x: -320, y: -100), size: size)
        // −220 + (1 − 1/(100·0.55/1024 + 1))·(−1024) and (1 − 1/(100·0.55/768 + 1))·(−768).
        #expect(FloatingFixtures.close(p.x, -272.1964782205746, 1e-9))
        #expect(FloatingFixtures.close(p.y, -51.324422843256315, 1e-9))
    }

    @Test func flingLandingsProjectThenStayReachable() {
        let from = Point(x: 100, y: 100)
        // 1000 pt/s · 0.998 / 0.002 / 1000 = 499 pt.
        #expect(reach.landing(from: from, velocity: Vector(dx: 1000, dy: 0), size: size) == Point(x: 599, y: 100))
        // 199.6 and −99.8 round to whole points.
        #expect(reach.landing(from: Point(x: 300, y: 300), velocity: Vector(dx: 400, dy: -200), size: size)
            == Point(x: 500, y: 200))
        // Far throws stop where the title bar strip is still reachable, not at the window's edge.
        #expect(reach.landing(from: from, velocity: Vector(dx: 5000, dy: 3000), size: size) == Point(x: 944, y: 724))
        #expect(reach.landing(from: from, velocity: Vector(dx: -3000, dy: -3000), size: size) == Point(x: -220, y: 0))
        #expect(reach.landing(from: from, velocity: .zero, size: size) == from)
        // A faster deceleration rate projects less: 1000 · 0.99 / 0.01 / 1000 = 99.
        let fast = PanelReachability(area: FloatingFixtures.window, decelerationRate: 0.99)
        #expect(fast.landing(from: from, velocity: Vector(dx: 1000, dy: 0), size: size) == Point(x: 199, y: 100))
    }

    @Test func windowShrinkKeepsInsidePanelsInsideAndParkedOnesReachable() {
        let old = FloatingFixtures.window
        let small = PanelReachability(area: Rect(x: 0, y: 0, width: 800, height: 600))
        let sizes = FloatingFixtures.sizes
        // Wholly inside before and fits: moved back wholly inside (x ≤ 500, y ≤ 156).
        #expect(small.afterAreaChange(Rect(x: 600, y: 300, width: 300, height: 444), from: old, sizes: sizes)
            == Rect(x: 500, y: 156, width: 300, height: 444))
        // Parked half off the right edge: only made reachable (x ≤ 800 − 80).
        #expect(small.afterAreaChange(Rect(x: 900, y: 100, width: 300, height: 444), from: old, sizes: sizes)
            == Rect(x: 720, y: 100, width: 300, height: 444))
        // Untouched when still inside.
        #expect(small.afterAreaChange(Rect(x: 20, y: 20, width: 300, height: 444), from: old, sizes: sizes)
            == Rect(x: 20, y: 20, width: 300, height: 444))
        // Too tall for the new window: top kept at 0, bottom hangs below.
        let short = PanelReachability(area: Rect(x: 0, y: 0, width: 800, height: 400))
        #expect(short.afterAreaChange(Rect(x: 100, y: 200, width: 300, height: 444), from: old, sizes: sizes)
            == Rect(x: 100, y: 0, width: 300, height: 444))
        // Size clamped to the limits.
        #expect(small.afterAreaChange(Rect(x: 10, y: 10, width: 100, height: 100), from: old, sizes: sizes)
            == Rect(x: 10, y: 10, width: 200, height: 194))
        // Growing the window moves nothing.
        let big = PanelReachability(area: Rect(x: 0, y: 0, width: 1600, height: 1000))
        #expect(big.afterAreaChange(Rect(x: 900, y: 100, width: 300, height: 444), from: old, sizes: sizes)
            == Rect(x: 900, y: 100, width: 300, height: 444))
    }

    /// Issue 14 (the storm): a panel grabbed mid-animation is drawn at a size between two, and was
    /// let go at that size, a hair under its minimum (239.999999999 for 240).
    @Test func aReleasedPanelKeepsItsOwnSizeWhateverSizeItWasDrawnAt() {
        var m = FloatingFixtures.manager(["a"])
        m.present("a", floatingAt: Rect(x: 100, y: 100, width: 300, height: 444))
        #expect(m.endDrag("a", at: Rect(x: 50, y: 60, width: 199.999999999, height: 700), velocity: .zero, pointer: nil)
            == .floating(Rect(x: 50, y: 60, width: 300, height: 444)))
    }

    @Test func managerKeepsFloatingPanelsReachableAfterDragsAndWindowResizes() {
        var m = FloatingFixtures.manager(["a"])
        m.present("a", floatingAt: Rect(x: 100, y: 100, width: 300, height: 444))
        // A release far off the left and top comes back to the reachable edge.
        #expect(m.endDrag("a", at: Rect(x: -600, y: -50, width: 300, height: 444), velocity: .zero, pointer: nil)
            == .floating(Rect(x: -220, y: 0, width: 300, height: 444)))
        // A fling to the right: 100 + 499 = 599.
        #expect(m.endDrag("a", at: Rect(x: 100, y: 100, width: 300, height: 444), velocity: Vector(dx: 1000, dy: 0), pointer: nil)
            == .floating(Rect(x: 599, y: 100, width: 300, height: 444)))
        #expect(m.frame(of: "a") == Rect(x: 599, y: 100, width: 300, height: 444))
        m.setContainer(Rect(x: 0, y: 0, width: 800, height: 500))
        #expect(m.frame(of: "a") == Rect(x: 500, y: 56, width: 300, height: 444))
        #expect(m.draggedFrame("a", rawOrigin: Point(x: 10, y: 20)) == Rect(x: 10, y: 20, width: 300, height: 444))
    }
}
