import Compositor
import Input
import Model
import Testing

@Suite("Flick to tile: the compositor's preview, motion and events")
struct TilingCompositorTests {
    /// The two-panel scene with windows tiling.
    func tilingScene() -> Scene {
        var s = Floating.twoPanels()
        s.floating.tiling = true
        return s
    }

    /// A compositor on the tiling scene, its first frame drawn, panel `unbounded` (an index) free
    /// to grow to any size.
    func compositor(unbounded: Int, clock: ManualClock) -> Compositor {
        var scene = tilingScene()
        scene.floating.panels[unbounded].sizes.maximum = Size(width: 2000, height: 2000)
        let c = Compositor(scene: scene, clock: clock)
        _ = c.nextFrame()
        return c
    }

    @Test func aFlingLeftwardsTilesTheLeftHalfWithTheTransitionSpring() throws {
        let clock = ManualClock()
        let c = Compositor(scene: tilingScene(), clock: clock)
        _ = c.nextFrame()
        // "b" (500, 300, 300×244) flung 150 pt leftwards in 100 ms by its title bar, mid-height:
        // 1500 pt/s, the pointer projected far past the left edge.
        drag(c, clock: clock, from: Point(x: 650, y: 320), by: Vector(dx: -150, dy: 0))
        let events = Floating.floatingEvents(c.nextFrame().events)
        // Its largest frame within the half (500×444 at most: its maximum), centred in it.
        let tile = Rect(x: 6, y: 162, width: 500, height: 444)
        #expect(events.contains(.didTile(panel: "b", arrangement: .leftHalf)))
        #expect(events.contains { if case .didEndDragging("b", _, let target) = $0 { target == tile.origin } else { false } })
        let frames = settle(c, clock: clock)
        #expect(frames.flatMap(\.events).contains(.panel(.didSettle(panel: "b", frame: tile))))
        #expect(c.frame(of: "b") == tile)
        #expect(c.panelManager.isTiled("b"))
        // Flung from high up its title bar is in the top corner band: the top-left quarter.
        drag(c, clock: clock, from: Point(x: 250, y: 120), by: Vector(dx: -150, dy: 0))
        #expect(Floating.floatingEvents(c.nextFrame().events).contains(.didTile(panel: "a", arrangement: .topLeft)))
    }

    @Test func heldAtTheTopEdgeThePreviewShowsTheWholeAreaAndReleasingFillsIt() throws {
        let clock = ManualClock()
        let c = compositor(unbounded: 0, clock: clock)
        c.handle(.pointerPressed(Point(x: 250, y: 120), button: 1, time: clock.now))
        clock.advance(by: 0.05)
        c.handle(.pointerMoved(Point(x: 500, y: 200), time: clock.now))
        #expect(c.pinPreviewFrame == nil)
        clock.advance(by: 0.05)
        c.handle(.pointerMoved(Point(x: 500, y: 2), time: clock.now))
        clock.advance(by: 1)
        #expect(c.pinPreviewFrame == Rect(x: 0, y: 0, width: 1024, height: 768))
        c.handle(.pointerReleased(Point(x: 500, y: 2), button: 1, time: clock.now))
        #expect(Floating.floatingEvents(c.nextFrame().events).contains(.didTile(panel: "a", arrangement: .fill)))
        settle(c, clock: clock)
        #expect(c.frame(of: "a") == Rect(x: 0, y: 0, width: 1024, height: 768))
        #expect(c.pinPreviewFrame == nil)
    }

    @Test func aClickLeavesItTiledAndADragFloatsItAtItsOwnSizeUnderThePointer() throws {
        let clock = ManualClock()
        let c = Compositor(scene: tilingScene(), clock: clock)
        _ = c.nextFrame()
        drag(c, clock: clock, from: Point(x: 250, y: 120), by: Vector(dx: -150, dy: 0))
        settle(c, clock: clock)
        let tile = try #require(c.frame(of: "a"))
        c.click(Point(x: tile.midX, y: tile.minY + 20), clock: clock)
        settle(c, clock: clock)
        #expect(c.panelManager.isTiled("a") && c.frame(of: "a") == tile)
        // Pulled 12 pt from the middle of its title bar: 300×244 again, the pointer at the same
        // fraction of its title bar's width, 20 pt down it.
        c.handle(.pointerPressed(Point(x: tile.midX, y: tile.minY + 20), button: 1, time: clock.now))
        clock.advance(by: 0.01)
        let pointer = Point(x: tile.midX + 12, y: tile.minY + 20)
        c.handle(.pointerMoved(pointer, time: clock.now))
        #expect(!c.panelManager.isTiled("a"))
        let fraction = (pointer.x - tile.minX) / tile.width
        #expect(c.frame(of: "a") == Rect(x: pointer.x - fraction * 300, y: tile.minY, width: 300, height: 244))
    }

    @Test func superArrowsTileTheFocusedPanelWhereWindowsTile() throws {
        let clock = ManualClock()
        let c = Compositor(scene: tilingScene(), clock: clock)
        _ = c.nextFrame()
        // "b" is focused (presented last).
        c.key(.left, .super, clock: clock)
        #expect(Floating.floatingEvents(c.nextFrame().events).contains(.didTile(panel: "b", arrangement: .leftHalf)))
        settle(c, clock: clock)
        #expect(c.frame(of: "b") == Rect(x: 6, y: 162, width: 500, height: 444))
        c.key(.down, .super, clock: clock)
        settle(c, clock: clock)
        #expect(!c.panelManager.isTiled("b"))
        #expect(c.frame(of: "b") == Rect(x: 106, y: 262, width: 300, height: 244), "its own size, centred where its tile was")
        // Where windows do not tile, Super+Left leaves the panels alone.
        let plain = Compositor(scene: Floating.twoPanels(), clock: clock)
        _ = plain.nextFrame()
        let before = plain.frame(of: "b")
        plain.key(.left, .super, clock: clock)
        #expect(!plain.isAnimating && plain.frame(of: "b") == before)
    }

    @Test func altTabBringsTheWindowBehindTheFrontOneAndAltShiftTabTheBackmost() {
        let clock = ManualClock()
        var scene = tilingScene()
        scene.floating.panels.append(Floating.panel("c", at: Point(x: 300, y: 400)))
        let c = Compositor(scene: scene, clock: clock)
        _ = c.nextFrame()
        #expect(c.panelIDs == ["a", "b", "c"])
        /// Alt+Tab (Alt+Shift+Tab) pressed and Alt let go at once.
        func switchOnce(_ modifiers: Modifiers) {
            c.key(.tab, modifiers, clock: clock)
            c.handle(.modifiersReleased(held: [], time: clock.now))
        }
        switchOnce(.alt)
        #expect(c.panelIDs == ["a", "c", "b"] && c.panelManager.focusedID == "b")
        switchOnce(.alt)
        #expect(c.panelIDs == ["a", "b", "c"] && c.panelManager.focusedID == "c")
        switchOnce([.alt, .shift])
        #expect(c.panelIDs == ["b", "c", "a"] && c.panelManager.focusedID == "a")
    }

    /// While Alt is held the switcher shows every window's thumbnail, front first, the chosen one
    /// ringed; each Tab moves the choice on; Alt let go brings it forward; Escape changes nothing.
    @Test func heldAltShowsTheSwitcherAndTabMovesItsChoice() throws {
        let clock = ManualClock()
        var scene = tilingScene()
        scene.floating.panels.append(Floating.panel("c", at: Point(x: 300, y: 400)))
        let c = Compositor(scene: scene, clock: clock)
        _ = c.nextFrame()
        c.key(.tab, .alt, clock: clock)
        let dump = c.nextFrame().displayList.textDump
        #expect(dump.contains("layer switcher at"))
        // Front first: c, b, a; thumbnails of the panels drawn again, scaled.
        let thumbnails = dump.split(separator: "\n").filter { $0.contains("layer switcher:") }.map { String($0.split(separator: " ")[1]) }
        #expect(thumbnails == ["switcher:c", "switcher:b", "switcher:a"])
        #expect(c.panelIDs == ["a", "b", "c"], "nothing moves while Alt is held")
        c.key(.tab, .alt, clock: clock)
        c.handle(.modifiersReleased(held: .alt, time: clock.now))
        #expect(c.panelManager.focusedID == "c", "Alt still held")
        c.handle(.modifiersReleased(held: [], time: clock.now))
        #expect(c.panelIDs == ["b", "c", "a"] && c.panelManager.focusedID == "a", "the second Tab chose a")
        #expect(!c.nextFrame().displayList.textDump.contains("layer switcher"))
        c.key(.tab, .alt, clock: clock)
        c.key(.escape, clock: clock)
        c.handle(.modifiersReleased(held: [], time: clock.now))
        #expect(c.panelIDs == ["b", "c", "a"] && c.panelManager.focusedID == "a", "Escape left everything as it was")
    }

    @Test func whereWindowsTileTheTitleBarHasMinimiseAndFillBesideClose() throws {
        let clock = ManualClock()
        let c = compositor(unbounded: 1, clock: clock)
        // "b" at (500, 300): close, minimise and fill 28 pt apart from 8 pt in, centred in the 44 pt bar.
        let frames = TitleBarLayout.buttonFrames(for: .floating, in: try #require(c.frame(of: "b")), pinningEnabled: true, tiles: true)
        #expect(frames == [.close: Rect(x: 508, y: 308, width: 28, height: 28), .minimise: Rect(x: 536, y: 308, width: 28, height: 28),
                           .fill: Rect(x: 564, y: 308, width: 28, height: 28)])
        c.click(Point(x: 578, y: 322), clock: clock)
        #expect(Floating.floatingEvents(c.nextFrame().events).contains(.didTile(panel: "b", arrangement: .fill)))
        settle(c, clock: clock)
        #expect(c.frame(of: "b") == Rect(x: 0, y: 0, width: 1024, height: 768))
        // Pressed again, it floats at its own size.
        c.click(Point(x: 78, y: 22), clock: clock)
        settle(c, clock: clock)
        #expect(!c.panelManager.isTiled("b") && c.frame(of: "b")?.size == Size(width: 300, height: 244))
        let floated = try #require(c.frame(of: "b"))
        c.click(Point(x: floated.minX + 50, y: floated.minY + 22), clock: clock)
        let events = Floating.floatingEvents(settle(c, clock: clock).flatMap(\.events))
        #expect(events.first == .didMinimise(panel: "b") && !events.contains(.didClose(panel: "b")))
        #expect(c.panelManager.state(of: "b") == .minimised)
        // A click on its thumbnail in the shelf brings it back.
        let thumbnail = try #require(c.panelManager.shelves[0]?.thumbnails.first?.frame)
        c.click(Point(x: thumbnail.midX, y: thumbnail.midY), clock: clock)
        let back = Floating.floatingEvents(settle(c, clock: clock).flatMap(\.events))
        #expect(back.first == .didRestore(panel: "b") && back.contains(.didFocus(panel: "b")))
        #expect(c.frame(of: "b") == floated)
    }
}
