import Model
import Testing

@Suite("Geometry and appearance")
struct GeometryTests {
    @Test func colorsParseHexWithAndWithoutAlpha() {
        #expect(Color(hex: "#FF8000") == Color(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
        #expect(Color(hex: "#00000080")?.alpha == 128.0 / 255)
        #expect(Color(hex: "FF8000") == nil)
        #expect(Color(hex: "#FF80") == nil)
        #expect(Color(hex: "#GG0000") == nil)
        #expect(Color(hex: "#1A2B3C")?.hex == "#1A2B3C")
    }

    @Test func rectUnionIntersectionAndIntegral() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10), b = Rect(x: 5, y: 5, width: 10, height: 10)
        #expect(a.union(b) == Rect(x: 0, y: 0, width: 15, height: 15))
        #expect(a.intersection(b) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.intersection(Rect(x: 20, y: 0, width: 1, height: 1)).isEmpty)
        #expect(Rect(x: 0.5, y: 1.2, width: 2, height: 2).integral == Rect(x: 0, y: 1, width: 3, height: 3))
        #expect(a.union(.zero) == a)
    }

    @Test func cornerRadiiShrinkToFit() {
        #expect(CornerRadii(all: 20).fitted(to: Size(width: 30, height: 100)) == CornerRadii(all: 15))
        #expect(CornerRadii(all: 5).fitted(to: Size(width: 30, height: 100)) == CornerRadii(all: 5))
    }

    @Test func surfaceBoundsIncludeShadowReach() {
        let s = SurfaceItem(frame: Rect(x: 100, y: 100, width: 50, height: 50), radii: .zero, background: .white,
                            shadows: [Shadow(offset: Vector(dx: 0, dy: 8), radius: 10, spread: 2, opacity: 0.3)])
        #expect(s.bounds == Rect(x: 88, y: 96, width: 74, height: 74))
        var hidden = s
        hidden.shadows[0].hidden = true
        #expect(hidden.bounds == s.frame)
    }
}
