import Compositor
import Input
import Model
import Testing

/// Spaces in the compositor: the panels of the space that shows are where they are; the others
/// rest a window's width to the side for each space between, and a switch slides them all with
/// their springs, retargeted when switched again mid-slide. Only the panels of the space that
/// shows take the pointer, the focus, Tab and exposé.
@Suite("Spaces slide")
struct SpacesSlideTests {
    static let spaces = ["a": 0, "b": 1] as [PanelID: Int]

    /// "a" on space 1 and "b" on space 2, space 1 showing, at rest.
    func twoSpaces(_ preference: MotionPreference = .full) -> (Compositor, ManualClock) {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.twoPanels(), clock: clock)
        c.motionPreference = preference
        c.setSpaces(PanelSpaces(current: 0, spaceOf: Self.spaces))
        clock.advance(by: 2)
        _ = c.nextFrame()
        return (c, clock)
    }

    /// Shows space `space` (from 0), then draws a frame `seconds` later.
    func show(_ space: Int, _ c: Compositor, _ clock: ManualClock, after seconds: Double) {
        c.setSpaces(PanelSpaces(current: space, spaceOf: Self.spaces))
        clock.advance(by: seconds)
        _ = c.nextFrame()
    }

    @Test func aPanelOnAnotherSpaceRestsAWindowsWidthAwayAndTheFocusStaysOnTheSpaceThatShows() {
        let (c, _) = twoSpaces()
        #expect(c.stateText == """
            window 1024×768 at 2000 ms
            panel a floating space 1 focused at (100, 100, 300×244)
            panel b floating space 2 (away) at (1524, 300, 300×244)
            main content (0, 0, 1024×768)

            """)
    }

    @Test func switchingSlidesBothSpacesAsOneAndASecondSwitchTurnsThemBackMidSlide() {
        let (c, clock) = twoSpaces()
        show(1, c, clock, after: 0.1)
        #expect(c.stateText == """
            window 1024×768 at 2100 ms
            panel a floating space 1 (away) at (-533.8, 100, 300×244) → (-924, 100, 300×244)
            panel b floating space 2 focused at (890.2, 300, 300×244) → (500, 300, 300×244)
            main content (0, 0, 1024×768)

            """)
        show(0, c, clock, after: 0.05)
        #expect(c.stateText == """
            window 1024×768 at 2150 ms
            panel a floating space 1 focused at (-452.37, 100, 300×244) → (100, 100, 300×244)
            panel b floating space 2 (away) at (971.63, 300, 300×244) → (1524, 300, 300×244)
            main content (0, 0, 1024×768)

            """)
        clock.advance(by: 2)
        _ = c.nextFrame()
        #expect(!c.isAnimating)
        #expect(c.panelManager.targets.map(\.frame.minX) == [100, 1524])
    }

    @Test func withReducedMotionTheSpacesCrossFadeInPlace() {
        let (c, clock) = twoSpaces(.reduced)
        show(1, c, clock, after: 0.05)
        #expect(c.stateText == """
            window 1024×768 at 2050 ms
            panel a floating space 1 (away) at (100, 100, 300×244) opacity 0.5 → (-924, 100, 300×244)
            panel b floating space 2 focused at (1524, 300, 300×244) opacity 0.5 → (500, 300, 300×244)
            main content (0, 0, 1024×768)

            """)
        clock.advance(by: 0.1)
        _ = c.nextFrame()
        #expect(c.stateText.contains("panel b floating space 2 focused at (500, 300, 300×244) opacity"), "\(c.stateText)")
        clock.advance(by: 1)
        _ = c.nextFrame()
        #expect(!c.isAnimating)
        #expect(c.panelManager.targets.map(\.frame.minX) == [-924, 500])
    }

    @Test func onlyTheSpaceThatShowsTakesThePointerTabAndExpose() {
        let (c, clock) = twoSpaces()
        // Where "b" lies on its own space: nothing there to hit while space 1 shows.
        #expect(c.panelManager.hitTest(Point(x: 600, y: 400)) == nil)
        c.click(Point(x: 600, y: 400), clock: clock)
        #expect(c.panelManager.focusedID == "a")
        c.key(.tab, clock: clock)
        #expect(c.panelManager.focusedID == "a", "Tab stays on the space that shows")
        #expect(c.panelManager.exposeOrder == ["a"])
        show(1, c, clock, after: 2)
        #expect(c.panelManager.focusedID == "b", "the front panel of the space shown takes the focus")
        #expect(c.panelManager.hitTest(Point(x: 600, y: 400))?.id == "b")
        #expect(c.panelManager.hitTest(Point(x: 150, y: 150)) == nil)
    }

    @Test func arrangeAllAndTheSwitcherKeepToTheSpaceThatShows() {
        let clock = ManualClock()
        var scene = Floating.scene([Floating.panel("a", at: Point(x: 100, y: 100)), Floating.panel("b", at: Point(x: 500, y: 300)),
                                    Floating.panel("c", at: Point(x: 300, y: 400))])
        scene.floating.tiling = true
        let c = Compositor(scene: scene, clock: clock)
        c.setSpaces(PanelSpaces(count: 2, current: 0, spaceOf: ["a": 0, "b": 0, "c": 1]))
        let away = c.panelManager.panels["c"]?.floatingFrame
        c.key(.character("a"), clock: clock)
        #expect(c.panelManager.panels["c"]?.floatingFrame == away, "the window on the other space is not arranged")
        #expect(c.panelManager.panels["a"]?.floatingFrame != Rect(x: 100, y: 100, width: 300, height: 244))
        #expect(WindowSwitcher(c.panelManager, backwards: false)?.windows.sorted() == ["a", "b"])
    }

    @Test func aPanelOnEverySpaceStaysWhereItIs() {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.twoPanels(), clock: clock)
        c.setSpaces(PanelSpaces(current: 1, spaceOf: ["a": 0]))
        clock.advance(by: 2)
        _ = c.nextFrame()
        #expect(c.panelManager.targets.map(\.frame.minX) == [-924, 500])
        #expect(c.panelManager.focusedID == "b")
    }
}
