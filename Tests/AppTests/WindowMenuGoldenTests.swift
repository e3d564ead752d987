import App
import Assets
import Compositor
import Input
import Model
import Render
import SnapshotTesting
import TestSupport
import Testing

/// A window's menu on the windows scene (assets/scenes/windows.json): opened by a right click on
/// Mail's title bar, faded in, its fourth row lit by the keys.
@Suite("Window menu golden", .serialized)
struct WindowMenuGoldenTests {
    @Test func openedOnMailsTitleBarWithKeepAboveLit() throws {
        let headless = try HeadlessRenderer()
        let clock = ManualClock()
        let c = Compositor(scene: try SceneLoading.load(path: Assets.scene(named: "windows").path), clock: clock)
        _ = c.nextFrame()
        c.handle(.pointerPressed(Point(x: 200, y: 62), button: 3, time: clock.now))
        c.handle(.pointerReleased(Point(x: 200, y: 62), button: 3, time: clock.now))
        for _ in 0..<4 { c.handle(.key(KeyPress(.down), time: clock.now)) }
        clock.advance(by: 0.6)
        #expect(c.windowMenu?.panel == "mail" && c.windowMenu?.lit == 3)
        try assertFrame(c, headless, named: "keep-above-lit")
    }
}
