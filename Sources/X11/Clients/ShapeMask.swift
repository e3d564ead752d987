import Desktop

/// A window's bounding shape (SHAPE) as the runs of each row it covers: what a shaped client
/// (xeyes, oclock, a splash screen) shows of its pixels; the rest of its pixmap is not its picture.
struct ShapeMask {
    /// Per row from the top, the columns the shape covers, in order and apart.
    private let rows: [[Range<Int>]]

    /// The most runs a shape may have (rows × rectangles crossing each): past that the window
    /// is taken as unshaped, so a client cannot make Flotilla spend its time and memory on it.
    static let maximumRuns = 1 << 20

    /// The shape made of `rects` (in the window's pixels, as SHAPE lists them) over `height` rows;
    /// nil past ``maximumRuns``.
    init?(_ rects: [PixelRect], height: Int) {
        let height = max(0, height)
        let visible = rects.compactMap { r -> (PixelRect, Range<Int>)? in
            let top = max(0, r.y), bottom = min(height, r.y + r.height)
            return r.width > 0 && bottom > top ? (r, top..<bottom) : nil
        }
        guard visible.reduce(0, { $0 + $1.1.count }) <= Self.maximumRuns else { return nil }
        var rows = [[Range<Int>]](repeating: [], count: height)
        for (r, covered) in visible {
            for y in covered { rows[y].append(r.x..<r.x + r.width) }
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
