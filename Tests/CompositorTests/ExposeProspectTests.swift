import Compositor
import Input
import Model
import Testing

/// At rest, a frame's display list carries each floating panel's layer posed in its exposé cell,
/// so a renderer at rest can draw those pixels before exposé needs them.
@Suite("Exposé: prospects at rest")
struct ExposeProspectTests {
    @Test func atRestEveryFloatingPanelIsPosedInItsCell() throws {
        let clock = ManualClock()
        let c = Compositor(scene: FloatingExposeTests.three(), clock: clock)
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

    @Test func noneWhileExposéMovesOrShows() throws {
        let clock = ManualClock()
        let c = Compositor(scene: FloatingExposeTests.three(), clock: clock)
        let atRest = c.nextFrame().displayList.prospects
        c.key(.function(3), clock: clock)
        clock.advance(by: 1.0 / 60)
        #expect(c.nextFrame().displayList.prospects.isEmpty, "moving")
        let frames = settle(c, clock: clock)
        #expect(frames.last!.displayList.prospects.isEmpty, "showing")
        // Back at rest, the same poses again.
        c.key(.function(3), clock: clock)
        let back = settle(c, clock: clock)
        #expect(back.last!.displayList.prospects == atRest)
    }
}
