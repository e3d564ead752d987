import App
import Assets
import Foundation
import Model
import Scripts

/// The recording part of `flotilla bench`: `record --apng` of a 1 s drag on the panels scene,
/// today's path (libpng on a pool, changed rectangles) beside the baseline it replaced
/// (``BaselineRecording``), in the same run. Each round records both; the median round counts.
public enum RecordingBench {
    public struct Row: Codable, Sendable, Equatable {
        /// "baseline" or "today".
        public var path: String
        public var frames: Int
        /// Wall-clock seconds of the whole recording: played, drawn, encoded and written.
        public var seconds: Double
        public var framesPerSecond: Double
        /// The size of `animation.png`, and per frame.
        public var totalBytes: Int
        public var bytesPerFrame: Double

        init(path: String, frames: Int, seconds: Double, totalBytes: Int) {
            self.path = path
            self.frames = frames
            self.seconds = seconds
            self.totalBytes = totalBytes
            framesPerSecond = seconds > 0 ? Double(frames) / seconds : 0
            bytesPerFrame = frames > 0 ? Double(totalBytes) / Double(frames) : 0
        }
    }

    public struct Report: Codable, Sendable, Equatable {
        public var rounds: Int
        public var baseline: Row
        public var today: Row
        /// Today's frames per second ÷ the baseline's.
        public var speedup: Double
        /// The baseline's bytes ÷ today's.
        public var shrink: Double

        init(rounds: Int, baseline: Row, today: Row) {
            self.rounds = rounds
            self.baseline = baseline
            self.today = today
            speedup = baseline.framesPerSecond > 0 ? today.framesPerSecond / baseline.framesPerSecond : 0
            shrink = today.totalBytes > 0 ? Double(baseline.totalBytes) / Double(today.totalBytes) : 0
        }
    }

    /// Date's title bar on the panels scene (assets/scenes/panels.json, as
    /// Tests/AppTests/Scripts/panels.script drags it) pulled 330 pt right in 1 s: 61 frames at 60 fps.
    static let dragScript = "drag 620 185 950 185 1000\n"
    static let framesPerSecond = 60

    public static func run(rounds: Int = 3, progress: TerminalProgress = TerminalProgress(nil)) throws(FlotillaError) -> Report {
        let scene = try SceneLoading.load(path: Assets.scene(named: "panels").path)
        let script: Script
        do { script = try ScriptParser.parse(Array(dragScript.utf8), file: "bench.script") } catch {
            throw FlotillaError(.internal, error.description)
        }
        var baseline: [Row] = [], today: [Row] = []
        for round in 0..<max(1, rounds) {
            progress.update("recording,", round + 1, of: max(1, rounds))
            baseline.append(try measure("baseline") { directory throws(FlotillaError) in
                try BaselineRecording.record(scene: scene, script: script, framesPerSecond: framesPerSecond, into: directory)
            })
            today.append(try measure("today") { directory throws(FlotillaError) in
                let options = RecordingOptions(framesPerSecond: framesPerSecond, writesAnimation: true)
                return try Recorder.record(scene: scene, script: script, options: options, into: directory).frames
            })
        }
        progress.finish("recording measured")
        func median(_ rows: [Row]) -> Row { rows.sorted { $0.seconds < $1.seconds }[rows.count / 2] }
        return Report(rounds: baseline.count, baseline: median(baseline), today: median(today))
    }

    /// Times `record` into a scratch folder (removed after) and reads its `animation.png`'s size.
    private static func measure(_ path: String, _ record: (URL) throws(FlotillaError) -> Int) throws(FlotillaError) -> Row {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-bench-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = ContinuousClock()
        let start = clock.now
        let frames = try record(directory)
        let elapsed = (clock.now - start).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
        let animation = directory.appendingPathComponent(Recorder.animationName).path
        let bytes = (try? FileManager.default.attributesOfItem(atPath: animation)[.size] as? Int) ?? 0
        return Row(path: path, frames: frames, seconds: seconds, totalBytes: bytes)
    }
}

extension RecordingBench.Report {
    /// The two paths as a small table with their ratios.
    public var table: String {
        let widths = [10, 6, 8, 9, 12, 12, 7, 8]
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { i, cell in
                let fill = String(repeating: " ", count: max(0, widths[i] - cell.count))
                return i == 0 ? cell + fill : fill + cell
            }.joined(separator: " ")
        }
        func row(_ r: RecordingBench.Row, _ faster: Double, _ smaller: Double) -> String {
            line([r.path, String(r.frames), String(format: "%.3f", r.seconds), String(format: "%.1f", r.framesPerSecond),
                  String(Int(r.bytesPerFrame.rounded())), String(r.totalBytes), String(format: "%.1f×", faster), String(format: "%.1f×", smaller)])
        }
        return [
            line(["recording", "frames", "seconds", "frames/s", "bytes/frame", "total bytes", "faster", "smaller"]),
            row(baseline, 1, 1),
            row(today, speedup, shrink),
            "record --apng of a 1 s drag on the panels scene at 60 fps, the median of \(rounds) rounds; baseline: every frame whole,",
            "one after another, by cairo's PNG writer; today: libpng on \(ProcessInfo.processInfo.activeProcessorCount) cores, frames after the first only where they changed",
        ].joined(separator: "\n")
    }
}
