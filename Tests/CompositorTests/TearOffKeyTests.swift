import Compositor
import Input
import Model
import Testing

/// The tear-off key tears the focused floating panel off only where the host can give it a
/// window (``Compositor/tearsOff``); elsewhere it does nothing and the panel stays.
@Suite("Floating: the tear-off key")
struct TearOffKeyTests {
    func focused() -> (Compositor, ManualClock) {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.scene([Floating.panel("a", at: Point(x: 100, y: 100))]), clock: clock)
        c.focus(panel: "a")
        settle(c, clock: clock)
        return (c, clock)
    }

    @Test func nTearsTheFocusedPanelOff() {
        let (c, _) = focused()
        c.handle(.key(KeyPress(.character("n")), time: 1))
        #expect(Floating.floatingEvents(c.nextFrame().events).map(\.name) == ["did-tear-off", "did-close"])
    }

    @Test func withoutTearingOffNDoesNothing() {
        let (c, clock) = focused()
        c.tearsOff = false
        c.handle(.key(KeyPress(.character("n")), time: 1))
        #expect(c.nextFrame().events.isEmpty)
        settle(c, clock: clock)
        #expect(c.panelIDs == ["a"])
        #expect(c.panelManager.state(of: "a") == .floating)
    }
}
