import App
import Desktop
import Foundation
import Model
import X11

/// The live half of `flotilla bench`: a `flotilla` process showing a bench scene on a private
/// 1920×1080 Xvfb, its top panel dragged by XTEST from this process. It measures the CPU time of
/// Flotilla and of the X server per pointer move, and how long a move takes to reach the screen
/// (the XTEST motion handled by the server → the moved pixels read back); beside it, picom moving
/// a window the same way (``PeerRow``), `flotilla manage` beside picom + openbox (``ManageRow``),
/// and the frames of exposé and of the Maps sheet fling (``FrameRow``).
public enum LiveBench {
    public struct Row: Codable, Sendable, Equatable {
        public var panels: Int
        /// Moves per round; the CPU figures are the median round's.
        public var moves: Int
        public var rounds: Int
        /// Milliseconds of CPU per move.
        public var flotillaCPU: Double, serverCPU: Double
        public var totalCPU: Double { flotillaCPU + serverCPU }
        /// The same moves over a spot where no panel lies, nothing held (milliseconds of CPU per
        /// move, Flotilla + the X server): what receiving XTEST motion costs before anything is
        /// drawn. Nil when the scene leaves no such spot.
        public var idleCPU: Double?
        /// Milliseconds from the motion to the moved pixels on screen.
        public var latencyMedian: Double, latencyP99: Double
        /// Peak resident bytes of the flotilla process.
        public var peakResidentBytes: Int
        /// How frames reached the window: "MIT-SHM" or "PutImage".
        public var presenting: String
    }

    /// What one `bench --live` run measured: the drags, picom beside them, `manage` beside picom +
    /// openbox, exposé and the sheet fling, and a video beside picom + openbox and no manager.
    public struct Measured: Sendable {
        public var rows: [Row] = []
        public var peers: [PeerRow] = []
        public var manage: [ManageRow] = []
        public var frames: [FrameRow] = []
        public var video: VideoRow?
    }

    /// Shows `BenchScenes.panels(count)` in a window of `size` on `$DISPLAY` and runs until
    /// killed (the child's side).
    public static func serve(panels count: Int, size: Size = BenchScenes.standardSize) throws(FlotillaError) {
        try serve(BenchScenes.panels(count, in: size), writing: [])
    }

    /// The child's `--size` argument for a window of `size`.
    static func sizeArguments(_ size: Size) -> [String] {
        size == BenchScenes.standardSize ? [] : ["--size", "\(Int(size.width))x\(Int(size.height))"]
    }

    /// Shows `scene` on `$DISPLAY` at `scale` pixels a point and runs until killed, writing its
    /// `ready` line and the compositor events named in `names`.
    static func serve(_ scene: Scene, scale: Double = 1, writing names: Set<String>) throws(FlotillaError) {
        let session = try LiveSession(scene: scene, scale: scale) { event in
            switch event {
            case .ready: break
            case .compositor(let e) where names.contains(e.name): break
            default: return
            }
            FileHandle.standardOutput.write(Data((EventLines.line(event) + "\n").utf8))
        }
        try session.run()
    }

    /// For each panel count: the drag, `rounds` rounds of `moves` moves each for the CPU figures,
    /// of which the median round counts (on a small virtual machine a round's CPU varies by a
    /// third from run to run, where the scheduler puts the three processes, and the median of a
    /// few rounds is steadier); picom moving one of as many xlogos the same way, on an Xvfb of
    /// its own; `flotilla manage` and picom + openbox with as many xlogos; exposé over the panels;
    /// manage's spaces slide with as many xlogos (when xlogo is installed). Then the Maps sheet
    /// fling, and a video (``video(size:seconds:rounds:)``).
    public static func run(panelCounts: [Int], size: Size = BenchScenes.standardSize, moves: Int = 300, rounds: Int = 3, latencySamples: Int = 100,
                           progress: TerminalProgress = TerminalProgress(nil)) throws(FlotillaError) -> Measured {
        BenchChild.unblockTermination()
        let xvfb = try PrivateXvfb(width: Int(size.width), height: Int(size.height))
        let peerXvfb = missingProgram(["picom", "xlogo"]) == nil ? try PrivateXvfb(width: Int(size.width), height: Int(size.height)) : nil
        var measured = Measured()
        let steps = panelCounts.count * 5 + 2
        do {
            for (i, count) in panelCounts.enumerated() {
                progress.update("live, \(count) panels,", 5 * i + 1, of: steps)
                measured.rows.append(try measure(panels: count, size: size, moves: moves, rounds: max(1, rounds), latencySamples: latencySamples, xvfb: xvfb))
                progress.update("live, picom with \(count) xlogos,", 5 * i + 2, of: steps)
                measured.peers.append(try peer(windows: count, size: size, moves: moves, rounds: max(1, rounds), xvfb: peerXvfb))
                progress.update("live, manage and picom + openbox with \(count) xlogos,", 5 * i + 3, of: steps)
                measured.manage.append(try manage(windows: count, size: size, moves: moves, rounds: max(1, rounds)))
                progress.update("live, exposé over \(count) panels,", 5 * i + 4, of: steps)
                measured.frames.append(try exposeFrames(panels: count, size: size, xvfb: xvfb))
                progress.update("live, manage's spaces slide with \(count) xlogos,", 5 * i + 5, of: steps)
                if missingProgram(["xlogo"]) == nil { measured.frames.append(try spacesSlideFrames(windows: count, size: size)) }
            }
            progress.update("live, Maps sheet fling,", steps - 1, of: steps)
            measured.frames.append(try sheetFlingFrames(size: size, xvfb: xvfb))
            progress.update("live, a video beside picom + openbox and no manager,", steps, of: steps)
            measured.video = try video(size: size, rounds: max(1, rounds))
        } catch let error as FlotillaError {
            throw error
        } catch {
            throw FlotillaError(.display, "live bench: \(error)")
        }
        progress.finish("\(steps) live measurements")
        return measured
    }

    private static func measure(panels count: Int, size: Size, moves: Int, rounds: Int, latencySamples: Int, xvfb: PrivateXvfb) throws(FlotillaError) -> Row {
        let child = try BenchChild(["bench", "--serve", String(count)] + sizeArguments(size), display: xvfb.display)
        let window = child.window
        do {
            let connection = try X11Connection(display: xvfb.display)
            let input = try SyntheticInput(connection: connection)
            let scene = BenchScenes.panels(count, in: size)
            let top = scene.panels.last!.frame
            let idleCPU = try idleSpot(in: scene).map { spot in
                let (flotilla, server) = try cpuPerMove(moves: moves, rounds: rounds, around: spot, flotilla: child.pid,
                                                        xvfb: xvfb.pid, input: input, window: window)
                return flotilla + server
            }
            // Grab the top panel's title bar and bring it to a known place, then settle.
            var p = (x: Int(top.midX), y: Int(top.minY) + 22)
            try input.move(to: p.x, p.y, in: window)
            try input.press(button: 1)
            for step in 1...20 {
                try input.move(to: p.x + (600 - p.x) * step / 20, p.y + (400 - p.y) * step / 20, in: window)
                Thread.sleep(forTimeInterval: 0.016)
            }
            p = (600, 400)
            Thread.sleep(forTimeInterval: 0.3)
            let (flotillaCPU, serverCPU) = try cpuPerMove(moves: moves, rounds: rounds, around: p, flotilla: child.pid,
                                                           xvfb: xvfb.pid, input: input, window: window)
            let latency = try latencies(samples: latencySamples, at: p, panelWidth: top.width, window: window, input: input)
            try input.release(button: 1)
            return Row(panels: count, moves: moves, rounds: rounds, flotillaCPU: flotillaCPU, serverCPU: serverCPU, idleCPU: idleCPU,
                       latencyMedian: latency.median * 1000, latencyP99: latency.p99 * 1000,
                       peakResidentBytes: ProcessStats.peakResidentBytes(child.pid),
                       presenting: ProcessInfo.processInfo.environment["FLOTILLA_PRESENT"] == "put-image" ? "PutImage" : "MIT-SHM")
        } catch {
            throw FlotillaError(.display, "live bench on \(xvfb.display): \(error)")
        }
    }

    /// Milliseconds of CPU per move of Flotilla and of the X server while the pointer makes
    /// `moves` moves around `p` (``cpuPerMove(moves:rounds:around:of:move:)``). The moves go to
    /// root coordinates worked out once, so the X server's CPU holds no coordinate translations
    /// of the bench's own.
    static func cpuPerMove(moves: Int, rounds: Int, around p: (x: Int, y: Int), flotilla: Int32, xvfb: Int32,
                           input: SyntheticInput, window: WindowID) throws -> (flotilla: Double, server: Double) {
        let origin = try input.rootPosition(0, 0, in: window)
        let cpu = try cpuPerMove(moves: moves, rounds: rounds, around: p, of: [flotilla, xvfb]) { x, y in
            try input.move(to: origin.x + x, origin.y + y)
        }
        return (cpu[0], cpu[1])
    }

    /// Milliseconds of CPU per move of each of `processes` while `move` takes something to
    /// `moves` positions of 3 to 60 px around `p`, 16 ms apart, then back to `p`: the round of
    /// median total of `rounds`.
    static func cpuPerMove(moves: Int, rounds: Int, around p: (x: Int, y: Int), of processes: [Int32],
                           move: (Int, Int) throws -> Void) rethrows -> [Double] {
        var results: [[Double]] = []
        for _ in 0..<rounds {
            results.append(try cpuOfRound(moves: moves, around: p, of: processes, move: move))
        }
        return medianRound(results)
    }

    /// Milliseconds of CPU per move of each of `processes` over one round of ``cpuPerMove(moves:rounds:around:of:move:)``.
    static func cpuOfRound(moves: Int, around p: (x: Int, y: Int), of processes: [Int32],
                           move: (Int, Int) throws -> Void) rethrows -> [Double] {
        let before = processes.map(ProcessStats.cpuSeconds)
        try dragMoves(moves, around: p, move: move)
        Thread.sleep(forTimeInterval: 0.1)
        let perMove = 1000 / Double(moves)
        return zip(processes, before).map { (ProcessStats.cpuSeconds($0) - $1) * perMove }
    }

    /// `moves` positions of 3 to 60 px around `p` (right, then left, 20 steps each way), 16 ms
    /// apart, then back to `p`.
    static func dragMoves(_ moves: Int, around p: (x: Int, y: Int), move: (Int, Int) throws -> Void) rethrows {
        for i in 0..<moves {
            try move(p.x + (i % 40 < 20 ? 3 : -3) * (i % 20 + 1), p.y + (i % 2))
            Thread.sleep(forTimeInterval: 0.016)
        }
        try move(p.x, p.y)
    }

    /// Of rounds' figures (one per process), the round whose total is the median.
    static func medianRound(_ rounds: [[Double]]) -> [Double] {
        rounds.sorted { $0.reduce(0, +) < $1.reduce(0, +) }[rounds.count / 2]
    }

    /// A point whose neighbourhood (the moves' reach plus shadows) meets no panel, if any.
    private static func idleSpot(in scene: Scene) -> (x: Int, y: Int)? {
        let size = scene.size
        for y in stride(from: 40, to: Int(size.height) - 40, by: 20) {
            for x in stride(from: 100, to: Int(size.width) - 100, by: 20) {
                let reach = Rect(x: Double(x - 100), y: Double(y - 40), width: 200, height: 80)
                if !scene.panels.contains(where: { $0.frame.intersects(reach) }) { return (x, y) }
            }
        }
        return nil
    }

    /// The held panel (its title bar under the pointer at `p`) jumps 40 px right and back; each
    /// time, from the motion to the moment a pixel beside its right edge changes on screen.
    private static func latencies(samples: Int, at p: (x: Int, y: Int), panelWidth: Double, window: WindowID,
                                  input: SyntheticInput) throws -> Samples {
        let connection = input.connection
        let clock = ContinuousClock()
        // The pointer sits at the panel's middle: its right edge is half a width to the right.
        let right = p.x + Int(panelWidth / 2)
        var result = Samples()
        for i in 0..<samples {
            let outward = i % 2 == 0
            let probe = PixelRect(x: right + 20, y: p.y, width: 1, height: 1)
            let before = try connection.capture(window, area: probe).pixels[0]
            let start = clock.now
            try input.move(to: outward ? p.x + 40 : p.x, p.y, in: window)
            while try connection.capture(window, area: probe).pixels[0] == before {
                guard clock.now - start < .milliseconds(500) else { break }
            }
            let d = clock.now - start
            result.add(Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18)
            Thread.sleep(forTimeInterval: 0.03)
        }
        return result
    }
}
