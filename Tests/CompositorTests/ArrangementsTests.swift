import Compositor
import Input
import Model
import Testing

@Suite("The arrangements popover behind a window's fill button")
struct ArrangementsTests {
    /// "b" (500, 300, 300×244) floats where windows tile: its fill button is at (564, 308, 28×28).
    func compositor(_ clock: ManualClock) -> Compositor {
        var scene = Floating.twoPanels()
        scene.floating.tiling = true
        scene.floating.panels[1].sizes.maximum = Size(width: 2000, height: 2000)
        let c = Compositor(scene: scene, clock: clock)
        _ = c.nextFrame()
        return c
    }

    static let fill = Point(x: 578, y: 322)

    @Test func theMenuSitsUnderTheButtonInsideTheWindowOrAboveWhereBelowHasNoRoom() {
        let window = Rect(x: 0, y: 0, width: 1024, height: 768)
        let menu = ArrangementsMenu(panel: "b", under: Rect(x: 564, y: 308, width: 28, height: 28), in: window)
        // 4 cells of 48 with 10 between and 14 around: 250 wide; 3 rows of 34, 3 gaps, the 34 pt button: 194 high.
        #expect(menu.frame == Rect(x: 453, y: 348, width: 250, height: 194))
        #expect(menu.side == .bottom && menu.arrowBase == 578)
        #expect(menu.choices.count == 13)
        #expect(menu.choice(at: Point(x: 453 + 14 + 5, y: 348 + 14 + 5)) == .tile(.leftHalf))
        #expect(menu.choice(at: Point(x: 453 + 14 + 3 * 58 + 5, y: 348 + 14 + 2 * 44 + 5)) == .tile(.fill))
        #expect(menu.choice(at: Point(x: 578, y: 348 + 194 - 20)) == .arrangeAll)
        #expect(menu.choice(at: Point(x: 453 + 14 + 50, y: 348 + 20)) == nil, "between cells")
        let low = ArrangementsMenu(panel: "b", under: Rect(x: 1000, y: 700, width: 28, height: 28), in: window)
        #expect(low.side == .top && low.frame.maxY == 700 - 12)
        #expect(low.frame.maxX == 1024 - 8, "kept inside the window")
        #expect(low.arrowBase == 1014 - 18 || low.arrowBase <= low.frame.maxX - 18)
    }

    @Test func aRightClickOnFillOpensItAndAChoiceTilesTheWindowAndClosesIt() throws {
        let clock = ManualClock()
        let c = compositor(clock)
        c.handle(.pointerPressed(Self.fill, button: 3, time: clock.now))
        c.handle(.pointerReleased(Self.fill, button: 3, time: clock.now))
        clock.advance(by: 0.5)
        #expect(c.nextFrame().displayList.textDump.contains("layer arrangements at (453, 348)"))
        // The top-right quarter: second row, second cell.
        c.click(Point(x: 453 + 14 + 58 + 20, y: 348 + 14 + 44 + 15), clock: clock)
        let events = Floating.floatingEvents(settle(c, clock: clock).flatMap(\.events))
        #expect(events.contains(.didTile(panel: "b", arrangement: .topRight)))
        #expect(c.frame(of: "b") == TileArrangement.topRight.frame(in: Rect(x: 0, y: 0, width: 1024, height: 768)))
        #expect(!c.nextFrame().displayList.textDump.contains("arrangements"), "closed and faded out")
    }

    @Test func heldHalfASecondFillOpensTheMenuAndItsReleaseDoesNotFillTheWindow() throws {
        let clock = ManualClock()
        let c = compositor(clock)
        c.handle(.pointerPressed(Self.fill, button: 1, time: clock.now))
        clock.advance(by: 0.3)
        #expect(!c.nextFrame().displayList.textDump.contains("arrangements"))
        #expect(c.isAnimating, "frames run while it waits for the long press")
        clock.advance(by: 0.25)
        #expect(c.nextFrame().displayList.textDump.contains("layer arrangements"))
        c.handle(.pointerReleased(Self.fill, button: 1, time: clock.now))
        _ = settle(c, clock: clock)
        #expect(!c.panelManager.isTiled("b"), "the long press opened the menu; the release did not fill")
        // "Arrange all" arranges both windows side by side; Escape would have closed it.
        c.click(Point(x: 578, y: 348 + 194 - 20), clock: clock)
        _ = settle(c, clock: clock)
        let a = try #require(c.frame(of: "a")), b = try #require(c.frame(of: "b"))
        #expect(a.midY == 384 && b.midY == 384 && a.intersection(b).isEmpty, "\(a) \(b) in one row")
    }

    @Test func escapeOrAPressElsewhereClosesItAndThePressGoesOn() throws {
        let clock = ManualClock()
        let c = compositor(clock)
        c.handle(.pointerPressed(Self.fill, button: 3, time: clock.now))
        _ = settle(c, clock: clock)
        c.key(.escape, clock: clock)
        _ = settle(c, clock: clock)
        #expect(!c.nextFrame().displayList.textDump.contains("arrangements"))
        c.handle(.pointerPressed(Self.fill, button: 3, time: clock.now))
        _ = settle(c, clock: clock)
        // A click on "a"'s title bar: the menu closes and "a" takes the focus.
        c.click(Point(x: 250, y: 120), clock: clock)
        let events = Floating.floatingEvents(settle(c, clock: clock).flatMap(\.events))
        #expect(events.contains(.didFocus(panel: "a")))
        #expect(!c.nextFrame().displayList.textDump.contains("arrangements"))
    }
}
