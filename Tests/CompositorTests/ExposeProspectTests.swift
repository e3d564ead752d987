import Compositor
import Input
import Model
import Testing

/// At rest, a frame's display list carries each floating panel's layer posed in its exposé cell,
/// and in exposé posed back at its place, so a renderer at rest can draw (and keep) those pixels
/// before a motion there needs them.
@Suite("Exposé: prospects at rest")
struct ExposeProspectTests {
    @Test func atRestEveryFloatingPanelIsPosedInItsCell() throws {
        let clock = ManualClock()
        let c = Compositor(scene: ExposeCompositorTests.three(), clock: clock)
        let list = c.nextFrame().displayList
        let grid = ExposeGrid.layout(frames: ["a", "b", "c"].map { c.frame(of: $0)! }, in: Rect(x: 0, y: 0, width: 1024, height: 768))
        let layers = RestingLayerTests.panels(list)
        try #require(list.prospects.count == 3 && layers.count == 3)
        for (prospect, layer) in zip(list.prospects, layers) {
            let index = try #require(["a", "b", "c"].firstIndex { layer.id == .surface(.panel(PanelID($0))) })
            #expect(prospect.content == layer.content, "the same pixels as the panel draws now")
            #expect(prospect.origin == grid.frames[index].origin && prospect.scale == grid.scale && !prospect.isMoving)
        }
    }

    @Test func noneWhileExposéMoves() throws {
        let clock = ManualClock()
        let c = Compositor(scene: ExposeCompositorTests.three(), clock: clock)
        let atRest = c.nextFrame().displayList.prospects
        c.key(.function(3), clock: clock)
        clock.advance(by: 1.0 / 60)
        #expect(c.nextFrame().displayList.prospects.isEmpty, "moving")
        _ = settle(c, clock: clock)
        c.key(.function(3), clock: clock)
        clock.advance(by: 1.0 / 60)
        #expect(c.nextFrame().displayList.prospects.isEmpty, "moving back")
        // Back at rest, the same poses again.
        let back = settle(c, clock: clock)
        #expect(back.last!.displayList.prospects == atRest)
    }

    /// Showing exposé, each panel is posed back at its place at its own size, with the pixels it
    /// shows now and will show there: leaving exposé composites them instead of drawing them again.
    @Test func inExposéEveryPanelIsPosedBackAtItsPlace() throws {
        let clock = ManualClock()
        let c = Compositor(scene: ExposeCompositorTests.three(), clock: clock)
        let places = ["a", "b", "c"].map { c.frame(of: $0)! }
        c.key(.function(3), clock: clock)
        let showing = try #require(settle(c, clock: clock).last?.displayList)
        let cells = RestingLayerTests.panels(showing)
        try #require(showing.prospects.count == 3 && cells.count == 3)
        c.key(.function(3), clock: clock)
        let back = RestingLayerTests.panels(try #require(settle(c, clock: clock).last?.displayList))
        for (prospect, cell) in zip(showing.prospects, cells) {
            let index = try #require(["a", "b", "c"].firstIndex { cell.id == .surface(.panel(PanelID($0))) })
            #expect(prospect.id == cell.id && prospect.content == cell.content, "the same pixels as the panel shows in its cell")
            #expect(prospect.origin == places[index].origin && prospect.scale == 1 && !prospect.isMoving)
            #expect(back.contains { $0.id == prospect.id && $0.content == prospect.content && $0.origin == prospect.origin && $0.scale == 1 },
                    "at rest back there, the panel shows the prospect's pixels")
        }
    }
}
