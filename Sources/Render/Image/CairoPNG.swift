import CCairo
import Foundation

extension Image {
    /// The image as cairo's own PNG writer encodes it (`cairo_surface_write_to_png_stream`: zlib's
    /// default level, libpng's adaptive filters). `pngData()` replaced it; it is kept only for
    /// `flotilla bench` to measure the old recording path beside today's.
    public func cairoPNGData() throws(RenderError) -> Data {
        final class Writer { var data = Data() }
        let surface = try ImageSurface(self)
        let writer = Writer()
        let box = Unmanaged.passRetained(writer)
        defer { box.release() }
        let status = cairo_surface_write_to_png_stream(surface.surface, { closure, bytes, length in
            Unmanaged<Writer>.fromOpaque(closure!).takeUnretainedValue().data.append(bytes!, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, box.toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else { throw .png(String(cString: cairo_status_to_string(status))) }
        return writer.data
    }
}
