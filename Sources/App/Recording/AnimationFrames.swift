import Foundation
import Render

/// The frames of a recording kept for its thumbnail grid and animated PNG. A run of identical
/// frames is kept once, with how many frames it lasted; each run after the first keeps only the
/// rectangle that changed since the run before (an APNG frame covers just that part). The parts
/// are encoded on a pool while later frames are drawn; their tickets are read at the end.
package struct AnimationFrames {
    struct Run {
        /// The changed part's PNG and where it goes on the canvas.
        var png: EncodingPool.Ticket
        var x: Int, y: Int
        /// The number and time (in ticks) of the run's first frame.
        var first: Int
        var time: Int
        var count: Int
    }

    /// The most frames a thumbnail grid shows; longer recordings show an even selection.
    static let thumbnailCells = 36
    /// What transparent parts of frames show.
    package static let background: UInt32 = 0xFFFFFF

    let width: Int, height: Int
    private let pool: EncodingPool
    private(set) var runs: [Run] = []
    /// The last frame, flattened onto the canvas.
    private var previous: Image?

    /// Frames are shown on a `width`×`height` canvas (the largest size the window takes) and
    /// encoded on `pool`.
    init(width: Int, height: Int, pool: EncodingPool) {
        self.width = width
        self.height = height
        self.pool = pool
    }

    /// Adds frame `index` at `time`; returns the whole frame's PNG ticket when it is encoded anyway
    /// and the frame fills the canvas opaquely (to be written to `frames/` as it is), else nil.
    mutating func append(_ image: Image, index: Int, time: Int) -> EncodingPool.Ticket? {
        let flat = image.flattened(width: width, height: height, background: Self.background)
        defer { previous = flat }
        guard let previous else {
            let png = pool.png(of: flat)
            runs.append(Run(png: png, x: 0, y: 0, first: index, time: time, count: 1))
            return flat == image ? png : nil
        }
        guard let changed = flat.changedBounds(since: previous) else {
            runs[runs.count - 1].count += 1
            return nil
        }
        runs.append(Run(png: pool.png(of: flat, in: changed), x: changed.minX, y: changed.minY, first: index, time: time, count: 1))
        return nil
    }

    /// The animation as an APNG that loops forever, each run shown as long as it lasted.
    func animation(framesPerSecond: Int) throws(FlotillaError) -> Data {
        var frames: [APNGFrame] = []
        for run in runs {
            let png = try run.png.png()
            var left = run.count
            while left > 0 {
                // A run longer than one frame's delay allows repeats its part (the same pixels again).
                let length = min(left, Int(UInt16.max))
                frames.append(APNGFrame(png: png, x: run.x, y: run.y, delayNumerator: UInt16(length), delayDenominator: UInt16(framesPerSecond)))
                left -= length
            }
        }
        do { return try APNG.encode(frames) } catch { throw FlotillaError(.internal, error.description) }
    }

    /// The indices of the runs the thumbnail grid shows: all of them, or an even selection with the
    /// first and the last.
    var thumbnailRunIndices: [Int] {
        guard runs.count > Self.thumbnailCells else { return Array(runs.indices) }
        let n = runs.count - 1, m = Self.thumbnailCells - 1
        return (0...m).map { ($0 * n + m / 2) / m }
    }

    /// The thumbnail grid's cells, labelled with frame numbers and times: each shown run's whole
    /// frame, rebuilt by laying every run's changed part over the ones before.
    func thumbnailCells(timeline: Timeline) throws(FlotillaError) -> [ThumbnailGrid.Cell] {
        let shown = Set(thumbnailRunIndices)
        var canvas = Image(width: width, height: height, fill: 0xFF00_0000 | Self.background)
        var cells: [ThumbnailGrid.Cell] = []
        for (i, run) in runs.enumerated() {
            let png = try run.png.png()
            do { canvas.paste(try Image(pngData: png), x: run.x, y: run.y) } catch { throw FlotillaError(.internal, error.description) }
            guard shown.contains(i) else { continue }
            let frames = run.count == 1 ? "#\(run.first)" : "#\(run.first)–\(run.first + run.count - 1)"
            cells.append(ThumbnailGrid.Cell(image: canvas, label: "\(timeline.label(run.time))  \(frames)"))
        }
        return cells
    }
}
