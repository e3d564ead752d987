import Compositor
import Input
import Model
import Testing

@Suite("Floating windows: exposé")
struct ExposeCompositorTests {
    /// Three 400×344 panels in 1024×768: exposé's best grid is 2 × 2 at scale 330/344.
    static func three() -> Scene {
        let sizes = PanelContentSizes(preferred: Size(width: 400, height: 300), minimum: Size(width: 200, height: 100),
                                      maximum: Size(width: 600, height: 500))
        return Floating.scene([Floating.panel("a", at: Point(x: 40, y: 40), sizes: sizes),
                               Floating.panel("b", at: Point(x: 300, y: 200), sizes: sizes),
                               Floating.panel("c", at: Point(x: 560, y: 380), sizes: sizes)])
    }

    @Test func theKeyLaysEveryFloatingPanelOutScaledAndTheKeyAgainReturns() throws {
        let clock = ManualClock()
        let c = Compositor(scene: Self.three(), clock: clock)
        let before = ["a", "b", "c"].map { c.frame(of: $0)! }
        let grid = ExposeGrid.layout(frames: before, in: Rect(x: 0, y: 0, width: 1024, height: 768))
        #expect(grid.columns == 2 && grid.rows == 2 && abs(grid.scale - 330.0 / 344) < 1e-12)
        c.key(.function(3), clock: clock)
        #expect(Floating.floatingEvents(c.nextFrame().events) == [.didEnterExpose])
        let frames = settle(c, clock: clock)
        for (id, f) in zip(["a", "b", "c"] as [PanelID], grid.frames) {
            let shown = try #require(c.frame(of: id))
            #expect(abs(shown.minX - f.minX) < 1e-9 && abs(shown.minY - f.minY) < 1e-9 && abs(shown.width - f.width) < 1e-9)
        }
        // Each panel is one layer scaled about its origin, over a dim; at rest, not moving.
        let panels = frames.last!.displayList.items.compactMap { if case .layer(let l) = $0, case .surface(.panel) = l.id { l } else { nil } }
        #expect(panels.count == 3 && panels.allSatisfy { abs($0.scale - grid.scale) < 1e-12 && $0.opacity == 1 && !$0.isMoving })
        #expect(frames.last!.displayList.items.contains(.fill(Rect(x: 0, y: 0, width: 1024, height: 768), Color.black.withAlpha(multipliedBy: 0.3))))
        // Dragging is blocked: pressing a title bar and moving leaves every panel in its cell.
        let a = try #require(c.frame(of: "a"))
        drag(c, clock: clock, from: Point(x: a.midX, y: a.minY + 10), by: Vector(dx: 100, dy: 0))
        #expect(c.panelManager.focusedID == "a" && !c.panelManager.isExposing)
        c.key(.function(3), clock: clock)
        #expect(Floating.floatingEvents(c.nextFrame().events) == [.didEnterExpose])
        settle(c, clock: clock)
        c.key(.function(3), clock: clock)
        #expect(Floating.floatingEvents(c.nextFrame().events) == [.didExitExpose])
        settle(c, clock: clock)
        #expect(["a", "b", "c"].map { c.frame(of: $0)! } == before)
    }

    @Test func clickingAPanelFocusesItAndEverythingReturns() throws {
        let clock = ManualClock()
        let c = Compositor(scene: Self.three(), clock: clock)
        c.toggleExpose()
        settle(c, clock: clock)
        let a = try #require(c.frame(of: "a"))
        c.click(a.center, clock: clock)
        #expect(Floating.floatingEvents(c.nextFrame().events) == [.didFocus(panel: "a"), .didExitExpose])
        #expect(c.panelIDs.last == "a")
        settle(c, clock: clock)
        #expect(c.frame(of: "a") == Rect(x: 40, y: 40, width: 400, height: 344))
        #expect(!c.panelManager.isExposing)
    }

    @Test func escapeAndAClickOnNothingLeaveExposeToo() {
        let clock = ManualClock()
        let c = Compositor(scene: Self.three(), clock: clock)
        c.toggleExpose()
        c.key(.escape, clock: clock)
        #expect(!c.panelManager.isExposing)
        c.toggleExpose()
        settle(c, clock: clock)
        c.click(Point(x: 5, y: 5), clock: clock)
        #expect(!c.panelManager.isExposing)
        #expect(c.panelIDs.last == "c")
    }
    /// An app's window asking to move during exposé (the model side of the live
    /// `aMoveAskedDuringExposeIsGrantedAtOnceAndShownWhenItEnds`): its panel keeps its cell while
    /// exposé lasts, and is where it asked once exposé ends.
    @Test func aMoveAskedDuringExposeKeepsTheCellAndIsShownWhenItEnds() throws {
        let clock = ManualClock()
        let c = Compositor(scene: Self.three(), clock: clock)
        c.toggleExpose()
        settle(c, clock: clock)
        let cell = try #require(c.frame(of: "b"))
        c.present(panel: "b", floatingAt: Rect(x: 100, y: 120, width: 400, height: 344))
        settle(c, clock: clock)
        #expect(c.panelManager.isExposing)
        #expect(c.frame(of: "b") == cell, "still in its cell")
        #expect(c.panelManager.panels["b"]?.floatingFrame == Rect(x: 100, y: 120, width: 400, height: 344))
        c.toggleExpose()
        settle(c, clock: clock)
        #expect(c.frame(of: "b") == Rect(x: 100, y: 120, width: 400, height: 344))
        #expect(c.frame(of: "a") == Rect(x: 40, y: 40, width: 400, height: 344))
    }
}
