import Compositor
import Input
import Model
import Testing

/// Where Flotilla takes the pointer over what it draws, so that a window under all of it (a
/// desktop's icons) may take the rest.
@Suite("Flotilla's pointer areas")
struct PointerAreaTests {
    /// "a" at (100, 100) and "b" at (500, 300), both 300×244, floating where windows tile.
    func compositor(_ clock: ManualClock) -> Compositor {
        var scene = Floating.twoPanels()
        scene.floating.tiling = true
        let c = Compositor(scene: scene, clock: clock)
        _ = c.nextFrame()
        return c
    }

    static let between = Point(x: 950, y: 80)

    @Test func eachPanelTakesItsFrameAndTheSpaceBetweenIsLeft() throws {
        let c = compositor(ManualClock())
        let areas = try #require(c.pointerAreas)
        for id: PanelID in ["a", "b"] {
            let frame = try #require(c.frame(of: id))
            #expect(areas.contains { $0.intersection(frame) == frame }, "\(id)'s frame is Flotilla's")
        }
        #expect(!areas.contains { $0.contains(Self.between) })
    }

    @Test func noneIsLeftWhileExposeShowsOrAPanelIsHeld() {
        let clock = ManualClock()
        let c = compositor(clock)
        c.toggleExpose()
        settle(c, clock: clock)
        #expect(c.pointerAreas == nil, "a press anywhere leaves exposé")
        c.toggleExpose()
        settle(c, clock: clock)
        #expect(c.pointerAreas != nil)
        let title = Point(x: 650, y: 315)
        c.handle(.pointerPressed(title, button: 1, time: clock.now))
        clock.advance(by: 0.016)
        c.handle(.pointerMoved(Point(x: 700, y: 330), time: clock.now))
        #expect(c.pointerAreas == nil, "the held panel has the pointer")
        c.handle(.pointerReleased(Point(x: 700, y: 330), button: 1, time: clock.now))
        settle(c, clock: clock)
        #expect(c.pointerAreas != nil)
    }

    @Test func noneIsLeftWhileTheArrangementsAreOpen() {
        let clock = ManualClock()
        let c = compositor(clock)
        // "b"'s fill button, right-clicked (ArrangementsTests).
        let fill = Point(x: 578, y: 322)
        c.handle(.pointerPressed(fill, button: 3, time: clock.now))
        c.handle(.pointerReleased(fill, button: 3, time: clock.now))
        clock.advance(by: 0.5)
        #expect(c.nextFrame().displayList.textDump.contains("layer arrangements"))
        #expect(c.pointerAreas == nil, "a press anywhere closes them")
        c.handle(.key(KeyPress(.escape), time: clock.now))
        settle(c, clock: clock)
        #expect(c.pointerAreas?.contains { $0.contains(Self.between) } == false)
    }
}
