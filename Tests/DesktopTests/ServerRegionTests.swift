import Desktop
import Model
import Testing

/// Where the X server shows an app's new pixels itself: its area one to one, less its rounded
/// corners' partly covered pixels and what Flotilla drew above the panel.
struct ServerRegionTests {
    /// Whether pixel (x, y) lies in one of `rects`.
    private func holds(_ rects: [PixelRect], _ x: Int, _ y: Int) -> Bool {
        rects.contains { x >= $0.x && x < $0.x + $0.width && y >= $0.y && y < $0.y + $0.height }
    }

    private func pixels(_ rects: [PixelRect]) -> Int { rects.reduce(0) { $0 + $1.width * $1.height } }

    @Test func squareCornersAndNothingAboveShowTheWholeArea() throws {
        let region = try #require(ServerRegion(area: Rect(x: 100, y: 50, width: 300, height: 200), radii: .zero, covered: [], scale: 1))
        #expect(region.area == PixelRect(x: 100, y: 50, width: 300, height: 200))
        #expect(region.drawn == [region.area] && region.corners.isEmpty)
        #expect(region.route([PixelRect(x: 10, y: 20, width: 30, height: 5)]) == [PixelRect(x: 10, y: 20, width: 30, height: 5)],
                "in the app window's pixels")
        #expect(region.route([PixelRect(x: 290, y: 0, width: 40, height: 5)]) == [PixelRect(x: 290, y: 0, width: 10, height: 5)],
                "clipped to the area")
    }

    @Test func roundedCornersKeepTheirArcsForFlotilla() throws {
        let radii = CornerRadii(topLeft: 0, topRight: 0, bottomRight: 12, bottomLeft: 12)
        let region = try #require(ServerRegion(area: Rect(x: 0, y: 28, width: 300, height: 200), radii: radii, covered: [], scale: 1))
        // The last row: the square's pixels all cross the arc; just past the square, drawn.
        #expect(!holds(region.drawn, 0, 227) && !holds(region.drawn, 11, 227) && holds(region.drawn, 12, 227))
        #expect(holds(region.corners, 0, 227) && holds(region.corners, 11, 227) && holds(region.corners, 299, 227))
        // Well inside the arc (6 px in from both edges of the square's inner corner), drawn.
        #expect(holds(region.drawn, 8, 220) && holds(region.drawn, 291, 220))
        // Every pixel of the area is the server's or Flotilla's, once.
        #expect(pixels(region.drawn) + pixels(region.corners) == 300 * 200)
        for x in [0, 5, 11, 150, 290, 299] {
            for y in [28, 216, 220, 227] {
                #expect(holds(region.drawn, x, y) != holds(region.corners, x, y), "pixel (\(x), \(y))")
            }
        }
        // A corner's arc alone: nothing for the server, and no need of a frame either.
        #expect(region.route([PixelRect(x: 0, y: 198, width: 3, height: 2)]) == [])
    }

    @Test func whatFlotillaDrewAboveTakesDamageThereFromTheServer() throws {
        // A panel's shadow over the right part of the area, from x 250.5 (points) on.
        let region = try #require(ServerRegion(area: Rect(x: 0, y: 0, width: 300, height: 200), radii: .zero,
                                               covered: [Rect(x: 250.5, y: 20, width: 100, height: 50)], scale: 1))
        #expect(!holds(region.drawn, 250, 30) && holds(region.drawn, 249, 30) && holds(region.drawn, 260, 10))
        #expect(region.route([PixelRect(x: 240, y: 30, width: 20, height: 2)]) == nil, "part of it is Flotilla's to draw")
        #expect(region.route([PixelRect(x: 100, y: 100, width: 20, height: 2)]) == [PixelRect(x: 100, y: 100, width: 20, height: 2)])
    }

    @Test func theAreaMustStartOnAPixel() throws {
        #expect(ServerRegion(area: Rect(x: 10.5, y: 20, width: 300, height: 200), radii: .zero, covered: [], scale: 1) == nil)
        let doubled = try #require(ServerRegion(area: Rect(x: 10.5, y: 20, width: 300, height: 200), radii: .zero, covered: [], scale: 2))
        #expect(doubled.area == PixelRect(x: 21, y: 40, width: 600, height: 400))
    }
}
