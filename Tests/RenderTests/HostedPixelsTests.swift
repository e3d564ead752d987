import Assets
import Model
import Render
import Testing

/// An app's pixels drawn where a display list shows its content: exactly, one pixel per device
/// pixel, inside a retained layer as well as directly; updated where it drew; a placeholder where
/// there are none.
@Suite("Renderer: hosted pixels")
struct HostedPixelsTests {
    let fonts: FontLibrary

    init() throws {
        fonts = try FontLibrary(configFile: Assets.fontConfiguration)
    }

    /// A 30×20 pixel pattern: every pixel different, opaque.
    static func pattern(width: Int = 30, height: Int = 20, seed: UInt32 = 0) -> [UInt32] {
        (0..<(width * height)).map { 0xFF00_0000 | (UInt32($0) &* 2_654_435_761 &+ seed) & 0x00FF_FFFF }
    }

    func draw(_ item: DisplayItem, scale: Double, pixels: HostedPixels?) throws -> Image {
        let renderer = Renderer(fonts: fonts, scale: scale)
        renderer.hostedPixels = pixels
        let surface = try ImageSurface(width: Int(100 * scale), height: Int(60 * scale))
        renderer.draw(DisplayList(size: Size(width: 100, height: 60), items: [item]), on: surface)
        return surface.image()
    }

    /// The pixels of `image` in the rectangle at (x, y), `width` × `height`.
    func crop(_ image: Image, x: Int, y: Int, width: Int, height: Int) -> [UInt32] {
        (y..<(y + height)).flatMap { row in image.pixels[(row * image.width + x)..<(row * image.width + x + width)] }
    }

    @Test(arguments: [1.0, 2.0])
    func anAppsPixelsAreDrawnExactlyWhereItsContentIs(scale: Double) throws {
        let store = HostedPixels()
        let pattern = Self.pattern()
        try pattern.withUnsafeBufferPointer { try store.update("app", width: 30, height: 20, rects: [], from: $0) }
        let content = HostedContent(panel: "app", name: "App")
        // At scale 2 the 30×20 pixels fill 15×10 points.
        let area = Rect(x: 10, y: 8, width: 30 / scale, height: 20 / scale)
        for item in [DisplayItem.hosted(area, content),
                     .layer(LayerItem(id: .named("panel"), origin: Point(x: 10, y: 8), items: [.hosted(Rect(origin: .zero, size: area.size), content)]))] {
            let image = try draw(item, scale: scale, pixels: store)
            #expect(crop(image, x: Int(10 * scale), y: Int(8 * scale), width: 30, height: 20) == pattern)
            #expect(image.pixels[Int(8 * scale - 1) * image.width + Int(10 * scale)] == 0, "nothing drawn above it")
        }
    }

    @Test func onlyDamagedRectanglesAreCopiedAndANewSizeStartsAfresh() throws {
        let store = HostedPixels()
        let first = Self.pattern(), second = Self.pattern(seed: 99)
        try first.withUnsafeBufferPointer { try store.update("app", width: 30, height: 20, rects: [], from: $0) }
        try second.withUnsafeBufferPointer {
            try store.update("app", width: 30, height: 20, rects: [Rect(x: 5, y: 5, width: 10, height: 4)], from: $0)
        }
        let image = try draw(.hosted(Rect(x: 0, y: 0, width: 30, height: 20), HostedContent(panel: "app", name: "App")), scale: 1, pixels: store)
        for y in 0..<20 {
            for x in 0..<30 {
                let fresh = (5..<15).contains(x) && (5..<9).contains(y)
                #expect(image.pixels[y * 100 + x] == (fresh ? second : first)[y * 30 + x])
            }
        }
        let small = Self.pattern(width: 10, height: 10, seed: 7)
        try small.withUnsafeBufferPointer { try store.update("app", width: 10, height: 10, rects: [], from: $0) }
        #expect(store.size(of: "app")! == (10, 10))
    }

    @Test func withoutPixelsThePlaceholderNamesTheApp() throws {
        let content = HostedContent(panel: "app", name: "xlogo")
        let image = try draw(.hosted(Rect(x: 0, y: 0, width: 100, height: 60), content), scale: 1, pixels: nil)
        let colours = Set(image.pixels)
        #expect(colours.count > 2, "a ground and the name's text")
        #expect(image.pixels[0] == 0xFFF0_F0F4, "the placeholder's pale ground")
    }
}

extension HostedPixelsTests {
    /// An app that draws its own shadow: its window's transparent margin lies outside its panel's
    /// frame, to the layer's left and above it, and what is under it shows through.
    @Test(arguments: [1.0, 2.0])
    func anAppsTransparentMarginShowsWhatIsUnder(scale: Double) throws {
        let (width, height) = (Int(50 * scale), Int(40 * scale)), margin = Int(10 * scale)
        let red: UInt32 = 0xFFFF_0000, shade: UInt32 = 0x4000_0000
        let pixels = (0..<(width * height)).map { i -> UInt32 in
            let (x, y) = (i % width, i / width)
            let inside = x >= margin && y >= margin && x < width - margin && y < height - margin
            return inside ? red : y < margin / 2 ? 0 : shade
        }
        let store = HostedPixels()
        try pixels.withUnsafeBufferPointer { try store.update("app", width: width, height: height, rects: [], from: $0) }
        let content = HostedContent(panel: "app", name: "App", decorations: .clientSide(shadow: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)))
        let layer = LayerItem(id: .named("panel"), origin: Point(x: 30, y: 20), items: [.hosted(Rect(x: -10, y: -10, width: 50, height: 40), content)])
        let renderer = Renderer(fonts: fonts, scale: scale)
        renderer.hostedPixels = store
        let surface = try ImageSurface(width: Int(100 * scale), height: Int(60 * scale))
        renderer.draw(DisplayList(size: Size(width: 100, height: 60), items: [.fill(Rect(x: 0, y: 0, width: 100, height: 60), .white), .layer(layer)]),
                      on: surface)
        let image = surface.image()
        func at(_ x: Double, _ y: Double) -> UInt32 { image.pixels[Int(y * scale) * image.width + Int(x * scale)] }
        #expect(at(21, 11) == 0xFFFF_FFFF, "clear margin: the white under it")
        #expect(at(21, 18) == 0xFFBF_BFBF, "shadow: the white darkened by a quarter")
        #expect(at(35, 25) == red, "the app's frame")
    }

    /// In a layer drawn smaller (an exposé cell drawn ahead) an app's pixels are averaged, not
    /// sampled: one-pixel black and white stripes shrunk to 0.4 are an even grey.
    @Test func anAppsPixelsShrunkInALayerAreAveragedNotSampled() throws {
        let store = HostedPixels()
        let stripes = (0..<(40 * 20)).map { $0 % 2 == 0 ? UInt32(0xFF00_0000) : 0xFFFF_FFFF }
        try stripes.withUnsafeBufferPointer { try store.update("app", width: 40, height: 20, rects: [], from: $0) }
        let content = HostedContent(panel: "app", name: "App")
        let cell = DisplayItem.layer(LayerItem(id: .named("cell"), origin: Point(x: 10, y: 10), scale: 0.4,
                                               items: [.hosted(Rect(x: 0, y: 0, width: 40, height: 20), content)]))
        let image = try draw(cell, scale: 1, pixels: store)
        // 16×8 pixels from (10, 10); those a pixel inside its edge.
        let inside = crop(image, x: 11, y: 11, width: 14, height: 6)
        let greens = inside.map { Int(($0 >> 8) & 0xFF) }
        #expect(greens.allSatisfy { abs($0 - 128) <= 4 }, "\(greens)")
    }
}
