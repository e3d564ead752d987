import App
import Desktop
import Foundation
import Model
import X11

extension LiveBench {
    /// `flotilla manage` beside picom + openbox (issue 25): as many 360×240 xlogo windows as a
    /// live panel count, placed like the panels, each pair on an Xvfb of its own; the top window
    /// dragged by its title bar through XTEST (Flotilla's, then openbox's), the CPU per move of
    /// every process involved.
    public struct ManageRow: Codable, Sendable, Equatable {
        public var windows: Int
        public var moves: Int, rounds: Int
        /// Milliseconds of CPU per move of `flotilla manage` and of its X server; nil when not measured.
        public var flotillaCPU: Double?, flotillaServerCPU: Double?
        /// Milliseconds of CPU per move of picom, of openbox and of their X server; nil when not measured.
        public var picomCPU: Double?, openboxCPU: Double?, peerServerCPU: Double?
        /// Why a side was not measured (a program missing); nil when both were.
        public var skipped: String?

        public var flotillaTotal: Double? { sum([flotillaCPU, flotillaServerCPU]) }
        public var peerTotal: Double? { sum([picomCPU, openboxCPU, peerServerCPU]) }
        /// How many times cheaper Flotilla's move is than the peer's.
        public var cheaper: Double? { flotillaTotal.flatMap { f in peerTotal.map { $0 / f } } }

        /// The sum of `figures`, nil when one is.
        private func sum(_ figures: [Double?]) -> Double? {
            figures.reduce(0) { total, figure in total.flatMap { t in figure.map { t + $0 } } }
        }
    }

    /// The targets: at most this many milliseconds per move at 50 windows…
    static let manageTargetCPU = 1.0
    /// …and at least this many times cheaper than picom + openbox.
    static let manageTargetCheaper = 8.0

    /// Both sides with `count` xlogos, `moves` × `rounds` each (a side whose programs are missing
    /// is skipped, saying so). Both are set up and hold their window first; then their rounds
    /// alternate, so that whatever else the machine does meanwhile weighs on both alike (on a small
    /// virtual machine the same drag's CPU varies twofold from one minute to the next).
    static func manage(windows count: Int, size: Size, moves: Int, rounds: Int) throws -> ManageRow {
        var row = ManageRow(windows: count, moves: moves, rounds: rounds)
        if let missing = missingProgram(["xlogo"]) {
            row.skipped = notInstalled(missing)
            return row
        }
        let flotilla = try flotillaManaging(windows: count, size: size)
        let missingPeer = missingProgram(["picom", "openbox"])
        row.skipped = missingPeer.map(notInstalled)
        // openbox, started on a busy machine, now and then never takes the windows mapped as it
        // starts (or dies starting): once more, on a fresh server, before the bench gives up.
        let peer = missingPeer == nil ? try (try? picomAndOpenbox(windows: count, size: size)) ?? picomAndOpenbox(windows: count, size: size) : nil
        var flotillaRounds: [[Double]] = [], peerRounds: [[Double]] = []
        for _ in 0..<rounds {
            flotillaRounds.append(try flotilla.round(moves: moves))
            if let peer { peerRounds.append(try peer.round(moves: moves)) }
        }
        let f = medianRound(flotillaRounds)
        (row.flotillaCPU, row.flotillaServerCPU) = (f[0], f[1])
        if !peerRounds.isEmpty {
            let p = medianRound(peerRounds)
            (row.picomCPU, row.openboxCPU, row.peerServerCPU) = (p[0], p[1], p[2])
        }
        return row
    }

    /// `flotilla manage` with `count` xlogos, its top one held by Flotilla's title bar (44 px
    /// tall at scale 1, over the window's content).
    private static func flotillaManaging(windows count: Int, size: Size) throws -> HeldDrag {
        let display = try ManagedBenchDisplay(size: size)
        let (child, top) = try display.startFlotillaManaging(count)
        let content = try display.connection.rootPosition(0, 0, in: top)
        return try HeldDrag(display, grab: (content.x + peerWindowSize(in: size).width / 2, content.y - 22), measuring: [child.pid, display.xvfb.pid],
                            keeping: child) { child.outputText.contains("\"did-begin-dragging\"") }
    }

    /// openbox and picom (``picomArguments``) with `count` xlogos, the top one held by openbox's
    /// title bar (between its frame's top and the window's content).
    private static func picomAndOpenbox(windows count: Int, size: Size) throws -> HeldDrag {
        let display = try ManagedBenchDisplay(size: size)
        let (picom, openbox) = try display.startPicomAndOpenbox()
        let top = try display.startLogos(count, managedBy: "openbox")
        let content = try display.connection.rootPosition(0, 0, in: top)
        let frame = try display.connection.placedOrigin(of: top)
        return try HeldDrag(display, grab: (content.x + peerWindowSize(in: size).width / 2, (frame.y + content.y) / 2),
                            measuring: [picom, openbox, display.xvfb.pid]) {
            (try? display.connection.rootPosition(0, 0, in: top)) != content
        }
    }
}

/// One side of the comparison mid-drag: a window pressed on its title bar through XTEST and
/// carried to (600, 400), held there between rounds; let go when this goes.
private final class HeldDrag {
    static let spot = (x: 600, y: 400)
    /// The side's server and the programs on it, kept while the window is held.
    private let display: ManagedBenchDisplay
    private let input: SyntheticInput
    private let measured: [Int32]
    /// What must live as long as the drag (the Flotilla it measures), let go before the display.
    private var kept: AnyObject?

    /// Presses at `grab` on `display`, drags to ``spot`` in 20 steps 16 ms apart and rests. Fails
    /// unless `dragging` holds once there.
    init(_ display: ManagedBenchDisplay, grab: (x: Int, y: Int), measuring processes: [Int32], keeping kept: AnyObject? = nil,
         dragging: () -> Bool) throws {
        self.display = display
        measured = processes
        self.kept = kept
        input = try SyntheticInput(connection: display.connection)
        Thread.sleep(forTimeInterval: 1)
        try input.move(to: grab.x, grab.y)
        try input.press(button: 1)
        for step in 1...20 {
            try input.move(to: grab.x + (Self.spot.x - grab.x) * step / 20, grab.y + (Self.spot.y - grab.y) * step / 20)
            Thread.sleep(forTimeInterval: 0.016)
        }
        guard BenchChild.eventually(timeout: 5, dragging) else {
            throw FlotillaError(.display, "a press on the title bar at (\(grab.x), \(grab.y)) and a drag did not move the window")
        }
    }

    deinit {
        try? input.release(button: 1)
        kept = nil
    }

    /// One round: 40 moves unmeasured (one sweep right and left: what rested since the last round
    /// wakes), then milliseconds of CPU per move of the measured processes over `moves` moves
    /// (``LiveBench/cpuOfRound(moves:around:of:move:)``).
    func round(moves: Int) throws -> [Double] {
        let move = { (x: Int, y: Int) throws in try self.input.move(to: x, y) }
        try LiveBench.dragMoves(40, around: Self.spot, move: move)
        Thread.sleep(forTimeInterval: 0.1)
        return try LiveBench.cpuOfRound(moves: moves, around: Self.spot, of: measured, move: move)
    }
}
