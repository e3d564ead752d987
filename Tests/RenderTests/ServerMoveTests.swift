import Assets
import CCairo
import Model
@testable import Render
import Testing

/// Issue 48: a dragged layer's opaque inside moved by whole pixels with the same pixels, nothing
/// over it, is moved by the X server; the renderer leaves those pixels as they are.
@Suite("Server moves: a dragged layer's inside")
struct ServerMoveTests {
    static let size = Size(width: 320, height: 240)

    /// The test panel (180×120 pt, corners of 12) moving at `origin`, over a backdrop, with `above` on top.
    static func dragged(at origin: Point, title: String = "Date", scale: Double = 1, opacity: Double = 1, above: [DisplayItem] = []) -> DisplayList {
        LayerRenderingTests.list([LayerRenderingTests.panel(at: origin, scale: scale, opacity: opacity, moving: true, title: title)] + above)
    }

    static func find(_ from: DisplayList, _ to: DisplayList, scale: Double = 1) -> ServerMove? {
        ServerMove.find(from: from, to: to, size: Size(width: size.width * scale, height: size.height * scale), scale: scale)
    }

    @Test func aDraggedLayersInsideMovesByWholePixels() throws {
        let move = try #require(Self.find(Self.dragged(at: Point(x: 30, y: 20)), Self.dragged(at: Point(x: 45, y: 27))))
        // The inside: the panel's frame less 0.3 of its corner radius (3.6 pt), in whole pixels.
        #expect(move.source == Rect(x: 34, y: 24, width: 172, height: 112) && move.dx == 15 && move.dy == 7)
        #expect(move.destination == Rect(x: 49, y: 31, width: 172, height: 112))
    }

    @Test func atScaleTwoInDevicePixels() throws {
        let move = try #require(Self.find(Self.dragged(at: Point(x: 30, y: 20)), Self.dragged(at: Point(x: 45, y: 27)), scale: 2))
        #expect(move.source == Rect(x: 68, y: 48, width: 344, height: 224) && move.dx == 30 && move.dy == 14)
    }

    @Test func partlyOutsideTheWindowOnlyWhatIsInsideBeforeAndAfter() throws {
        let move = try #require(Self.find(Self.dragged(at: Point(x: 100, y: 20)), Self.dragged(at: Point(x: 160, y: 20))))
        // After the move the inside reaches past x 320: only what stays in the window moves.
        #expect(move.destination == Rect(x: 164, y: 24, width: 156, height: 112) && move.source.minX == 104 && move.dx == 60)
    }

    @Test func noneWhenThePixelsOrTheirPlaceDiffer() {
        let from = Self.dragged(at: Point(x: 30, y: 20))
        #expect(Self.find(from, Self.dragged(at: Point(x: 30, y: 20))) == nil, "not moved")
        #expect(Self.find(from, Self.dragged(at: Point(x: 45, y: 27), title: "Other")) == nil, "other pixels")
        #expect(Self.find(from, Self.dragged(at: Point(x: 45, y: 27), scale: 0.9)) == nil, "scaled")
        #expect(Self.find(from, Self.dragged(at: Point(x: 45, y: 27), opacity: 0.5)) == nil, "faded")
        #expect(Self.find(from, Self.dragged(at: Point(x: 45.5, y: 27))) == nil, "off the pixel grid")
        #expect(Self.find(from, Self.dragged(at: Point(x: 45.5, y: 27)), scale: 2) != nil, "on it at scale 2")
        let small = LayerRenderingTests.list([.layer(LayerItem(id: .named("panel"), origin: Point(x: 40, y: 40), isMoving: true,
                                                               items: [.fill(Rect(x: 0, y: 0, width: 100, height: 100), .white)]))])
        var moved = small
        moved.items[1] = .layer(LayerItem(id: .named("panel"), origin: Point(x: 50, y: 40), isMoving: true,
                                          items: [.fill(Rect(x: 0, y: 0, width: 100, height: 100), .white)]))
        #expect(Self.find(small, moved) == nil, "10,000 pixels: composited as before")
    }

    @Test func noneWhenSomethingLiesOverTheInsideBeforeOrAfter() {
        let over = DisplayItem.fill(Rect(x: 100, y: 50, width: 20, height: 20), .black)
        let beside = DisplayItem.fill(Rect(x: 280, y: 200, width: 20, height: 20), .black)
        let from = Self.dragged(at: Point(x: 30, y: 20))
        #expect(Self.find(from, Self.dragged(at: Point(x: 45, y: 27), above: [over])) == nil, "over it after")
        #expect(Self.find(Self.dragged(at: Point(x: 30, y: 20), above: [over]), Self.dragged(at: Point(x: 45, y: 27))) == nil, "over it before")
        #expect(Self.find(from, Self.dragged(at: Point(x: 45, y: 27), above: [beside])) != nil, "beside it")
    }

    /// What the renderer draws with `except`: every pixel but those, as a whole frame; those as they were.
    @Test func theRendererLeavesThePixelsTheServerMoves() throws {
        let fonts = try FontLibrary(configFile: Assets.fontConfiguration)
        let renderer = Renderer(fonts: fonts)
        let from = Self.dragged(at: Point(x: 30, y: 20)), to = Self.dragged(at: Point(x: 45, y: 27))
        let surface = try renderer.render(from)
        let move = try #require(Self.find(from, to))
        let cr = try #require(cairo_create(surface.surface))
        cairo_set_source_rgb(cr, 1, 0, 1)
        cairo_paint(cr)
        cairo_destroy(cr)
        renderer.draw(to, on: surface, damage: [Rect(origin: .zero, size: Self.size)], except: move.destination)
        let drawn = surface.image(), whole = try Renderer(fonts: fonts).render(to).image()
        var left = 0, wrong = 0
        for y in 0..<drawn.height {
            for x in 0..<drawn.width {
                let i = y * drawn.width + x
                if move.destination.contains(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) {
                    if drawn.pixels[i] == 0xFFFF_00FF { left += 1 }
                } else if drawn.pixels[i] != whole.pixels[i] {
                    wrong += 1
                }
            }
        }
        #expect(left == 172 * 112, "every pixel the server moves left as it was")
        #expect(wrong == 0, "every other pixel as a whole frame draws it")
    }
}
