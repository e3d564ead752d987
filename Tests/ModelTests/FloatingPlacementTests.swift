import Model
import Testing

@Suite("Floating placement")
struct FloatingPlacementTests {
    let place = FloatingPlacement(container: Rect(x: 0, y: 0, width: 800, height: 560))
    let size = Size(width: 300, height: 180)

    @Test func clampKeepsTheWholePanelInside() {
        #expect(place.clamped(Point(x: -40, y: 500), size: size) == Point(x: 0, y: 380))
        #expect(place.clamped(Point(x: 120, y: 110), size: size) == Point(x: 120, y: 110))
        // A panel larger than the window sits at its top-left.
        #expect(place.clamped(Point(x: 50, y: 50), size: Size(width: 900, height: 600)) == Point(x: 0, y: 0))
    }

    @Test func throwProjectsWithUIKitDeceleration() {
        // 400 pt/s with r = 0.998 projects (0.4 · 0.998 / 0.002) = 199.6 points, rounded to whole points.
        #expect(place.restingOrigin(from: Point(x: 100, y: 100), velocity: Vector(dx: 400, dy: 0), size: size)
            == Point(x: 300, y: 100))
        #expect(place.restingOrigin(from: Point(x: 300, y: 200), velocity: Vector(dx: 0, dy: -200), size: size)
            == Point(x: 300, y: 100))
    }

    @Test func throwBeyondAnEdgeLandsAgainstIt() {
        #expect(place.restingOrigin(from: Point(x: 100, y: 100), velocity: Vector(dx: 3000, dy: 3000), size: size)
            == Point(x: 500, y: 380))
        #expect(place.restingOrigin(from: Point(x: 100, y: 100), velocity: Vector(dx: -3000, dy: 0), size: size)
            == Point(x: 0, y: 100))
    }

    @Test func dragFollowsOneToOneInsideAndResistsOutside() {
        #expect(place.dragged(Point(x: 250, y: 40), size: size) == Point(x: 250, y: 40))
        let pulled = place.dragged(Point(x: -100, y: 40), size: size)
        // (1 − 1/(100·0.55/800 + 1))·800 = 51.46… points beyond the edge instead of 100.
        #expect(abs(pulled.x - -51.4619883) < 1e-6)
        #expect(pulled.y == 40)
        let further = place.dragged(Point(x: -400, y: 40), size: size)
        #expect(further.x < pulled.x && further.x > -400)
    }
}
