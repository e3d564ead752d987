import CCairo
import Foundation
import Model

/// A picture held in memory: premultiplied ARGB, one `UInt32` per pixel (0xAARRGGBB), row-major.
public struct Image: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public var pixels: [UInt32]

    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "pixel count does not match \(width)×\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A single-colour image.
    public init(width: Int, height: Int, fill: UInt32) {
        self.init(width: width, height: height, pixels: [UInt32](repeating: fill, count: width * height))
    }

    public subscript(x: Int, y: Int) -> UInt32 {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }
}

// PNG encoding (libpng, PNGEncoder) and decoding (cairo): the same image always gives the same bytes.
extension Image {
    /// The largest PNG file read: 256 MiB.
    public static let maximumFileSize = 256 << 20

    /// Decodes PNG data; the signature and the header's size (``Limits/canvasProblem(width:height:)``)
    /// are checked before any pixel memory is allocated.
    public init(pngData data: Data) throws(RenderError) {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw .png("not a PNG file") }
        guard bytes.count == 24, bytes[12..<16].elementsEqual("IHDR".utf8) else { throw .png("a damaged PNG (no header)") }
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        if let problem = Limits.canvasProblem(width: Double(width), height: Double(height)) { throw .png("a PNG too large to read: \(problem)") }
        final class Reader {
            let data: Data
            var offset = 0
            init(_ data: Data) { self.data = data }
        }
        let reader = Reader(data)
        let box = Unmanaged.passRetained(reader)
        defer { box.release() }
        let surface = cairo_image_surface_create_from_png_stream({ closure, buffer, length in
            let r = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
            let n = Int(length)
            guard r.offset + n <= r.data.count, let buffer else { return CAIRO_STATUS_READ_ERROR }
            r.data.copyBytes(to: buffer, from: r.offset..<(r.offset + n))
            r.offset += n
            return CAIRO_STATUS_SUCCESS
        }, box.toOpaque())
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw .png("a damaged PNG (\(String(cString: cairo_status_to_string(cairo_surface_status(surface)))))")
        }
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let format = cairo_image_surface_get_format(surface)
        let base = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        var pixels = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            let row = base + y * stride
            for x in 0..<w {
                let p = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                pixels[y * w + x] = format == CAIRO_FORMAT_RGB24 ? p | 0xFF00_0000 : p
            }
        }
        self.init(width: w, height: h, pixels: pixels)
    }

    /// Reads a PNG file (a regular file of at most ``maximumFileSize`` bytes); errors name its path.
    public init(contentsOf url: URL) throws(RenderError) {
        let data: Data
        do { data = try RegularFile.read(url.path, limit: Self.maximumFileSize) } catch { throw .png("\(url.path): \(error.reason)") }
        do { try self.init(pngData: data) } catch { throw .png("\(url.path): \(error.detail)") }
    }

    /// Encodes the image as PNG (``PNGEncoder``).
    public func pngData() throws(RenderError) -> Data {
        try pixels.withUnsafeBufferPointer { buffer throws(RenderError) in
            try PNGEncoder.encode(buffer, width: width, height: height, rowWords: width)
        }
    }

    /// The PNG of the `width`×`height` part at (`x`, `y`), which must lie inside the image.
    public func pngData(x: Int, y: Int, width w: Int, height h: Int) throws(RenderError) -> Data {
        guard x >= 0, y >= 0, w > 0, h > 0, x + w <= width, y + h <= height else { throw .png("the part lies outside the image") }
        return try pixels.withUnsafeBufferPointer { buffer throws(RenderError) in
            try PNGEncoder.encode(UnsafeBufferPointer(rebasing: buffer[(y * width + x)...]), width: w, height: h, rowWords: width)
        }
    }

    /// Writes the image as a PNG file, atomically (``AtomicFile/Target/named``).
    public func writePNG(to url: URL) throws(RenderError) {
        let data = try pngData()
        do { try AtomicFile.write(data, to: url.path, as: .named) } catch { throw .png(error.description) }
    }
}
