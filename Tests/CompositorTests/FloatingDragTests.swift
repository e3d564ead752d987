import Compositor
import Model
import Spring
import Testing

@Suite("Floating windows: dragging, flinging, pinning and unpinning")
struct FloatingDragTests {
    @Test func aFlingLandsWithItsTitleBarReachableCarriedByTheThrownSpring() throws {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.twoPanels(), clock: clock)
        // "a" (100, 100, 300×244) down by 150 pt in 100 ms: 1500 pt/s from y 250, projected
        // 748.5 pt further; the title bar stops at the bottom: 768 − 44 = 724.
        drag(c, clock: clock, from: Point(x: 250, y: 120), by: Vector(dx: 0, dy: 150))
        let release = clock.now
        let events = c.nextFrame().events
        guard case .panel(.didEndDragging("a", let v, let target)) = try #require(events.first) else {
            Issue.record("expected did-end-dragging, got \(events)")
            return
        }
        #expect(abs(v.dy - 1500) < 1e-6 && target == Point(x: 100, y: 724))
        #expect(c.panelManager.frame(of: "a") == Rect(x: 100, y: 724, width: 300, height: 244))
        let spring = VectorSpringAnimation(from: SIMD2(100.0, 250.0), to: SIMD2(100.0, 724.0), velocity: SIMD2(0.0, 1500.0),
                                           startTime: release, parameters: .thrown)
        clock.advance(by: 0.1)
        #expect(abs(c.frame(of: "a")!.minY - spring.value(at: clock.now).y) < 1e-9)
        // The spring overshoots (damping 0.9); the title bar is held inside while it does.
        #expect(spring.value(at: release + 0.4).y > 724)
        for f in settle(c, clock: clock) {
            // "a" is in front: the last surface drawn.
            let a = f.displayList.surfaces.map(\.frame).last!
            #expect(a.minY <= 724)
        }
        #expect(c.frame(of: "a") == Rect(x: 100, y: 724, width: 300, height: 244))
        // The press raised and focused "a" (it was behind "b").
        #expect(c.panelIDs == ["b", "a"])
    }

    @Test func draggingNearASideShowsThePreviewAndReleasingPins() throws {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.twoPanels(), clock: clock)
        _ = c.nextFrame()
        // "a" right by 576 pt: its right edge at 976, 48 pt from the side, the pointer at 826: no preview.
        c.handle(.pointerPressed(Point(x: 250, y: 120), button: 1, time: clock.now))
        c.handle(.pointerMoved(Point(x: 826, y: 120), time: clock.now))
        #expect(c.pinPreviewFrame == nil)
        // The pointer 48 pt from the side (the panel past it): still none.
        c.handle(.pointerMoved(Point(x: 976, y: 120), time: clock.now))
        #expect(c.pinPreviewFrame == nil)
        // 24 more: the pointer 24 pt from the side: the preview grows from the panel's frame…
        clock.advance(by: 0.01)
        c.handle(.pointerMoved(Point(x: 1000, y: 120), time: clock.now))
        #expect(c.pinPreviewFrame == Rect(x: 850, y: 100, width: 300, height: 244))
        // …to the slot: the right column, 320 wide (a's pinned width), full height.
        clock.advance(by: 0.1)
        let mid = try #require(c.pinPreviewFrame)
        #expect(mid.minX > 704 && mid.minX < 850 && mid.height > 244 && mid.height < 768)
        clock.advance(by: 1)
        #expect(c.pinPreviewFrame == Rect(x: 704, y: 0, width: 320, height: 768))
        c.handle(.pointerReleased(Point(x: 1000, y: 120), button: 1, time: clock.now))
        #expect(c.nextFrame().events == [.panel(.didFocus(panel: "a")), .panel(.didBeginDragging(panel: "a", origin: Point(x: 100, y: 100))),
                                         .panel(.didEndDragging(panel: "a", velocity: .zero, target: Point(x: 704, y: 0))),
                                         .panel(.didPin(panel: "a", side: .right, index: 0))])
        #expect(c.panelManager.state(of: "a") == .pinned(side: .right, index: 0))
        // The panel and the main content go there with the transition spring.
        let spring = VectorSpringAnimation(from: SIMD2(0.0, 1024.0), to: SIMD2(0.0, 704.0), startTime: clock.now, parameters: .transition)
        clock.advance(by: 0.1)
        #expect(abs(c.mainContentFrame.width - spring.value(at: clock.now).y) < 1e-9)
        let frames = settle(c, clock: clock)
        #expect(c.frame(of: "a") == Rect(x: 704, y: 0, width: 320, height: 768))
        #expect(c.mainContentFrame == Rect(x: 0, y: 0, width: 704, height: 768))
        #expect(frames.flatMap(\.events).contains(.panel(.didSettle(panel: "a", frame: Rect(x: 704, y: 0, width: 320, height: 768)))))
        #expect(c.pinPreviewFrame == nil)
        // Pinned panels are drawn first (behind "b"), square and without a shadow.
        #expect(c.panelIDs == ["a", "b"])
        let surfaces = frames.last!.displayList.surfaces
        #expect(surfaces.first?.frame == Rect(x: 704, y: 0, width: 320, height: 768))
        #expect(surfaces.first?.radii == .zero && surfaces.first?.shadows == [])
    }

    @Test func draggingAPinnedPanelAwayFloatsItUnderThePointer() throws {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.twoPanels(), clock: clock)
        #expect(c.pin(panel: "a", to: .right))
        settle(c, clock: clock)
        _ = c.nextFrame()
        // A click on its title bar does not unpin it.
        c.click(Point(x: 860, y: 30), clock: clock)
        #expect(c.panelManager.state(of: "a") == .pinned(side: .right, index: 0))
        // Pulled 12 pt: it floats at its last floating size with the pointer at the same fraction of
        // its title bar, (850 − 704) / 320 = 0.45625: x = 850 − 0.45625 × 300 = 713.125; the pointer
        // 37 pt into the title bar: y = 0.
        c.handle(.pointerPressed(Point(x: 860, y: 30), button: 1, time: clock.now))
        c.handle(.pointerMoved(Point(x: 850, y: 37), time: clock.now + 0.01))
        #expect(c.panelManager.state(of: "a") == .floating)
        #expect(c.frame(of: "a") == Rect(x: 713.125, y: 0, width: 300, height: 244))
        #expect(c.nextFrame().events == [.panel(.didUnpin(panel: "a")),
                                         .panel(.didBeginDragging(panel: "a", origin: Point(x: 713.125, y: 0)))])
        // The main content grows back with the spring while the panel follows the pointer.
        #expect(c.isAnimating)
        clock.advance(by: 0.02)
        c.handle(.pointerMoved(Point(x: 500, y: 300), time: clock.now))
        #expect(c.frame(of: "a") == Rect(x: 363.125, y: 263, width: 300, height: 244))
        #expect(c.pinPreviewFrame == nil)
        clock.advance(by: 0.3)
        c.handle(.pointerReleased(Point(x: 500, y: 300), button: 1, time: clock.now))
        settle(c, clock: clock)
        #expect(c.panelManager.state(of: "a") == .floating)
        // A release at rest lands on whole points.
        #expect(c.frame(of: "a") == Rect(x: 363, y: 263, width: 300, height: 244))
        #expect(c.mainContentFrame == Rect(x: 0, y: 0, width: 1024, height: 768))
        #expect(c.pinPreviewFrame == nil)
    }

    @Test func aFullSideShowsNoPreviewAndDoesNotPin() {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.twoPanels(rules: PinningRules(maximumPanels: [.right: 1])), clock: clock)
        #expect(c.pin(panel: "b", to: .right))
        settle(c, clock: clock)
        // The pointer 14 pt from the right side.
        drag(c, clock: clock, from: Point(x: 250, y: 120), by: Vector(dx: 760, dy: 0), restBeforeRelease: 0.2)
        #expect(c.pinPreviewFrame == nil)
        settle(c, clock: clock)
        #expect(c.panelManager.state(of: "a") == .floating)
        #expect(c.frame(of: "a") == Rect(x: 860, y: 100, width: 300, height: 244))
    }

    @Test func pinningThatWouldLeaveTheMainContentNarrowerThan350IsRefused() {
        let clock = ManualClock()
        // 800 wide: "b" pinned right leaves 480; "a" on the left would leave 160.
        let c = Compositor(scene: Floating.twoPanels(size: Size(width: 800, height: 600)), clock: clock)
        #expect(c.pin(panel: "b", to: .right))
        #expect(!c.pin(panel: "a", to: .left))
        // The pointer 10 pt from the left side.
        drag(c, clock: clock, from: Point(x: 250, y: 120), by: Vector(dx: -240, dy: 0), restBeforeRelease: 0.2)
        #expect(c.pinPreviewFrame == nil)
        #expect(c.panelManager.state(of: "a") == .floating)
    }

    /// Issue 59: a click on the title bar of a panel placed near a side never pins it, and a drag
    /// that lets it go partly off the bottom leaves it floating.
    @Test func aClickNearASideAndADropOffTheBottomNeverPin() {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.twoPanels(), clock: clock)
        _ = c.nextFrame()
        // "a" placed 8 pt from the right side (as new windows are placed near the edges), then clicked.
        c.present(panel: "a", floatingAt: Rect(x: 716, y: 100, width: 300, height: 244))
        settle(c, clock: clock)
        c.click(Point(x: 866, y: 120), clock: clock)
        settle(c, clock: clock)
        #expect(c.panelManager.state(of: "a") == .floating, "a click never pins")
        #expect(c.frame(of: "a") == Rect(x: 716, y: 100, width: 300, height: 244))
        // Dropped with its foot 32 pt below the window's bottom (the pointer far above it).
        drag(c, clock: clock, from: Point(x: 866, y: 120), by: Vector(dx: -400, dy: 456), restBeforeRelease: 0.2)
        settle(c, clock: clock)
        #expect(c.panelManager.state(of: "a") == .floating, "a drop off the bottom never pins")
        #expect(c.frame(of: "a") == Rect(x: 316, y: 556, width: 300, height: 244))
    }

    @Test func theTitleBarButtonsCloseAndPin() {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.twoPanels(), clock: clock)
        // "b" at (500, 300): its pin button is 8 pt from its right edge, centred in the title bar.
        c.click(Point(x: 500 + 300 - 8 - 14, y: 322), clock: clock)
        #expect(c.panelManager.state(of: "b") == .pinned(side: .right, index: 0))
        // Pinned, the same place holds the float button.
        settle(c, clock: clock)
        c.click(Point(x: 1024 - 8 - 14, y: 22), clock: clock)
        #expect(c.panelManager.state(of: "b") == .floating)
        // A press on the close button released elsewhere does nothing; released on it, it closes.
        c.handle(.pointerPressed(Point(x: 122, y: 122), button: 1, time: clock.now))
        c.handle(.pointerReleased(Point(x: 200, y: 122), button: 1, time: clock.now + 0.1))
        #expect(c.panelManager.state(of: "a") == .floating)
        c.click(Point(x: 122, y: 122), clock: clock)
        #expect(c.panelManager.state(of: "a") == .hidden)
        #expect(Floating.floatingEvents(c.nextFrame().events).suffix(2) == [.didClose(panel: "a"), .didFocus(panel: "b")])
        // It fades out, then is gone from the frame.
        #expect(c.frame(of: "a") != nil)
        settle(c, clock: clock)
        #expect(c.frame(of: "a") == nil)
        #expect(c.panelIDs == ["b"])
    }
}
