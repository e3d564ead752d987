import Foundation
import Model
import Testing

@Suite("The minimise shelf: minimised panels as thumbnails along the bottom, back where they were on a click")
struct ShelfTests {
    /// `a` at 300,200 and `b` at 100,300 (its foot at 744, inside where the shelf goes), both 300×444; `b` focused.
    func manager(tiles: Bool = true) -> PanelManager {
        var m = FloatingFixtures.manager(["a", "b"])
        m.tilesWindows = tiles
        m.present("a", floatingAt: Rect(x: 300, y: 200, width: 300, height: 444))
        m.present("b", floatingAt: Rect(x: 100, y: 300, width: 300, height: 444))
        return m
    }

    @Test func aMinimisedPanelIsAThumbnailCentredInTheShelfAndTheFocusMovesOn() throws {
        var m = manager()
        #expect(m.shelves[0] == nil)
        let minimised = m.minimise("b")
        #expect(minimised && m.state(of: "b") == .minimised)
        #expect(m.focusedID == "a")
        let shelf = try #require(m.shelves[0])
        #expect(shelf.strip == Rect(x: 0, y: 672, width: 1024, height: 96))
        // 300×444 fits 128×64 at 64/444: 43.24×64, centred in the strip.
        let k = 64.0 / 444
        let thumbnail = try #require(shelf.thumbnails.first)
        #expect(thumbnail.id == "b" && thumbnail.scale == k)
        #expect(FloatingFixtures.close(thumbnail.frame, Rect(x: 490, y: 688, width: 300 * k, height: 64)))
        let target = try #require(m.targets.last)
        #expect(target.id == "b" && target.state == .minimised && target.scale == k && target.frame == thumbnail.frame && !target.isFocused)
        #expect(shelf.plate == Rect(x: 474, y: 680, width: 300 * k + 32, height: 80))
        // It keeps its floating frame for when it comes back, and says so in the session.
        #expect(m.panels["b"]?.floatingFrame == Rect(x: 100, y: 300, width: 300, height: 444))
        #expect(m.layoutState().panels.first { $0.id == "b" }?.placement == .minimised)
    }

    @Test func panelsMoveClearOfTheShelfAndBackWhenItGoes() {
        var m = manager()
        m.minimise("a")
        // b's foot was at 744: it moves up to clear the shelf's top at 672.
        #expect(m.frame(of: "b") == Rect(x: 100, y: 228, width: 300, height: 444))
        let back = m.unminimise("a")
        #expect(back && m.state(of: "a") == .floating && m.focusedID == "a")
        #expect(m.frame(of: "a") == Rect(x: 300, y: 200, width: 300, height: 444))
        #expect(m.frame(of: "b") == Rect(x: 100, y: 300, width: 300, height: 444), "back where it was")
        #expect(m.shelves[0] == nil && m.keptClearAreas.isEmpty)
        let again = m.unminimise("a")
        #expect(!again, "it is not minimised")
    }

    @Test func aTiledPanelComesBackInItsTileAndTilesKeepClearOfTheShelf() throws {
        var m = manager()
        m.tile("a", .leftHalf)
        // Its height is at most 600: centred in the 768-high half.
        #expect(m.frame(of: "a") == Rect(x: 0, y: 84, width: 512, height: 600))
        m.minimise("b")
        #expect(m.tilingArea(of: m.container) == Rect(x: 0, y: 0, width: 1024, height: 672))
        #expect(m.frame(of: "a") == Rect(x: 0, y: 36, width: 512, height: 600), "centred in the half above the shelf")
        m.minimise("a")
        #expect(m.shelves[0]?.thumbnails.map(\.id) == ["b", "a"], "in the order they were minimised")
        m.unminimise("a")
        #expect(m.isTiled("a"))
        #expect(m.frame(of: "a") == Rect(x: 0, y: 36, width: 512, height: 600))
        m.unminimise("b")
        #expect(m.frame(of: "a") == Rect(x: 0, y: 84, width: 512, height: 600), "the whole half again")
    }

    @Test func aThumbnailTakesAClickButNotTheFocusTheKeysOrExpose() throws {
        var m = manager()
        m.minimise("a")
        let thumbnail = try #require(m.shelves[0]?.thumbnails.first)
        let hit = try #require(m.hitTest(Point(x: thumbnail.frame.midX, y: thumbnail.frame.midY)))
        #expect(hit.id == "a" && hit.region == .thumbnail)
        let focused = m.focus("a"), next = m.focusNext(), nextAgain = m.focusNext()
        #expect(!focused)
        #expect(next == "b" && nextAgain == "b", "focus cycles past it")
        #expect(m.exposeOrder == ["b"])
        let twice = m.minimise("a")
        #expect(WindowSwitcher(m, backwards: false) == nil, "one window floats")
        #expect(!twice, "already minimised")
    }

    @Test func aShelfOfManyScalesItsRowToFitAndSitsAboveABottomDock() throws {
        let ids = (0..<20).map { PanelID("p\($0)") }
        var m = FloatingFixtures.manager(ids)
        m.setReservedAreas([ReservedArea(id: "dock", edge: .bottom, extent: 40)])
        for id in ids { m.present(id, floatingAt: nil); m.minimise(id) }
        let shelf = try #require(m.shelves[0])
        #expect(shelf.strip == Rect(x: 0, y: 632, width: 1024, height: 96))
        #expect(shelf.thumbnails.count == 20)
        for (i, t) in shelf.thumbnails.enumerated() {
            #expect(shelf.strip.contains(t.frame.origin) && t.frame.maxX <= shelf.strip.maxX && t.frame.maxY <= shelf.strip.maxY)
            if i > 0 { #expect(t.frame.minX >= shelf.thumbnails[i - 1].frame.maxX + 15, "no overlap, the spacing kept") }
        }
        #expect(shelf.thumbnails[0].scale < 64.0 / 444)
        #expect(m.tilingArea(of: m.container) == Rect(x: 0, y: 0, width: 1024, height: 632))
    }

    @Test func aMinimisedPanelIsSavedAndRestoredMinimisedWithItsTile() throws {
        var m = manager()
        m.tile("b", .rightHalf)
        m.minimise("b")
        let saved = m.layoutState()
        let json = try JSONEncoder().encode(saved)
        let decoded = try JSONDecoder().decode(PanelLayoutState.self, from: json)
        #expect(decoded == saved)
        var fresh = manager(); fresh.close("a"); fresh.close("b")
        fresh.restore(decoded)
        #expect(fresh.state(of: "b") == .minimised && fresh.panels["b"]?.tile == .rightHalf)
        #expect(fresh.focusedID == "a")
        fresh.unminimise("b")
        #expect(fresh.isTiled("b") && fresh.frame(of: "b") == Rect(x: 512, y: 84, width: 512, height: 600))
    }

    /// Issue 59: a maximised window refitted as the shelf comes (the monitors or docks changed)
    /// stays minimised, and comes back at the frame it was refitted to.
    @Test func aMinimisedPanelRefittedStaysMinimisedAndComesBackThere() {
        var m = manager()
        m.minimise("b")
        m.refit("b", floatingAt: Rect(x: 0, y: 0, width: 500, height: 600))
        #expect(m.state(of: "b") == .minimised && m.focusedID == "a")
        #expect(m.shelves[0]?.thumbnails.map(\.id) == ["b"])
        m.unminimise("b")
        #expect(m.state(of: "b") == .floating)
        #expect(m.frame(of: "b") == Rect(x: 0, y: 0, width: 500, height: 600))
    }

    /// A refit moves a floating panel there without raising it or taking the focus; a pinned one
    /// stays pinned.
    @Test func aRefitRaisesNothingAndKeepsAPinnedPanelPinned() throws {
        var m = manager()
        m.focus("a")
        let order = m.zOrder
        m.refit("b", floatingAt: Rect(x: 10, y: 20, width: 400, height: 500))
        #expect(m.frame(of: "b") == Rect(x: 10, y: 20, width: 400, height: 500))
        #expect(m.zOrder == order && m.focusedID == "a")
        try #require(m.pin("a", to: .left) != nil)
        m.refit("a", floatingAt: Rect(x: 0, y: 0, width: 500, height: 600))
        #expect(m.state(of: "a").isPinned)
        #expect(m.panels["a"]?.floatingFrame == Rect(x: 0, y: 0, width: 500, height: 600), "where it floats when unpinned")
    }

    /// A pinned panel minimised comes back pinned to its side (floating when that side is full).
    @Test func aPinnedPanelComesBackPinned() throws {
        var m = manager()
        try #require(m.pin("a", to: .right) != nil)
        m.minimise("a")
        #expect(m.state(of: "a") == .minimised)
        m.unminimise("a")
        #expect(m.state(of: "a") == .pinned(side: .right, index: 0) && m.focusedID == "a")
        // Minimised from floating, it floats again.
        m.minimise("b")
        m.unminimise("b")
        #expect(m.state(of: "b") == .floating)
    }
}
