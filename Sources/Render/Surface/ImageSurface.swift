import CCairo
import Model

/// An owned cairo image surface in premultiplied ARGB32 (the memory layout X11 and PNG I/O use).
public final class ImageSurface {
    /// The largest width or height the renderer allocates, in pixels.
    public static let maximumSide = 16384

    let surface: OpaquePointer
    public let width: Int
    public let height: Int
    /// Whoever owns memory the surface draws into (see ``init(wrapping:width:height:stride:owner:)``).
    private let owner: AnyObject?

    /// A transparent surface of `width`×`height` pixels (``Limits/canvasProblem(width:height:)``).
    public init(width: Int, height: Int) throws(RenderError) {
        guard Limits.canvasProblem(width: Double(width), height: Double(height)) == nil else {
            throw .invalidSize(width: Double(width), height: Double(height))
        }
        guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            throw .cairo("cannot allocate a \(width)×\(height) image")
        }
        surface = s
        self.width = width
        self.height = height
        owner = nil
    }

    /// A surface that draws into memory someone else owns (a shared-memory image the X server
    /// reads): `stride × height` bytes of ARGB32, kept alive by holding `owner`.
    public init(wrapping pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int, owner: AnyObject) throws(RenderError) {
        guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height),
              stride >= Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width))) else {
            throw .invalidSize(width: Double(width), height: Double(height))
        }
        guard let s = cairo_image_surface_create_for_data(pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                          Int32(width), Int32(height), Int32(stride)),
              cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            throw .cairo("cannot draw into a \(width)×\(height) image")
        }
        surface = s
        self.width = width
        self.height = height
        self.owner = owner
    }

    /// A surface holding a copy of `image`.
    public convenience init(_ image: Image) throws(RenderError) {
        try self.init(width: image.width, height: image.height)
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        let stride = self.stride
        let rowBytes = width * 4
        image.pixels.withUnsafeBytes { (src: UnsafeRawBufferPointer) in
            for y in 0..<height {
                let to = UnsafeMutableRawPointer(data + y * stride)
                to.copyMemory(from: src.baseAddress! + y * rowBytes, byteCount: rowBytes)
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    deinit { cairo_surface_destroy(surface) }

    /// Bytes per row.
    public var stride: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// Calls `body` with the pixel memory (premultiplied ARGB32, `stride` bytes per row).
    public func withPixels<R>(_ body: (UnsafeRawPointer) throws -> R) rethrows -> R {
        cairo_surface_flush(surface)
        return try body(UnsafeRawPointer(cairo_image_surface_get_data(surface)!))
    }

    /// Copies `rects` (in pixels, clipped to the surface) from `source`: ARGB32 rows `stride` bytes
    /// apart, laid out as this surface is.
    func copy(_ rects: [Rect], from source: UnsafeRawPointer, stride sourceStride: Int) {
        cairo_surface_flush(surface)
        let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
        for r in rects {
            let x0 = max(0, Int(r.minX)), y0 = max(0, Int(r.minY))
            let x1 = min(width, Int(r.maxX)), y1 = min(height, Int(r.maxY))
            guard x1 > x0, y1 > y0 else { continue }
            for y in y0..<y1 {
                (data + y * stride + x0 * 4).copyMemory(from: source + y * sourceStride + x0 * 4, byteCount: (x1 - x0) * 4)
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// A copy of the pixels as an `Image`.
    public func image() -> Image {
        withPixels { data in
            var pixels = [UInt32](repeating: 0, count: width * height)
            let rowBytes = width * 4
            pixels.withUnsafeMutableBytes { (dst: UnsafeMutableRawBufferPointer) in
                for y in 0..<height {
                    let to = dst.baseAddress! + y * rowBytes
                    to.copyMemory(from: data + y * stride, byteCount: rowBytes)
                }
            }
            return Image(width: width, height: height, pixels: pixels)
        }
    }
}
