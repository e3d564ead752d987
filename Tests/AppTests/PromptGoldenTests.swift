import App
import Assets
import Compositor
import Model
import Render
import SnapshotTesting
import TestSupport
import Testing

/// What Flotilla asks and tells over the windows scene (assets/scenes/windows.json), at rest: the
/// log-out prompt asking first (Log Out chosen) and waiting near the foot for the apps left, and
/// the notice of a screen that could not lock.
@Suite("Prompts golden", .serialized)
struct PromptGoldenTests {
    func windows() throws -> (Compositor, ManualClock) {
        let clock = ManualClock()
        let c = Compositor(scene: try SceneLoading.load(path: Assets.scene(named: "windows").path), clock: clock)
        _ = c.nextFrame()
        return (c, clock)
    }

    @Test func logOutAsks() throws {
        let (c, clock) = try windows()
        c.askLogOut(apps: ["mousepad", "xterm", "Firefox"])
        clock.advance(by: 2)
        try assertFrame(c, try HeadlessRenderer(), named: "log-out-asks")
    }

    @Test func logOutWaits() throws {
        let (c, clock) = try windows()
        c.askLogOut(apps: ["mousepad", "xterm"])
        c.waitForLogOut(apps: ["mousepad"])
        clock.advance(by: 2)
        try assertFrame(c, try HeadlessRenderer(), named: "log-out-waits")
    }

    @Test func notice() throws {
        let (c, clock) = try windows()
        c.showNotice("Screen not locked: no locker installed (xsecurelock or i3lock)")
        clock.advance(by: 2)
        try assertFrame(c, try HeadlessRenderer(), named: "notice")
    }
}
