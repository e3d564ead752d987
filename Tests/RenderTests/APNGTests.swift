import Foundation
import Render
import Testing

@Suite("Animated PNG")
struct APNGTests {
    /// A noisy frame (its compressed data spans several IDAT chunks) with a square at `x`.
    static func frame(_ x: Int, width: Int = 160, height: Int = 120) -> Image {
        var image = Image(width: width, height: height, fill: 0xFF20_3040)
        var v: UInt32 = 12345
        for i in image.pixels.indices {
            v = v &* 1_103_515_245 &+ 12345
            image.pixels[i] = 0xFF00_0000 | (v >> 8 & 0x00FF_FFFF)
        }
        for y in 40..<80 { for xx in x..<(x + 40) { image[xx, y] = 0xFFFF_FFFF } }
        return image
    }

    @Test func crc32MatchesTheStandardCheckValue() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum([UInt8]()) == 0)
        // Continuing over a split gives the checksum of the whole.
        #expect(CRC32.checksum(Array("6789".utf8), continuing: CRC32.checksum(Array("12345".utf8))) == 0xCBF4_3926)
    }

    @Test func crc32AgreesWithLibpngOnEveryChunkCairoWrites() throws {
        // `read` checks every chunk's CRC: libpng computed them with zlib's crc32.
        let chunks = try PNGChunks.read(Self.frame(10).pngData())
        #expect(chunks.first?.type == "IHDR" && chunks.last?.type == "IEND")
        #expect(chunks.filter { $0.type == "IDAT" }.count > 1)
        #expect(try PNGChunks.read(PNGChunks.write(chunks)) == chunks)
    }

    @Test func chunksCarryTheirSequenceNumbersInOrder() throws {
        let pngs = try [10, 60, 110].map { try Self.frame($0).pngData() }
        let data = try APNG.encode(pngs.enumerated().map { APNGFrame(png: $1, delayNumerator: UInt16($0 + 1), delayDenominator: 60) })
        let chunks = try PNGChunks.read(data)
        #expect(chunks.map(\.type).prefix(3) == ["IHDR", "acTL", "fcTL"])
        #expect(chunks.last?.type == "IEND")
        #expect(chunks[0] == (try PNGChunks.read(pngs[0]))[0])
        #expect(Array(chunks[1].data) == [0, 0, 0, 3, 0, 0, 0, 0])  // 3 frames, loop forever
        // fcTL and fdAT share one sequence, counting from 0 with no gaps; IDAT has none.
        let numbered = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }
        #expect(numbered.map { Self.uint32($0.data, 0) } == Array(0..<UInt32(numbered.count)))
        let controls = chunks.filter { $0.type == "fcTL" }
        #expect(controls.count == 3)
        for (i, c) in controls.enumerated() {
            #expect(c.data.count == 26)
            #expect(Self.uint32(c.data, 4) == 160 && Self.uint32(c.data, 8) == 120)
            #expect(Array(c.data[20..<24]) == [0, UInt8(i + 1), 0, 60])
        }
        // The first frame is the IDAT image that viewers without APNG support show.
        #expect(try Image(pngData: data) == Self.frame(10))
    }

    @Test func everyFrameDecodesBackToItsPixels() throws {
        let images = [10, 60, 110].map { Self.frame($0) }
        let data = try APNG.encode(images.map { APNGFrame(png: try! $0.pngData(), delayNumerator: 1, delayDenominator: 30) })
        let chunks = try PNGChunks.read(data)
        // Rebuild each frame as a plain PNG: the IHDR, its data as IDAT, IEND.
        var frames: [[PNGChunk]] = []
        for chunk in chunks.dropFirst(2) {
            switch chunk.type {
            case "fcTL": frames.append([chunks[0]])
            case "IDAT": frames[frames.count - 1].append(chunk)
            case "fdAT": frames[frames.count - 1].append(PNGChunk(type: "IDAT", data: Array(chunk.data.dropFirst(4))))
            default: break
            }
        }
        #expect(frames.count == 3)
        for (i, frame) in frames.enumerated() {
            #expect(try Image(pngData: PNGChunks.write(frame + [PNGChunk(type: "IEND", data: [])])) == images[i], "frame \(i)")
        }
    }

    @Test func theSameFramesGiveTheSameBytes() throws {
        let frames = try [10, 60].map { APNGFrame(png: try Self.frame($0).pngData(), delayNumerator: 1, delayDenominator: 60) }
        #expect(try APNG.encode(frames) == APNG.encode(frames))
    }

    @Test func framesOutsideTheFirstOrOfAnotherFormatOrNoFramesAreRefused() throws {
        let a = try Self.frame(10).pngData(), b = try Self.frame(10, width: 161).pngData()
        #expect(throws: RenderError.png("frame 1 does not lie inside the first frame")) {
            try APNG.encode([a, b].map { APNGFrame(png: $0, delayNumerator: 1, delayDenominator: 60) })
        }
        let part = try Image(width: 20, height: 10, fill: 0xFF33_6699).pngData()
        #expect(throws: RenderError.png("frame 1 does not lie inside the first frame")) {
            try APNG.encode([APNGFrame(png: a, delayNumerator: 1, delayDenominator: 60),
                             APNGFrame(png: part, x: 150, y: 0, delayNumerator: 1, delayDenominator: 60)])
        }
        let translucent = try Image(width: 20, height: 10, fill: 0x8011_2233).pngData()
        #expect(throws: RenderError.png("frame 1 differs from frame 0 in pixel format; an animation's frames must match")) {
            try APNG.encode([APNGFrame(png: a, delayNumerator: 1, delayDenominator: 60),
                             APNGFrame(png: translucent, x: 10, y: 10, delayNumerator: 1, delayDenominator: 60)])
        }
        // A part inside the first frame is placed at its offset.
        let placed = try PNGChunks.read(APNG.encode([APNGFrame(png: a, delayNumerator: 1, delayDenominator: 60),
                                                     APNGFrame(png: part, x: 30, y: 40, delayNumerator: 2, delayDenominator: 60)]))
        let controls = placed.filter { $0.type == "fcTL" }.map(\.data)
        #expect(controls.count == 2)
        #expect(Self.uint32(controls[1], 4) == 20 && Self.uint32(controls[1], 8) == 10)
        #expect(Self.uint32(controls[1], 12) == 30 && Self.uint32(controls[1], 16) == 40)
        #expect(throws: RenderError.self) { try APNG.encode([]) }
        #expect(throws: RenderError.self) { try APNG.encode([APNGFrame(png: Data("nope".utf8), delayNumerator: 1, delayDenominator: 1)]) }
    }

    @Test func flatteningMakesEveryFrameOpaqueOnOneCanvas() {
        var image = Image(width: 2, height: 1, fill: 0xFF10_2030)
        image[1, 0] = 0x8040_0000  // half-transparent red, premultiplied
        let flat = image.flattened(width: 3, height: 2, background: 0xFFFFFF)
        #expect(flat.width == 3 && flat.height == 2)
        #expect(flat[0, 0] == 0xFF10_2030)
        #expect(flat[1, 0] == 0xFFBF_7F7F)
        #expect(flat[2, 0] == 0xFFFF_FFFF && flat[0, 1] == 0xFFFF_FFFF)
        #expect(Image(width: 2, height: 2, fill: 0xFF00_0000).flattened(width: 2, height: 2, background: 0) == Image(width: 2, height: 2, fill: 0xFF00_0000))
    }

    static func uint32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }
}
