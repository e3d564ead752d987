import App
import Assets
import Compositor
import Foundation
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

    /// Three apps' windows, each with its icon (``AppFixtures``) over its thumbnail's corner, on
    /// the opaque plate: nothing under it shows through.
    @Test func heldAltTabWithAppsIcons() throws {
        let headless = try HeadlessRenderer()
        let clock = ManualClock()
        let c = try AppFixtures.compositor(hosting: [
            .init(panel: "xterm", title: "xterm", frame: Rect(x: 40, y: 40, width: 360, height: 260), colour: 0xFF2E_3440, icon: "xterm"),
            .init(panel: "mousepad", title: "mousepad", frame: Rect(x: 300, y: 120, width: 420, height: 300), colour: 0xFF5E_81AC, icon: "mousepad"),
            .init(panel: "firefox", title: "firefox", frame: Rect(x: 120, y: 200, width: 380, height: 260), colour: 0xFFD0_8770, icon: "firefox"),
        ], clock: clock)
        for _ in 0..<60 {
            clock.advance(by: 1.0 / 60)
            _ = c.nextFrame()
        }
        c.handle(.key(KeyPress(.tab, modifiers: .alt), time: clock.now))
        clock.advance(by: 1.0 / 60)
        try assertFrame(c, headless, named: "icons")
    }
}
