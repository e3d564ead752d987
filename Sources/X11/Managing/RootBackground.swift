import CXCB
import Glibc

/// The root window's background as wallpaper setters publish it for compositors: a pixmap of the
/// root's depth named by `_XROOTPMAP_ID` (feh, hsetroot, nitrogen, xwallpaper), `ESETROOT_PMAP_ID`
/// (Esetroot) or `_XSETROOT_ID` (xsetroot), the first of them set.
extension X11Connection {
    /// The root properties that may name its background pixmap, in the order they are read.
    static let rootBackgroundProperties = ["_XROOTPMAP_ID", "ESETROOT_PMAP_ID", "_XSETROOT_ID"]

    /// The root's background as `width` × `height` opaque ARGB32 pixels (row-major, no padding):
    /// its pixmap tiled from the root's top-left, as the server tiles a window's background; nil
    /// when no property names a pixmap. Throws, naming the property, when the pixmap it names
    /// cannot be read (it is gone, or not of the root's depth).
    public func rootBackground(width: Int, height: Int) throws(X11Error) -> [UInt32]? {
        guard width > 0, height > 0 else { return nil }
        guard let (name, pixmap) = rootBackgroundPixmap() else { return nil }
        let what = "the root's background (\(name) pixmap 0x\(String(pixmap, radix: 16)))"
        let geometry = try reply("GetGeometry of \(what)") { xcb_get_geometry_reply(raw, xcb_get_geometry(raw, pixmap), $0) }
        let (depth, tileWidth, tileHeight) = (Int(geometry.pointee.depth), Int(geometry.pointee.width), Int(geometry.pointee.height))
        free(geometry)
        let rootDepth = Int(screen.pointee.root_depth)
        guard depth == rootDepth else { throw .requestFailed("\(what) has depth \(depth), the root \(rootDepth)") }
        // The part of the tile the screen shows is read, however large the pixmap.
        let tile = try pixels(of: pixmap, width: min(tileWidth, width), height: min(tileHeight, height), what: what)
        return Self.tiled(tile, width: min(tileWidth, width), height: min(tileHeight, height), over: width, height)
    }

    /// The first root property of ``rootBackgroundProperties`` that names a pixmap, and the pixmap.
    private func rootBackgroundPixmap() -> (String, xcb_pixmap_t)? {
        for name in Self.rootBackgroundProperties {
            guard let property = try? property(name, of: rootWindow), property.format == 32,
                  let pixmap = property.values32.first, pixmap != 0 else { continue }
            return (name, pixmap)
        }
        return nil
    }

    /// GetImage of `pixmap`'s top-left `width` × `height` pixels, in bands of at most 4 MiB.
    private func pixels(of pixmap: xcb_pixmap_t, width: Int, height: Int, what: String) throws(X11Error) -> [UInt32] {
        var pixels = [UInt32](repeating: 0, count: width * height)
        let rowsPerBand = max(1, (4 << 20) / (width * 4))
        for top in stride(from: 0, to: height, by: rowsPerBand) {
            let rows = min(rowsPerBand, height - top)
            let image = try reply("GetImage of \(what)") {
                xcb_get_image_reply(raw, xcb_get_image(raw, UInt8(XCB_IMAGE_FORMAT_Z_PIXMAP.rawValue), pixmap, 0, Int16(top),
                                                       UInt16(width), UInt16(rows), UInt32.max), $0)
            }
            defer { free(image) }
            let length = Int(xcb_get_image_data_length(image))
            guard length == width * rows * 4, let data = xcb_get_image_data(image) else {
                throw .unsupportedVisual("GetImage of \(what): \(length) bytes for \(width)×\(rows) pixels")
            }
            pixels.withUnsafeMutableBytes { target in
                target.baseAddress!.advanced(by: top * width * 4).copyMemory(from: data, byteCount: length)
            }
        }
        return pixels
    }

    /// `tile` (`tileWidth` × `tileHeight`) repeated over `width` × `height` from the top-left, every
    /// pixel opaque (the top byte of a depth-24 pixel is not defined).
    static func tiled(_ tile: [UInt32], width tileWidth: Int, height tileHeight: Int, over width: Int, _ height: Int) -> [UInt32] {
        var out = [UInt32](repeating: 0, count: width * height)
        out.withUnsafeMutableBufferPointer { out in
            tile.withUnsafeBufferPointer { tile in
                for y in 0..<height {
                    let source = (y % tileHeight) * tileWidth, row = y * width
                    var x = 0
                    while x < width {
                        let run = min(tileWidth, width - x)
                        for i in 0..<run { out[row + x + i] = tile[source + i] | 0xFF00_0000 }
                        x += run
                    }
                }
            }
        }
        return out
    }
}
