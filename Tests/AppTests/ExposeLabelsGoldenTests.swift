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

/// Issue 64: exposé tells windows apart — each window's name tag with its app's icon, the one
/// under the pointer lit (raised a little, ringed, with a close button), and the row of spaces
/// clear of a pinned panel.
@Suite("Exposé labels golden", .serialized)
struct ExposeLabelsGoldenTests {
    /// Three apps' windows (two xterms among them) with their icons (``AppFixtures``), in exposé
    /// with 2 spaces, the pointer over the second xterm.
    @Test func tagsWithIconsAndTheHoveredWindowLit() throws {
        let headless = try HeadlessRenderer()
        let clock = ManualClock()
        let c = try AppFixtures.compositor(hosting: [
            .init(panel: "xterm", title: "xterm: ~/src", frame: Rect(x: 40, y: 40, width: 360, height: 260), colour: 0xFF2E_3440, icon: "xterm"),
            .init(panel: "xterm-2", title: "xterm: ~/mail", frame: Rect(x: 420, y: 60, width: 340, height: 240), colour: 0xFF2E_3440, icon: "xterm"),
            .init(panel: "mousepad", title: "notes.txt — Mousepad", frame: Rect(x: 200, y: 200, width: 420, height: 260), colour: 0xFF5E_81AC,
                  icon: "mousepad"),
        ], clock: clock)
        c.setSpaces(PanelSpaces(count: 2, current: 0))
        c.toggleExpose()
        clock.advance(by: 2)
        _ = c.nextFrame()
        let cell = try #require(c.frame(of: "xterm-2"))
        c.handle(.pointerMoved(cell.center, time: clock.now))
        clock.advance(by: 2)
        try assertFrame(c, headless, named: "hovered")
    }

    /// The windows scene with Music pinned to the left and 3 spaces: the row of spaces and the
    /// grid lie clear of the pinned panel.
    @Test func theRowOfSpacesKeepsClearOfAPinnedPanel() throws {
        let headless = try HeadlessRenderer()
        let clock = ManualClock()
        let c = Compositor(scene: try SceneLoading.load(path: Assets.scene(named: "windows").path), clock: clock)
        #expect(c.pin(panel: "music", to: .left))
        c.setSpaces(PanelSpaces(count: 3, current: 0))
        clock.advance(by: 2)
        _ = c.nextFrame()
        c.toggleExpose()
        clock.advance(by: 2)
        try assertFrame(c, headless, named: "pinned")
    }
}
