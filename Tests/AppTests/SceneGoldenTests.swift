import App
import Assets
import Compositor
import Model
import Render
import SnapshotTesting
import TestSupport
import Testing

/// Offscreen goldens: scenes rendered at exact virtual times, compared pixel for pixel.
@Suite("Scene goldens", .serialized)
struct SceneGoldenTests {
    let headless: HeadlessRenderer

    init() throws {
        headless = try HeadlessRenderer()
    }

    /// The demo scene with its panel thrown down and to the right at time 0.
    static func thrownDemo() throws -> Scene {
        var scene = try SceneLoading.load(path: Assets.scene(named: "demo").path)
        scene.panels[0].velocity = Vector(dx: 900, dy: 500)
        return scene
    }

    @Test func demoScene() throws {
        assertSnapshot(of: try headless.render(SceneLoading.load(path: Assets.scene(named: "demo").path)), as: .png(), named: "demo")
    }

    @Test func demoSceneAtAnotherSize() throws {
        assertSnapshot(of: try headless.render(SceneLoading.load(path: Assets.scene(named: "demo").path, size: Size(width: 480, height: 320))),
                       as: .png(), named: "demo-480x320")
    }

    @Test(arguments: [0.05, 0.15, 0.3, 2.0])
    func thrownPanelMidFlight(at time: Double) throws {
        assertSnapshot(of: try headless.render(Self.thrownDemo(), at: time), as: .png(), named: "thrown-\(Int(time * 1000))ms")
    }

    @Test func aNegativeOrNaNTimeIsRefused() throws {
        let scene = try SceneLoading.load(path: Assets.scene(named: "demo").path)
        #expect(throws: FlotillaError.self) { try headless.render(scene, at: -1) }
        #expect(throws: FlotillaError.self) { try headless.render(scene, at: .nan) }
    }
}

@Suite("Damage repaint", .serialized)
struct DamageRepaintTests {
    /// Every frame of a fling repainted only where damaged looks exactly like a full repaint.
    @Test func damagedRepaintEqualsFullRepaint() throws {
        let fonts = try FontLibrary(configFile: Assets.fontConfiguration)
        let incremental = Renderer(fonts: fonts), full = Renderer(fonts: fonts)
        let clock = ManualClock()
        let c = Compositor(scene: try SceneGoldenTests.thrownDemo(), clock: clock)
        let first = c.nextFrame()
        let surface = try incremental.render(first.displayList)
        var frames = 0
        repeat {
            clock.advance(by: 1.0 / 60)
            let f = c.nextFrame()
            incremental.draw(f.displayList, on: surface, damage: f.damage)
            #expect(surface.image() == (try full.render(f.displayList).image()), "frame \(frames)")
            frames += 1
        } while c.isAnimating && frames < 120
        #expect(frames > 10)
        #expect(!c.isAnimating)
    }
}
