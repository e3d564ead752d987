import Desktop
import Testing
@testable import X11

@Suite("A shaped window's mask")
struct ShapeMaskTests {
    /// Clears `rect` of a 6×4 window of ones by the shape of `rects`; which pixels stay, as rows of 0s and 1s.
    private func kept(_ rects: [PixelRect], clearing rect: PixelRect = PixelRect(x: 0, y: 0, width: 6, height: 4)) -> [String] {
        var pixels = [UInt32](repeating: 1, count: 24)
        pixels.withUnsafeMutableBufferPointer { ShapeMask(rects, height: 4)?.clearOutside(rect, in: $0, width: 6) }
        return (0..<4).map { y in pixels[y * 6..<y * 6 + 6].map { String($0) }.joined() }
    }

    @Test func onlyThePixelsInsideTheShapeAreKept() {
        // Two overlapping runs on row 1, touching ones on row 2, a rectangle past the window's edges.
        let shape = [PixelRect(x: 1, y: 0, width: 2, height: 2), PixelRect(x: 2, y: 1, width: 2, height: 1),
                     PixelRect(x: 0, y: 2, width: 1, height: 1), PixelRect(x: 1, y: 2, width: 1, height: 1), PixelRect(x: 4, y: 3, width: 9, height: 5)]
        #expect(kept(shape) == ["011000", "011100", "110000", "000011"])
        #expect(kept([]) == ["000000", "000000", "000000", "000000"], "an empty shape shows nothing")
    }

    @Test func onlyTheRectangleGivenIsCleared() {
        #expect(kept([PixelRect(x: 2, y: 0, width: 1, height: 4)], clearing: PixelRect(x: 1, y: 1, width: 3, height: 2))
                == ["111111", "101011", "101011", "111111"])
    }

    @Test func aShapeOfTooManyRunsIsTakenAsNone() {
        let rows = ShapeMask.maximumRuns / 1000
        let comb = (0..<1001).map { PixelRect(x: 2 * $0, y: -5, width: 1, height: rows + 10) }
        #expect(ShapeMask(comb, height: rows) == nil, "1001 columns of \(rows) rows")
        #expect(ShapeMask(Array(comb.prefix(1000)), height: rows) != nil, "1000 of them: at the limit")
    }
}
