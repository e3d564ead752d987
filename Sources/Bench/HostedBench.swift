import App
import Foundation
import Model
import Render
import X11

/// `flotilla bench --hosted`: real X11 programs in panels, each figure beside a baseline measured
/// in the same run on the same private 1920×1080 Xvfb — a hosted 800×600 xterm dragged beside a
/// drawn panel of the same size, keystrokes into it beside the same xterm on the root, exposé and
/// memory with 10 hosted xlogos beside 10 drawn panels, an idle hosted xterm's CPU, and an
/// xterm's damage fetched through shared memory beside GetImage, and shown in a window by RENDER
/// on the server beside shared memory + cairo + ShmPutImage.
public enum HostedBench {
    /// What a bench child shows: drawn panels and apps, each at a panel frame.
    struct Setup: Codable, Equatable {
        struct Placed: Codable, Equatable {
            /// The app's command; nil for a drawn panel.
            var command: [String]?
            var x, y, width, height: Double
            var frame: Rect { Rect(x: x, y: y, width: width, height: height) }
        }

        var panels: [Placed]
        /// Whether the child logs each frame's drawing time on stderr (`--log-level debug`).
        var logsFrames = false

        /// The scene of the drawn panels.
        var scene: Scene {
            let drawn = panels.enumerated().filter { $0.element.command == nil }.map { i, p in
                PanelSpec(id: PanelID("p\(i)"), title: "Panel \(i + 1)", body: "A drawn panel, the baseline beside an app in a panel.", frame: p.frame)
            }
            return Scene(title: "bench apps", size: BenchScenes.standardSize,
                         backdrop: Backdrop(color: Color.Palette.nord10, gradientTo: Color.Palette.nord0), panels: drawn)
        }

        /// The apps, each at its panel frame.
        var apps: [AppSpec] {
            panels.enumerated().compactMap { i, p in p.command.map { AppSpec(id: PanelID("app\(i)"), command: $0, frame: p.frame) } }
        }

        /// A drawn panel and an xterm, both with 800×600 content, side by side.
        static let pair = Setup(panels: [placed(nil, x: 40, y: 80), placed(["xterm", "-e", "cat"], x: 1000, y: 80)])

        /// 10 panels of 400×300 content cascaded from the top left: apps running `command`, or
        /// drawn when nil; frames logged.
        static func cascade(_ command: [String]?) -> Setup {
            Setup(panels: (0..<10).map { i in placed(command, x: 40 + 140 * Double(i), y: 40 + 60 * Double(i), content: Size(width: 400, height: 300)) },
                  logsFrames: true)
        }

        /// A spot of the window that no panel of either layout covers.
        static let emptySpot = (x: 1880, y: 1050)

        private static func placed(_ command: [String]?, x: Double, y: Double, content: Size = Size(width: 800, height: 600)) -> Placed {
            let size = PanelContentSizes.frameSize(forContent: content)
            return Placed(command: command, x: x, y: y, width: size.width, height: size.height)
        }
    }

    /// The child's side: shows `setup` (JSON) on `$DISPLAY` and runs until killed, writing its
    /// `ready`, `did-adopt`, `did-focus` and `did-enter-expose` lines.
    public static func serve(_ json: String) throws(FlotillaError) {
        let setup: Setup
        do { setup = try JSONDecoder().decode(Setup.self, from: Data(json.utf8)) } catch {
            throw FlotillaError(.badInput, "--serve-hosted: \(error)")
        }
        if setup.logsFrames { FlotillaLog.bootstrap(.debug) }
        let session = try LiveSession(scene: setup.scene, apps: setup.apps) { event in
            switch event {
            case .ready, .didAdopt: break
            case .compositor(let e) where ["did-focus", "did-enter-expose"].contains(e.name): break
            default: return
            }
            FileHandle.standardOutput.write(Data((EventLines.line(event) + "\n").utf8))
        }
        try session.run()
    }

    /// Runs every measurement; `moves` × `rounds` per CPU figure, `keystrokes` per latency,
    /// `fetches` per fetch and show figure and way.
    public static func run(moves: Int = 300, rounds: Int = 3, keystrokes: Int = 50, fetches: Int = 200,
                           progress: TerminalProgress = TerminalProgress(nil)) throws(FlotillaError) -> Report {
        BenchChild.unblockTermination()
        let xvfb = try PrivateXvfb(width: Int(BenchScenes.standardSize.width), height: Int(BenchScenes.standardSize.height))
        do {
            let bench = try Measures(xvfb: xvfb, moves: moves, rounds: rounds)
            progress.update("apps: fetching and showing an xterm's pixels,", 1, of: 5)
            let fetched = try bench.fetches(fetches)
            progress.update("apps: an xterm on the root,", 2, of: 5)
            let unhosted = try bench.unhostedKeystrokes(keystrokes)
            progress.update("apps: an xterm beside a drawn panel,", 3, of: 5)
            let pair = try bench.pair(keystrokes: keystrokes)
            progress.update("apps: 10 drawn panels,", 4, of: 5)
            let drawn = try bench.cascade(Setup.cascade(nil), exposeKey: .init(.function(3)))
            progress.update("apps: 10 xlogos,", 5, of: 5)
            let hosted = try bench.cascade(Setup.cascade(["xlogo"]), exposeKey: .init(.function(3), modifiers: .super))
            progress.finish("apps in panels measured")
            return Report(rows: rows(unhosted: unhosted, pair: pair, drawn: drawn, hosted: hosted) + fetchRows(fetched) + renderRows(fetched),
                          moves: moves, rounds: rounds,
                          keystrokes: keystrokes, clientPixels: clientPixels(fetches))
        } catch let error as FlotillaError {
            throw error
        } catch {
            throw FlotillaError(.display, "apps bench on \(xvfb.display): \(error)")
        }
    }

    /// How the apps' pixels reached the frame, and how the fetch rows were measured.
    static func clientPixels(_ fetches: Int) -> String {
        let source = PixelSource.standard == .sharedMemory ? "ShmGetImage (MIT-SHM)" : "GetImage"
        return "\(source) of damaged rectangles into retained layers; fetch and show rows: medians of \(fetches) "
            + "of each way, in turn, in the bench process (show: to a window, by RENDER Composite on the server "
            + "or by SHM fetch + cairo + ShmPutImage, each until the server drew)"
    }

    /// The figures as rows, hosted beside baseline, targets checked.
    static func rows(unhosted: Samples, pair: Measures.Pair, drawn: Measures.Cascade, hosted: Measures.Cascade) -> [Row] {
        let frame = 1000 / 60.0
        let mib = { (bytes: Int) in Double(bytes) / 1_048_576 }
        let budget = Renderer.defaultLayerBudget
        let latency = (hosted: pair.keystrokes.median * 1000, unhosted: unhosted.median * 1000)
        let median = { (times: [Double]) in times.isEmpty ? 0 : times.sorted()[times.count / 2] }
        let slowest = (hosted: hosted.exposeFrames.max() ?? 0, drawn: drawn.exposeFrames.max() ?? 0)
        return [
            Row(measure: "CPU per move, 800×600 panel", hosted: pair.hostedCPU.total, baseline: pair.drawnCPU.total,
                baselineName: "drawn panel", unit: "ms", target: "hosted ≤ drawn", met: pair.hostedCPU.total <= pair.drawnCPU.total),
            Row(measure: "  of which Flotilla", hosted: pair.hostedCPU.flotilla, baseline: pair.drawnCPU.flotilla, baselineName: "drawn panel", unit: "ms"),
            Row(measure: "  of which Xvfb", hosted: pair.hostedCPU.server, baseline: pair.drawnCPU.server, baselineName: "drawn panel", unit: "ms"),
            Row(measure: "keystroke → glyph, median", hosted: latency.hosted, baseline: latency.unhosted, baselineName: "xterm on root",
                unit: "ms", target: "≤ unhosted + 16.7 ms", met: latency.hosted <= latency.unhosted + frame),
            Row(measure: "keystroke → glyph, p99", hosted: pair.keystrokes.p99 * 1000, baseline: unhosted.p99 * 1000,
                baselineName: "xterm on root", unit: "ms"),
            Row(measure: "idle Flotilla CPU over 2 s", hosted: Double(pair.idleTicks), baseline: Double(drawn.idleTicks),
                baselineName: "10 drawn panels", unit: "ticks", target: "0", met: pair.idleTicks == 0),
            Row(measure: "exposé, slowest frame, 10 apps", hosted: slowest.hosted, baseline: slowest.drawn, baselineName: "10 drawn panels",
                unit: "ms", target: "≤ 16.7 ms", met: slowest.hosted <= frame),
            Row(measure: "exposé, median frame", hosted: median(hosted.exposeFrames), baseline: median(drawn.exposeFrames),
                baselineName: "10 drawn panels", unit: "ms"),
            Row(measure: "exposé, frames over 16.7 ms", hosted: Double(hosted.exposeFrames.filter { $0 > frame }.count),
                baseline: Double(drawn.exposeFrames.filter { $0 > frame }.count), baselineName: "10 drawn panels", unit: "frames"),
            Row(measure: "exposé, frames drawn", hosted: Double(hosted.exposeFrames.count), baseline: Double(drawn.exposeFrames.count),
                baselineName: "10 drawn panels", unit: "frames"),
            Row(measure: "RSS at ready, 10 apps", hosted: mib(hosted.readyResident), baseline: mib(drawn.readyResident),
                baselineName: "10 drawn panels", unit: "MiB"),
            Row(measure: "RSS at rest, 10 apps", hosted: mib(hosted.restResident), baseline: mib(drawn.restResident),
                baselineName: "10 drawn panels", unit: "MiB", target: "≤ ready + \(budget >> 20) MiB layers",
                met: hosted.restResident <= hosted.readyResident + budget),
        ]
    }
}
