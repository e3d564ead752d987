import App
import Bench
import ArgumentParser
import Foundation

/// `flotilla bench`: frame times of the layered renderer beside the naive one, in one run.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure frame times of the layered renderer beside the naive one (build with -c release).",
        discussion: """
            Scenes of 1, 10, 50 and 200 panels of 360×260 pt placed by a seeded generator over \
            1920×1080, and the Maps sheet: a full frame, a drag frame, a fling and exposé, each \
            composed and drawn where damaged, on a virtual clock at 60 Hz; median and p99 per \
            frame for both paths and their ratio, and the peak resident memory. Then `record --apng` \
            of a 1 s drag on the panels scene by today's path and by the one it replaced (whole frames \
            encoded one after another by cairo): frames per second and bytes per frame. With --live, \
            a real flotilla on a private Xvfb: CPU per drag move and latency, picom (xrender, \
            shadows, corners) moving one of as many xlogo windows the same way on an Xvfb of its \
            own, `flotilla manage` beside picom + openbox with as many xlogo windows, one dragged by \
            its title bar, and the frames of exposé, of manage's spaces slide and of the Maps sheet fling. With \
            --hosted instead, apps in panels: a hosted 800×600 xterm dragged beside a drawn panel, \
            keystrokes into it beside the same xterm on the root, its idle CPU, exposé and memory \
            with 10 hosted xlogos beside 10 drawn panels, and an xterm's damage fetched by MIT-SHM \
            beside GetImage and shown in a window by RENDER on the server beside MIT-SHM + cairo.
            """)

    @Option(parsing: .unconditional, help: ArgumentHelp("The panel counts to measure, comma-separated.", valueName: "N,N,…"))
    var panels = Bench.defaultPanelCounts.map(String.init).joined(separator: ",")

    @Flag(inversion: .prefixedNo, help: "Measure record --apng of a 1 s drag, today's path beside the baseline it replaced.")
    var recording = true

    @Flag(help: ArgumentHelp("Also measure live, on a private 1920×1080 Xvfb: Flotilla and X server CPU per drag move, input-to-screen latency, the frames of exposé, of manage's spaces slide and of the Maps sheet fling, picom (when installed) moving one of as many xlogo windows on an Xvfb of its own, and flotilla manage beside picom + openbox with as many xlogo windows."))
    var live = false

    @Option(parsing: .unconditional, help: ArgumentHelp("The panel counts to measure live, comma-separated.", valueName: "N,N,…"))
    var livePanels = "10,50"

    @Option(parsing: .unconditional, help: ArgumentHelp("Rounds of --live-moves moves per live measurement; the median round counts.", valueName: "N"))
    var liveRounds = 3

    @Option(parsing: .unconditional, help: ArgumentHelp("Moves per round of a live drag (Flotilla's, picom's and the managed windows'), 16 ms apart.", valueName: "N"))
    var liveMoves = 300

    @Flag(help: "Instead of timing: apps in panels on a private 1920×1080 Xvfb (xterm, xlogo), each figure beside a baseline of the same run.")
    var hosted = false

    @Option(help: ArgumentHelp("Instead of timing: N seeded random XTEST events on each bundled scene on a private Xvfb, and the resident memory after 10,000 and after N.", valueName: "N"))
    var soak: Int?

    @Option(help: ArgumentHelp("The bundled scenes --soak runs, comma-separated.", valueName: "NAME,NAME,…"))
    var soakScenes = Soak.scenes.joined(separator: ",")

    @Option(help: ArgumentHelp("The window's size in points, for the offscreen and the live rows; the panel scenes scale with it (3840x2160: panels twice as large).", valueName: "WxH"))
    var size = "1920x1080"

    @Flag(help: "Print the report as JSON.")
    var json = false

    @Option(help: .hidden)
    var serve: Int?

    @Option(help: .hidden)
    var serveHosted: String?

    @Option(help: .hidden)
    var serveFrames: String?

    func run() throws {
        let windowSize = try SceneLoading.parseSize(size)
        if let serve { return try LiveBench.serve(panels: serve, size: windowSize) }
        if let serveHosted { return try HostedBench.serve(serveHosted) }
        if let serveFrames { return try LiveBench.serveFrames(serveFrames, size: windowSize) }
        if let soak {
            guard (1...10_000_000).contains(soak) else { throw FlotillaError(.badInput, "--soak: expected a whole number from 1 to 10000000, got \(soak)") }
            let names = soakScenes.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard !names.isEmpty, names.allSatisfy(Soak.scenes.contains) else {
                throw FlotillaError(.badInput, "--soak-scenes: expected some of \(Soak.scenes.joined(separator: ", ")), got \"\(soakScenes)\"")
            }
            let rows = try Soak.run(events: soak, scenes: names, progress: .standardError(command: "bench"))
            return try StandardOutput.write((json ? try Self.json(rows) : Soak.table(rows)) + "\n")
        }
        guard (1...20).contains(liveRounds) else {
            throw FlotillaError(.badInput, "--live-rounds: expected a whole number from 1 to 20, got \(liveRounds)")
        }
        guard (10...10_000).contains(liveMoves) else {
            throw FlotillaError(.badInput, "--live-moves: expected a whole number from 10 to 10000, got \(liveMoves)")
        }
        if hosted {
            let report = try HostedBench.run(rounds: liveRounds, progress: .standardError(command: "bench"))
            return try StandardOutput.write((json ? try Self.json(report) : report.table) + "\n")
        }
        let counts = try Self.counts(panels, option: "--panels")
        let liveCounts = live ? try Self.counts(livePanels, option: "--live-panels") : []
        var report = try Bench.run(panelCounts: counts, size: windowSize, progress: .standardError(command: "bench"))
        if recording { report.recording = try RecordingBench.run(progress: .standardError(command: "bench")) }
        if live {
            let measured = try LiveBench.run(panelCounts: liveCounts, size: windowSize, moves: liveMoves, rounds: liveRounds, progress: .standardError(command: "bench"))
            (report.live, report.peers, report.manage, report.liveFrames, report.video) = (measured.rows, measured.peers, measured.manage, measured.frames, measured.video)
        }
        try StandardOutput.write((json ? try Self.json(report) : report.table) + "\n")
    }

    /// `value` as sorted, indented JSON.
    private static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private static func counts(_ text: String, option: String) throws -> [Int] {
        let counts = text.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !counts.isEmpty, counts.allSatisfy({ $0.map { (1...1000).contains($0) } ?? false }) else {
            throw FlotillaError(.badInput, "\(option): expected whole numbers from 1 to 1000 separated by commas, got \"\(text)\"")
        }
        return counts.compactMap { $0 }
    }
}
