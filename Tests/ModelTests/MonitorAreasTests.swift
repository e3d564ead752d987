import Model
import Testing

/// Several monitors, each a work area of its own: a dock's strut and the shelf take only from the
/// monitor they lie on. A: 400×768 at the left; B: 624×600 beside it, top-aligned.
@Suite("Work areas on several monitors")
struct MonitorAreasTests {
    static let a = MonitorTilingTests.a, b = MonitorTilingTests.b
    static let dockOnB = ReservedArea(id: "dock", edge: .bottom, extent: 40, span: b)

    func manager(_ ids: [PanelID], at frames: [Rect]) -> PanelManager {
        MonitorTilingTests().manager(ids, at: frames)
    }

    @Test func aDockOnOneMonitorShrinksOnlyThatMonitorsArea() {
        var m = manager(["a", "b"], at: [Rect(x: 20, y: 300, width: 300, height: 444), Rect(x: 500, y: 150, width: 300, height: 444)])
        m.setReservedAreas([Self.dockOnB])
        #expect(m.tilingArea(of: Self.b) == Rect(x: 400, y: 0, width: 624, height: 560))
        #expect(m.tilingArea(of: Self.a) == Self.a, "A keeps its whole height")
        #expect(m.frame(of: "b") == Rect(x: 500, y: 116, width: 300, height: 444), "b moved up clear of the dock")
        #expect(m.frame(of: "a") == Rect(x: 20, y: 300, width: 300, height: 444), "a, lower than the dock's top on A, stays")
        #expect(m.tileByKey("b", .leftHalf) == .leftHalf)
        #expect(m.frame(of: "b") == Rect(x: 400, y: 0, width: 312, height: 560), "B's left half, above the dock")
        m.setReservedAreas([])
        #expect(m.tilingArea(of: Self.b) == Self.b)
    }

    @Test func theShelfShowsOnTheMonitorAWindowWasMinimisedFrom() throws {
        var m = manager(["a", "b", "c"], at: [Rect(x: 20, y: 100, width: 300, height: 444), Rect(x: 500, y: 100, width: 300, height: 444),
                                              Rect(x: 600, y: 50, width: 300, height: 300)])
        m.minimise("b")
        #expect(Array(m.shelves.keys) == [1], "on B only")
        let onB = try #require(m.shelves[1])
        #expect(onB.strip == Rect(x: 400, y: 504, width: 624, height: 96))
        #expect(onB.thumbnails.map(\.id) == ["b"])
        #expect(m.tilingArea(of: Self.b) == Rect(x: 400, y: 0, width: 624, height: 504))
        #expect(m.tilingArea(of: Self.a) == Self.a)
        #expect(m.frame(of: "a") == Rect(x: 20, y: 100, width: 300, height: 444), "a, on A, is not moved for B's shelf")
        m.minimise("a")
        #expect(m.shelves.keys.sorted() == [0, 1])
        #expect(m.shelves[0]?.strip == Rect(x: 0, y: 672, width: 400, height: 96))
        m.unminimise("b")
        #expect(m.frame(of: "b") == Rect(x: 500, y: 100, width: 300, height: 444), "back where it was")
        #expect(Array(m.shelves.keys) == [0])
    }

    @Test func aShelfSitsAboveItsMonitorsDockAndTheOtherMonitorsDockLeavesItBe() throws {
        var m = manager(["a", "b"], at: [Rect(x: 20, y: 100, width: 300, height: 444), Rect(x: 500, y: 100, width: 300, height: 444)])
        m.setReservedAreas([Self.dockOnB, ReservedArea(id: "dock-a", edge: .top, extent: 24, span: Self.a)])
        m.minimise("b")
        #expect(m.shelves[1]?.strip == Rect(x: 400, y: 464, width: 624, height: 96), "above B's dock")
        #expect(m.tilingArea(of: Self.b) == Rect(x: 400, y: 0, width: 624, height: 464))
        #expect(m.tilingArea(of: Self.a) == Rect(x: 0, y: 24, width: 400, height: 744))
    }

    @Test func aMonitorRemovedTakesItsShelfToTheMonitorItsWindowsGoTo() throws {
        var m = manager(["a", "b"], at: [Rect(x: 20, y: 100, width: 300, height: 444), Rect(x: 500, y: 100, width: 300, height: 444)])
        m.minimise("b")
        m.setMonitors([Self.a])
        #expect(Array(m.shelves.keys) == [0])
        let thumbnail = try #require(m.shelves[0]?.thumbnails.first)
        #expect(thumbnail.id == "b" && Self.a.contains(thumbnail.frame.center), "\(thumbnail.frame)")
        m.setMonitors([Self.a, Self.b])
        #expect(Array(m.shelves.keys) == [1], "back on B with its window")
    }

    @Test func aWindowFittedAgainOnTheMonitorItWasMovedToStillReturns() {
        var m = manager(["a"], at: [Rect(x: 450, y: 0, width: 500, height: 500)])
        m.setMonitors([Self.a])
        m.refit("a", floatingAt: Rect(x: 0, y: 0, width: 400, height: 500))
        #expect(m.frame(of: "a") == Rect(x: 0, y: 0, width: 400, height: 500), "fitted on A")
        m.setMonitors([Self.a, Self.b])
        #expect(m.frame(of: "a") == Rect(x: 450, y: 0, width: 500, height: 500), "back on B as it was")
    }

    @Test func aWindowTheShelfMovedOnTheMonitorItWasMovedToStillReturns() {
        var m = manager(["a", "b"], at: [Rect(x: 450, y: 300, width: 300, height: 290), Rect(x: 20, y: 100, width: 300, height: 444)])
        m.setReservedAreas([ReservedArea(id: "dock", edge: .bottom, extent: 200, span: Self.a)])
        m.setMonitors([Self.a])
        m.minimise("b")
        #expect(m.frame(of: "a").map { $0.maxY <= 568 - MinimiseShelf.height } == true, "clear of A's dock and shelf: \(m.frame(of: "a")!)")
        m.setMonitors([Self.a, Self.b])
        #expect(m.frame(of: "a") == Rect(x: 450, y: 300, width: 300, height: 290), "back on B as it was")
    }
}
