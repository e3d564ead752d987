import Foundation

/// One frame of an animated PNG: a PNG file (as `Image.pngData()` writes it) and how long it shows.
public struct APNGFrame: Hashable, Sendable {
    public var png: Data
    /// The delay in seconds, as a fraction: `delayNumerator / delayDenominator`.
    public var delayNumerator: UInt16
    public var delayDenominator: UInt16

    public init(png: Data, delayNumerator: UInt16, delayDenominator: UInt16) {
        self.png = png
        self.delayNumerator = delayNumerator
        self.delayDenominator = delayDenominator
    }
}

/// Animated PNG (APNG 1.0): the first frame's IHDR, an `acTL`, then per frame an `fcTL` and its
/// image data — `IDAT` for the first frame (what viewers without APNG support show), `fdAT` with
/// a sequence number for the rest. The frames' compressed data is copied as libpng wrote it.
public enum APNG {
    /// Joins `frames` (all the same size and pixel format) into one animation that plays `loops`
    /// times (0: forever).
    public static func encode(_ frames: [APNGFrame], loops: UInt32 = 0) throws(RenderError) -> Data {
        guard let first = frames.first else { throw .png("an animation needs at least one frame") }
        guard let header = try PNGChunks.read(first.png).first, header.type == "IHDR", header.data.count == 13 else {
            throw .png("frame 0: no IHDR chunk")
        }
        var body: [PNGChunk] = []
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            let chunks = try PNGChunks.read(frame.png)
            guard chunks.first == header else {
                throw .png("frame \(index) differs from frame 0 in size or pixel format; an animation's frames must match")
            }
            let control = Array(header.data[0..<8])  // width, height
                + [0, 0, 0, 0, 0, 0, 0, 0]  // x and y offsets
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
