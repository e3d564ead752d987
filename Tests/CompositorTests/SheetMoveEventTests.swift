import Compositor
import Model
import Testing

@Suite("Sheets: did-move")
struct SheetMoveEventTests {
    /// Moves too small to show in the events' 1/100 precision add no line; the first that shows does.
    @Test func didMoveNeverRepeatsTheSameRoundedExtent() {
        let clock = ManualClock()
        let c = Compositor(scene: sheetScene(), clock: clock)
        _ = c.nextFrame()
        // The sheet's top edge at half is y = 400; grab it 20 pt below and move by thousandths.
        c.handle(.pointerPressed(Point(x: 200, y: 420), button: 1, time: clock.now))
        var extents: [Double] = []
        for i in 1...30 {
            clock.advance(by: 0.004)
            c.handle(.pointerMoved(Point(x: 200, y: 420 - 0.5 - Double(i) * 0.001), time: clock.now))
            extents += c.nextFrame().events.compactMap { if case .sheet(_, .didMove(let e)) = $0 { e } else { nil } }
        }
        let rounded = extents.map { ($0 * 100).rounded() / 100 }
        #expect(!extents.isEmpty)
        #expect(zip(rounded, rounded.dropFirst()).allSatisfy { $0 != $1 }, "\(rounded)")
        #expect(extents.count < 30, "thousandths of a point do not each make a line")
    }
}
