import Assets
import Desktop
import Model
import Render
import Testing

/// The pixels ``ServerRegion`` gives the X server are those cairo covers wholly when it draws an
/// app clipped to its panel's corners: there the app's pixel is shown as it is either way.
struct ServerRegionPixelsTests {
    @Test(arguments: [(12.0, 1.0), (12.0, 1.5), (12.0, 2.0), (6.5, 1.0), (20.0, 1.25)])
    func theServersPixelsAreThoseTheClipCoversWholly(radius: Double, scale: Double) throws {
        let area = Rect(x: 24, y: 32, width: 120, height: 80)
        let radii = CornerRadii(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
        let list = DisplayList(size: Size(width: 160, height: 120), items: [.roundedClip(area, radii, [.fill(area, .white)])])
        let image = try Renderer(fonts: try FontLibrary(configFile: Assets.fontConfiguration), scale: scale).render(list).image()
        let region = try #require(ServerRegion(area: area, radii: radii, covered: [], scale: scale))
        var drawn = 0, cornersCovered = 0
        for r in region.drawn {
            for y in r.y..<(r.y + r.height) {
                for x in r.x..<(r.x + r.width) {
                    drawn += 1
                    #expect(image[x, y] == 0xFFFF_FFFF, "pixel (\(x), \(y)) is the server's but cairo covers it in part")
                }
            }
        }
        for r in region.corners {
            for y in r.y..<(r.y + r.height) {
                for x in r.x..<(r.x + r.width) where image[x, y] == 0xFFFF_FFFF { cornersCovered += 1 }
            }
        }
        #expect(drawn > region.area.width * region.area.height * 9 / 10)
        // The arc's margin leaves Flotilla few of the pixels cairo covers wholly: at most one a row of a corner.
        #expect(cornersCovered <= 4 * Int((radius * scale).rounded(.up)), "\(cornersCovered) wholly covered pixels left to Flotilla")
    }
}
