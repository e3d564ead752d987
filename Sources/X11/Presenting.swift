import CXCB
import Desktop
import Glibc

extension X11Window {
    /// Bytes of a PutImage request that are not pixels: the 24-byte request plus the 4-byte
    /// extended length field a BIG-REQUESTS request carries.
    static let putImageOverhead = 28

    /// Copies `rects` of a 32-bpp buffer into the window, then flushes.
    ///
    /// The buffer is cairo's ARGB32/RGB24 memory layout (native little-endian 0xAARRGGBB words,
    /// `stride` bytes per row, `width`×`height` pixels); the alpha byte is ignored. Rectangles are
    /// clipped to the buffer and the window, and sent as PutImage (ZPixmap, at the window's depth) pieces that
    /// each fit `connection.maximumRequestBytes`: row bands, and column chunks when one row is too long.
    public func present(pixels: UnsafeRawPointer, stride: Int, width: Int, height: Int, rects: [PixelRect]) {
        guard !isClosed, width > 0, height > 0, stride >= width * 4 else { return }
        let bounds = PixelRect(x: 0, y: 0, width: min(width, self.width), height: min(height, self.height))
        for piece in Self.presentPieces(of: rects, within: bounds, maximumRequestBytes: connection.maximumRequestBytes) {
            putImage(pixels, stride: stride, piece)
        }
        connection.flush()
    }

    /// Moves the window's pixels in `source` by (`dx`, `dy`) within it (CopyArea, no exposure
    /// events): the server moves what it shows; request before presenting what lies around it.
    public func copy(_ source: PixelRect, dx: Int, dy: Int) {
        guard !isClosed, !source.isEmpty else { return }
        xcb_copy_area(raw, id, id, graphicsContext, Int16(source.x), Int16(source.y), Int16(source.x + dx), Int16(source.y + dy),
                      UInt16(source.width), UInt16(source.height))
    }

    /// How `present` cuts `rects` (clipped to `bounds`) into PutImage pieces of at most
    /// `maximumRequestBytes` each, request header included: row bands of the full clipped width,
    /// or column chunks of as many pixels as fit when one row alone is too long.
    public static func presentPieces(of rects: [PixelRect], within bounds: PixelRect, maximumRequestBytes: Int) -> [PixelRect] {
        let payload = max(maximumRequestBytes - putImageOverhead, 4)
        var pieces: [PixelRect] = []
        for rect in rects {
            let clipped = rect.intersection(bounds)
            guard !clipped.isEmpty else { continue }
            let chunkWidth = min(clipped.width, payload / 4)
            let bandRows = max(1, payload / (chunkWidth * 4))
            var left = clipped.x
            while left < clipped.x + clipped.width {
                let pieceWidth = min(chunkWidth, clipped.x + clipped.width - left)
                var top = clipped.y
                while top < clipped.y + clipped.height {
                    let pieceHeight = min(bandRows, clipped.y + clipped.height - top)
                    pieces.append(PixelRect(x: left, y: top, width: pieceWidth, height: pieceHeight))
                    top += pieceHeight
                }
                left += pieceWidth
            }
        }
        return pieces
    }

    /// Sends one piece; rows already contiguous in the buffer go as they are, others via `scratch`.
    private func putImage(_ pixels: UnsafeRawPointer, stride: Int, _ piece: PixelRect) {
        let rowBytes = piece.width * 4
        let byteCount = rowBytes * piece.height
        let start = pixels + piece.y * stride + piece.x * 4
        let (connection, window, gc) = (raw, id, graphicsContext)
        func send(_ data: UnsafeRawPointer) {
            xcb_put_image(
                connection, UInt8(XCB_IMAGE_FORMAT_Z_PIXMAP.rawValue), window, gc,
                UInt16(piece.width), UInt16(piece.height), Int16(piece.x), Int16(piece.y), 0, depth,
                UInt32(byteCount), data.assumingMemoryBound(to: UInt8.self))
        }
        if rowBytes == stride || piece.height == 1 {
            send(start)
            return
        }
        if scratch.count < byteCount { scratch = [UInt8](repeating: 0, count: byteCount) }
        scratch.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            for row in 0..<piece.height {
                memcpy(base + row * rowBytes, start + row * stride, rowBytes)
            }
            send(base)
        }
    }
}
