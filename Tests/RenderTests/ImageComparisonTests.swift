import Foundation
import Render
import Testing

@Suite("Image comparison")
struct ImageComparisonTests {
    let base = Image(width: 40, height: 30, fill: 0xFF20_4060)

    @Test func identicalImagesPass() {
        let d = ImageComparison.compare(expected: base, actual: base)
        #expect(d.isIdentical)
        #expect(d.passes(.exact))
        #expect(d.description == "identical")
    }

    @Test func aSingleChangedPixelIsFound() {
        var changed = base
        changed[7, 9] = 0xFF20_4061
        let d = ImageComparison.compare(expected: base, actual: changed)
        #expect(d.differingPixels == 1)
        #expect(d.maxLevels == 1)
        #expect(!d.passes(.exact))
        #expect(d.description == "1 of 1200 pixels differ (0.08%), by up to 1 levels")
        let diff = ImageComparison.diffImage(expected: base, actual: changed)
        #expect(diff[7, 9] >> 16 & 0xFF >= 128 && diff[7, 9] & 0xFFFF == 0)
        #expect(diff[0, 0] >> 16 & 0xFF == diff[0, 0] & 0xFF)
    }

    @Test func toleranceBoundsBothCountAndLevel() {
        var changed = base
        changed[0, 0] = 0xFF20_4068
        let small = ImageComparison.compare(expected: base, actual: changed)
        #expect(small.passes(Tolerance(maxFraction: 0.001, maxLevels: 8)))
        #expect(!small.passes(Tolerance(maxFraction: 0.001, maxLevels: 7)))
        changed[1, 0] = 0xFF20_4061
        changed[2, 0] = 0xFF20_4061
        // 3 of 1200 pixels: over 0.1 %.
        #expect(!ImageComparison.compare(expected: base, actual: changed).passes(.live))
    }

    @Test func differentSizesNeverPass() {
        let d = ImageComparison.compare(expected: base, actual: Image(width: 41, height: 30, fill: 0xFF20_4060))
        #expect(!d.passes(Tolerance(maxFraction: 1, maxLevels: 255)))
        #expect(d.description == "sizes differ: expected 40×30, got 41×30")
    }
}

@Suite("PNG files")
struct PNGTests {
    @Test func roundTripKeepsEveryPixel() throws {
        var image = Image(width: 5, height: 4, fill: 0xFF00_0000)
        for y in 0..<4 { for x in 0..<5 { image[x, y] = 0xFF00_0000 | UInt32(x * 50) << 16 | UInt32(y * 60) << 8 | 0x7F } }
        image[4, 3] = 0x8040_2010
        let decoded = try Image(pngData: image.pngData())
        #expect(decoded == image)
    }

    @Test func encodingIsDeterministic() throws {
        let image = Image(width: 64, height: 64, fill: 0xFF33_6699)
        #expect(try image.pngData() == image.pngData())
    }

    @Test func corruptDataIsAnError() {
        #expect(throws: RenderError.self) { try Image(pngData: Data("not a png".utf8)) }
    }
}
