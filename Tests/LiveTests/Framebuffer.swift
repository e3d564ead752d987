import Desktop
import Foundation
import Testing
@testable import X11

/// Xvfb's screen as it is (`Xvfb -fbdir DIR`: the framebuffer mapped to `DIR/Xvfb_screen0`, an
/// XWD file) — what a monitor would show, against which a screenshot (GetImage) is checked.
struct Framebuffer {
    let image: Screenshot

    /// Reads a depth-24, 32 bits a pixel XWD file (its header big-endian, its pixels in the byte
    /// order it names).
    init(contentsOf path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let field = { (index: Int) -> Int in
            data.withUnsafeBytes { Int(UInt32(bigEndian: $0.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))) }
        }
        let (headerSize, depth, width, height) = (field(0), field(3), field(4), field(5))
        let (lsbFirst, bitsPerPixel, bytesPerLine, colours) = (field(7) == 0, field(11), field(12), field(19))
        try #require(depth == 24 && bitsPerPixel == 32, "an XWD file of depth 24, 32 bits a pixel: \(depth), \(bitsPerPixel)")
        let start = headerSize + colours * 12
        try #require(data.count >= start + bytesPerLine * height, "\(path): \(data.count) bytes")
        let pixels = data.withUnsafeBytes { bytes in
            (0..<height).flatMap { row in
                (0..<width).map { column in
                    let word = bytes.loadUnaligned(fromByteOffset: start + row * bytesPerLine + column * 4, as: UInt32.self)
                    return (lsbFirst ? UInt32(littleEndian: word) : UInt32(bigEndian: word)) & 0xFF_FFFF
                }
            }
        }
        image = Screenshot(width: width, height: height, pixels: pixels)
    }

    /// The pixels in which `screenshot` (of the area at `origin`) differs from the screen, its
    /// alpha byte left out, but for those in `excluded` (root coordinates).
    func differences(from screenshot: Screenshot, at origin: RootPoint = RootPoint(x: 0, y: 0), excluding excluded: PixelRect) -> Int {
        var count = 0
        for y in 0..<screenshot.height {
            for x in 0..<screenshot.width where !excluded.contains(x: origin.x + x, y: origin.y + y) {
                if screenshot.pixels[y * screenshot.width + x] & 0xFF_FFFF != image.pixels[(origin.y + y) * image.width + origin.x + x] {
                    count += 1
                }
            }
        }
        return count
    }
}

extension PixelRect {
    func contains(x px: Int, y py: Int) -> Bool { px >= x && px < x + width && py >= y && py < y + height }
}
