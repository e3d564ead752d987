import App
import Assets
import Compositor
import Input
import Model
import Render
import SnapshotTesting
import TestSupport
import Testing

/// Alt+Tab's switcher on the windows scene (assets/scenes/windows.json), held: a script cannot
/// hold Alt between two keys, so the compositor is driven directly.
@Suite("Switcher golden", .serialized)
struct SwitcherGoldenTests {
    /// Alt held, Tab pressed twice: every window's thumbnail front first, the third (Mail) ringed.
    @Test func heldAltTabTwice() throws {
        let headless = try HeadlessRenderer()
        let clock = ManualClock()
        let c = Compositor(scene: try SceneLoading.load(path: Assets.scene(named: "windows").path), clock: clock)
        _ = c.nextFrame()
        c.handle(.key(KeyPress(.tab, modifiers: .alt), time: clock.now))
        c.handle(.key(KeyPress(.tab, modifiers: .alt), time: clock.now))
        clock.advance(by: 1.0 / 60)
        try assertFrame(c, headless, named: "held")
    }
}
