import Render
import Testing

@Suite("Tolerance syntax")
struct ToleranceSyntaxTests {
    @Test func pixelsAreACountOrAPercentage() {
        #expect(Tolerance.parse("0:0") == .exact)
        #expect(Tolerance.parse("0.1%:8") == .live)
        #expect(Tolerance.parse("3:2") == Tolerance(maxPixels: 3, maxLevels: 2))
        #expect(Tolerance.parse("100%:255") == Tolerance(maxFraction: 1, maxLevels: 255))
        #expect(Tolerance.live.syntax == "0.1%:8" && Tolerance.exact.syntax == "0:0")
        #expect(Tolerance.live.description == "0.1% of pixels, 8 levels")
        #expect(Tolerance(maxPixels: 1, maxLevels: 0).description == "1 pixel, 0 levels")
    }

    @Test(arguments: ["", ":", "1", "1:", ":1", "1:256", "-1:0", "1.5:0", "101%:0", "%:0", ".5%:0", "5.%:0", "1e2%:0",
                      "nan%:0", "0x1:0", "1:2:3", "1 :2", "1:+2"])
    func anythingElseIsRefused(text: String) {
        #expect(Tolerance.parse(text) == nil)
    }

    @Test func aCountBoundsPixelsWhateverTheImageSize() {
        let base = Image(width: 40, height: 30, fill: 0xFF20_4060)
        var changed = base
        changed[0, 0] = 0xFF20_4062
        changed[5, 7] = 0xFF20_4062
        let d = ImageComparison.compare(expected: base, actual: changed)
        #expect(d.passes(Tolerance(maxPixels: 2, maxLevels: 2)))
        #expect(!d.passes(Tolerance(maxPixels: 1, maxLevels: 2)))
        #expect(d.differenceBounds == PixelBounds(minX: 0, minY: 0, maxX: 5, maxY: 7))
        #expect(d.differenceBounds?.description == "x 0…5, y 0…7")
    }
}
