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

    /// Three apps' windows, each with its icon (a disc of a colour, written to a fixed path so the
    /// text snapshot names the same file everywhere) over its thumbnail's corner, on the opaque
    /// plate: nothing under it shows through.
    @Test func heldAltTabWithAppsIcons() throws {
        let folder = URL(fileURLWithPath: "/tmp/flotilla-switcher-golden-icons")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let headless = try HeadlessRenderer()
        let clock = ManualClock()
        let scene = Scene(title: "Apps", size: Size(width: 800, height: 500), backdrop: Backdrop(color: Color(rgb: 0x4C566A), gradientTo: Color(rgb: 0x2E3440)),
                          floating: FloatingSetup(panels: []))
        let c = Compositor(scene: scene, clock: clock)
        let apps: [(PanelID, Rect, UInt32)] = [("xterm", Rect(x: 40, y: 40, width: 360, height: 260), 0xFF2E_3440),
                                               ("mousepad", Rect(x: 300, y: 120, width: 420, height: 300), 0xFF5E_81AC),
                                               ("firefox", Rect(x: 120, y: 200, width: 380, height: 260), 0xFFD0_8770)]
        for (panel, frame, colour) in apps {
            let sizes = PanelContentSizes(preferred: PanelContentSizes.contentSize(forFrame: frame.size), minimum: Size(width: 100, height: 50),
                                          maximum: Size(width: 900, height: 700))
            #expect(c.host(HostedPanel(id: panel, name: panel.name, title: panel.name, sizes: sizes, frame: frame)))
            var disc = Image(width: 32, height: 32, fill: 0)
            for y in 0..<32 { for x in 0..<32 where (x - 16) * (x - 16) + (y - 16) * (y - 16) < 225 { disc[x, y] = colour } }
            let file = folder.appendingPathComponent("\(panel.name).png")
            try disc.pngData().write(to: file)
            #expect(c.setIcon(panel: panel, file.path))
        }
        for _ in 0..<60 {
            clock.advance(by: 1.0 / 60)
            _ = c.nextFrame()
        }
        c.handle(.key(KeyPress(.tab, modifiers: .alt), time: clock.now))
        clock.advance(by: 1.0 / 60)
        try assertFrame(c, headless, named: "icons")
    }
}
