import Compositor
import Input
import Model
import Testing

/// Exposé's row of spaces in a window with spaces: thumbnails along the top, the grid below them;
/// a click on a thumbnail asks for that space, the "+" for a new one, and a window's cell dragged
/// onto a thumbnail asks to move the window there; dropped elsewhere it springs back.
@Suite("Exposé's row of spaces")
struct ExposeSpacesRowTests {
    /// "a" on space 1 and "b" on space 2 of 3, space 1 showing, exposé shown and at rest.
    func exposing() -> (Compositor, ManualClock, ExposeSpacesRow) {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.twoPanels(), clock: clock)
        c.setSpaces(PanelSpaces(count: 3, current: 0, spaceOf: ["a": 0, "b": 1]))
        c.toggleExpose()
        clock.advance(by: 2)
        _ = c.nextFrame()
        return (c, clock, c.panelManager.spacesRow!)
    }

    func requests(_ events: [CompositorEvent]) -> [PanelEvent] {
        Floating.floatingEvents(events).filter { ["did-request-space", "did-request-new-space", "did-request-move-to-space"].contains($0.name) }
    }

    @Test func theRowLiesAlongTheTopAndTheGridBelowIt() {
        let (c, _, row) = exposing()
        #expect(row.thumbnails.count == 3 && row.addButton != nil)
        // 14 % of the window's height, the window's shape; four slots (three spaces and the "+") centred.
        let first = row.thumbnails[0]
        #expect(abs(first.height - 107.52) < 1e-9 && abs(first.width - 143.36) < 1e-9 && abs(first.minX - 201.28) < 1e-9 && first.minY == 16)
        let cell = c.panelManager.targets.first { $0.id == "a" }!.frame
        #expect(cell.minY >= row.gridArea.minY + ExposeGrid.defaultPadding - 1e-9, "\(cell)")
        let layers = c.nextFrame().displayList.textDump.split(separator: "\n").filter { $0.contains("layer space-") }
        #expect(layers.count == 2, "a in space 1's thumbnail, b in space 2's: \(layers)")
    }

    @Test func aClickOnAThumbnailAsksForItsSpaceAndLeavesExposeAndThePlusAsksForANewOne() {
        let (c, clock, row) = exposing()
        _ = c.nextFrame()
        c.click(Point(x: row.thumbnails[2].midX, y: row.thumbnails[2].midY), clock: clock)
        #expect(requests(c.nextFrame().events) == [.didRequestSpace(space: 2)])
        #expect(!c.panelManager.isExposing)
        c.toggleExpose()
        clock.advance(by: 1)
        _ = c.nextFrame()
        c.click(Point(x: row.addButton!.midX, y: row.addButton!.midY), clock: clock)
        #expect(requests(c.nextFrame().events) == [.didRequestNewSpace])
        #expect(c.panelManager.isExposing, "the row gains a space; exposé stays")
    }

    @Test func aCellDraggedOntoAThumbnailAsksToMoveItsWindowAndOneDroppedElsewhereSpringsBack() {
        let (c, clock, row) = exposing()
        let cell = c.panelManager.targets.first { $0.id == "a" }!.frame
        _ = c.nextFrame()
        // Dropped in the middle of the window: back to its cell, nothing asked.
        c.handle(.pointerPressed(Point(x: cell.midX, y: cell.midY), button: 1, time: clock.now))
        for step in 1...5 {
            clock.advance(by: 0.02)
            c.handle(.pointerMoved(Point(x: cell.midX + Double(step) * 20, y: cell.midY), time: clock.now))
        }
        c.handle(.pointerReleased(Point(x: cell.midX + 100, y: cell.midY), button: 1, time: clock.now))
        #expect(requests(c.nextFrame().events).isEmpty)
        #expect(c.panelManager.isExposing)
        clock.advance(by: 2)
        _ = c.nextFrame()
        #expect(c.panelManager.targets.first { $0.id == "a" }!.frame == cell)
        // Dragged onto space 3's thumbnail: its window is asked there.
        let goal = Point(x: row.thumbnails[2].midX, y: row.thumbnails[2].midY)
        c.handle(.pointerPressed(Point(x: cell.midX, y: cell.midY), button: 1, time: clock.now))
        for step in 1...10 {
            clock.advance(by: 0.02)
            let t = Double(step) / 10
            c.handle(.pointerMoved(Point(x: cell.midX + (goal.x - cell.midX) * t, y: cell.midY + (goal.y - cell.midY) * t), time: clock.now))
        }
        #expect(c.stateText.contains("panel a floating space 1 focused at"), "\(c.stateText)")
        c.handle(.pointerReleased(goal, button: 1, time: clock.now))
        #expect(requests(c.nextFrame().events) == [.didRequestMoveToSpace(panel: "a", space: 2)])
    }

    @Test func withSpacesExposeShowsEvenWithNoWindowOnTheSpaceThatShows() {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.twoPanels(), clock: clock)
        c.setSpaces(PanelSpaces(count: 2, current: 1, spaceOf: ["a": 0, "b": 0]))
        #expect(c.panelManager.exposeOrder.isEmpty)
        c.toggleExpose()
        #expect(c.panelManager.isExposing)
        #expect(c.panelManager.spacesRow?.thumbnails.count == 2)
    }
}
