/// A window's bounding shape (SHAPE) as the runs of each row it covers: what a shaped client
/// (xeyes, oclock, a splash screen) shows of its pixels; the rest of its pixmap is not its picture.
struct ShapeMask: Equatable {
    /// Per row from the top, the columns the shape covers, in order and apart.
    private let rows: [[Range<Int>]]

    /// The shape made of `rects` (in the window's pixels, as SHAPE lists them) over `height` rows.
    init(_ rects: [PixelRect], height: Int) {
        var rows = [[Range<Int>]](repeating: [], count: max(0, height))
        for r in rects where r.width > 0 && r.height > 0 {
            for y in max(0, r.y)..<min(height, r.y + r.height) { rows[y].append(r.x..<r.x + r.width) }
        }
        self.rows = rows.map(Self.merged)
    }

    /// `runs` sorted, overlapping and touching ones joined.
    private static func merged(_ runs: [Range<Int>]) -> [Range<Int>] {
        runs.sorted { $0.lowerBound < $1.lowerBound }.reduce(into: []) { out, run in
            if let last = out.last, run.lowerBound <= last.upperBound {
                out[out.count - 1] = last.lowerBound..<max(last.upperBound, run.upperBound)
            } else {
                out.append(run)
            }
        }
    }

    /// Clears (to transparent) the pixels of `rect` that the shape leaves out, in `pixels`: rows
    /// of `width` words.
    func clearOutside(_ rect: PixelRect, in pixels: UnsafeMutableBufferPointer<UInt32>, width: Int) {
        let right = rect.x + rect.width
        for y in rect.y..<rect.y + rect.height {
            let row = y * width
            var x = rect.x
            for run in y < rows.count ? rows[y] : [] where run.upperBound > x {
                let covered = min(run.lowerBound, right)
                if x < covered { for i in x..<covered { pixels[row + i] = 0 } }
                x = max(x, min(run.upperBound, right))
                if x == right { break }
            }
            if x < right { for i in x..<right { pixels[row + i] = 0 } }
        }
    }
}
