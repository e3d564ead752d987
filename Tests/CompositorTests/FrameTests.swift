import Compositor
import Model
import Testing

@Suite("Frames, damage and resizing")
struct FrameTests {
    @Test func firstFrameDamagesEverythingThenIdleFramesNothing() {
        let clock = ManualClock()
        let c = Compositor(scene: onePanelScene(), clock: clock)
        let first = c.nextFrame()
        #expect(first.damage == [Rect(x: 0, y: 0, width: 800, height: 560)])
        #expect(!first.isAnimating)
        clock.advance(by: 1)
        #expect(c.nextFrame().damage.isEmpty)
    }

    @Test func aMoveDamagesOldAndNewBoundsWithShadows() {
        let clock = ManualClock()
        let c = Compositor(scene: onePanelScene(), clock: clock)
        _ = c.nextFrame()
        c.handle(.pointerPressed(Point(x: 200, y: 130), button: 1, time: 0))
        c.handle(.pointerMoved(Point(x: 210, y: 130), time: 0.01))
        let damage = c.nextFrame().damage
        let shadow = SurfaceAppearance.defaultShadow
        let reach = shadow.radius + shadow.offset.dy
        // Old bounds from x = 120 − 18 and new to x = 130 + 300 + 18, merged into one rectangle.
        #expect(damage.count == 1)
        let d = damage[0]
        #expect(d.minX == 120 - shadow.radius && d.maxX == 430 + shadow.radius)
        #expect(d.minY == 110 - shadow.radius + shadow.offset.dy && d.maxY == 290 + reach)
    }

    @Test func sceneMotionAtTimeZeroPlays() {
        let clock = ManualClock()
        let c = Compositor(scene: onePanelScene(velocity: Vector(dx: 0, dy: 400)), clock: clock)
        #expect(c.isAnimating)
        clock.advance(by: 0.1)
        let y = c.frame(of: "p")!.minY
        #expect(y > 110 && y < 310)
        settle(c, clock: clock)
        // 400 pt/s projects 199.6 pt: lands at 309.6, rounded to 310; the window allows up to 380.
        #expect(c.frame(of: "p")?.origin == Point(x: 120, y: 310))
    }

    @Test func shrinkingTheWindowBringsPanelsBackInside() {
        let clock = ManualClock()
        let c = Compositor(scene: onePanelScene(), clock: clock)
        _ = c.nextFrame()
        c.resize(to: Size(width: 350, height: 250))
        let frame = c.nextFrame()
        #expect(frame.damage == [Rect(x: 0, y: 0, width: 350, height: 250)])
        #expect(frame.displayList.size == Size(width: 350, height: 250))
        #expect(c.isAnimating)
        settle(c, clock: clock)
        // 350 pt wide is compact: the panel shows as a sheet across the bottom.
        #expect(c.frame(of: "p") == Rect(x: 0, y: 70, width: 350, height: 180))
    }

    @Test func growingTheWindowLeavesPanelsAlone() {
        let clock = ManualClock()
        let c = Compositor(scene: onePanelScene(), clock: clock)
        c.resize(to: Size(width: 1200, height: 900))
        #expect(!c.isAnimating)
        #expect(c.frame(of: "p")?.origin == Point(x: 120, y: 110))
    }
}
