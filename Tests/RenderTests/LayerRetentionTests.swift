import Assets
import Model
import Render
import Testing

/// What the layer cache keeps over time: the layers a surface shows, the layers of passing sizes
/// only for a few frames and within the spare bytes, and at rest nothing but what is shown.
@Suite("Renderer: layer retention", .serialized)
struct LayerRetentionTests {
    let fonts: FontLibrary

    init() throws {
        fonts = try FontLibrary(configFile: Assets.fontConfiguration)
    }

    /// A moving layer whose size changes every frame, as a popover's while it resizes.
    static func resizing(_ width: Double, at x: Double = 20) -> DisplayItem {
        .layer(LayerItem(id: .named("sheet"), origin: Point(x: x, y: 20), isMoving: true, items: [
            .surface(SurfaceItem(frame: Rect(x: 0, y: 0, width: width, height: 400), radii: CornerRadii(all: 12), background: .white,
                                 shadows: [Shadow(offset: Vector(dx: 0, dy: 8), radius: 24, opacity: 0.35)])),
        ]))
    }

    /// A layer that stays the same.
    static let still = DisplayItem.layer(LayerItem(id: .named("still"), origin: Point(x: 600, y: 20), items: [
        .fill(Rect(x: 0, y: 0, width: 100, height: 100), Color(red: 1, green: 0, blue: 0)),
    ]))

    static func list(_ items: [DisplayItem]) -> DisplayList {
        DisplayList(size: Size(width: 800, height: 600), items: items)
    }

    /// The bytes one layer alone keeps.
    func bytes(of item: DisplayItem) throws -> Int {
        let renderer = Renderer(fonts: fonts)
        let surface = try ImageSurface(width: 800, height: 600)
        renderer.draw(Self.list([item]), on: surface)
        return renderer.layerBytes
    }

    @Test func layersOfPassingSizesGoWhileTheShownOnesStay() throws {
        let renderer = Renderer(fonts: fonts)
        let surface = try ImageSurface(width: 800, height: 600)
        let still = try bytes(of: Self.still), largest = try bytes(of: Self.resizing(599))
        // 300 frames of a 400-pt-tall layer growing by a point each frame (about 1 MiB each).
        for frame in 0..<300 {
            renderer.draw(Self.list([Self.still, Self.resizing(300 + Double(frame))]), on: surface)
            #expect(renderer.layerBytes <= still + largest + 16 << 20)
        }
        let draws = renderer.layerDraws
        // At rest (the same list again), the still layer was never drawn again.
        renderer.draw(Self.list([Self.still, Self.resizing(599)]), on: surface)
        #expect(renderer.layerDraws == draws, "the shown layers were kept")
        renderer.trim()
        #expect(renderer.layerBytes == still + largest, "at rest only what is shown is kept")
    }

    @Test func aLayerNoLongerShownGoesAfterAFewFrames() throws {
        let renderer = Renderer(fonts: fonts)
        let surface = try ImageSurface(width: 800, height: 600)
        renderer.draw(Self.list([Self.still, Self.resizing(300)]), on: surface)
        let both = renderer.layerBytes
        // Gone from the list, the layer is kept for a few frames (it may come back at once)...
        for _ in 0..<5 { renderer.draw(Self.list([Self.still]), on: surface) }
        #expect(renderer.layerBytes == both)
        // ...and let go of after half a second at 60 Hz.
        for _ in 0..<30 { renderer.draw(Self.list([Self.still]), on: surface) }
        #expect(renderer.layerBytes == (try bytes(of: Self.still)))
    }

    /// One renderer draws every window: a layer another window shows is kept however many frames
    /// this one draws without it.
    @Test func aLayerAnotherSurfaceShowsIsKept() throws {
        let renderer = Renderer(fonts: fonts)
        let main = try ImageSurface(width: 800, height: 600), tornOff = try ImageSurface(width: 800, height: 600)
        renderer.draw(Self.list([Self.still]), on: tornOff)
        for frame in 0..<100 { renderer.draw(Self.list([Self.resizing(300 + Double(frame))]), on: main) }
        let draws = renderer.layerDraws
        renderer.trim()
        renderer.draw(Self.list([Self.still]), on: tornOff)
        #expect(renderer.layerDraws == draws, "the torn-off window's layer was kept")
    }
}
