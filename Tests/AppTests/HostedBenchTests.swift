@testable import App
@testable import Bench
import Foundation
import Model
import Testing

/// `flotilla bench --hosted`'s pure parts: what its children show, how frame times are read from
/// the debug log, how the figures become rows with their targets, and the table.
@Suite("flotilla bench: apps in panels")
struct HostedBenchTests {
    @Test func thePairIsADrawnPanelAndAnXtermOfTheSameSizeSideBySide() throws {
        let pair = HostedBench.Setup.pair
        let decoded = try JSONDecoder().decode(HostedBench.Setup.self, from: JSONEncoder().encode(pair))
        #expect(decoded == pair)
        #expect(pair.scene.panels.count == 1 && pair.apps.map(\.command) == [["xterm", "-e", "cat"]])
        let (drawn, xterm) = (pair.scene.panels[0].frame, try #require(pair.apps[0].frame))
        #expect(drawn.size == xterm.size && PanelContentSizes.contentSize(forFrame: drawn.size) == Size(width: 800, height: 600))
        // Dragged 30 px and then up to 60 px either way, they never meet, and stay in the window.
        #expect(drawn.maxX + 90 < xterm.minX - 30 && xterm.maxX + 90 <= BenchScenes.standardSize.width)
    }

    @Test func theCascadesHoldTenPanelsOfTheSameFramesDrawnOrHosted() {
        let drawn = HostedBench.Setup.cascade(nil), hosted = HostedBench.Setup.cascade(["xlogo"])
        #expect(drawn.scene.panels.count == 10 && drawn.apps.isEmpty)
        #expect(hosted.scene.panels.isEmpty && hosted.apps.count == 10 && Set(hosted.apps.map(\.id)).count == 10)
        #expect(drawn.scene.panels.map(\.frame) == hosted.apps.compactMap(\.frame))
        #expect(drawn.logsFrames && hosted.logsFrames && !HostedBench.Setup.pair.logsFrames)
        let spot = Point(x: Double(HostedBench.Setup.emptySpot.x), y: Double(HostedBench.Setup.emptySpot.y))
        let frames = drawn.scene.panels.map(\.frame) + HostedBench.Setup.pair.panels.map(\.frame)
        #expect(frames.allSatisfy { !$0.insetBy(-20).contains(spot) })
    }

    @Test func frameTimesAreReadFromTheDebugLog() {
        let log = """
            2026-11-24T03:13:23+0000 info flotilla: [App] window 2097152 1920x1080 px at scale 1.0 on :77
            2026-11-24T03:13:23+0000 debug flotilla: [App] window 2097152 at 0.050 s: drawn in 28.036 ms, damage 0,0 1920x1080
            2026-11-24T03:13:23+0000 debug flotilla: [App] x event: window 2097152 exposed
            2026-11-24T03:13:23+0000 debug flotilla: [App] window 2097152 at 0.082 s: drawn in 3.159 ms, damage none
            """
        #expect(HostedBench.frameTimes(inLog: log[...]) == [28.036, 3.159])
        #expect(HostedBench.frameTimes(inLog: "") == [])
    }

    @Test func rowsCheckEachTargetAgainstItsFigure() throws {
        var fast = Samples(), slow = Samples()
        for v in [0.003, 0.00390625, 0.006] { fast.add(v) }
        for v in [0.030, 0.03125, 0.032] { slow.add(v) }
        let pair = HostedBench.Measures.Pair(drawnCPU: .init(flotilla: 1, server: 1), hostedCPU: .init(flotilla: 1.5, server: 0.4),
                                             keystrokes: slow, idleTicks: 0)
        let drawn = HostedBench.Measures.Cascade(readyResident: 50 << 20, restResident: 50 << 20, idleTicks: 1, exposeFrames: [3, 12])
        let hosted = HostedBench.Measures.Cascade(readyResident: 40 << 20, restResident: 60 << 20, idleTicks: 0, exposeFrames: [5, 20, 4])
        let rows = HostedBench.rows(unhosted: fast, pair: pair, drawn: drawn, hosted: hosted)
        let met = Dictionary(uniqueKeysWithValues: rows.compactMap { r in r.met.map { (r.measure, $0) } })
        #expect(met == ["CPU per move, 800×600 panel": true, "keystroke → glyph, median": false, "idle Flotilla CPU over 2 s": true,
                        "exposé, slowest frame, 10 apps": false, "RSS at rest, 10 apps": true])
        let expose = try #require(rows.first { $0.measure == "exposé, slowest frame, 10 apps" })
        #expect(expose.hosted == 20 && expose.baseline == 12)
        let keys = try #require(rows.first { $0.measure == "keystroke → glyph, median" })
        #expect(keys.hosted == 31.25 && keys.baseline == 3.90625)
    }

    @Test func theTableHasALineARowAndMarksMisses() throws {
        let report = HostedBench.Report(rows: [
            .init(measure: "CPU per move", hosted: 1.5, baseline: 2.25, baselineName: "drawn panel", unit: "ms", target: "hosted ≤ drawn", met: true),
            .init(measure: "exposé", hosted: 31.25, baseline: nil, baselineName: "", unit: "ms", target: "≤ 16.7 ms", met: false),
            .init(measure: "  of which", hosted: 1234, baseline: 1000, baselineName: "drawn", unit: "MiB"),
            .init(measure: "idle", hosted: 0, baseline: 2, baselineName: "drawn", unit: "ticks", target: "0", met: true),
        ], moves: 300, rounds: 3, keystrokes: 50, clientPixels: "GetImage")
        let lines = report.table.split(separator: "\n")
        #expect(lines.count == 6 && lines[0].hasPrefix("apps in panels"))
        #expect(lines[3].hasPrefix("  of which (MiB)") && lines[4].contains(" 0 ") && lines[4].contains(" 2 drawn"))
        #expect(lines[1].contains("1.500") && lines[1].contains("2.250") && lines[1].hasSuffix("yes"))
        #expect(lines[2].contains("31.2") && lines[2].contains("–") && lines[2].hasSuffix("NO"))
        #expect(lines[3].contains("1234") && lines[3].hasSuffix("drawn"))
        let json = try JSONDecoder().decode(HostedBench.Report.self, from: JSONEncoder().encode(report))
        #expect(json == report)
    }

    /// Each way's costs of a whole 800×600 window and of a keystroke's damage (time, CPU, Xvfb CPU).
    private static let window = HostedBench.Ways(
        shared: .init(time: 0.8, cpu: 0.6, server: 0.2, pixels: 480_000), getImage: .init(time: 1.1, cpu: 0.8, server: 0.6, pixels: 480_000),
        render: .init(time: 0.5, cpu: 0.01, server: 0.45, pixels: 480_000), sharedDrawn: .init(time: 2.5, cpu: 1.9, server: 0.4, pixels: 480_000),
        copy: .init(time: 0.4, cpu: 0.01, server: 0.35, pixels: 480_000))
    private static let glyph = HostedBench.Ways(
        shared: .init(time: 0.1, cpu: 0.07, server: 0.04, pixels: 156), getImage: .init(time: 0.11, cpu: 0.075, server: 0.05, pixels: 156),
        render: .init(time: 0.09, cpu: 0.03, server: 0.05, pixels: 156), sharedDrawn: .init(time: 0.2, cpu: 0.12, server: 0.07, pixels: 156),
        copy: .init(time: 0.08, cpu: 0.03, server: 0.04, pixels: 156))
    private static let fetches = HostedBench.Fetches(window: window, glyph: glyph)

    @Test func fetchRowsPutSharedMemoryBesideGetImage() {
        let rows = HostedBench.fetchRows(Self.fetches)
        #expect(rows.map(\.measure) == ["fetch window, 480000 px, by SHM", "  Flotilla CPU", "  Xvfb CPU",
                                        "fetch keystroke, 156 px, by SHM", "  Flotilla CPU", "  Xvfb CPU"])
        #expect(rows.map(\.hosted) == [0.8, 0.6, 0.2, 0.1, 0.07, 0.04])
        #expect(rows.map(\.baseline) == [1.1, 0.8, 0.6, 0.11, 0.075, 0.05])
        #expect(rows.allSatisfy { $0.baselineName == "by GetImage" && $0.unit == "ms" && $0.met == nil })
    }

    @Test func renderRowsPutTheServersCompositeBesideSharedMemoryDrawnAndPutAndCopyAreaBesideIt() {
        let rows = HostedBench.renderRows(Self.fetches)
        let measures: [String] = rows.map(\.measure)
        #expect(measures == ["show window, 480000 px, by RENDER", "  Flotilla CPU", "  Xvfb CPU",
                             "show window, 480000 px, by CopyArea", "  Flotilla CPU", "  Xvfb CPU",
                             "show keystroke, 156 px, by RENDER", "  Flotilla CPU", "  Xvfb CPU",
                             "show keystroke, 156 px, by CopyArea", "  Flotilla CPU", "  Xvfb CPU"])
        let hosted: [Double] = rows.map(\.hosted), baseline: [Double?] = rows.map(\.baseline)
        #expect(hosted == [0.5, 0.01, 0.45, 0.4, 0.01, 0.35, 0.09, 0.03, 0.05, 0.08, 0.03, 0.04])
        #expect(baseline == [2.5, 1.9, 0.4, 0.5, 0.01, 0.45, 0.2, 0.12, 0.07, 0.09, 0.03, 0.05])
        let names: [String] = rows.map(\.baselineName)
        #expect(names == Array(repeating: "by SHM+cairo+put", count: 3) + Array(repeating: "by RENDER", count: 3)
                + Array(repeating: "by SHM+cairo+put", count: 3) + Array(repeating: "by RENDER", count: 3))
        #expect(rows.allSatisfy { $0.unit == "ms" && $0.met == nil })
        let report = HostedBench.Report(rows: HostedBench.fetchRows(Self.fetches) + rows, moves: 300, rounds: 3, keystrokes: 50,
                                        clientPixels: HostedBench.clientPixels(200))
        let lines = report.table.split(separator: "\n")
        #expect(lines.count == 20 && lines[7].hasPrefix("show window, 480000 px, by RENDER (ms)"))
        #expect(lines[7].contains("0.500") && lines[7].contains("2.500") && lines[7].hasSuffix("by SHM+cairo+put"))
        #expect(lines[10].hasPrefix("show window, 480000 px, by CopyArea (ms)") && lines[10].hasSuffix("by RENDER"))
        #expect(lines[19].contains("medians of 200 of each way") && lines[19].contains("RENDER Composite"))
    }

    @Test func processStatsFindAChildAndCountTicks() throws {
        let sleeper = Process()
        sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
        sleeper.arguments = ["5"]
        try sleeper.run()
        defer { ProcessStats.stop(sleeper) }
        #expect(ProcessStats.children(of: getpid()).contains(sleeper.processIdentifier))
        #expect(ProcessStats.cpuTicks(getpid()) >= 0 && ProcessStats.cpuTicks(-1) == 0)
    }
}
