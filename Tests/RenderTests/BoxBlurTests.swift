@testable import Render
import Testing

@Suite("Shadow blur")
struct BoxBlurTests {
    @Test func threeBoxesMatchTheGaussiansVariance() {
        for sigma in [1.0, 2.5, 4, 9, 12] {
            let widths = BoxBlur.boxWidths(sigma: sigma)
            // A box of width w has variance (w² − 1) / 12; the variances of successive boxes add up.
            let variance = widths.reduce(0.0) { $0 + (Double($1 * $1) - 1) / 12 }
            #expect(abs(variance.squareRoot() - sigma) < 0.35, "σ \(sigma): boxes \(widths)")
            #expect(widths.allSatisfy { $0 % 2 == 1 })
        }
    }

    @Test func theBlurReachesItsRadiusAndNoFurther() {
        for tenths in stride(from: 5, through: 600, by: 7) {
            let radius = Double(tenths) / 10
            let reach = BoxBlur.reach(sigma: BoxBlur.sigma(forRadius: radius))
            #expect(Double(reach) <= radius.rounded(.up), "radius \(radius)")
            #expect(Double(reach) >= radius * 0.75 - 1, "radius \(radius)")
        }
    }

    @Test func blurKeepsTheTotalAndSpreadsIt() {
        var pixels = [UInt8](repeating: 0, count: 41 * 41)
        pixels[20 * 41 + 20] = 255
        for i in -3...3 { for j in -3...3 { pixels[(20 + i) * 41 + 20 + j] = 255 } }
        let before = pixels.reduce(0) { $0 + Int($1) }
        BoxBlur.blur(&pixels, width: 41, height: 41, sigma: 3)
        let after = pixels.reduce(0) { $0 + Int($1) }
        #expect(abs(after - before) < before / 50)
        #expect(pixels[20 * 41 + 20] < 255 && pixels[20 * 41 + 20] > 100)
        #expect(pixels[20 * 41 + 30] > 0)
        // Symmetric.
        #expect(pixels[20 * 41 + 10] == pixels[20 * 41 + 30])
        #expect(pixels[10 * 41 + 20] == pixels[30 * 41 + 20])
    }
}
