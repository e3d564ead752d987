import Foundation
import Render

/// The frames of a recording kept for its contact sheet and animated PNG. A run of identical
/// frames is kept once, with how many frames it lasted.
struct AnimationFrames {
    struct Run {
        var png: Data
        /// The number and time (in ticks) of the run's first frame.
        var first: Int
        var time: Int
        var count: Int
    }

    /// The most frames a contact sheet shows; longer recordings show an even selection.
    static let sheetCells = 36
    /// What transparent parts of frames show.
    static let background: UInt32 = 0xFFFFFF

    let width: Int, height: Int
    private(set) var runs: [Run] = []

    /// Frames are shown on a `width`×`height` canvas (the largest size the window takes).
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Adds frame `index` at `time`; returns its PNG data as it is written to `frames/` when the
    /// frame fills the canvas opaquely (the usual case), else nil.
    mutating func append(_ image: Image, index: Int, time: Int) throws(FlotillaError) -> Data? {
        let flat = image.flattened(width: width, height: height, background: Self.background)
        let png = try RecordingOutput.png(flat)
        if let lastRun = runs.last, lastRun.png == png {
            runs[runs.count - 1].count += 1
        } else {
            runs.append(Run(png: png, first: index, time: time, count: 1))
        }
        return flat == image ? png : nil
    }

    /// The animation as an APNG that loops forever, each run shown as long as it lasted.
    func animation(framesPerSecond: Int) throws(FlotillaError) -> Data {
        var frames: [APNGFrame] = []
        for run in runs {
            var left = run.count
            while left > 0 {
                let part = min(left, Int(UInt16.max))
                frames.append(APNGFrame(png: run.png, delayNumerator: UInt16(part), delayDenominator: UInt16(framesPerSecond)))
                left -= part
            }
        }
        do { return try APNG.encode(frames) } catch { throw FlotillaError(.internal, error.description) }
    }

    /// The runs the contact sheet shows: all of them, or an even selection with the first and the last.
    var sheetRuns: [Run] {
        guard runs.count > Self.sheetCells else { return runs }
        let n = runs.count - 1, m = Self.sheetCells - 1
        return (0...m).map { runs[($0 * n + m / 2) / m] }
    }

    /// The contact sheet's cells, labelled with frame numbers and times.
    func sheetCells(timeline: Timeline) throws(FlotillaError) -> [ContactSheet.Cell] {
        var cells: [ContactSheet.Cell] = []
        for run in sheetRuns {
            let frames = run.count == 1 ? "#\(run.first)" : "#\(run.first)–\(run.first + run.count - 1)"
            do {
                cells.append(ContactSheet.Cell(image: try Image(pngData: run.png), label: "\(timeline.label(run.time))  \(frames)"))
            } catch {
                throw FlotillaError(.internal, error.description)
            }
        }
        return cells
    }
}
