import Assets
import Model
import Render
import Testing

/// Retained layers: drawn once, then composited where they move, fade and scale; the same
/// picture as drawing them in place, within 1/255 on antialiased pixels.
@Suite("Renderer: layers", .serialized)
struct LayerRenderingTests {
    let fonts: FontLibrary

    init() throws {
        fonts = try FontLibrary(configFile: Assets.fontConfiguration)
    }

    static let red = Color(red: 1, green: 0, blue: 0)

    /// A panel-like layer: a rounded surface with a shadow and a border, a title and wrapped text.
    static func panel(at origin: Point, scale: Double = 1, opacity: Double = 1, moving: Bool = false, title: String = "Date") -> DisplayItem {
        .layer(LayerItem(id: .named("panel"), origin: origin, scale: scale, opacity: opacity, isMoving: moving, items: [
            .surface(SurfaceItem(frame: Rect(x: 0, y: 0, width: 180, height: 120), radii: CornerRadii(all: 12), background: .white,
                                 border: Border(color: Color(hex: "#0000002E")!, width: 1),
                                 shadows: [Shadow(offset: Vector(dx: 0, dy: 8), radius: 24, opacity: 0.35)])),
            .text(title, frame: Rect(x: 20, y: 6, width: 140, height: 30), style: TextStyle(size: 14, bold: true, alignment: .center)),
            .text("Saturday 14 June, 09:30 until the late afternoon", frame: Rect(x: 12, y: 40, width: 156, height: 70),
                  style: TextStyle(size: 12, wraps: true)),
        ]))
    }

    static func list(_ items: [DisplayItem]) -> DisplayList {
        DisplayList(size: Size(width: 320, height: 240), items: [.fill(Rect(x: 0, y: 0, width: 320, height: 240), Color(hex: "#5E81AC")!)] + items)
    }

    /// The largest channel difference and how many pixels differ.
    static func difference(_ a: Image, _ b: Image) -> (maxLevel: Int, pixels: Int) {
        var worst = 0, count = 0
        for (p, q) in zip(a.pixels, b.pixels) where p != q {
            count += 1
            for shift in stride(from: 0, to: 32, by: 8) {
                worst = max(worst, abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF)))
            }
        }
        return (worst, count)
    }

    /// 128 MiB up to 1920×1080 pixels, then as many bytes a pixel: four times at 3840×2160.
    @Test func theLayerBudgetGrowsWithTheWindowPast1080p() {
        #expect(Renderer.layerBudget(forPixels: 1280 * 800) == Renderer.defaultLayerBudget)
        #expect(Renderer.layerBudget(forPixels: 1920 * 1080) == 128 << 20)
        #expect(Renderer.layerBudget(forPixels: 2560 * 1440) == 238_609_294)
        #expect(Renderer.layerBudget(forPixels: 3840 * 2160) == 512 << 20)
    }

    @Test func aLayerScalesAboutItsOriginAndFollowsItsBounds() throws {
        let layer = LayerItem(id: .named("l"), origin: Point(x: 10, y: 10), scale: 0.5, items: [.fill(Rect(x: 0, y: 0, width: 40, height: 40), Self.red)])
        #expect(DisplayItem.layer(layer).bounds == Rect(x: 10, y: 10, width: 20, height: 20))
        for retains in [true, false] {
            let image = try Renderer(fonts: fonts, retainsLayers: retains)
                .render(DisplayList(size: Size(width: 60, height: 60), items: [.layer(layer)])).image()
            #expect(image[10, 10] == 0xFFFF_0000 && image[29, 29] == 0xFFFF_0000)
            #expect(image[30, 30] == 0 && image[9, 9] == 0)
        }
    }

    @Test func aTranslucentLayerIsCompositedOnce() throws {
        // Two overlapping fills at opacity 0.5 as one layer: the overlap is no darker than the rest.
        let items: [DisplayItem] = [.fill(Rect(x: 0, y: 0, width: 20, height: 20), Self.red), .fill(Rect(x: 10, y: 0, width: 20, height: 20), Self.red)]
        for retains in [true, false] {
            let renderer = Renderer(fonts: fonts, retainsLayers: retains)
            let image = try renderer.render(DisplayList(size: Size(width: 30, height: 20), items: [.layer(LayerItem(id: .named("l"), opacity: 0.5, items: items))])).image()
            #expect(image[5, 5] == image[15, 5])
            #expect(image[5, 5] >> 24 == 0x80)
            let hidden = DisplayList(size: Size(width: 30, height: 20), items: [.layer(LayerItem(id: .named("l"), opacity: 0, items: items))])
            #expect(try renderer.render(hidden).image()[5, 5] == 0)
        }
    }

    /// At rest — at a fractional position, faded, scaled — a layer composited from its own pixels
    /// looks like the same layer drawn in place: only translucent pixels (shadow, antialiased edges
    /// and glyphs) differ, by at most 2/255, because their alpha is rounded once more in the
    /// layer's 8-bit pixels (measured: 65–377 of 76 800 pixels, at most 2 levels).
    @Test(arguments: [(Point(x: 40, y: 30), 1.0, 1.0), (Point(x: 40.37, y: 29.81), 1.0, 1.0),
                      (Point(x: 60.5, y: 50.25), 0.87, 1.0), (Point(x: 41, y: 33), 1.0, 0.6)])
    func atRestALayerLooksDrawnInPlace(origin: Point, scale: Double, opacity: Double) throws {
        let list = Self.list([Self.panel(at: origin, scale: scale, opacity: opacity)])
        let layered = try Renderer(fonts: fonts).render(list).image()
        let naive = try Renderer(fonts: fonts, retainsLayers: false).render(list).image()
        let d = Self.difference(layered, naive)
        #expect(d.maxLevel <= 2 && d.pixels < 1000, "\(d.pixels) pixels differ, by up to \(d.maxLevel)")
        // The opaque inside of the surface and the backdrop away from the shadow are exact.
        let inside = (x: Int(origin.x + 20 * scale) + 2, y: Int(origin.y + 112 * scale) - 1)
        #expect(layered[inside.x, inside.y] == naive[inside.x, inside.y] && layered[300, 5] == naive[300, 5])
    }

    /// A layer that only moves or fades is drawn once: every later frame composites its pixels,
    /// and the damaged repaint still equals a full repaint.
    @Test func aMovingLayerIsDrawnOnceAndComposited() throws {
        let renderer = Renderer(fonts: fonts)
        let surface = try renderer.render(Self.list([Self.panel(at: Point(x: 20, y: 20), moving: true)]))
        #expect(renderer.layerDraws == 1)
        var previous = Point(x: 20, y: 20)
        for step in 1...20 {
            let at = Point(x: 20 + Double(step * 3), y: 20 + Double(step))
            let list = Self.list([Self.panel(at: at, opacity: step > 10 ? 0.5 : 1, moving: true)])
            let damage = [Rect(x: previous.x - 40, y: previous.y - 40, width: 260, height: 200),
                          Rect(x: at.x - 40, y: at.y - 40, width: 260, height: 200)]
            renderer.draw(list, on: surface, damage: damage)
            #expect(surface.image() == (try Renderer(fonts: fonts).render(list).image()), "step \(step)")
            previous = at
        }
        #expect(renderer.layerDraws == 1)
        // New content is drawn again; back to the old content, it is still kept.
        _ = try renderer.render(Self.list([Self.panel(at: Point(x: 20, y: 20), moving: true, title: "Time")]))
        _ = try renderer.render(Self.list([Self.panel(at: Point(x: 20, y: 20), moving: true)]))
        #expect(renderer.layerDraws == 2)
    }

    /// A scaled layer in motion is composited from its unscaled pixels: one drawing for the whole
    /// scale animation; at rest it is drawn again, sharp, at its scale.
    @Test func aScalingLayerIsDrawnAgainOnlyAtRest() throws {
        let renderer = Renderer(fonts: fonts)
        for s in stride(from: 1.0, through: 0.6, by: -0.05) {
            _ = try renderer.render(Self.list([Self.panel(at: Point(x: 20, y: 20), scale: s, moving: true)]))
        }
        #expect(renderer.layerDraws == 1)
        _ = try renderer.render(Self.list([Self.panel(at: Point(x: 20, y: 20), scale: 0.6)]))
        #expect(renderer.layerDraws == 2)
    }

    /// The kept pixels never exceed the budget: the least recently used layers go, and what is
    /// drawn stays right.
    @Test func theLayerCacheHoldsItsBudget() throws {
        let budget = 400 << 10
        let renderer = Renderer(fonts: fonts, layerBudget: budget)
        let unbounded = Renderer(fonts: fonts)
        for i in 0..<12 {
            let list = Self.list([Self.panel(at: Point(x: 20, y: 20), moving: true, title: "Panel \(i)")])
            #expect(try renderer.render(list).image() == (try unbounded.render(list).image()))
            #expect(renderer.layerBytes <= budget)
        }
        // Each layer is about 230×170 pixels with its shadow (about 150 KiB): at most two are kept.
        #expect(renderer.layerBytes > 0 && renderer.layerDraws == 12)
        _ = try renderer.render(Self.list([Self.panel(at: Point(x: 20, y: 20), moving: true, title: "Panel 11")]))
        _ = try renderer.render(Self.list([Self.panel(at: Point(x: 20, y: 20), moving: true, title: "Panel 0")]))
        #expect(renderer.layerDraws == 13, "the newest is kept, the oldest was let go")
    }

    /// A layer wholly under an opaque one is never drawn, and the picture is the same as drawing it.
    @Test func aLayerHiddenUnderAnOpaqueOneIsSkipped() throws {
        let hidden = DisplayItem.layer(LayerItem(id: .named("under"), origin: Point(x: 100, y: 80), items: [
            .surface(SurfaceItem(frame: Rect(x: 0, y: 0, width: 40, height: 30), radii: CornerRadii(all: 6), background: Self.red)),
        ]))
        let cover = DisplayItem.layer(LayerItem(id: .named("cover"), origin: Point(x: 60, y: 40), items: [
            .fill(Rect(x: 0, y: 0, width: 200, height: 150), Color(hex: "#ECEFF4")!),
        ]))
        let list = Self.list([hidden, cover])
        let renderer = Renderer(fonts: fonts)
        let image = try renderer.render(list).image()
        #expect(renderer.layerDraws == 1, "the cover only; the hidden layer is never drawn")
        #expect(image == (try Renderer(fonts: fonts, retainsLayers: false).render(list).image()))
    }

    /// A surface's shadow in a layer drawn at a quarter of its size is the shadow of a surface a
    /// quarter as large drawn as it is: its mask is made at the layer's pixels, not shrunk from a
    /// larger one (cairo convolves every pixel of a shrinking mask), on both paths.
    @Test(arguments: [true, false])
    func aShadowInAShrunkLayerIsMadeAtItsPixels(retains: Bool) throws {
        func surface(_ k: Double) -> DisplayItem {
            .surface(SurfaceItem(frame: Rect(x: 40 * k, y: 40 * k, width: 200 * k, height: 120 * k), radii: CornerRadii(all: 16 * k), background: .white,
                                 shadows: [Shadow(offset: Vector(dx: 0, dy: 8 * k), radius: 24 * k, opacity: 0.35)]))
        }
        let renderer = Renderer(fonts: fonts, retainsLayers: retains)
        let layer = try renderer.render(Self.list([.layer(LayerItem(id: .named("cell"), scale: 0.25, items: [surface(1)]))])).image()
        let small = try Renderer(fonts: fonts, retainsLayers: retains).render(Self.list([surface(0.25)])).image()
        let (level, pixels) = Self.difference(layer, small)
        #expect(level <= 1, "\(pixels) pixels differ by up to \(level) levels")
    }
}
