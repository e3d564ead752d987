import Compositor
import Input
import Model
import Testing

/// Gestures on a moving panel, and cancelling them (Escape).
@Suite("Floating: grabbing a moving panel, cancelling")
struct GestureCancelTests {
    func settle(_ c: Compositor, _ clock: ManualClock) {
        repeat { clock.advance(by: 1.0 / 60) } while c.nextFrame().isAnimating
    }

    @Test func escapeMidDragSpringsThePanelBack() throws {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.twoPanels(), clock: clock)
        let start = try #require(c.frame(of: "a"))
        c.handle(.pointerPressed(Point(x: 250, y: 120), button: 1, time: clock.now))
        for i in 1...10 {
            clock.advance(by: 0.01)
            c.handle(.pointerMoved(Point(x: 250 + Double(20 * i), y: 120 + Double(20 * i)), time: clock.now))
        }
        _ = c.nextFrame()
        #expect(c.frame(of: "a") != start)
        c.handle(.key(KeyPress(.escape), time: clock.now))
        clock.advance(by: 0.05)
        c.handle(.pointerReleased(Point(x: 450, y: 320), button: 1, time: clock.now))
        let events = Floating.floatingEvents(c.nextFrame().events)
        #expect(!events.contains { if case .didEndDragging = $0 { true } else { false } }, "the release after a cancel does nothing")
        settle(c, clock)
        #expect(c.frame(of: "a") == start)
    }

    /// Issue 14 (the storm): a second press with no release between left the panel the first one
    /// grabbed held for ever, where it was drawn mid-motion.
    @Test func aSecondPressWithoutAReleaseLetsTheFirstPanelGo() throws {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.twoPanels(), clock: clock)
        c.key(.right, clock: clock)  // b (focused) springs 10 pt right
        clock.advance(by: 0.05)
        let b = try #require(c.frame(of: "b"))
        c.handle(.pointerPressed(Point(x: b.midX, y: b.minY + 20), button: 1, time: clock.now))
        c.handle(.pointerPressed(Point(x: 250, y: 120), button: 1, time: clock.now))
        #expect(c.draggedPanel?.id == "a")
        c.handle(.pointerReleased(Point(x: 250, y: 120), button: 1, time: clock.now))
        settle(c, clock)
        #expect(c.frame(of: "b") == c.panelManager.frame(of: "b"))
        #expect(c.frame(of: "a") == Rect(x: 100, y: 100, width: 300, height: 244))
    }

    @Test func escapeMidResizeSpringsThePanelBack() throws {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.twoPanels(), clock: clock)
        let start = try #require(c.frame(of: "b"))
        // b's right edge band, halfway down.
        let edge = Point(x: start.maxX, y: start.midY)
        c.handle(.pointerPressed(edge, button: 1, time: clock.now))
        clock.advance(by: 0.05)
        c.handle(.pointerMoved(Point(x: edge.x + 80, y: edge.y), time: clock.now))
        _ = c.nextFrame()
        #expect(c.frame(of: "b")?.width == start.width + 80)
        c.handle(.key(KeyPress(.escape), time: clock.now))
        settle(c, clock)
        #expect(c.frame(of: "b") == start)
    }

    @Test func aResizeStartsFromWhereASpringingPanelIsDrawn() throws {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.twoPanels(), clock: clock)
        // b (focused) moves 50 pt right with the spring; 60 ms in, it is on its way.
        c.handle(.key(KeyPress(.right, modifiers: .shift), time: clock.now))
        clock.advance(by: 0.06)
        _ = c.nextFrame()
        let drawn = try #require(c.frame(of: "b"))
        let resting = try #require(c.panelManager.frame(of: "b"))
        #expect(drawn != resting)
        c.handle(.pointerPressed(Point(x: drawn.maxX, y: drawn.midY), button: 1, time: clock.now))
        #expect(c.frame(of: "b") == drawn, "held where it was drawn, not at its resting frame")
        clock.advance(by: 0.05)
        c.handle(.pointerMoved(Point(x: drawn.maxX + 30, y: drawn.midY), time: clock.now))
        #expect(c.frame(of: "b") == Rect(x: drawn.minX, y: drawn.minY, width: drawn.width + 30, height: drawn.height))
    }

    @Test func aMovingPanelHeldStillStaysStillItsVelocityDropped() throws {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.twoPanels(), clock: clock)
        c.handle(.key(KeyPress(.right, modifiers: .shift), time: clock.now))
        clock.advance(by: 0.04)
        _ = c.nextFrame()
        let drawn = try #require(c.frame(of: "b"))
        // Grabbed by its title bar mid-flight and held there: it stays, frame after frame.
        c.handle(.pointerPressed(Point(x: drawn.midX, y: drawn.minY + 15), button: 1, time: clock.now))
        for _ in 0..<12 {
            clock.advance(by: 1.0 / 60)
            _ = c.nextFrame()
            #expect(c.frame(of: "b") == drawn)
        }
        // Let go without moving: no velocity left over carries it on (it rests on whole points).
        c.handle(.pointerReleased(Point(x: drawn.midX, y: drawn.minY + 15), button: 1, time: clock.now))
        settle(c, clock)
        let rest = try #require(c.frame(of: "b"))
        #expect(abs(rest.minX - drawn.minX) < 0.5 && rest.minY == drawn.minY && rest.size == drawn.size, "\(rest) vs \(drawn)")
    }
}
