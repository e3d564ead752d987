@testable import App
@testable import Bench
import CXCB
import Foundation
import Glibc
import Testing
@testable import X11

@Suite("The root's background, tiled")
struct RootBackgroundTilingTests {
    @Test func aTileRepeatsFromTheTopLeftWithEveryPixelOpaque() {
        let tile: [UInt32] = [0x0011_2233, 0x0044_5566, 0x8077_8899, 0x00AA_BBCC, 0xFFDD_EEFF, 0x0001_0203]
        let out = X11Connection.tiled(tile, width: 3, height: 2, over: 7, 5)
        var expected: [UInt32] = []
        for y in 0..<5 {
            for x in 0..<7 { expected.append(tile[(y % 2) * 3 + x % 3] | 0xFF00_0000) }
        }
        #expect(out == expected)
        #expect(X11Connection.tiled(tile, width: 3, height: 2, over: 2, 1) == [0xFF11_2233, 0xFF44_5566], "a tile larger than the screen: its top-left")
    }
}

extension Live {
    /// ``X11Connection/rootBackground(width:height:)`` on a private Xvfb, the pixmaps made here.
    @Suite("The root's background")
    struct RootBackgroundTests {
        let xvfb: PrivateXvfb
        let connection: X11Connection

        init() throws {
            xvfb = try PrivateXvfb(width: 64, height: 48)
            connection = try X11Connection(display: xvfb.display)
        }

        /// A pixmap of `depth` and `width` × `height` holding `pixels` (32 bits each, for depth 24).
        private func pixmap(depth: UInt8 = 24, width: Int, height: Int, pixels: [UInt32] = []) -> xcb_pixmap_t {
            let raw = connection.raw, pixmap = xcb_generate_id(raw), gc = xcb_generate_id(raw)
            xcb_create_pixmap(raw, depth, pixmap, connection.rootWindow, UInt16(width), UInt16(height))
            xcb_create_gc(raw, gc, pixmap, 0, nil)
            if !pixels.isEmpty {
                xcb_put_image(raw, UInt8(XCB_IMAGE_FORMAT_Z_PIXMAP.rawValue), pixmap, gc, UInt16(width), UInt16(height), 0, 0, 0, depth,
                              UInt32(pixels.count * 4), pixels.withUnsafeBytes { $0.baseAddress!.assumingMemoryBound(to: UInt8.self) })
            }
            xcb_free_gc(raw, gc)
            connection.flush()
            return pixmap
        }

        private func name(_ pixmap: xcb_pixmap_t, in property: String) throws {
            let atom = try connection.atom(property)
            xcb_change_property(connection.raw, UInt8(XCB_PROP_MODE_REPLACE.rawValue), connection.rootWindow, atom,
                                XCB_ATOM_PIXMAP.rawValue, 32, 1, [pixmap])
            try connection.sync()
        }

        @Test func thePixmapTheFirstPropertyNamesIsTiledOverTheScreen() throws {
            #expect(try connection.rootBackground(width: 64, height: 48) == nil, "no property names a pixmap")
            let tile: [UInt32] = [0x00FF_0000, 0x0000_FF00, 0x0000_00FF, 0x00FF_FFFF, 0x0012_3456, 0x0065_4321]
            try name(pixmap(width: 3, height: 2, pixels: tile), in: "_XSETROOT_ID")
            let read = try #require(try connection.rootBackground(width: 7, height: 5))
            #expect(read == X11Connection.tiled(tile, width: 3, height: 2, over: 7, 5), "xsetroot's")
            // A wallpaper setter's property comes first.
            try name(pixmap(width: 1, height: 1, pixels: [0x002A_6F3A]), in: "_XROOTPMAP_ID")
            #expect(try connection.rootBackground(width: 4, height: 2) == Array(repeating: 0xFF2A_6F3A, count: 8))
        }

        @Test func aPixmapThatIsGoneOrOfAnotherDepthThrowsNamingTheProperty() throws {
            try name(pixmap(depth: 1, width: 8, height: 8), in: "_XROOTPMAP_ID")
            let depth = #expect(throws: X11Error.self) { try connection.rootBackground(width: 64, height: 48) }
            #expect(depth?.description.contains("_XROOTPMAP_ID pixmap") == true && depth?.description.contains("depth 1, the root 24") == true,
                    "\(String(describing: depth))")
            let gone = pixmap(width: 2, height: 2)
            xcb_free_pixmap(connection.raw, gone)
            try name(gone, in: "_XROOTPMAP_ID")
            let missing = #expect(throws: X11Error.self) { try connection.rootBackground(width: 64, height: 48) }
            #expect(missing?.description.contains("_XROOTPMAP_ID pixmap 0x\(String(gone, radix: 16))") == true, "\(String(describing: missing))")
        }
    }
}
