import Model
import Testing

/// Several monitors: tiling, the keys, Arrange All and flings act on the monitor a window is on.
/// A: 400×768 at the left; B: 624×600 beside it, top-aligned (different sizes, one window).
@Suite("Tiling on several monitors")
struct MonitorTilingTests {
    static let a = Rect(x: 0, y: 0, width: 400, height: 768), b = Rect(x: 400, y: 0, width: 624, height: 600)

    /// Window "a" floating at `frame`, on monitors A and B, where windows tile.
    func manager(_ ids: [PanelID] = ["a"], at frames: [Rect] = [Rect(x: 500, y: 100, width: 300, height: 444)]) -> PanelManager {
        var m = FloatingFixtures.manager(ids)
        m.tilesWindows = true
        m.setMonitors([Self.a, Self.b])
        for (id, frame) in zip(ids, frames) { m.present(id, floatingAt: frame) }
        return m
    }

    @Test func heldAtTheEdgeTwoMonitorsShareAWindowTilesOnTheMonitorThePointerIsOn() {
        let m = manager()
        #expect(m.tilePreview(for: "a", pointer: Point(x: 402, y: 300)) == Rect(x: 400, y: 0, width: 312, height: 600), "B's left half")
        // A's right half is 200 wide and 768 tall; the window is at most 600 tall: centred in it.
        #expect(m.tilePreview(for: "a", pointer: Point(x: 398, y: 300)) == Rect(x: 200, y: 84, width: 200, height: 600), "A's right half")
        #expect(m.tilePreview(for: "a", pointer: Point(x: 700, y: 300)) == nil)
    }

    @Test func aFlickToTheOuterEdgeTilesThatMonitorsHalfAndOneAcrossTheSharedEdgeLandsOnTheOther() {
        var m = manager()
        let outcome = m.endDrag("a", at: Rect(x: 500, y: 100, width: 300, height: 444), velocity: Vector(dx: 2000, dy: 0), pointer: Point(x: 600, y: 300))
        #expect(outcome == .tiled(.rightHalf, Rect(x: 712, y: 0, width: 312, height: 600)), "B's right half")
        var across = manager(at: [Rect(x: 60, y: 100, width: 300, height: 444)])
        guard case .floating(let landed) = across.endDrag("a", at: Rect(x: 60, y: 100, width: 300, height: 444), velocity: Vector(dx: 1500, dy: 0),
                                                          pointer: Point(x: 160, y: 300)) else {
            Issue.record("flung across the shared edge, it floats: \(across.frame(of: "a")!)")
            return
        }
        #expect(across.monitor(under: landed) == Self.b, "\(landed)")
    }

    @Test func superLeftTilesTheLeftHalfOfTheWindowsMonitorAndAgainTheRightHalfOfTheMonitorBeside() {
        var m = manager()
        #expect(m.tileByKey("a", .leftHalf) == .leftHalf)
        #expect(m.frame(of: "a") == Rect(x: 400, y: 0, width: 312, height: 600))
        #expect(m.tileByKey("a", .leftHalf) == .rightHalf)
        #expect(m.frame(of: "a") == Rect(x: 200, y: 84, width: 200, height: 600))
        #expect(m.tileByKey("a", .leftHalf) == .leftHalf, "no monitor further left: A's left half")
        #expect(m.frame(of: "a") == Rect(x: 0, y: 84, width: 200, height: 600))
        #expect(m.tileByKey("a", .fill) == .fill)
        #expect(m.frame(of: "a") == Rect(x: 0, y: 84, width: 400, height: 600))
    }

    @Test func arrangeAllArrangesEachMonitorsWindowsOnIt() {
        var m = manager(["a", "b", "c"], at: [Rect(x: 20, y: 100, width: 300, height: 444), Rect(x: 500, y: 100, width: 300, height: 444),
                                              Rect(x: 600, y: 50, width: 300, height: 444)])
        #expect(Set(m.arrangeAll()) == ["a", "b", "c"])
        #expect(m.frame(of: "a").map { Self.a.intersection($0) == $0 } == true, "\(m.frame(of: "a")!)")
        for id: PanelID in ["b", "c"] { #expect(m.frame(of: id).map { Self.b.intersection($0) == $0 } == true, "\(id): \(m.frame(of: id)!)") }
    }

    @Test func exposeLaysEachMonitorsWindowsOutOnIt() {
        var m = manager(["a", "b", "c"], at: [Rect(x: 20, y: 100, width: 300, height: 444), Rect(x: 500, y: 100, width: 300, height: 444),
                                              Rect(x: 600, y: 50, width: 300, height: 444)])
        m.toggleExpose()
        let grids = m.exposeGrids
        #expect(grids.map(\.ids) == [["a"], ["b", "c"]])
        let cells = m.exposeCells
        func inside(_ r: Rect, _ m: Rect) -> Bool { r.minX >= m.minX - 1e-9 && r.maxX <= m.maxX + 1e-9 && r.minY >= m.minY - 1e-9 && r.maxY <= m.maxY + 1e-9 }
        #expect(inside(cells["a"]!.frame, Self.a))
        for id: PanelID in ["b", "c"] { #expect(inside(cells[id]!.frame, Self.b), "\(id): \(cells[id]!.frame)") }
        #expect(cells["a"]!.scale != cells["b"]!.scale, "each monitor's grid has its own scale")
    }

    @Test func aMonitorRemovedSendsItsWindowsToTheNearestOneLeft() {
        var m = manager(["a", "b", "c"], at: [Rect(x: 20, y: 100, width: 300, height: 444), Rect(x: 500, y: 100, width: 300, height: 444),
                                              Rect(x: 650, y: 50, width: 300, height: 300)])
        m.tileByKey("c", .rightHalf)
        m.minimise("b")
        m.setMonitors([Self.a])
        func center(_ id: PanelID) -> Point { m.panels[id]!.floatingFrame!.center }
        for id: PanelID in ["a", "b", "c"] { #expect(Self.a.contains(center(id)), "\(id) at \(m.panels[id]!.floatingFrame!)") }
        #expect(m.frame(of: "c") == Rect(x: 200, y: 36, width: 200, height: 600), "still tiled: A's right half, above the shelf")
        #expect(m.panels["b"]!.floatingFrame == Rect(x: 100, y: 100, width: 300, height: 444), "moved in just far enough")
    }

    @Test func theMonitorBackTheWindowsThatWereThereReturnUnlessMovedSince() {
        var m = manager(["a", "b", "c"], at: [Rect(x: 20, y: 100, width: 300, height: 444), Rect(x: 500, y: 100, width: 300, height: 444),
                                              Rect(x: 650, y: 50, width: 300, height: 300)])
        m.tileByKey("c", .rightHalf)
        m.setMonitors([Self.a])
        let movedB = m.frame(of: "b")!
        m.present("a", floatingAt: Rect(x: 30, y: 120, width: 300, height: 444))
        m.setMonitors([Self.a, Self.b])
        #expect(m.frame(of: "b") == Rect(x: 500, y: 100, width: 300, height: 444), "b back where it was, from \(movedB)")
        #expect(m.frame(of: "c") == Rect(x: 712, y: 0, width: 312, height: 600), "c tiled on B again")
        #expect(m.frame(of: "a") == Rect(x: 30, y: 120, width: 300, height: 444), "a never left")
        #expect(m.displaced.isEmpty)
        // Moved by hand while B was away: it stays where it was put.
        m.setMonitors([Self.a])
        m.present("b", floatingAt: Rect(x: 60, y: 60, width: 300, height: 444))
        m.setMonitors([Self.a, Self.b])
        #expect(m.frame(of: "b") == Rect(x: 60, y: 60, width: 300, height: 444))
    }

    @Test func newWindowsOpenOnTheMonitorThePointerIsOn() {
        var m = manager([], at: [])
        m.add(ManagedPanel(id: "n", sizes: FloatingFixtures.sizes))
        m.placeNewWindows(near: Point(x: 700, y: 300))
        m.present("n")
        #expect(m.monitor(under: m.frame(of: "n")!) == Self.b, "\(m.frame(of: "n")!)")
        var left = manager([], at: [])
        left.add(ManagedPanel(id: "n", sizes: FloatingFixtures.sizes))
        left.placeNewWindows(near: Point(x: 100, y: 300))
        left.present("n")
        #expect(left.monitor(under: left.frame(of: "n")!) == Self.a, "\(left.frame(of: "n")!)")
    }

    @Test func newMonitorsFitEveryTileToItsMonitorAgain() {
        var m = manager()
        m.tileByKey("a", .rightHalf)
        #expect(m.frame(of: "a") == Rect(x: 712, y: 0, width: 312, height: 600))
        m.setMonitors([Rect(x: 0, y: 0, width: 512, height: 768), Rect(x: 512, y: 0, width: 512, height: 768)])
        #expect(m.frame(of: "a") == Rect(x: 768, y: 84, width: 256, height: 600))
    }
}
