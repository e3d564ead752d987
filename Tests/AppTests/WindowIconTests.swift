@testable import App
import Render
import Testing

/// The `_NET_WM_ICON` every window carries: the bundled icon, 128×128, straight alpha.
struct WindowIconTests {
    @Test func cardinalsAreWidthHeightThenEveryPixel() throws {
        let cardinals = try WindowIcon.cardinals()
        #expect(Array(cardinals.prefix(2)) == [128, 128])
        #expect(cardinals.count == 2 + 128 * 128)
        // The icon is opaque: its corner is the backdrop's top colour.
        #expect(cardinals[2] >> 24 == 0xFF)
    }

    @Test func shrinkingAveragesEachBlock() {
        var image = Image(width: 256, height: 256, fill: 0xFF00_0000)
        image[0, 0] = 0xFFFF_FFFF
        image[1, 1] = 0xFFFF_FFFF
        let small = WindowIcon.shrunk(image)
        #expect(small.width == 128 && small.height == 128)
        #expect(small[0, 0] == 0xFF80_8080)
        #expect(small[1, 0] == 0xFF00_0000)
    }

    @Test func unpremultiplyingDividesByAlpha() {
        #expect(WindowIcon.unpremultiplied(0x8040_2000) == 0x8080_4000)
        #expect(WindowIcon.unpremultiplied(0x0000_0000) == 0)
        #expect(WindowIcon.unpremultiplied(0xFF12_3456) == 0xFF12_3456)
    }
}
