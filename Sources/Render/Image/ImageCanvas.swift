extension Image {
    /// The image drawn at the top-left of an opaque `width`×`height` canvas of `background`
    /// (0xRRGGBB): transparent parts show the background and the rest of the canvas is background.
    /// Frames made this way all encode as the same PNG format, as an animation needs.
    public func flattened(width canvasWidth: Int, height canvasHeight: Int, background: UInt32) -> Image {
        if width == canvasWidth, height == canvasHeight, pixels.withUnsafeBufferPointer({ $0.allSatisfy { $0 >> 24 == 0xFF } }) {
            return self
        }
        var out = Image(width: canvasWidth, height: canvasHeight, fill: 0xFF00_0000 | background)
        for y in 0..<min(height, canvasHeight) {
            for x in 0..<min(width, canvasWidth) {
                let p = self[x, y], a = p >> 24
                guard a != 0xFF else { out[x, y] = p; continue }
                var pixel: UInt32 = 0xFF00_0000
                for shift: UInt32 in [0, 8, 16] {
                    // Premultiplied "over": source + background × (1 − alpha).
                    let s = p >> shift & 0xFF, b = background >> shift & 0xFF
                    pixel |= min(255, s + (b * (255 - a) + 127) / 255) << shift
                }
                out[x, y] = pixel
            }
        }
        return out
    }

    /// The smallest rectangle holding every pixel that differs from `previous` (the whole image
    /// when the sizes differ); nil when none does.
    public func changedBounds(since previous: Image) -> PixelBounds? {
        guard previous.width == width, previous.height == height else { return PixelBounds(minX: 0, minY: 0, maxX: width - 1, maxY: height - 1) }
        var minX = width, minY = height, maxX = -1, maxY = -1
        pixels.withUnsafeBufferPointer { now in
            previous.pixels.withUnsafeBufferPointer { before in
                for y in 0..<height {
                    let row = y * width
                    var x = 0
                    while x < width, now[row + x] == before[row + x] { x += 1 }
                    guard x < width else { continue }
                    var last = width - 1
                    while now[row + last] == before[row + last] { last -= 1 }
                    minX = min(minX, x)
                    maxX = max(maxX, last)
                    minY = min(minY, y)
                    maxY = y
                }
            }
        }
        guard maxX >= 0 else { return nil }
        return PixelBounds(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }

    /// Copies `part` into this image with its top-left corner at (`x`, `y`), clipped to the image.
    public mutating func paste(_ part: Image, x: Int, y: Int) {
        for row in max(0, -y)..<min(part.height, height - y) {
            for column in max(0, -x)..<min(part.width, width - x) {
                self[x + column, y + row] = part[column, row]
            }
        }
    }
}
