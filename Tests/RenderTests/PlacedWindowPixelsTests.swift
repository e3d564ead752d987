import CCairo
import Assets
import Model
@testable import Render
import Testing

/// A placed window's pixels (``DisplayItem/window(_:_:revision:opaque:)``): drawn exactly where it is,
/// one pixel per device pixel, clipped to its frame; nothing at all while the host has none.
@Suite("Renderer: placed windows")
struct PlacedWindowPixelsTests {
    let fonts: FontLibrary

    init() throws {
        fonts = try FontLibrary(configFile: Assets.fontConfiguration)
    }

    /// `items` over a white 100×60 point window, drawn at `scale`.
    func draw(_ items: [DisplayItem], scale: Double, pixels: HostedPixels?) throws -> Image {
        let renderer = Renderer(fonts: fonts, scale: scale)
        renderer.hostedPixels = pixels
        let surface = try ImageSurface(width: Int(100 * scale), height: Int(60 * scale))
        renderer.draw(DisplayList(size: Size(width: 100, height: 60), items: [.fill(Rect(x: 0, y: 0, width: 100, height: 60), .white)] + items),
                      on: surface)
        return surface.image()
    }

    @Test(arguments: [1.0, 2.0])
    func itsPixelsAreDrawnExactlyWhereItIsClippedToItsFrame(scale: Double) throws {
        let store = HostedPixels()
        let pattern = HostedPixelsTests.pattern()
        try pattern.withUnsafeBufferPointer { try store.update("menu", width: 30, height: 20, rects: [], from: $0) }
        // The frame is 2 device pixels narrower than the image: those are clipped away.
        let frame = Rect(x: 10, y: 8, width: 28 / scale, height: 20 / scale)
        let image = try draw([.window(frame, "menu", revision: 3)], scale: scale, pixels: store)
        let (x0, y0) = (Int(10 * scale), Int(8 * scale))
        for y in 0..<20 {
            for x in 0..<30 {
                let shown = image.pixels[(y0 + y) * image.width + x0 + x]
                #expect(shown == (x < 28 ? pattern[y * 30 + x] : 0xFFFF_FFFF), "(\(x), \(y))")
            }
        }
    }

    @Test func withoutPixelsNothingIsDrawn() throws {
        let frame = Rect(x: 10, y: 8, width: 50, height: 30)
        let store = HostedPixels()
        try HostedPixelsTests.pattern().withUnsafeBufferPointer { try store.update("other", width: 30, height: 20, rects: [], from: $0) }
        for pixels in [nil, store] {
            let image = try draw([.window(frame, "menu", revision: 0)], scale: 1, pixels: pixels)
            #expect(Set(image.pixels) == [0xFFFF_FFFF], "no placeholder: the white under it")
        }
    }

    /// An opaque placed window (the root's background) hides what lies under it: only the part
    /// of the fill it leaves is painted; a window not known to be opaque hides nothing.
    @Test func anOpaqueWindowHidesWhatIsUnderIt() {
        let fill = DisplayItem.fill(Rect(x: 0, y: 0, width: 100, height: 60), .white)
        let window = Rect(x: 0, y: 0, width: 100, height: 40)
        let damage = [Rect(x: 0, y: 0, width: 100, height: 60)]
        let hidden = Occlusion(items: [fill, .window(window, "root", revision: 0, opaque: true)], damage: damage)
        var left = cairo_rectangle_int_t()
        cairo_region_get_extents(hidden.visible[0]!.pointer, &left)
        #expect((left.x, left.y, left.width, left.height) == (0, 40, 100, 20), "the fill below the window only")
        #expect(hidden.uncovered.isEmpty)
        let shown = Occlusion(items: [fill, .window(window, "menu", revision: 0)], damage: damage)
        var all = cairo_rectangle_int_t()
        cairo_region_get_extents(shown.visible[0]!.pointer, &all)
        #expect((all.x, all.y, all.width, all.height) == (0, 0, 100, 60), "all of the fill")
    }
}
