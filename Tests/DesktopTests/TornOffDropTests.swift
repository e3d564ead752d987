import Desktop
import Model
import Testing

/// A torn-off panel's window let go over the main window docks back where the window was, at
/// its size; let go anywhere else it stays torn off. Without X: the root's places as numbers.
@Suite("A torn-off window dropped back")
struct TornOffDropTests {
    /// The main window 800×600 pixels at (100, 50) on the root, at 2 pixels a point.
    let drop = TornOffDrop(main: PixelRect(x: 100, y: 50, width: 800, height: 600), scale: 2)
    /// The panel in its own window: past the window's shadow margin.
    let panel = Rect(x: 24, y: 24, width: 300, height: 200)

    @Test func overTheMainWindowItFloatsWhereItsWindowWasAtItsSize() {
        // Its window at (300, 250) on the root: 200 × 200 pixels into the main window, 100 × 100 points.
        let docked = drop.frame(panel, inWindowAt: RootPoint(x: 300, y: 250), droppedAt: RootPoint(x: 500, y: 400))
        #expect(docked == Rect(x: 124, y: 124, width: 300, height: 200))
    }

    @Test func whereverTheOtherManagerLeftItsWindowEvenPartlyOutside() {
        let docked = drop.frame(panel, inWindowAt: RootPoint(x: 40, y: 10), droppedAt: RootPoint(x: 100, y: 50))
        #expect(docked == Rect(x: -6, y: 4, width: 300, height: 200))
    }

    @Test func letGoOutsideTheMainWindowItStaysTornOff() {
        for pointer in [RootPoint(x: 99, y: 300), RootPoint(x: 900, y: 300), RootPoint(x: 400, y: 49), RootPoint(x: 400, y: 650)] {
            #expect(drop.frame(panel, inWindowAt: RootPoint(x: 300, y: 250), droppedAt: pointer) == nil, "\(pointer)")
        }
    }
}
