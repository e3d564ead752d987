import App
import Assets
import Compositor
import Model
import Render
import Testing

/// The Maps search sheet as retained layers: flung from half to full, or its list flicked at full,
/// every frame composed and drawn with its damage, as `flotilla bench` and `run` draw them. A
/// sheet drawn again every frame (as vectors, or as layers whose content follows the motion) fails.
@Suite("Sheets as retained layers", .serialized)
struct SheetLayerRetentionTests {
    let fonts: FontLibrary

    init() throws {
        fonts = try FontLibrary(configFile: Assets.fontConfiguration)
    }

    /// Draws every frame until the motion ends; returns how many frames, each checked by `check`.
    private func drawUntilSettled(_ c: Compositor, _ clock: ManualClock, _ renderer: Renderer, on surface: ImageSurface,
                                  check: (DisplayList) -> Void) -> Int {
        var frames = 0
        var frame: Frame
        repeat {
            clock.advance(by: 1.0 / 60)
            frame = c.nextFrame()
            renderer.draw(frame.displayList, on: surface, damage: frame.damage)
            check(frame.displayList)
            frames += 1
        } while frame.isAnimating && frames < 600
        return frames
    }

    /// The items drawn as vectors (outside every layer, clips looked through): of a sheet, only its grabber.
    private static func drawnPlainly(_ items: [DisplayItem]) -> [DisplayItem] {
        items.flatMap { item -> [DisplayItem] in
            switch item {
            case .clipped(_, let inner): drawnPlainly(inner)
            case .layer: []
            default: [item]
            }
        }
    }

    /// Checks that a frame draws the sheet's surface, content and list only as layers.
    private static func checkLayered(_ list: DisplayList) {
        let plain = drawnPlainly(list.items)
        #expect(!plain.contains { if case .text = $0 { true } else if case .surface = $0 { true } else { false } },
                "only layers draw the sheet's surface and text")
        let ids = Set(list.items.flatMap { item -> [LayerID] in
            switch item {
            case .layer(let l): [l.id]
            case .clipped(_, let inner): inner.compactMap { if case .layer(let l) = $0 { l.id } else { nil } }
            default: []
            }
        })
        #expect(ids.isSuperset(of: [.surface(.sheet("search")), .sheetContent("search"), .sheetList("search", index: 0)]))
    }

    /// The Maps scene (the search sheet at `state`) drawn once; returns how many layers that drew.
    private func mapsDrawnAtRest(_ state: SheetState) throws -> (Compositor, ManualClock, Renderer, ImageSurface, Int) {
        let scene = try SceneLoading.load(path: Assets.scene(named: "maps").path)
        let clock = ManualClock()
        let c = Compositor(scene: scene, clock: clock)
        c.move(sheet: "search", to: state, animated: false)
        let renderer = Renderer(fonts: fonts)
        let surface = try ImageSurface(width: Int(scene.size.width), height: Int(scene.size.height))
        renderer.draw(c.nextFrame().displayList, on: surface)
        return (c, clock, renderer, surface, renderer.layerDraws)
    }

    /// A press at `p`, six moves of `dy` 10 ms apart and the release at the last.
    private func fling(_ c: Compositor, _ clock: ManualClock, from p: Point, dy: Double) {
        c.handle(.pointerPressed(p, button: 1, time: clock.now))
        for i in 1...6 {
            clock.advance(by: 0.01)
            c.handle(.pointerMoved(Point(x: p.x, y: p.y + dy * Double(i)), time: clock.now))
        }
        c.handle(.pointerReleased(Point(x: p.x, y: p.y + dy * 6), button: 1, time: clock.now))
    }

    @Test func aFlingOnlyCompositesTheSheetsLayers() throws {
        let (c, clock, renderer, surface, drawnAtRest) = try mapsDrawnAtRest(.half)
        fling(c, clock, from: Point(x: 210, y: 400), dy: -20)
        let frames = drawUntilSettled(c, clock, renderer, on: surface, check: Self.checkLayered)
        #expect(c.state(ofSheet: "search") == .full)
        #expect(frames > 20)
        // The sheet moves at whole pixels and rests on whole pixels: the layers drawn at rest serve every frame.
        #expect(renderer.layerDraws - drawnAtRest <= 1, "\(renderer.layerDraws - drawnAtRest) layers drawn in \(frames) frames")
    }

    @Test func aFlickedListMovesWithinItsLayer() throws {
        let (c, clock, renderer, surface, drawnAtRest) = try mapsDrawnAtRest(.full)
        fling(c, clock, from: Point(x: 210, y: 600), dy: -15)
        let frames = drawUntilSettled(c, clock, renderer, on: surface, check: Self.checkLayered)
        #expect(try #require(c.scrollOffset(ofSheet: "search")) > 90)
        #expect(frames > 10)
        // Whole points while it scrolls; the list drawn once more where it comes to rest, between pixels.
        #expect(renderer.layerDraws - drawnAtRest <= 2, "\(renderer.layerDraws - drawnAtRest) layers drawn in \(frames) frames")
    }
}
