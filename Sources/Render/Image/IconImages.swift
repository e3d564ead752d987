import CCairo
import Glibc
import Model

/// Image files drawn by path (applications' icons): a PNG read by cairo once its header says it
/// is at most ``maximumSide`` pixels a side, an SVG rendered by librsvg at the size it is drawn;
/// neither parsed by Flotilla beyond that header. Each is kept at each size in device
/// pixels (the last ``capacity``); a file that cannot be read draws nothing, and is tried once.
final class IconImages {
    /// How many images are kept.
    static let capacity = 256
    /// The largest file read, and the largest side rendered, in pixels.
    static let maximumFileSize = 4 << 20, maximumSide = 1024

    private struct Key: Hashable {
        let path: String, width: Int, height: Int
    }

    /// An image surface, destroyed with this.
    private final class Surface {
        let pointer: OpaquePointer
        init(_ pointer: OpaquePointer) { self.pointer = pointer }
        deinit { cairo_surface_destroy(pointer) }
    }

    private var kept = LRU<Key, Surface?>(capacity: IconImages.capacity)

    /// Draws the image at `path` to fill `frame` (points; `scale` device pixels a point) on `cr`.
    func draw(_ path: String, in frame: Rect, scale: Double, on cr: OpaquePointer) {
        let width = min(Self.maximumSide, max(1, Int((frame.width * scale).rounded()))), height = min(Self.maximumSide, max(1, Int((frame.height * scale).rounded())))
        let key = Key(path: path, width: width, height: height)
        let surface: Surface?
        if let known = kept.value(for: key) {
            surface = known
        } else {
            surface = Self.load(path, width: width, height: height).map(Surface.init)
            kept.insert(surface, for: key)
        }
        guard let surface else { return }
        cairo_save(cr)
        cairo_translate(cr, frame.minX, frame.minY)
        cairo_scale(cr, frame.width / Double(width), frame.height / Double(height))
        cairo_set_source_surface(cr, surface.pointer, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// The image at `path` as a `width` × `height` ARGB surface: an SVG rendered at that size, a
    /// PNG scaled to it; nil when it cannot be read.
    private static func load(_ path: String, width: Int, height: Int) -> OpaquePointer? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= maximumFileSize else { return nil }
        let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let cr = cairo_create(target)!
        defer { cairo_destroy(cr) }
        var drawn = false
        if path.hasSuffix(".svg") {
            if let handle = rsvg_handle_new_from_file(path, nil) {
                var viewport = RsvgRectangle(x: 0, y: 0, width: Double(width), height: Double(height))
                drawn = rsvg_handle_render_document(handle, cr, &viewport, nil) != 0
                g_object_unref(UnsafeMutableRawPointer(handle))
            }
        } else if let size = pngSize(ofFileAt: path), size.width <= maximumSide, size.height <= maximumSide,
                  let png = cairo_image_surface_create_from_png(path), cairo_surface_status(png) == CAIRO_STATUS_SUCCESS {
            let w = cairo_image_surface_get_width(png), h = cairo_image_surface_get_height(png)
            if w > 0, h > 0 {
                cairo_scale(cr, Double(width) / Double(w), Double(height) / Double(h))
                cairo_set_source_surface(cr, png, 0, 0)
                cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
                cairo_paint(cr)
                drawn = true
            }
            cairo_surface_destroy(png)
        }
        guard drawn else {
            cairo_surface_destroy(target)
            return nil
        }
        cairo_surface_flush(target)
        return target
    }

    /// The width and height a PNG file's header (its IHDR chunk) says, read before the image is
    /// decoded; nil when it is no PNG.
    static func pngSize(ofFileAt path: String) -> (width: Int, height: Int)? {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var header = [UInt8](repeating: 0, count: 24)
        guard read(fd, &header, 24) == 24, header.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], header[12..<16] == [0x49, 0x48, 0x44, 0x52]
        else { return nil }
        func word(_ at: Int) -> Int { header[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }
}
