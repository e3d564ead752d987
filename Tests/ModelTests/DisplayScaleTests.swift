import Model
import Testing

/// The scale arithmetic: Xft.dpi to a scale, the option's range, canvases in pixels.
@Suite("Display scale")
struct DisplayScaleTests {
    @Test(arguments: [
        (96.0, 1.0), (120, 1.25), (144, 1.5), (168, 1.75), (192, 2), (288, 3), (384, 4),
        (110, 1.25), (100, 1), (131, 1.25), (132, 1.5), (179, 1.75), (180, 2), (200, 2),
        (72, 1), (1, 1), (500, 4), (10_000, 4),
    ])
    func dpiRoundsToAQuarterWithinOneToFour(dpi: Double, scale: Double) {
        #expect(DisplayScale.scale(forDPI: dpi) == scale)
    }

    @Test func missingOrGarbageDPIIsOne() {
        for dpi in [nil, 0, -96, .nan, .infinity] as [Double?] { #expect(DisplayScale.scale(forDPI: dpi) == 1) }
        for text in [nil, "", "big", "192dpi", "nan", "-192"] as [String?] { #expect(DisplayScale.scale(forResource: text) == 1) }
        #expect(DisplayScale.scale(forResource: "192") == 2)
        #expect(DisplayScale.scale(forResource: " 144.0 ") == 1.5)
    }

    @Test func theOptionIsAFiniteNumberFromOneToFour() {
        for good in [1, 1.25, 2, 3.9, 4] { #expect(DisplayScale.problem(good) == nil) }
        for bad in [0, 0.99, 4.01, -2, .nan, .infinity] {
            #expect(DisplayScale.problem(bad)?.hasPrefix("expected a scale from 1 to 4") == true)
        }
    }

    @Test func canvasesRoundUpToWholePixels() {
        #expect(DisplayScale.pixels(of: Size(width: 800, height: 560), scale: 2) == (1600, 1120))
        #expect(DisplayScale.pixels(of: Size(width: 801, height: 3), scale: 1.5) == (1202, 5))
        #expect(DisplayScale.pixels(of: Size(width: 800, height: 560), scale: 1) == (800, 560))
    }

    @Test func rectsAndRadiiScale() {
        #expect(Rect(x: 1.5, y: 2, width: 3, height: 4).scaled(by: 2) == Rect(x: 3, y: 4, width: 6, height: 8))
        #expect(CornerRadii(all: 12).scaled(by: 1.5) == CornerRadii(all: 18))
    }
}
