import Foundation

/// One chunk of a PNG file: a four-letter type and its data (length and CRC are implied).
public struct PNGChunk: Hashable, Sendable {
    public var type: String
    public var data: [UInt8]

    public init(type: String, data: [UInt8]) {
        self.type = type
        self.data = data
    }
}

/// Splits PNG files into chunks and joins chunks into files.
public enum PNGChunks {
    /// The eight bytes every PNG file starts with.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The chunks of a PNG file, in order; every chunk's CRC is checked.
    public static func read(_ png: Data) throws(RenderError) -> [PNGChunk] {
        let bytes = [UInt8](png)
        guard bytes.starts(with: signature) else { throw .png("not a PNG file (no PNG signature)") }
        var chunks: [PNGChunk] = []
        var at = signature.count
        while at < bytes.count {
            guard at + 12 <= bytes.count else { throw .png("truncated chunk at byte \(at)") }
            let length = Int(bigEndian32(bytes, at))
            guard length <= bytes.count - at - 12 else { throw .png("chunk at byte \(at) runs past the end") }
            let typeAndData = bytes[(at + 4)..<(at + 8 + length)]
            guard CRC32.checksum(typeAndData) == bigEndian32(bytes, at + 8 + length) else {
                throw .png("bad CRC in the chunk at byte \(at)")
            }
            chunks.append(PNGChunk(type: String(decoding: bytes[(at + 4)..<(at + 8)], as: UTF8.self),
                                   data: Array(bytes[(at + 8)..<(at + 8 + length)])))
            at += 12 + length
        }
        return chunks
    }

    /// A PNG file of `chunks` (the signature, then each chunk with its length and CRC).
    public static func write(_ chunks: [PNGChunk]) -> Data {
        var out = Data(signature)
        for chunk in chunks {
            let typeAndData = Array(chunk.type.utf8) + chunk.data
            out.append(contentsOf: bigEndianBytes(UInt32(chunk.data.count)))
            out.append(contentsOf: typeAndData)
            out.append(contentsOf: bigEndianBytes(CRC32.checksum(typeAndData)))
        }
        return out
    }

    /// Four bytes, most significant first.
    static func bigEndianBytes(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func bigEndian32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }
}
