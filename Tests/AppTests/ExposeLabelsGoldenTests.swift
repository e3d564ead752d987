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
    /// Three apps' windows (two xterms among them) with their icons (discs of a colour, at a fixed
    /// path so the text snapshot names the same file everywhere), in exposé with 2 spaces, the
    /// pointer over the second xterm.
    @Test func tagsWithIconsAndTheHoveredWindowLit() throws {
        let folder = URL(fileURLWithPath: "/tmp/flotilla-expose-golden-icons")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let headless = try HeadlessRenderer()
        let clock = ManualClock()
        let scene = Scene(title: "Apps", size: Size(width: 800, height: 500), backdrop: Backdrop(color: Color(rgb: 0x4C566A), gradientTo: Color(rgb: 0x2E3440)),
                          floating: FloatingSetup(panels: []))
        let c = Compositor(scene: scene, clock: clock)
        let apps: [(PanelID, String, Rect, UInt32)] = [("xterm", "xterm: ~/src", Rect(x: 40, y: 40, width: 360, height: 260), 0xFF2E_3440),
                                                       ("xterm-2", "xterm: ~/mail", Rect(x: 420, y: 60, width: 340, height: 240), 0xFF2E_3440),
                                                       ("mousepad", "notes.txt — Mousepad", Rect(x: 200, y: 200, width: 420, height: 260), 0xFF5E_81AC)]
        for (panel, title, frame, colour) in apps {
            let sizes = PanelContentSizes(preferred: PanelContentSizes.contentSize(forFrame: frame.size), minimum: Size(width: 100, height: 50),
                                          maximum: Size(width: 900, height: 700))
            #expect(c.host(HostedPanel(id: panel, name: panel.name, title: title, sizes: sizes, frame: frame)))
            var disc = Image(width: 32, height: 32, fill: 0)
            for y in 0..<32 { for x in 0..<32 where (x - 16) * (x - 16) + (y - 16) * (y - 16) < 225 { disc[x, y] = colour } }
            let file = folder.appendingPathComponent("\(colour == 0xFF2E_3440 ? "xterm" : panel.name).png")
            try disc.pngData().write(to: file)
            #expect(c.setIcon(panel: panel, file.path))
        }
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
