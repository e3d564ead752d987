import App
import Assets
import Foundation
import Model
import Render

/// `flotilla bench`: the same steps on the same scenes drawn by the layered renderer and by the
/// naive one (every layer drawn again as vectors, text laid out again), timed in-process.
public enum Bench {
    /// One measured step of one scene on one path.
    public struct Row: Codable, Sendable, Equatable {
        public var scene: String
        public var step: String
        public var frames: Int
        /// Milliseconds.
        public var layeredMedian: Double, layeredP99: Double
        public var naiveMedian: Double, naiveP99: Double
        /// The layered path's most bytes of kept layer pixels after a frame, and how many layers'
        /// pixels it drew in the step (its first frame included): a step whose layers do not fit the
        /// budget draws them again.
        public var keptBytes: Int, layerDraws: Int
        /// Naive median ÷ layered median.
        public var speedup: Double { layeredMedian > 0 ? naiveMedian / layeredMedian : 0 }
    }

    public struct Report: Codable, Sendable {
        /// The window's size in points, `1920x1080` unless `bench --size` said.
        public var size: String
        public var rows: [Row]
        /// The process's peak resident memory, bytes (VmHWM).
        public var peakResidentBytes: Int
        public var layerBudgetBytes: Int
        /// `record --apng` today beside the baseline it replaced, unless skipped.
        public var recording: RecordingBench.Report?
        /// The live measurements, when asked for: the drags, picom beside them, `manage` beside
        /// picom + openbox, and the frames of exposé and the sheet fling.
        public var live: [LiveBench.Row] = []
        public var peers: [LiveBench.PeerRow] = []
        public var manage: [LiveBench.ManageRow] = []
        public var liveFrames: [LiveBench.FrameRow] = []
        public var video: LiveBench.VideoRow?
    }

    /// Panel counts measured by default.
    public static let defaultPanelCounts = [1, 10, 50, 200]

    public static func run(panelCounts: [Int] = defaultPanelCounts, size: Size = BenchScenes.standardSize, maps: Bool = true,
                           progress: TerminalProgress = TerminalProgress(nil)) throws(FlotillaError) -> Report {
        let fonts = try Fonts.load()
        var rows: [Row] = []
        var scenes: [(name: String, scene: Scene, scale: Double)] = panelCounts.map {
            ("\($0) panel\($0 == 1 ? "" : "s")", BenchScenes.panels($0, in: size), 1)
        }
        if maps {
            let scale = BenchScenes.mapsScale(for: size)
            scenes.append((scale == 1 ? "maps" : "maps \(scale.shortDescription)×", try SceneLoading.load(path: Assets.scene(named: "maps").path), scale))
        }
        let isMaps = { (scene: String) in scene.hasPrefix("maps") }, isPanels = { (scene: String) in !isMaps(scene) }
        let steps: [(name: String, applies: (String) -> Bool, run: (Workload) -> Samples)] = [
            ("full frame", { _ in true }, { $0.fullFrames(20) }),
            ("drag frame", isPanels, { $0.drag(moves: 120) }),
            ("fling frame", isPanels, { $0.fling() }),
            ("exposé frame", isPanels, { $0.expose() }),
            ("spaces slide frame", isPanels, { $0.spacesSlide() }),
            ("sheet fling frame", isMaps, { $0.sheetFling() }),
        ]
        let budget = Renderer.layerBudget(forPixels: Int(size.width * size.height))
        let total = scenes.count * steps.count
        var done = 0
        for (name, scene, scale) in scenes {
            for step in steps {
                done += 1
                guard step.applies(name) else { continue }
                progress.update("\(name), \(step.name),", done, of: total)
                let workload = try Workload(scene: scene, renderer: Renderer(fonts: fonts, layerBudget: budget, scale: scale,
                                                                             drawingTime: Renderer.liveDrawingTime, sharesFrames: true))
                let layered = step.run(workload)
                let naive = step.run(try Workload(scene: scene, renderer: Renderer(fonts: fonts, retainsLayers: false, scale: scale)))
                rows.append(Row(scene: name, step: step.name, frames: layered.count,
                                layeredMedian: layered.median * 1000, layeredP99: layered.p99 * 1000,
                                naiveMedian: naive.median * 1000, naiveP99: naive.p99 * 1000,
                                keptBytes: workload.peakLayerBytes, layerDraws: workload.layerDraws))
            }
        }
        progress.finish("\(rows.count) measurements")
        return Report(size: "\(Int(size.width))x\(Int(size.height))", rows: rows, peakResidentBytes: ProcessStats.peakResidentBytes(getpid()), layerBudgetBytes: budget)
    }
}

extension Bench.Report {
    /// The report as a table, one step of one scene a line, then the live measurements.
    public var table: String {
        let (ms, pad) = (TableCells.ms, TableCells.pad)
        let widths = [11, 18, 7, 11, 9, 11, 9, 8, 9, 7]
        func line(_ cells: [String]) -> String {
            zip(cells, widths).enumerated().map { i, cell in pad(cell.0, cell.1, i < 2) }.joined(separator: " ")
        }
        var lines = [line(["scene", "step", "frames", "layered ms", "p99", "naive ms", "p99", "speedup", "kept MiB", "drawn"])]
        for r in rows {
            lines.append(line([r.scene, r.step, String(r.frames), ms(r.layeredMedian), ms(r.layeredP99), ms(r.naiveMedian), ms(r.naiveP99),
                               String(format: "%.1f×", r.speedup), String(r.keptBytes >> 20), String(r.layerDraws)]))
        }
        lines.append("median and p99 per frame (composed and drawn where damaged) in a \(size) window, in milliseconds; "
                     + "peak RSS \(peakResidentBytes >> 20) MiB, layer budget \(layerBudgetBytes >> 20) MiB; kept: the layered path's most "
                     + "layer pixels kept, drawn: the layers it drew (drawn again when they did not fit)")
        if let recording { lines += ["", recording.table] }
        lines += LiveBench.table(rows: live, peers: peers, manage: manage, frames: liveFrames) + LiveBench.videoTable(video)
        return lines.joined(separator: "\n")
    }
}
