import Assets
import CCairo
import Model
@testable import Render
import Testing

/// Exposé's costs moved out of its frames: a live window at rest draws the pixels its list's
/// prospects (the panels in exposé's cells) will rest with, a layer moving below √½ of its size is
/// composited from its pixels halved (mip levels), and one within half a pixel of its resting size
/// from its resting pixels.
@Suite("Renderer: exposé drawn ahead and mip levels", .serialized)
struct ExposeAheadTests {
    let fonts: FontLibrary

    init() throws {
        fonts = try FontLibrary(configFile: Assets.fontConfiguration)
    }

    /// The test panel at rest at (40, 30), with a prospect of it at (150.5, 120.25) × 0.45.
    static let atRest: DisplayList = {
        var list = LayerRenderingTests.list([LayerRenderingTests.panel(at: Point(x: 40, y: 30))])
        guard case .layer(let prospect) = LayerRenderingTests.panel(at: Point(x: 150.5, y: 120.25), scale: 0.45) else { return list }
        list.prospects = [prospect]
        return list
    }()

    @Test func atRestAProspectIsDrawnAheadAndRestingThereOnlyComposites() throws {
        let renderer = Renderer(fonts: fonts, drawingTime: 1)
        let surface = try renderer.render(Self.atRest)
        #expect(renderer.layerDraws == 1)
        #expect(renderer.drawHiddenAhead() == false)
        #expect(renderer.layerDraws == 2, "the prospect's pixels, drawn ahead")
        renderer.trim()
        let there = LayerRenderingTests.list([LayerRenderingTests.panel(at: Point(x: 150.5, y: 120.25), scale: 0.45)])
        renderer.draw(there, on: surface, damage: [Rect(x: 0, y: 0, width: 320, height: 240)])
        #expect(renderer.layerDraws == 2, "kept through a trim at rest; resting there only composites")
        #expect(surface.image() == (try Renderer(fonts: fonts).render(there).image()), "the same picture")
    }

    @Test func offscreenNoProspectIsDrawn() throws {
        let renderer = Renderer(fonts: fonts)
        let surface = try renderer.render(Self.atRest)
        withExtendedLifetime(surface) {
            #expect(renderer.drawHiddenAhead() == false)
            #expect(renderer.layerDraws == 1)
        }
    }

    @Test(arguments: [(0.9, 0), (0.72, 0), (0.7, 1), (0.5, 1), (0.36, 1), (0.35, 2), (0.25, 2), (0.18, 2), (0.17, 3), (0.13, 3),
                      (0.001, MipLevels.deepest)])
    func theLevelIsTheNearestInOctaves(scale: Double, level: Int) {
        #expect(MipLevels.level(for: scale) == level)
    }

    @Test func halvingAveragesEachTwoByTwo() throws {
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 3, 2))
        let data = try #require(cairo_image_surface_get_data(surface)).withMemoryRebound(to: UInt32.self, capacity: 6) { $0 }
        // Premultiplied: opaque grey levels 0x10, 0x30, 0x50, 0x70 in the first 2×2; a lone white pixel in the third column.
        for (i, level) in [0x10, 0x30, 0xFF, 0x50, 0x70, 0x00].enumerated() {
            data[i] = level == 0 ? 0 : 0xFF00_0000 | UInt32(level) * 0x01_0101
        }
        cairo_surface_mark_dirty(surface)
        let pixels = LayerCache.Pixels(surface: surface, offsetX: -7, offsetY: 3, width: 3, height: 2)
        let half = try #require(pixels.halved())
        #expect(half.width == 2 && half.height == 1 && half.offsetX == -7 && half.offsetY == 3)
        let out = try #require(cairo_image_surface_get_data(half.surface)).withMemoryRebound(to: UInt32.self, capacity: 2) { $0 }
        #expect(out[0] == 0xFF40_4040, "the mean of the four")
        #expect((0x3F...0x40).contains(out[1] >> 24) && out[1] & 0xFF == out[1] >> 24, "a quarter of a white pixel: the rest past the edge or clear")
    }

    @Test func aLayerMovingAtAFifthOfItsSizeIsCompositedFromItsPixelsHalvedTwice() throws {
        let renderer = Renderer(fonts: fonts)
        let moving = LayerRenderingTests.list([LayerRenderingTests.panel(at: Point(x: 31, y: 27), scale: 0.2, moving: true)])
        let picture = try renderer.render(moving).image()
        #expect(renderer.layerDraws == 1, "drawn once, unscaled; the levels are halved from it")
        // Where it is and how large: what drawing it at 0.2 gives, within the filters' blur.
        let exact = try Renderer(fonts: fonts).render(LayerRenderingTests.list([LayerRenderingTests.panel(at: Point(x: 31, y: 27), scale: 0.2)])).image()
        #expect(picture[31 + 10, 27 + 21] == exact[31 + 10, 27 + 21], "the opaque inside, under the text")
        #expect(picture[31 + 45, 27 + 12] == exact[31 + 45, 27 + 12] && picture[31 + 18, 27 + 36] == exact[31 + 18, 27 + 36],
                "the backdrop right of and below it, past the shadow")
        let d = LayerRenderingTests.difference(picture, exact)
        #expect(d.pixels < 800, "\(d.pixels) pixels differ (edges, glyphs), by up to \(d.maxLevel)")
        // At rest there, its own pixels, exactly; the levels go with the motion.
        let rested = LayerRenderingTests.list([LayerRenderingTests.panel(at: Point(x: 31, y: 27), scale: 0.2)])
        #expect(try renderer.render(rested).image() == exact)
    }

    /// A moving layer scaled from its pixels (as drawn, halved once, halved twice) copies its
    /// opaque inside instead of blending it, and hides what lies under it only where filtering
    /// keeps it opaque: the picture is the one every pixel blended over the backdrop gives.
    @Test(arguments: [0.8, 0.6, 0.3])
    func aScaledMovingLayerCopiesItsOpaqueInsideWithTheSamePixels(scale: Double) throws {
        let list = LayerRenderingTests.list([LayerRenderingTests.panel(at: Point(x: 30.5, y: 20.25), scale: scale, moving: true)])
        guard case .layer(let layer) = list.items[1] else { throw CancellationError() }
        let inside = try #require(Occlusion(items: list.items, damage: [Rect(x: 0, y: 0, width: 320, height: 240)]).opaque[1])
        #expect(inside.width > 20 && inside.height > 20, "an inside to copy")
        let copied = try Renderer(fonts: fonts).render(list).image()
        let painter = ItemPainter(text: TextPainter(fonts: fonts, cachesLayouts: true))
        let blended = try ImageSurface(width: 320, height: 240)
        let cr = try #require(cairo_create(blended.surface))
        painter.draw(list.items[0], on: cr)
        LayerPainter(painter: painter, budget: Renderer.defaultLayerBudget).composite(layer, on: cr)
        cairo_destroy(cr)
        let d = LayerRenderingTests.difference(copied, blended.image())
        #expect(d.pixels == 0, "\(d.pixels) pixels differ, by up to \(d.maxLevel)")
    }

    @Test func nearItsRestingSizeAMovingLayerShowsItsRestingPixelsMovedByWholePixels() throws {
        let renderer = Renderer(fonts: fonts, drawingTime: 1)
        _ = try renderer.render(LayerDrawingTimeTests.panel(at: Point(x: 20, y: 20), scale: 0.9, moving: true))
        #expect(renderer.layerDraws == 2, "its pixels for the motion and, ahead, for where it rests")
        // 0.6004 × 232 pixels wide is a tenth of a pixel off 0.6: its resting pixels, 1.5 → 2 pixels right of their place.
        let near = try renderer.render(LayerDrawingTimeTests.panel(at: Point(x: 62, y: 50), scale: 0.6004, moving: true)).image()
        #expect(renderer.layerDraws == 2, "only composited")
        let moved = LayerDrawingTimeTests.panel(at: Point(x: 62.5, y: 50.25), scale: 0.6, moving: false)
        #expect(near == (try Renderer(fonts: fonts).render(moved).image()))
        // Farther off its size, it is scaled from its unscaled pixels again.
        let far = try renderer.render(LayerDrawingTimeTests.panel(at: Point(x: 62, y: 50), scale: 0.62, moving: true)).image()
        #expect(far == (try Renderer(fonts: fonts).render(LayerDrawingTimeTests.panel(at: Point(x: 62, y: 50), scale: 0.62, moving: true)).image()))
    }

    /// The test panel moving at `origin` and `scale` towards a rest at (150.5, 120.25) × 0.2.
    static func shrinking(at origin: Point, scale: Double) -> DisplayList {
        guard case .layer(var layer) = LayerRenderingTests.panel(at: origin, scale: scale, moving: true) else { return DisplayList(size: .zero) }
        layer.resting = LayerItem.Rest(origin: Point(x: 150.5, y: 120.25), scale: 0.2)
        return LayerRenderingTests.list([.layer(layer)])
    }

    @Test func theLevelAMotionEndsAtIsHalvedAhead() throws {
        let renderer = Renderer(fonts: fonts, drawingTime: 1)
        let surface = try renderer.render(Self.shrinking(at: Point(x: 20, y: 20), scale: 0.9))
        let bytes = renderer.layerBytes
        let late = Self.shrinking(at: Point(x: 140, y: 110), scale: 0.23)
        renderer.draw(late, on: surface, damage: [Rect(x: 0, y: 0, width: 320, height: 240)])
        #expect(renderer.layerBytes == bytes, "its pixels halved twice were made in the first frame, not now")
        #expect(surface.image() == (try Renderer(fonts: fonts).render(late).image()), "the same picture as halving them when needed")
    }

    @Test func atRestTheLevelAProspectsMotionEndsAtIsHalvedAhead() throws {
        let renderer = Renderer(fonts: fonts, drawingTime: 1)
        var list = LayerRenderingTests.list([LayerRenderingTests.panel(at: Point(x: 40, y: 30))])
        guard case .layer(let prospect) = LayerRenderingTests.panel(at: Point(x: 150.5, y: 120.25), scale: 0.2) else { return }
        list.prospects = [prospect]
        let surface = try renderer.render(list)
        while renderer.drawHiddenAhead() {}
        let (bytes, draws) = (renderer.layerBytes, renderer.layerDraws)
        let late = Self.shrinking(at: Point(x: 140, y: 110), scale: 0.23)
        renderer.draw(late, on: surface, damage: [Rect(x: 0, y: 0, width: 320, height: 240)])
        #expect(renderer.layerBytes == bytes && renderer.layerDraws == draws, "nothing drawn or halved in the motion")
        #expect(surface.image() == (try Renderer(fonts: fonts).render(late).image()))
    }

    /// In exposé at rest, with a prospect back at the panel's place at its own size: the pixels a
    /// motion back is composited from (unscaled at phase 0, and halved to the cell's level) are
    /// drawn ahead and kept through a trim, so leaving exposé draws nothing and halves nothing. A
    /// place off the pixel grid rests with pixels of its own, drawn ahead too.
    @Test(arguments: [(Point(x: 40, y: 30), 2), (Point(x: 40.5, y: 30.25), 3)])
    func inExposéTheMotionBackIsDrawnAheadAndKept(place: Point, drawn: Int) throws {
        let renderer = Renderer(fonts: fonts, drawingTime: 1)
        var list = LayerRenderingTests.list([LayerRenderingTests.panel(at: Point(x: 150.5, y: 120.25), scale: 0.2)])
        guard case .layer(let prospect) = LayerRenderingTests.panel(at: place) else { return }
        list.prospects = [prospect]
        let surface = try renderer.render(list)
        while renderer.drawHiddenAhead() {}
        renderer.trim()
        let (bytes, draws) = (renderer.layerBytes, renderer.layerDraws)
        #expect(draws == drawn, "the cell's pixels, then the place's and the motion's (the same on the pixel grid)")
        guard case .layer(var growing) = LayerRenderingTests.panel(at: Point(x: 140, y: 110), scale: 0.23, moving: true) else { return }
        growing.resting = LayerItem.Rest(origin: place, scale: 1)
        let first = LayerRenderingTests.list([.layer(growing)])
        renderer.draw(first, on: surface, damage: [Rect(x: 0, y: 0, width: 320, height: 240)])
        #expect(renderer.layerDraws == draws && renderer.layerBytes == bytes, "the motion's first frame only composites")
        #expect(surface.image() == (try Renderer(fonts: fonts).render(first).image()))
    }
}
