extension Image {
    /// The image drawn at the top-left of an opaque `width`×`height` canvas of `background`
    /// (0xRRGGBB): transparent parts show the background and the rest of the canvas is background.
    /// Frames made this way all encode as the same PNG format, as an animation needs.
    public func flattened(width canvasWidth: Int, height canvasHeight: Int, background: UInt32) -> Image {
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
}
