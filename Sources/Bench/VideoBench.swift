import App
import Desktop
import Foundation
import Model
import X11

extension LiveBench {
    /// A video in a window (issue 47): mpv playing a 1280×720 test pattern at 30 frames a second
    /// (`--vo=x11`), each side on an Xvfb of its own: with no window manager (the floor: the X
    /// server alone shows what mpv puts), under `flotilla manage` (in a panel at rest), and under
    /// picom + openbox. The CPU a second of everything but mpv, the sides' rounds taking turns.
    public struct VideoRow: Codable, Sendable, Equatable {
        /// Seconds a round measures, and how many rounds (the median round counts).
        public var seconds: Double, rounds: Int
        /// Milliseconds of CPU a second of the X server with no window manager.
        public var floorCPU: Double?
        /// Milliseconds of CPU a second of `flotilla manage` and of its X server.
        public var flotillaCPU: Double?, flotillaServerCPU: Double?
        /// Milliseconds of CPU a second of picom, of openbox and of their X server.
        public var picomCPU: Double?, openboxCPU: Double?, peerServerCPU: Double?
        /// Why a side was not measured (a program missing); nil when every side was.
        public var skipped: String?

        public var flotillaTotal: Double? { sum([flotillaCPU, flotillaServerCPU]) }
        public var peerTotal: Double? { sum([picomCPU, openboxCPU, peerServerCPU]) }
        /// Flotilla's side ÷ picom + openbox's (target ≤ ¼).
        public var ofPeer: Double? { flotillaTotal.flatMap { f in peerTotal.map { f / $0 } } }
        /// Flotilla's side ÷ the floor (target ≤ 3).
        public var ofFloor: Double? { flotillaTotal.flatMap { f in floorCPU.map { f / $0 } } }

        private func sum(_ figures: [Double?]) -> Double? {
            figures.reduce(0) { total, figure in total.flatMap { t in figure.map { t + $0 } } }
        }
    }

    /// What mpv plays, and how: the test pattern, looped, in a 1280×720 window at (200, 120).
    static let videoArguments = ["--no-config", "--really-quiet", "--no-audio", "--vo=x11", "--loop-file=inf", "--title=video",
                                 "--geometry=1280x720+200+120", "av://lavfi:testsrc=size=1280x720:rate=30"]

    /// The three sides, `rounds` rounds of `seconds` each (a side whose programs are missing is
    /// skipped, saying so).
    static func video(size: Size, seconds: Double = 5, rounds: Int) throws -> VideoRow {
        var row = VideoRow(seconds: seconds, rounds: rounds)
        if let missing = missingProgram(["mpv"]) {
            row.skipped = notInstalled(missing)
            return row
        }
        let missingPeer = missingProgram(["picom", "openbox"])
        row.skipped = missingPeer.map(notInstalled)
        let sides = [try VideoSide.bare(size: size), try VideoSide.flotilla(size: size), missingPeer == nil ? try VideoSide.peer(size: size) : nil]
        var measured: [[[Double]]] = [[], [], []]
        for _ in 0..<rounds {
            for (i, side) in sides.enumerated() {
                if let side { measured[i].append(side.round(seconds: seconds)) }
            }
        }
        row.floorCPU = measured[0].isEmpty ? nil : medianRound(measured[0])[0]
        let f = medianRound(measured[1])
        (row.flotillaCPU, row.flotillaServerCPU) = (f[0], f[1])
        if !measured[2].isEmpty {
            let p = medianRound(measured[2])
            (row.picomCPU, row.openboxCPU, row.peerServerCPU) = (p[0], p[1], p[2])
        }
        return row
    }

    /// The video's line under a header.
    static func videoTable(_ row: VideoRow?) -> [String] {
        guard let row else { return [] }
        let ms = { (v: Double?) in v.map(TableCells.ms) ?? "–" }
        let ratio = { (v: Double?) in v.map { String(format: "%.2f", $0) } ?? "–" }
        let widths = [12, 8, 9, 9, 9, 14, 9, 9, 9, 8, 8]
        let line = { (cells: [String]) in TableCells.line(cells, widths) }
        return ["", line(["video", "floor", "flotilla", "", "Xvfb", "picom+openbox", "picom", "openbox", "Xvfb", "÷ peer", "÷ floor"]),
                line(["720p30 mpv", ms(row.floorCPU), ms(row.flotillaTotal), ms(row.flotillaCPU), ms(row.flotillaServerCPU), ms(row.peerTotal),
                      ms(row.picomCPU), ms(row.openboxCPU), ms(row.peerServerCPU), ratio(row.ofPeer), ratio(row.ofFloor)]) + (row.skipped.map { "  \($0)" } ?? ""),
                "ms of CPU a second (median of \(row.rounds) rounds of \(String(format: "%.0f", row.seconds)) s, the sides taking turns) while mpv plays a 1280×720",
                "30 fps test pattern (--vo=x11) in a window: floor, the Xvfb with no window manager; flotilla manage (its own, then",
                "its Xvfb's); picom (as above) + openbox + their Xvfb; mpv's own CPU left out. Targets (issue 47): ≤ 0.25 of the peer, ≤ 3 of the floor"]
    }
}

/// One side of the video bench: mpv playing on a display of its own, with what manages it.
private final class VideoSide {
    private let display: ManagedBenchDisplay
    private let measured: [Int32]
    /// What must live as long as the side (the Flotilla it measures).
    private let kept: AnyObject?

    private init(_ display: ManagedBenchDisplay, measuring measured: [Int32], keeping kept: AnyObject? = nil) throws {
        self.display = display
        self.measured = measured
        self.kept = kept
        let player = try LiveBench.start("mpv", LiveBench.videoArguments, on: display.xvfb, environment: display.folder.environment)
        display.stopsWithIt(player)
    }

    /// No window manager: the X server's CPU only.
    static func bare(size: Size) throws -> VideoSide {
        let display = try ManagedBenchDisplay(size: size)
        let side = try VideoSide(display, measuring: [display.xvfb.pid])
        try side.waitForTheWindow { (try? display.connection.children(of: display.connection.rootWindow).isEmpty) == false }
        return side
    }

    /// `flotilla manage`: the video in a panel at rest.
    static func flotilla(size: Size) throws -> VideoSide {
        let display = try ManagedBenchDisplay(size: size)
        let child = try BenchChild(["manage", "--events"], display: display.xvfb.display, environment: display.folder.environment)
        let side = try VideoSide(display, measuring: [child.pid, display.xvfb.pid], keeping: child)
        try side.waitForTheWindow { child.outputText.contains("\"did-settle\"") }
        return side
    }

    /// picom + openbox.
    static func peer(size: Size) throws -> VideoSide {
        let display = try ManagedBenchDisplay(size: size)
        let (picom, openbox) = try display.startPicomAndOpenbox()
        let side = try VideoSide(display, measuring: [picom, openbox, display.xvfb.pid])
        try side.waitForTheWindow {
            ((try? display.connection.property("_NET_CLIENT_LIST", of: display.connection.rootWindow))??.values32.count ?? 0) > 0
        }
        return side
    }

    /// Waits until `shown` (mpv's window is up), then a second more (it starts playing).
    private func waitForTheWindow(_ shown: () -> Bool) throws {
        guard BenchChild.eventually(timeout: 30, shown) else { throw FlotillaError(.display, "mpv's window never showed") }
        Thread.sleep(forTimeInterval: 1)
    }

    /// Milliseconds of CPU a second of each measured process over `seconds` of playing.
    func round(seconds: Double) -> [Double] {
        let before = measured.map(ProcessStats.cpuSeconds)
        let start = ContinuousClock.now
        Thread.sleep(forTimeInterval: seconds)
        let elapsed = ContinuousClock.now - start
        let wall = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return zip(measured.map(ProcessStats.cpuSeconds), before).map { ($0 - $1) * 1000 / wall }
    }
}
