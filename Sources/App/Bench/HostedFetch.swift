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

    /// A hosted 800×600 xterm's damage fetched by each pixel source: the whole window, and
    /// what a keystroke draws (its glyph and the cursor).
    struct Fetches {
        var window: (shared: FetchCost, getImage: FetchCost)
        var glyph: (shared: FetchCost, getImage: FetchCost)
    }

    /// The fetch figures as rows: shared memory beside GetImage.
    static func fetchRows(_ fetches: Fetches) -> [Row] {
        func rows(_ what: String, _ costs: (shared: FetchCost, getImage: FetchCost)) -> [Row] {
            [Row(measure: "fetch \(what), \(costs.shared.pixels) px, by SHM", hosted: costs.shared.time, baseline: costs.getImage.time,
                 baselineName: "by GetImage", unit: "ms"),
             Row(measure: "  Flotilla CPU", hosted: costs.shared.cpu, baseline: costs.getImage.cpu, baselineName: "by GetImage", unit: "ms"),
             Row(measure: "  Xvfb CPU", hosted: costs.shared.server, baseline: costs.getImage.server, baselineName: "by GetImage", unit: "ms")]
        }
        return rows("window", fetches.window) + rows("keystroke", fetches.glyph)
    }
}

extension HostedBench.Measures {
    /// An 800×600 xterm adopted by this process (the code Flotilla runs), fetched `count` times
    /// by each pixel source, alternately: its whole window, then the damage of a keystroke.
    func fetches(_ count: Int) throws -> HostedBench.Fetches {
        let host = try X11Connection(display: xvfb.display)
        try host.watchTopLevels()
        let xterm = try startXterm(at: 0, 0)
        defer { ProcessStats.stop(xterm) }
        guard let client = try nextEvent(on: host, { $1 == .topLevelMapped })?.window else {
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
            guard window == client, event == .clientDamaged else { return false }
            _ = try? hosted.fetchDamage()
            return Set(hosted.pixels).count > 1
        }
        hosted.focus(time: 0)
        try host.sync()
        let window = try fetchCosts(hosted, count) { _ in hosted.wholeWindowStale = true }
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let glyph = try fetchCosts(hosted, count) { i in
            try input.key(KeyPress(.character(letters[i % letters.count])))
            _ = try nextEvent(on: host) { window, event in window == client && event == .clientDamaged }
            // xterm draws the glyph and moves the cursor in one flush: let it all land.
            Thread.sleep(forTimeInterval: 0.005)
        }
        return HostedBench.Fetches(window: window, glyph: glyph)
    }

    /// `count` fetches of `hosted` by each source, alternately, each after `damage(i)`.
    private func fetchCosts(_ hosted: HostedWindow, _ count: Int,
                            damage: (Int) throws -> Void) throws -> (shared: HostedBench.FetchCost, getImage: HostedBench.FetchCost) {
        var shared = FetchSeries(), getImage = FetchSeries()
        let clock = ContinuousClock()
        for i in 0..<(2 * count) {
            let source: PixelSource = i % 2 == 0 ? .sharedMemory : .getImage
            hosted.pixelSource = source
            try damage(i)
            let (cpu, server, start) = (Self.threadCPU(), ProcessStats.cpuSeconds(xvfb.pid), clock.now)
            let fetched = try hosted.fetchDamage()
            let time = clock.now - start
            let (cpuAfter, serverAfter) = (Self.threadCPU(), ProcessStats.cpuSeconds(xvfb.pid))
            guard hosted.pixelSource == source else {
                throw FlotillaError(.display, "the X server offers no MIT-SHM fetch: nothing to compare")
            }
            guard !fetched.isEmpty else { continue }
            let wall = Double(time.components.seconds) + Double(time.components.attoseconds) * 1e-18
            let sample = (time: wall, cpu: cpuAfter - cpu, server: serverAfter - server)
            let pixels = fetched.reduce(0) { $0 + $1.width * $1.height }
            if source == .sharedMemory { shared.add(sample, pixels: pixels) } else { getImage.add(sample, pixels: pixels) }
        }
        return (shared.cost, getImage.cost)
    }

    /// The samples of one source's fetches: seconds, and damaged pixels.
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
