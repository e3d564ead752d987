import App
import Assets
import Foundation
import Input
import Model
import X11

extension LiveBench {
    /// One animation of a live `flotilla` process, from the input that starts it until it settles:
    /// the frames it drew (its debug log's `drawn in` lines) and the CPU they cost.
    public struct FrameRow: Codable, Sendable, Equatable {
        /// What was animated: "exposé 10 panels", "sheet fling, maps".
        public var name: String
        public var frames: Int
        /// Milliseconds of CPU per frame, of Flotilla and of the X server.
        public var flotillaCPU: Double, serverCPU: Double
        public var totalCPU: Double { flotillaCPU + serverCPU }
        /// Milliseconds of drawing, as the process logged them: the median frame and the slowest.
        public var medianFrame: Double, slowestFrame: Double
    }

    /// The scene a frames child shows: `count` bench panels, or the bundled Maps scene.
    enum FramesScene: Equatable {
        case panels(Int)
        case maps

        /// The `--serve-frames` argument: a panel count or `maps`.
        init?(argument: String) {
            if argument == "maps" { self = .maps } else if let n = Int(argument), n > 0 { self = .panels(n) } else { return nil }
        }

        var argument: String {
            switch self {
            case .panels(let n): String(n)
            case .maps: "maps"
            }
        }

        /// Pixels a point: the Maps scene keeps its size in points (``BenchScenes/mapsScale(for:)``).
        func scale(for size: Size) -> Double {
            self == .maps ? BenchScenes.mapsScale(for: size) : 1
        }

        func scene(size: Size) throws(FlotillaError) -> Scene {
            switch self {
            case .panels(let n): BenchScenes.panels(n, in: size)
            case .maps: try SceneLoading.load(path: Assets.scene(named: "maps").path)
            }
        }
    }

    /// Shows `scene` on `$DISPLAY`, each frame's drawing time logged on stderr (debug), and runs
    /// until killed, writing its `ready`, `did-enter-expose` and `did-end-attracting` lines.
    public static func serveFrames(_ argument: String, size: Size = BenchScenes.standardSize) throws(FlotillaError) {
        guard let scene = FramesScene(argument: argument) else {
            throw FlotillaError(.badInput, "--serve-frames: expected a panel count or maps, got \"\(argument)\"")
        }
        FlotillaLog.bootstrap(.debug)
        try serve(try scene.scene(size: size), scale: scene.scale(for: size), writing: ["did-enter-expose", "did-end-attracting"])
    }

    /// Exposé (F3) over the bench's `count` panels in a window of `size`, from the key until the frames stop.
    static func exposeFrames(panels count: Int, size: Size, xvfb: PrivateXvfb) throws -> FrameRow {
        let child = try BenchChild(["bench", "--serve-frames", FramesScene.panels(count).argument] + sizeArguments(size),
                                   display: xvfb.display, keepsErrors: true)
        let input = try SyntheticInput(connection: try X11Connection(display: xvfb.display))
        // The key goes where the pointer is: into the window, over an empty corner.
        try input.move(to: Int(size.width) - 4, Int(size.height) - 4, in: child.window)
        return try frames(named: "exposé \(count) panel\(count == 1 ? "" : "s")", of: child, xvfb: xvfb) {
            try input.key(KeyPress(.function(3)))
        } until: {
            try child.wait(for: "\"did-enter-expose\"")
        }
    }

    /// The Maps scene's search sheet flung from half to full by an XTEST drag of its grabber,
    /// 200 pt up in 80 ms, from the press until the frames stop; in a window of `size`, at the
    /// pixels a point it has there.
    static func sheetFlingFrames(size: Size, xvfb: PrivateXvfb) throws -> FrameRow {
        let child = try BenchChild(["bench", "--serve-frames", FramesScene.maps.argument] + sizeArguments(size),
                                   display: xvfb.display, keepsErrors: true)
        let input = try SyntheticInput(connection: try X11Connection(display: xvfb.display))
        let scale = FramesScene.maps.scale(for: size)
        let name = scale == 1 ? "sheet fling, maps" : "sheet fling, maps \(scale.shortDescription)×"
        func pixels(_ points: Int) -> Int { Int(Double(points) * scale) }
        return try frames(named: name, of: child, xvfb: xvfb) {
            // Half puts the sheet's top at y 392: the grabber strip is just below.
            try input.move(to: pixels(210), pixels(400), in: child.window)
            try input.press(button: 1)
            for step in 1...8 {
                Thread.sleep(forTimeInterval: 0.01)
                try input.move(to: pixels(210), pixels(400 - 25 * step), in: child.window)
            }
            try input.release(button: 1)
        } until: {
            try child.wait(for: "\"did-end-attracting\"")
        }
    }

    /// `flotilla manage` with `count` xlogos placed like the panels, every other one on a second
    /// space; then, as a pager asks (`_NET_CURRENT_DESKTOP`), the second space shown and the first
    /// again: the frames of both slides.
    static func spacesSlideFrames(windows count: Int, size: Size) throws -> FrameRow {
        let display = try ManagedBenchDisplay(size: size)
        let child = try display.startFlotillaManaging(count, logsFrames: true).child
        let (connection, root) = (display.connection, display.connection.rootWindow)
        let input = try SyntheticInput(connection: connection)
        let windows = (try connection.property("_NET_CLIENT_LIST", of: root))?.values32 ?? []
        for (i, window) in windows.enumerated() where i % 2 == 1 || count == 1 {
            try input.askWindowManager("_NET_WM_DESKTOP", about: window, 1)
        }
        func shown(_ space: UInt32) throws {
            guard BenchChild.eventually({ (try? connection.property("_NET_CURRENT_DESKTOP", of: root))??.values32.first == space }) else {
                throw FlotillaError(.display, "flotilla manage never showed space \(space + 1)")
            }
        }
        return try frames(named: "spaces slide, \(count) xlogo\(count == 1 ? "" : "s")", of: child, xvfb: display.xvfb) {
            try input.askWindowManager("_NET_CURRENT_DESKTOP", about: root, 1)
            try shown(1)
            child.waitForQuietLog()
            try input.askWindowManager("_NET_CURRENT_DESKTOP", about: root, 0)
        } until: {
            try shown(0)
        }
    }

    /// Lets `child` settle, then runs `start`, waits `until` it is done and for its log to stay
    /// quiet for 0.3 s: the frames logged meanwhile, and the CPU of it and of the X server.
    private static func frames(named name: String, of child: BenchChild, xvfb: PrivateXvfb,
                               start: () throws -> Void, until done: () throws -> Void) throws -> FrameRow {
        child.waitForQuietLog()
        let logged = child.errorText.count
        let (flotilla0, server0) = (ProcessStats.cpuSeconds(child.pid), ProcessStats.cpuSeconds(xvfb.pid))
        try start()
        try done()
        child.waitForQuietLog()
        let (flotilla, server) = (ProcessStats.cpuSeconds(child.pid) - flotilla0, ProcessStats.cpuSeconds(xvfb.pid) - server0)
        let times = HostedBench.frameTimes(inLog: child.errorText.dropFirst(logged))
        guard !times.isEmpty else { throw FlotillaError(.display, "\(name): no frames were logged") }
        let perFrame = 1000 / Double(times.count)
        let sorted = times.sorted()
        return FrameRow(name: name, frames: times.count, flotillaCPU: flotilla * perFrame, serverCPU: server * perFrame,
                        medianFrame: sorted[sorted.count / 2], slowestFrame: sorted.last!)
    }
}
