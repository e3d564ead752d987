import Foundation

/// One frame of an animated PNG: a PNG file (as `Image.pngData()` writes it) drawn at (`x`, `y`) of
/// the canvas over what was there (a frame may cover only the part that changed), and how long it shows.
public struct APNGFrame: Hashable, Sendable {
    public var png: Data
    public var x: Int, y: Int
    /// The delay in seconds, as a fraction: `delayNumerator / delayDenominator`.
    public var delayNumerator: UInt16
    public var delayDenominator: UInt16

    public init(png: Data, x: Int = 0, y: Int = 0, delayNumerator: UInt16, delayDenominator: UInt16) {
        self.png = png
        self.x = x
        self.y = y
        self.delayNumerator = delayNumerator
        self.delayDenominator = delayDenominator
    }
}

/// Animated PNG (APNG 1.0): the first frame's IHDR, an `acTL`, then per frame an `fcTL` (its size,
/// offset and delay; each frame replaces its rectangle and stays) and its image data — `IDAT` for
/// the first frame (what viewers without APNG support show), `fdAT` with a sequence number for the
/// rest. The frames' compressed data is copied as libpng wrote it.
public enum APNG {
    /// Joins `frames` (the first covering the canvas, the others inside it, all of one pixel
    /// format) into one animation that plays `loops` times (0: forever).
    public static func encode(_ frames: [APNGFrame], loops: UInt32 = 0) throws(RenderError) -> Data {
        guard let first = frames.first else { throw .png("an animation needs at least one frame") }
        guard let header = try PNGChunks.read(first.png).first, header.type == "IHDR", header.data.count == 13 else {
            throw .png("frame 0: no IHDR chunk")
        }
        var body: [PNGChunk] = []
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            let chunks = try PNGChunks.read(frame.png)
            guard let own = chunks.first, own.type == "IHDR", own.data.count == 13, own.data[8...] == header.data[8...] else {
                throw .png("frame \(index) differs from frame 0 in pixel format; an animation's frames must match")
            }
            let (width, height) = (Int(PNGChunks.bigEndian32(own.data, 0)), Int(PNGChunks.bigEndian32(own.data, 4)))
            guard index > 0 || (frame.x == 0 && frame.y == 0 && own == header),
                  frame.x >= 0, frame.y >= 0, frame.x + width <= Int(PNGChunks.bigEndian32(header.data, 0)),
                  frame.y + height <= Int(PNGChunks.bigEndian32(header.data, 4)) else {
                throw .png("frame \(index) does not lie inside the first frame")
            }
            let control = Array(own.data[0..<8])  // width, height
                + PNGChunks.bigEndianBytes(UInt32(frame.x)) + PNGChunks.bigEndianBytes(UInt32(frame.y))
                + [UInt8(frame.delayNumerator >> 8), UInt8(frame.delayNumerator & 0xFF),
                   UInt8(frame.delayDenominator >> 8), UInt8(frame.delayDenominator & 0xFF)]
                + [0, 0]  // dispose: none; blend: source
            body.append(PNGChunk(type: "fcTL", data: PNGChunks.bigEndianBytes(sequence) + control))
            sequence += 1
            for chunk in chunks where chunk.type == "IDAT" {
                if index == 0 {
                    body.append(chunk)
                } else {
                    body.append(PNGChunk(type: "fdAT", data: PNGChunks.bigEndianBytes(sequence) + chunk.data))
                    sequence += 1
                }
            }
        }
        let animationControl = PNGChunk(type: "acTL", data: PNGChunks.bigEndianBytes(UInt32(frames.count)) + PNGChunks.bigEndianBytes(loops))
        return PNGChunks.write([header, animationControl] + body + [PNGChunk(type: "IEND", data: [])])
    }
}
