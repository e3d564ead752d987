import App
import Assets
import Compositor
import Model
import SnapshotTesting
import Testing

/// The Maps list's momentum handed over to its sheet, frame by frame, as text.
@Suite("List hand-off text snapshot")
struct ListHandOffSnapshotTests {
    /// A flick down on the Maps list scrolled 260 pt at full: per 60 Hz frame after the release, the
    /// list's offset and where the sheet's free edge is. The offset reaches 0 while the sheet
    /// rests at full (718); from then on the sheet moves on to half (368) and the list stays at 0.
    @Test func handOffFrameByFrame() throws {
        let clock = ManualClock()
        let c = Compositor(scene: try SceneLoading.load(path: Assets.scene(named: "maps").path), clock: clock)
        c.move(sheet: "search", to: .full, animated: false)
        press(c, clock, through: [600, 500, 340], restingBeforeRelease: 0.1)
        #expect(c.scrollOffset(ofSheet: "search") == 260)
        // 60 pt down in 30 ms: 2000 pt/s.
        press(c, clock, through: [300, 330, 360], restingBeforeRelease: 0)
        let release = clock.now
        var lines: [String] = []
        repeat {
            let frame = c.nextFrame()
            lines.append("\(TextDump.number((clock.now - release) * 1000)) ms: list \(TextDump.number(c.scrollOffset(ofSheet: "search")!))"
                         + " sheet \(c.state(ofSheet: "search")!.name) \(TextDump.number(c.extent(ofSheet: "search")!))")
            guard frame.isAnimating else { break }
            clock.advance(by: 1.0 / 60)
        } while true
        assertSnapshot(of: lines.joined(separator: "\n") + "\n", as: .lines, named: "hand-off")
    }

    /// Presses at x 210 and the first of `ys`, moves through the others 15 ms apart, rests, lets go.
    private func press(_ c: Compositor, _ clock: ManualClock, through ys: [Double], restingBeforeRelease rest: Double) {
        c.handle(.pointerPressed(Point(x: 210, y: ys[0]), button: 1, time: clock.now))
        for y in ys.dropFirst() {
            clock.advance(by: 0.015)
            c.handle(.pointerMoved(Point(x: 210, y: y), time: clock.now))
        }
        clock.advance(by: rest)
        c.handle(.pointerReleased(Point(x: 210, y: ys.last!), button: 1, time: clock.now))
    }
}
