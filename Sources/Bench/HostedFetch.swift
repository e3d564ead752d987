import App
import Desktop
import Foundation
import Input
import X11

extension HostedBench {
    /// What one fetch of a hosted window's damage costs, in ms: medians of the wall time, of the
    /// fetching thread's CPU and of the X server's CPU; and the median damaged pixels fetched.
    struct FetchCost {
        var time: Double, cpu: Double, server: Double
        var pixels = 0
    }

    /// What one kind of damage costs each way: fetched into the window's pixels (by ShmGetImage,
    /// by GetImage), and brought to a window of the bench's (``ShownPixels``: composited by RENDER
    /// on the server, or fetched by SHM, drawn by cairo and put by ShmPutImage, or copied by CopyArea).
    struct Ways {
        var shared: FetchCost, getImage: FetchCost
        var render: FetchCost, sharedDrawn: FetchCost, copy: FetchCost
    }

    /// A hosted 800×600 xterm's damage taken each way: the whole window, and what a keystroke
    /// draws (its glyph and the cursor).
    struct Fetches {
        var window: Ways
        var glyph: Ways
    }

    /// The fetch figures as rows: shared memory beside GetImage.
    static func fetchRows(_ fetches: Fetches) -> [Row] {
        func rows(_ what: String, _ ways: Ways) -> [Row] {
            costRows("fetch \(what), \(ways.shared.pixels) px, by SHM", ways.shared, beside: ways.getImage, "by GetImage")
        }
        return rows("window", fetches.window) + rows("keystroke", fetches.glyph)
    }

    /// Three rows: the time of `cost` beside `baseline` under `measure`, then the CPU of the bench's
    /// thread (the code Flotilla runs) and of Xvfb.
    static func costRows(_ measure: String, _ cost: FetchCost, beside baseline: FetchCost, _ baselineName: String) -> [Row] {
        [Row(measure: measure, hosted: cost.time, baseline: baseline.time, baselineName: baselineName, unit: "ms"),
         Row(measure: "  Flotilla CPU", hosted: cost.cpu, baseline: baseline.cpu, baselineName: baselineName, unit: "ms"),
         Row(measure: "  Xvfb CPU", hosted: cost.server, baseline: baseline.server, baselineName: baselineName, unit: "ms")]
    }
}

extension HostedBench.Measures {
    /// An 800×600 xterm adopted by this process (the code Flotilla runs), its damage taken `count`
    /// times each way (``HostedBench/Ways``), in turn: its whole window, then the damage of a keystroke.
    func fetches(_ count: Int) throws -> HostedBench.Fetches {
        let host = try X11Connection(display: xvfb.display)
        try host.watchTopLevels()
        let xterm = try startXterm(at: 0, 0)
        defer { ProcessStats.stop(xterm) }
        guard let client = try nextEvent(on: host, { $1 == .client(.topLevelMapped) })?.window else {
            throw FlotillaError(.display, "the xterm to fetch from never mapped")
        }
        let parent = try host.createWindow(title: "fetch bench", width: 800, height: 600)
        parent.map()
        defer { parent.close() }
        let hosted = try host.adopt(client, into: parent.id, x: 0, y: 0, mark: "bench")
        defer { hosted.discard() }
        hosted.place(x: 0, y: 0, width: 800, height: 600, rootX: 0, rootY: 0)
        // Drawn once its cursor shows (the server's background fill comes first).
        _ = try nextEvent(on: host, timeout: 10) { window, event in
            guard window == client, event == .client(.damaged) else { return false }
            _ = try? hosted.fetchDamage()
            return Set(hosted.pixels).count > 1
        }
        hosted.focus(time: 0)
        let shown = try HostedBench.ShownPixels(hosted, beside: parent)
        defer { shown.close() }
        try host.sync()
        func fetch(_ source: PixelSource) -> () throws -> [PixelRect] {
            return {
                hosted.pixelSource = source
                let fetched = try hosted.fetchDamage()
                guard hosted.pixelSource == source else {
                    throw FlotillaError(.display, "the X server offers no MIT-SHM fetch: nothing to compare")
                }
                return fetched
            }
        }
        let ways = [fetch(.sharedMemory), fetch(.getImage), shown.composite, shown.drawShared, shown.copy]
        let window = try costs(count, of: ways) { _ in hosted.wholeWindowStale = true }
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let glyph = try costs(count, of: ways) { i in
            try input.key(KeyPress(.character(letters[i % letters.count])))
            _ = try nextEvent(on: host) { window, event in window == client && event == .client(.damaged) }
            // xterm draws the glyph and moves the cursor in one flush: let it all land.
            Thread.sleep(forTimeInterval: 0.005)
        }
        func named(_ c: [HostedBench.FetchCost]) -> HostedBench.Ways { .init(shared: c[0], getImage: c[1], render: c[2], sharedDrawn: c[3], copy: c[4]) }
        return HostedBench.Fetches(window: named(window), glyph: named(glyph))
    }

    /// `count` runs of each of `ways`, in turn, each after `damage(i)`: the medians of each way's
    /// runs that had damage to take (a way returns the rectangles it took).
    private func costs(_ count: Int, of ways: [() throws -> [PixelRect]],
                       damage: (Int) throws -> Void) throws -> [HostedBench.FetchCost] {
        var series = [FetchSeries](repeating: FetchSeries(), count: ways.count)
        let clock = ContinuousClock()
        for i in 0..<(ways.count * count) {
            try damage(i)
            let (cpu, server, start) = (Self.threadCPU(), ProcessStats.cpuSeconds(xvfb.pid), clock.now)
            let taken = try ways[i % ways.count]()
            let time = clock.now - start
            let (cpuAfter, serverAfter) = (Self.threadCPU(), ProcessStats.cpuSeconds(xvfb.pid))
            guard !taken.isEmpty else { continue }
            let wall = Double(time.components.seconds) + Double(time.components.attoseconds) * 1e-18
            series[i % ways.count].add((time: wall, cpu: cpuAfter - cpu, server: serverAfter - server),
                                       pixels: taken.reduce(0) { $0 + $1.width * $1.height })
        }
        return series.map(\.cost)
    }

    /// The samples of one way's runs: seconds, and damaged pixels.
    private struct FetchSeries {
        var time = Samples(), cpu = Samples(), server = Samples()
        var pixels: [Int] = []

        mutating func add(_ sample: (time: Double, cpu: Double, server: Double), pixels count: Int) {
            time.add(sample.time)
            cpu.add(sample.cpu)
            server.add(sample.server)
            pixels.append(count)
        }

        /// The medians, in ms.
        var cost: HostedBench.FetchCost {
            HostedBench.FetchCost(time: time.median * 1000, cpu: cpu.median * 1000, server: server.median * 1000,
                                  pixels: pixels.isEmpty ? 0 : pixels.sorted()[pixels.count / 2])
        }
    }

    /// Reads `connection`'s events until `matches` holds for one (returned) or `timeout` seconds pass (nil).
    private func nextEvent(on connection: X11Connection, timeout: Double = 5,
                           _ matches: (WindowID, HostEvent) throws -> Bool) throws -> (window: WindowID, event: HostEvent)? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            while let next = try connection.nextEvent() {
                if try matches(next.window, next.event) { return next }
            }
            try connection.waitForEvents(timeout: 0.05)
        }
        return nil
    }

    /// This thread's CPU seconds so far.
    private static func threadCPU() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }
}
