@testable import App
import Assets
import Foundation
import Model
import Render
import Scripts
import Testing

/// Every recorded script of the suite, frame by frame: the layered renderer repainting only the
/// damage matches the naive renderer drawing everything again as vectors — within 2/255 (a
/// layer's translucent pixels are rounded once more) wherever no scaled layer is moving; a scaled
/// layer in motion is composited from its unscaled pixels, so there the pictures may differ.
@Suite("Layered frames against naive repaints", .serialized)
struct LayerDamageTests {
    static let scripts: [(scene: String, script: String)] = [
        ("Scripts/thrown.json", "thrown"), ("Scripts/demo.json", "fling"), ("Scripts/demo.json", "verbs"),
        ("panels", "keys"), ("maps", "maps"), ("panels", "panels"), ("popover", "popover"),
        ("adwaita", "adwaita"),
    ]

    static func scene(_ name: String) throws -> Scene {
        name.hasPrefix("Scripts/")
            ? try RecordingFixtures.scene(String(name.dropFirst("Scripts/".count).dropLast(".json".count)))
            : try SceneLoading.load(path: Assets.scene(named: name).path)
    }

    @Test(arguments: Self.scripts.map(\.script))
    func layeredFramesMatchNaiveRepaints(script name: String) throws {
        let entry = try #require(Self.scripts.first { $0.script == name })
        let fonts = try FontLibrary(configFile: Assets.fontConfiguration)
        let layered = Renderer(fonts: fonts), naive = Renderer(fonts: fonts, retainsLayers: false)
        var surface: ImageSurface?
        var compared = 0, worst = 0
        let player = OffscreenPlayer(scene: try Self.scene(entry.scene), script: try RecordingFixtures.script(name), framesPerSecond: 60,
                                     onFrame: { index, _, list, damage throws(FlotillaError) in
            do {
                if surface?.width != Int(list.size.width) || surface?.height != Int(list.size.height) {
                    surface = try ImageSurface(width: Int(list.size.width), height: Int(list.size.height))
                    layered.draw(list, on: surface!)
                } else {
                    layered.draw(list, on: surface!, damage: damage)
                }
                let scaledInMotion = list.items.contains { if case .layer(let l) = $0 { l.isMoving && l.scale != 1 } else { false } }
                guard !scaledInMotion else { return }
                let d = ImageComparison.compare(expected: try naive.render(list).image(), actual: surface!.image())
                worst = max(worst, d.maxLevels)
                #expect(d.passes(Tolerance(maxFraction: 0.02, maxLevels: 2)), "frame \(index): \(d)")
                compared += 1
            } catch {
                Issue.record("frame \(index): \(error)")
            }
        })
        let frames = try player.play()
        #expect(compared > frames / 2, "\(compared) of \(frames) frames compared")
        #expect(layered.layerDraws < compared, "layers are drawn again only when their content changes")
    }
}
