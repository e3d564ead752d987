import App
import Assets
import Compositor
import Model
import Render
import Testing

/// Damage stays right through everything managed panels do: a drag with a pin preview, the pin,
/// exposé's scaled groups in and out, a popover fading in and a panel fading out. Each frame is
/// repainted only where damaged and compared with a full repaint.
@Suite("Panel damage", .serialized)
struct PanelDamageTests {
    /// Cairo rasterizes an anti-aliased edge that crosses a damage rectangle's first column a level
    /// or three differently from an unclipped fill (its scan converter clamps edges to the clip), so
    /// a corner over the moving pin preview may differ by that much; a missed damage differs by far more.
    static let clipRounding = Tolerance(maxFraction: 0.0001, maxLevels: 4)

    @Test func damagedRepaintEqualsFullRepaintEveryFrame() throws {
        let fonts = try FontLibrary(configFile: Assets.fontConfiguration)
        let incremental = Renderer(fonts: fonts), full = Renderer(fonts: fonts)
        let clock = ManualClock()
        let c = Compositor(scene: try SceneLoading.load(path: Assets.scene(named: "panels").path), clock: clock)
        let surface = try incremental.render(c.nextFrame().displayList)
        var frames = 0
        func run(_ seconds: Double) throws {
            let end = clock.now + seconds
            while clock.now < end {
                clock.advance(by: 1.0 / 30)
                let f = c.nextFrame()
                incremental.draw(f.displayList, on: surface, damage: f.damage)
                let d = ImageComparison.compare(expected: try full.render(f.displayList).image(), actual: surface.image())
                #expect(d.passes(Self.clipRounding), "frame \(frames): \(d) damage \(f.damage)")
                frames += 1
            }
        }
        // Date dragged to the right edge, held while the preview grows, released: pinned.
        c.handle(.pointerPressed(Point(x: 620, y: 185), button: 1, time: clock.now))
        for i in 1...6 {
            clock.advance(by: 0.01)
            c.handle(.pointerMoved(Point(x: 620 + 470 * Double(i) / 6, y: 185), time: clock.now))
            try run(0.02)
        }
        try run(0.2)
        c.handle(.pointerReleased(Point(x: 1090, y: 185), button: 1, time: clock.now))
        try run(0.6)
        c.toggleExpose()
        try run(0.6)
        c.toggleExpose()
        try run(0.6)
        c.present(panel: "calendar", attachedAt: Rect(x: 300, y: 300, width: 250, height: 174))
        try run(0.2)
        c.close(panel: "attachments")
        try run(0.6)
        #expect(frames > 80)
        #expect(!c.isAnimating)
    }
}
