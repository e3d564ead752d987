import Foundation
import Model
import Render
import Testing

@Suite("PNG encoding")
struct PNGEncoderTests {
    static func noise(_ width: Int, _ height: Int, alpha: (Int) -> UInt32) -> Image {
        var random = SplitMix64(seed: 42)
        var image = Image(width: width, height: height, fill: 0)
        for i in image.pixels.indices {
            let a = alpha(i)
            // Premultiplied: every channel at most the alpha.
            let channel = { UInt32(random.next() % UInt64(a + 1)) }
            image.pixels[i] = a << 24 | channel() << 16 | channel() << 8 | channel()
        }
        return image
    }

    @Test func opaqueImagesRoundTripAsRGB() throws {
        let image = Self.noise(97, 31) { _ in 255 }
        let png = try image.pngData()
        #expect(try Image(pngData: png) == image)
        #expect(png[25] == 2, "colour type RGB")
        #expect(try image.pngData() == png, "the same pixels give the same bytes")
    }

    @Test func translucentImagesKeepTheirAlpha() throws {
        let image = Self.noise(64, 16) { $0 % 3 == 0 ? 0 : 255 }
        let png = try image.pngData()
        #expect(png[25] == 6, "colour type RGBA")
        #expect(try Image(pngData: png) == image)
        // Half-transparent pixels come back within cairo's premultiplication rounding.
        let half = Self.noise(16, 16) { _ in 128 }
        let back = try Image(pngData: half.pngData())
        for (p, q) in zip(half.pixels, back.pixels) {
            for shift: UInt32 in [0, 8, 16, 24] { #expect(abs(Int(p >> shift & 0xFF) - Int(q >> shift & 0xFF)) <= 1) }
        }
    }
}
