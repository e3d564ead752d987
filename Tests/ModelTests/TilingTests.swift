import Model
import Testing

@Suite("Tiling: flung or dragged to an edge or a corner, a window takes that tile")
struct TilingTests {
    let area = Rect(x: 0, y: 0, width: 1024, height: 768)

    @Test func tilesDivideTheAreaOnWholePoints() {
        let odd = Rect(x: 10, y: 20, width: 1001, height: 601)
        #expect(TileArrangement.leftHalf.frame(in: odd) == Rect(x: 10, y: 20, width: 500, height: 601))
        #expect(TileArrangement.rightHalf.frame(in: odd) == Rect(x: 510, y: 20, width: 501, height: 601))
        #expect(TileArrangement.bottomLeft.frame(in: odd) == Rect(x: 10, y: 320, width: 500, height: 301))
        #expect(TileArrangement.middleThird.frame(in: odd) == Rect(x: 344, y: 20, width: 333, height: 601))
        #expect(TileArrangement.fill.frame(in: odd) == odd)
        // The halves, quarters and thirds cover the area with no gap and no overlap.
        for set in [[TileArrangement.leftHalf, .rightHalf], [.topHalf, .bottomHalf], [.topLeft, .topRight, .bottomLeft, .bottomRight],
                    [.leftThird, .middleThird, .rightThird]] {
            let frames = set.map { $0.frame(in: odd) }
            #expect(frames.map { $0.width * $0.height }.reduce(0, +) == odd.width * odd.height)
            for (i, a) in frames.enumerated() { for b in frames[(i + 1)...] { #expect(a.intersection(b).isEmpty) } }
        }
    }

    @Test func thePointerChoosesHalvesQuartersAndTheWholeArea() {
        #expect(TileArrangement.chosen(at: Point(x: 0, y: 400), in: area) == .leftHalf)
        #expect(TileArrangement.chosen(at: Point(x: -300, y: 400), in: area) == .leftHalf)
        #expect(TileArrangement.chosen(at: Point(x: 1100, y: 300), in: area) == .rightHalf)
        #expect(TileArrangement.chosen(at: Point(x: 1100, y: 100), in: area) == .topRight)
        #expect(TileArrangement.chosen(at: Point(x: -10, y: 700), in: area) == .bottomLeft)
        #expect(TileArrangement.chosen(at: Point(x: 500, y: -50), in: area) == .fill)
        #expect(TileArrangement.chosen(at: Point(x: 900, y: 0), in: area) == .topRight)
        #expect(TileArrangement.chosen(at: Point(x: 100, y: -5), in: area) == .topLeft)
        #expect(TileArrangement.chosen(at: Point(x: 500, y: 400), in: area) == nil)
        #expect(TileArrangement.chosen(at: Point(x: 500, y: 800), in: area) == nil, "the bottom edge tiles nothing")
        #expect(TileArrangement.chosen(at: Point(x: 5, y: 400), in: area) == nil, "beyond the edge's reach")
    }

    /// A fling's projected point says which edge; its quarter only where the pointer was let go
    /// in that corner's region (issue 63: a flick from a title bar near the top meant the half).
    @Test func aFlingsQuarterNeedsThePointerLetGoInThatCorner() {
        // Flicked right from a title bar near the top, mid-screen: the right half.
        #expect(TileArrangement.chosen(at: Point(x: 1300, y: 60), in: area, releasedAt: Point(x: 400, y: 20)) == .rightHalf)
        #expect(TileArrangement.chosen(at: Point(x: -300, y: 700), in: area, releasedAt: Point(x: 600, y: 720)) == .leftHalf)
        // Let go in the top-right corner's region: the quarter.
        #expect(TileArrangement.chosen(at: Point(x: 1300, y: 60), in: area, releasedAt: Point(x: 900, y: 100)) == .topRight)
        // Carried past both edges of a corner (thrown at it): the quarter, wherever let go.
        #expect(TileArrangement.chosen(at: Point(x: 1300, y: -300), in: area, releasedAt: Point(x: 500, y: 220)) == .topRight)
        // Flicked up: the whole area, unless let go in a top corner's region.
        #expect(TileArrangement.chosen(at: Point(x: 100, y: -200), in: area, releasedAt: Point(x: 150, y: 400)) == .fill)
        #expect(TileArrangement.chosen(at: Point(x: 100, y: -200), in: area, releasedAt: Point(x: 150, y: 100)) == .topLeft)
        // A slow drag held there (no fling): its band alone, as before.
        #expect(TileArrangement.chosen(at: Point(x: 1024, y: 60), in: area) == .topRight)
    }

    func manager() -> PanelManager {
        var m = FloatingFixtures.manager(["a"])
        m.tilesWindows = true
        m.present("a", floatingAt: Rect(x: 300, y: 200, width: 300, height: 444))
        return m
    }

    @Test func aFlingTowardsTheLeftEdgeTilesTheLeftHalfAndAnotherNearTheMiddleFloats() {
        var m = manager()
        // Released mid-window at 2000 pt/s leftwards: the pointer's projected point is far past the left edge.
        let outcome = m.endDrag("a", at: Rect(x: 300, y: 200, width: 300, height: 444), velocity: Vector(dx: -2000, dy: 0),
                                pointer: Point(x: 400, y: 220))
        // The half is 512 wide, the panel at most 600: it fills the half's width, its height at most 600 (the maximum), centred.
        #expect(outcome == .tiled(.leftHalf, Rect(x: 0, y: 84, width: 512, height: 600)))
        #expect(m.isTiled("a"))
        var still = manager()
        guard case .floating = still.endDrag("a", at: Rect(x: 300, y: 200, width: 300, height: 444), velocity: Vector(dx: -200, dy: 0),
                                            pointer: Point(x: 400, y: 220)) else { Issue.record("floats"); return }
        #expect(!still.isTiled("a"))
    }

    @Test func flungUpwardsItFillsTheAreaLessTheReservedOnesAndToTheTopRightAQuarter() {
        var m = manager()
        m.setReservedAreas([ReservedArea(id: "dock", edge: .bottom, extent: 68)])
        #expect(m.tilingArea(of: m.container) == Rect(x: 0, y: 0, width: 1024, height: 700))
        let up = m.endDrag("a", at: Rect(x: 300, y: 200, width: 300, height: 444), velocity: Vector(dx: 0, dy: -3000), pointer: Point(x: 500, y: 220))
        // Its maximum (600×600) keeps it smaller than the area: centred in it.
        #expect(up == .tiled(.fill, Rect(x: 212, y: 50, width: 600, height: 600)))
        var corner = manager()
        let quarter = corner.endDrag("a", at: Rect(x: 300, y: 200, width: 300, height: 444), velocity: Vector(dx: 2500, dy: -2500),
                                     pointer: Point(x: 500, y: 220))
        #expect(quarter == .tiled(.topRight, Rect(x: 512, y: 0, width: 512, height: 384)))
    }

    @Test func draggedOutOfItsTileItFloatsAtItsOwnSizeUnderThePointer() {
        var m = manager()
        _ = m.tile("a", .leftHalf)
        // Grabbed a quarter of the way along the title bar, 20 pt down.
        let untiled = m.untile("a", pointer: Point(x: 128, y: 104))
        #expect(untiled == Rect(x: 53, y: 84, width: 300, height: 444))
        #expect(!m.isTiled("a"))
        // Tiled twice, it still returns to the size it floated at before the first.
        _ = m.tile("a", .leftHalf)
        _ = m.tile("a", .rightHalf)
        #expect(m.untile("a", pointer: Point(x: 800, y: 100))?.size == Size(width: 300, height: 444))
    }

    /// A tiled window closed keeps its tile in its panel, so that the same app's window opened
    /// again in the session takes it (`DisplayManager.manage` reads it before showing the window,
    /// then tiles it there), and still floats at its own size when dragged out.
    @Test func aTiledWindowClosedKeepsItsTileForItsNextWindow() {
        var m = manager()
        let tiled = m.tile("a", .rightHalf)
        #expect(m.close("a") == ["a"])
        #expect(!m.state(of: "a").isVisible)
        let kept = m.panels["a"]?.tile
        #expect(kept == .rightHalf, "kept after close")
        m.present("a", floatingAt: Rect(x: 40, y: 40, width: 300, height: 444))
        #expect(!m.isTiled("a"), "shown again it floats until its kept tile is given back")
        #expect(m.tile("a", kept!) == tiled)
        #expect(m.frame(of: "a") == tiled)
        #expect(m.untile("a", pointer: Point(x: 700, y: 100))?.size == Size(width: 300, height: 444))
    }

    @Test func aSlowDragHeldAtAnEdgePreviewsTheTileOnlyWhereWindowsTile() {
        var m = manager()
        #expect(m.tilePreview(for: "a", pointer: Point(x: 2, y: 300)) == Rect(x: 0, y: 84, width: 512, height: 600))
        #expect(m.tilePreview(for: "a", pointer: Point(x: 400, y: 300)) == nil)
        m.tilesWindows = false
        #expect(m.tilePreview(for: "a", pointer: Point(x: 2, y: 300)) == nil)
    }

    @Test func arrangeAllPutsEveryFloatingWindowInAGridCellLargestFirst() {
        var m = FloatingFixtures.manager(["a", "b", "c", "d"])
        m.tilesWindows = true
        for (i, id) in ["a", "b", "c", "d"].enumerated() {
            m.present(PanelID(id), floatingAt: Rect(x: 40 * Double(i), y: 30 * Double(i), width: 200 + 50 * Double(i), height: 300))
        }
        // The largest ("d", 350 wide) takes the first cell; the grid is 2 × 2 with 8 pt gaps.
        #expect(m.arrangeAll() == ["d", "c", "b", "a"])
        let frames = ["d", "c", "b", "a"].compactMap { m.frame(of: PanelID($0)) }
        #expect(frames == [Rect(x: 8, y: 8, width: 500, height: 372), Rect(x: 516, y: 8, width: 500, height: 372),
                           Rect(x: 8, y: 388, width: 500, height: 372), Rect(x: 516, y: 388, width: 500, height: 372)])
        for (i, a) in frames.enumerated() {
            #expect(m.tilingArea(of: m.container).intersection(a) == a)
            for b in frames[(i + 1)...] { #expect(a.intersection(b).isEmpty) }
        }
    }

    /// Found by the storms: a window tiled in the top-left quarter, then the window shrunk to 500×1,
    /// kept its minimum size (overflowing its tile) rather than shrinking to 250×0.
    @Test func aTileSmallerThanTheMinimumSizeIsOverflowedNotShrunkBelowIt() throws {
        var m = manager()
        m.tile("a", .topLeft)
        m.setContainer(Rect(x: 0, y: 0, width: 500, height: 1))
        let frame = try #require(m.frame(of: "a"))
        #expect(frame.size == Size(width: 250, height: 194), "the half's width, the minimum height")
        #expect(m.isTiled("a"))
    }

    /// Where windows tile a narrow window's title sits right of close, minimise and fill (no
    /// button at the trailing end to balance); a wide one's, and a pinning panel's, stays centred.
    @Test func aNarrowWindowsTitleMovesBesideTheButtonsWhereWindowsTile() {
        let narrow = Rect(x: 100, y: 50, width: 200, height: 134), wide = Rect(x: 100, y: 50, width: 400, height: 134)
        // Three buttons from 8 pt in, 28 pt each, then 8 pt: the title starts 100 pt in.
        #expect(TitleBarLayout.titleFrame(for: .floating, in: narrow, top: 50, tiles: true) == Rect(x: 200, y: 50, width: 92, height: 44))
        #expect(TitleBarLayout.titleFrame(for: .floating, in: wide, top: 50, tiles: true) == Rect(x: 200, y: 50, width: 200, height: 44))
        // Close at the left and pin at the right: centred even when narrow (44 pt in on each side).
        #expect(TitleBarLayout.titleFrame(for: .floating, in: narrow, top: 50, tiles: false) == Rect(x: 144, y: 50, width: 112, height: 44))
    }

    /// Issue 59: a tiled window whose limits grow (the screen grew, so its limits did) fills its
    /// tile again; limits that shrink centre it in the tile.
    @Test func aTiledPanelWhoseLimitsChangeIsFittedInItsTileAgain() throws {
        var m = FloatingFixtures.manager(["a"])
        m.tilesWindows = true
        m.present("a", floatingAt: Rect(x: 300, y: 200, width: 300, height: 444))
        var sizes = try #require(m.panels["a"]?.sizes)
        // Its height at most 600: centred in the 768-high half.
        #expect(m.tile("a", .leftHalf) == Rect(x: 0, y: 84, width: 512, height: 600))
        sizes.maximum = Size(width: 2000, height: 2000)
        m.setSizes("a", sizes)
        #expect(m.frame(of: "a") == Rect(x: 0, y: 0, width: 512, height: 768) && m.isTiled("a"))
        sizes.maximum = Size(width: 400, height: 500)
        m.setSizes("a", sizes)
        #expect(m.frame(of: "a") == Rect(x: 56, y: 112, width: 400, height: 544))
    }

    /// What each edge of a tiled window meets, as GTK reads it to square and unshadow those edges:
    /// the monitor's work area, another tiled window along it, or nothing (a floating window, and a
    /// tile whose window its limits keep smaller than the tile).
    @Test func aTilesEdgesMeetTheMonitorAndTheTileBesideIt() {
        var roomy = FloatingFixtures.sizes
        roomy.maximum = Size(width: 2000, height: 2000)
        var m = FloatingFixtures.manager(["a", "b"], sizes: roomy)
        m.tilesWindows = true
        for id: PanelID in ["a", "b"] { m.present(id, floatingAt: Rect(x: 300, y: 200, width: 300, height: 444)) }
        #expect(m.tiledEdges(of: "a") == nil, "floating: it meets nothing")
        m.tile("a", .leftHalf)
        #expect(m.tiledEdges(of: "a") == TiledEdges(top: .monitor, right: .nothing, bottom: .monitor, left: .monitor))
        m.tile("b", .topRight)
        #expect(m.tiledEdges(of: "a") == TiledEdges(top: .monitor, right: .window, bottom: .monitor, left: .monitor))
        #expect(m.tiledEdges(of: "b") == TiledEdges(top: .monitor, right: .monitor, bottom: .nothing, left: .window))
        m.tile("b", .fill)
        #expect(m.tiledEdges(of: "b") == TiledEdges(top: .monitor, right: .monitor, bottom: .monitor, left: .monitor))
        #expect(m.tiledEdges(of: "a") == TiledEdges(top: .monitor, right: .nothing, bottom: .monitor, left: .monitor),
                "a window over it is not one beside it")
        var limited = FloatingFixtures.manager(["small"])
        limited.tilesWindows = true
        limited.present("small", floatingAt: Rect(x: 300, y: 200, width: 300, height: 444))
        limited.tile("small", .rightHalf)
        #expect(limited.tiledEdges(of: "small") == TiledEdges(top: .nothing, right: .monitor, bottom: .nothing, left: .nothing),
                "at most 600 tall, centred in the 768 of its half: only its right edge meets the monitor")
    }
}
