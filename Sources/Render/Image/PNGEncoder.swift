import CPNG
import Foundation

/// Encodes images as PNG with libpng at a fast zlib level and one fixed row filter: the same
/// pixels always give the same bytes, several times faster than cairo's default encoding. Opaque
/// images are written as RGB, others as RGBA (straight alpha). libpng's errors (only running out
/// of memory, for pixels already in memory) end the program, as libpng does without a jump buffer.
public enum PNGEncoder {
    /// zlib's effort and the row filter every row uses: level 3 with the Up filter, measured on a
    /// recorded drag against levels 1–6 and the Sub and Paeth filters (flotilla bench's recording
    /// table), is the smallest of the fast ones — flat UI rows repeat the row above.
    static let compressionLevel: Int32 = 3
    static let filter = PNG_FILTER_UP

    /// The PNG of `width`×`height` premultiplied ARGB words starting at `pixels`, `rowWords` words a row.
    public static func encode(_ pixels: UnsafeBufferPointer<UInt32>, width: Int, height: Int, rowWords: Int) throws(RenderError) -> Data {
        guard width > 0, height > 0, rowWords >= width, pixels.count >= (height - 1) * rowWords + width else {
            throw .png("cannot encode a \(width)×\(height) image")
        }
        var opaque = true
        for y in 0..<height where opaque {
            for x in 0..<width where pixels[y * rowWords + x] >> 24 != 0xFF {
                opaque = false
                break
            }
        }
        let channels = opaque ? 3 : 4
        var rows = [UInt8](repeating: 0, count: width * height * channels)
        for y in 0..<height {
            for x in 0..<width {
                let p = pixels[y * rowWords + x], o = (y * width + x) * channels
                let a = p >> 24
                var r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
                if a != 0xFF, a != 0 {
                    // Straight alpha, rounded as cairo does (a colour above its alpha is not
                    // premultiplied: clamped).
                    r = min(255, (r * 255 + a / 2) / a)
                    g = min(255, (g * 255 + a / 2) / a)
                    b = min(255, (b * 255 + a / 2) / a)
                }
                rows[o] = UInt8(r)
                rows[o + 1] = UInt8(g)
                rows[o + 2] = UInt8(b)
                if !opaque { rows[o + 3] = UInt8(a) }
            }
        }
        return try write(rows, width: width, height: height, channels: channels)
    }

    private final class Output {
        var data = Data()
    }

    private static func write(_ rows: [UInt8], width: Int, height: Int, channels: Int) throws(RenderError) -> Data {
        var png: OpaquePointer? = png_create_write_struct(PNG_LIBPNG_VER_STRING, nil, { _, _ in }, { _, _ in })
        guard png != nil else { throw .png("libpng: cannot start writing") }
        var info: OpaquePointer? = png_create_info_struct(png)
        defer { png_destroy_write_struct(&png, &info) }
        let output = Output()
        let box = Unmanaged.passRetained(output)
        defer { box.release() }
        png_set_write_fn(png, box.toOpaque(), { png, bytes, count in
            guard let png, let bytes else { return }
            Unmanaged<Output>.fromOpaque(png_get_io_ptr(png)!).takeUnretainedValue().data.append(bytes, count: count)
        }, { _ in })
        png_set_IHDR(png, info, png_uint_32(width), png_uint_32(height), 8, channels == 4 ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                     PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT)
        png_set_compression_level(png, compressionLevel)
        png_set_filter(png, 0, filter)
        png_write_info(png, info)
        rows.withUnsafeBufferPointer { buffer in
            for y in 0..<height {
                png_write_row(png, buffer.baseAddress! + y * width * channels)
            }
        }
        png_write_end(png, nil)
        return output.data
    }
}
