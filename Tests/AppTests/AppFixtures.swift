import Compositor
import Foundation
import Model
import Render
import Testing

/// Apps' windows for goldens: an empty 800 × 500 scene hosting them, each with its icon — a
/// 32-pixel disc of one colour, written under a fixed path (so a text snapshot names the same
/// file on every machine).
enum AppFixtures {
    static let folder = URL(fileURLWithPath: "/tmp/flotilla-golden-icons")

    /// One app's window: its panel, title, frame and its icon's colour (0xAARRGGBB) and name.
    struct App {
        var panel: PanelID, title: String, frame: Rect, colour: UInt32, icon: String
    }

    /// A compositor on `clock` over the empty scene, hosting `apps` (back to front) with their icons.
    static func compositor(hosting apps: [App], clock: ManualClock) throws -> Compositor {
        let scene = Scene(title: "Apps", size: Size(width: 800, height: 500),
                          backdrop: Backdrop(color: Color(rgb: 0x4C566A), gradientTo: Color(rgb: 0x2E3440)), floating: FloatingSetup(panels: []))
        let c = Compositor(scene: scene, clock: clock)
        for app in apps {
            let sizes = PanelContentSizes(preferred: PanelContentSizes.contentSize(forFrame: app.frame.size), minimum: Size(width: 100, height: 50),
                                          maximum: Size(width: 900, height: 700))
            #expect(c.host(HostedPanel(id: app.panel, name: app.panel.name, title: app.title, sizes: sizes, frame: app.frame)))
            #expect(c.setIcon(panel: app.panel, try disc(named: app.icon, colour: app.colour)))
        }
        return c
    }

    /// The path of `name`.png, a disc of `colour`, written now.
    static func disc(named name: String, colour: UInt32) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var disc = Image(width: 32, height: 32, fill: 0)
        for y in 0..<32 { for x in 0..<32 where (x - 16) * (x - 16) + (y - 16) * (y - 16) < 225 { disc[x, y] = colour } }
        let file = folder.appendingPathComponent(name + ".png")
        try disc.pngData().write(to: file)
        return file.path
    }
}
