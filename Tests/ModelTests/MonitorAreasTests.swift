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

    /// 20,000 random monitor changes (two, one, three, a smaller one), moves to where a monitor
    /// shows, tiles, minimises, restores, Arrange All and docks: after every monitor change, every
    /// floating, tiled and minimised window's centre lies on a monitor.
    @Test func aStormOfMonitorChangesLeavesNoWindowOffEveryMonitor() {
        let layouts: [[Rect]] = [[Self.a, Self.b], [Self.a], [Self.b], [Rect(x: 0, y: 0, width: 600, height: 500)],
                                 [Rect(x: 0, y: 0, width: 400, height: 384), Rect(x: 0, y: 384, width: 400, height: 384), Self.b]]
        let ids: [PanelID] = ["a", "b", "c", "d", "e"]
        var m = manager(ids, at: ids.indices.map { Rect(x: Double($0) * 150, y: 60, width: 300, height: 444) })
        var rng = SplitMix64(seed: 0x4D0_417)
        for step in 0..<20_000 {
            let id = ids.randomElement(using: &rng)!
            switch Int.random(in: 0..<8, using: &rng) {
            case 0, 1:
                let before = m.monitors
                m.setMonitors(layouts.randomElement(using: &rng)!)
                guard m.monitors != before else { continue }
                for other in ids where [.floating, .minimised].contains(m.state(of: other)) {
                    let frame = m.panels[other]!.floatingFrame!
                    #expect(m.monitors.contains { $0.contains(frame.center) }, "step \(step): \(other) at \(frame) on none of \(m.monitors)")
                }
            case 2:
                // Anywhere a monitor shows (its centre on one).
                let on = m.monitors.randomElement(using: &rng)!
                let x = Double.random(in: on.minX..<on.maxX, using: &rng), y = Double.random(in: on.minY..<on.maxY, using: &rng)
                m.present(id, floatingAt: Rect(x: (x - 150).rounded(), y: (y - 222).rounded(), width: 300, height: 444))
            case 3: m.tileByKey(id, TileArrangement.allCases.randomElement(using: &rng)!)
            case 4: m.minimise(id)
            case 5: m.unminimise(id)
            case 6: m.arrangeAll()
            default:
                let monitor = m.monitors.randomElement(using: &rng)!
                m.setReservedAreas(Bool.random(using: &rng) ? [] : [ReservedArea(id: "dock", edge: .bottom, extent: 40, span: monitor)])
            }
        }
    }
}
