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

    /// A compositor for `scene` whose clock is `time` seconds after the scene starts.
    static func compositor(_ scene: Scene, at time: Double = 0) -> Compositor {
        let clock = ManualClock()
        let c = Compositor(scene: scene, clock: clock)
        clock.advance(by: time)
        return c
    }

    @Test func demoScene() throws {
        try assertFrame(Self.compositor(SceneLoading.load(path: Assets.scene(named: "demo").path)), headless, named: "demo")
    }

    @Test func demoSceneAtAnotherSize() throws {
        let scene = try SceneLoading.load(path: Assets.scene(named: "demo").path, size: Size(width: 480, height: 320))
        try assertFrame(Self.compositor(scene), headless, named: "demo-480x320")
    }

    @Test(arguments: [0.05, 0.15, 0.3, 2.0])
    func thrownPanelMidFlight(at time: Double) throws {
        try assertFrame(Self.compositor(Self.thrownDemo(), at: time), headless, named: "thrown-\(Int(time * 1000))ms")
    }

    /// `flotilla render` draws what the compositor shows at that time.
    @Test func renderingAtATimeDrawsTheCompositorsFrame() throws {
        let drawn = try headless.draw(Self.compositor(Self.thrownDemo(), at: 0.15).nextFrame().displayList)
        #expect(try headless.render(Self.thrownDemo(), at: 0.15) == drawn)
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
