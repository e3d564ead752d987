import CXCB
import Desktop
import Glibc

extension X11Window {
    /// Reads the window's pixels back from the server (GetImage, ZPixmap, all planes).
    /// The window must be mapped and lie wholly on the screen (else the server answers BadMatch).
    public func capture() throws(X11Error) -> Screenshot {
        guard !isClosed else { throw .requestFailed("GetImage: window closed") }
        return try connection.capture(id)
    }
}

extension X11Connection {
    /// Reads the pixels of any window, this client's or another's (a live test reads the window of
    /// the `flotilla` process it started): all of it, or only `area` (which must lie inside it).
    public func capture(_ id: WindowID, area: PixelRect? = nil) throws(X11Error) -> Screenshot {
        let rect: PixelRect
        if let area {
            rect = area
        } else {
            let geometry = try reply("GetGeometry") { xcb_get_geometry_reply(raw, xcb_get_geometry(raw, id), $0) }
            rect = PixelRect(x: 0, y: 0, width: Int(geometry.pointee.width), height: Int(geometry.pointee.height))
            free(geometry)
        }
        let (width, height) = (rect.width, rect.height)
        let reply = try self.reply("GetImage") {
            xcb_get_image_reply(
                raw, xcb_get_image(raw, UInt8(XCB_IMAGE_FORMAT_Z_PIXMAP.rawValue), id, Int16(rect.x), Int16(rect.y),
                                   UInt16(width), UInt16(height), UInt32.max), $0)
        }
        defer { free(reply) }
        guard reply.pointee.depth == 24 || reply.pointee.depth == 32 else {
            throw .unsupportedVisual("GetImage returned depth \(reply.pointee.depth)")
        }
        let count = width * height
        let length = Int(xcb_get_image_data_length(reply))
        guard length == count * 4, let data = xcb_get_image_data(reply) else {
            throw .requestFailed("GetImage: \(length) bytes for \(width)×\(height) pixels")
        }
        let bytes = UnsafeRawPointer(data)
        let pixels = [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
            for index in 0..<count {
                let word = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
                buffer[index] = word | 0xFF00_0000
            }
            initialized = count
        }
        return Screenshot(width: width, height: height, pixels: pixels)
    }
}
