import App
import Assets
import Compositor
import Model
import Render
import SnapshotTesting
import TestSupport
import Testing

/// Exposé's row of spaces on the windows scene (assets/scenes/windows.json), as under `manage`
/// with 3 spaces: Notes, Mail and Clock on the first (which shows, ringed), Music on the second,
/// the third empty, then the "+"; the first space's windows in the grid below the row.
@Suite("Spaces row golden", .serialized)
struct SpacesRowGoldenTests {
    @Test func exposeWithThreeSpaces() throws {
        let headless = try HeadlessRenderer()
        let clock = ManualClock()
        let c = Compositor(scene: try SceneLoading.load(path: Assets.scene(named: "windows").path), clock: clock)
        c.setSpaces(PanelSpaces(count: 3, current: 0, spaceOf: ["notes": 0, "mail": 0, "clock": 0, "music": 1]))
        c.toggleExpose()
        clock.advance(by: 2)
        try assertFrame(c, headless, named: "row")
    }

    /// The same on two monitors, 400 × 500 each side by side: the row on the first (the primary),
    /// each thumbnail showing both; each monitor's windows in a grid of its own (Mail and Clock on
    /// the left, Notes and Music on the right; on every space, both thumbnails show them all).
    @Test func exposeOnTwoMonitors() throws {
        let headless = try HeadlessRenderer()
        let clock = ManualClock()
        let c = Compositor(scene: try SceneLoading.load(path: Assets.scene(named: "windows").path), clock: clock)
        c.setMonitors([Rect(x: 0, y: 0, width: 400, height: 500), Rect(x: 400, y: 0, width: 400, height: 500)])
        c.setSpaces(PanelSpaces(count: 2, current: 0))
        c.toggleExpose()
        clock.advance(by: 2)
        try assertFrame(c, headless, named: "monitors")
    }
}
