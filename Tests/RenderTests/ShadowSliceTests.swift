import Model
@testable import Render
import CCairo
import Testing

@Suite("Nine-sliced shadows")
struct ShadowSliceTests {
    static func bytes(_ m: ShadowCache.Mask) -> [UInt8] {
        let data = cairo_image_surface_get_data(m.surface)!, stride = Int(cairo_image_surface_get_stride(m.surface))
        return (0..<m.height).flatMap { y in (0..<m.width).map { data[y * stride + $0] } }
    }

    /// A large mask made from slices is exactly the mask blurred at that size.
    @Test(arguments: [(300.0, 180.0, CornerRadii(all: 14), 24.0), (361, 259, CornerRadii(topLeft: 20, topRight: 0, bottomRight: 8, bottomLeft: 12), 3),
                      (1000, 120, CornerRadii(all: 12), 18)])
    func slicesGiveTheSameMaskAsBlurringTheWholeShape(width: Double, height: Double, radii: CornerRadii, blur: Double) throws {
        let cache = ShadowCache()
        let sliced = try #require(cache.mask(size: Size(width: width, height: height), radii: radii, blurRadius: blur))
        let direct = try #require(ShadowCache().blurred(width: Int(width), height: Int(height), radii: radii, blurRadius: blur))
        #expect(sliced.width == direct.width && sliced.height == direct.height && sliced.padding == direct.padding)
        #expect(Self.bytes(sliced) == Self.bytes(direct))
    }

    /// Resizing a panel through twenty sizes blurs its shadow once.
    @Test func resizingNeverBlursAgain() {
        let cache = ShadowCache()
        for i in 0..<20 {
            _ = cache.mask(size: Size(width: 300 + Double(i * 7), height: 180 + Double(i * 3)), radii: CornerRadii(all: 14), blurRadius: 24)
        }
        #expect(cache.misses == 1)
    }
}
