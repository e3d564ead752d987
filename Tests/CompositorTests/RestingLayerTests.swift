import Compositor
import Input
import Model
import Testing

/// A panel springing somewhere says where it will rest, so a renderer can draw its pixels there
/// ahead of time; one held by the pointer says nothing (it rests wherever it is let go).
@Suite("Resting poses of moving layers")
struct RestingLayerTests {
    static func panels(_ list: DisplayList) -> [LayerItem] {
        list.items.compactMap { if case .layer(let l) = $0, case .surface(.panel) = l.id { l } else { nil } }
    }

    @Test func panelsFlyingIntoExposeCarryTheirCellsAsRestingPoses() throws {
        let clock = ManualClock()
        let c = Compositor(scene: ExposeCompositorTests.three(), clock: clock)
        let grid = ExposeGrid.layout(frames: ["a", "b", "c"].map { c.frame(of: $0)! }, in: Rect(x: 0, y: 0, width: 1024, height: 768))
        c.key(.function(3), clock: clock)
        clock.advance(by: 0.05)
        let moving = Self.panels(c.nextFrame().displayList)
        #expect(moving.count == 3 && moving.allSatisfy(\.isMoving))
        for (layer, cell) in zip(moving.sorted { $0.id.description < $1.id.description }, grid.frames) {
            let rest = try #require(layer.resting)
            #expect(abs(rest.origin.x - cell.minX) < 1e-9 && abs(rest.origin.y - cell.minY) < 1e-9 && abs(rest.scale - grid.scale) < 1e-12)
            #expect(layer.atRest?.isMoving == false && layer.atRest?.content == layer.content)
        }
        // At rest there, each is drawn at exactly that pose, and says nothing more.
        let rested = Self.panels(settle(c, clock: clock).last!.displayList)
        for (layer, was) in zip(rested.sorted { $0.id.description < $1.id.description }, moving.sorted { $0.id.description < $1.id.description }) {
            #expect(!layer.isMoving && layer.resting == nil)
            #expect(layer.origin == was.resting?.origin && layer.scale == was.resting?.scale)
        }
    }

    @Test func aPanelHeldByThePointerHasNoRestingPose() throws {
        let clock = ManualClock()
        let c = Compositor(scene: ExposeCompositorTests.three(), clock: clock)
        let a = try #require(c.frame(of: "a"))
        c.handle(.pointerPressed(Point(x: a.midX, y: a.minY + 10), button: 1, time: clock.now))
        for i in 1...5 {
            clock.advance(by: 0.016)
            c.handle(.pointerMoved(Point(x: a.midX + Double(10 * i), y: a.minY + 10), time: clock.now))
        }
        let held = try #require(Self.panels(c.nextFrame().displayList).first { $0.id == .surface(.panel("a")) })
        #expect(held.isMoving && held.resting == nil)
    }
}
