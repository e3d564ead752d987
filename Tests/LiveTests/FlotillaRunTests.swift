import App
@testable import Bench
import Assets
import Desktop
import Foundation
import Model
import Render
import SnapshotTesting
import TestSupport
import Testing
import X11

/// A `flotilla run` process with its event lines collected as they arrive.
final class RunningFlotilla: @unchecked Sendable {
    let process = Process()
    /// The session folder of a run given no environment, removed with it.
    private var stateFolder: URL?
    private let lock = NSLock()
    private var buffer = ""
    private var errors = ""
    /// What the process wrote to standard error so far.
    var standardError: String { lock.withLock { errors } }
    private var collected: [String] = []

    /// Starts `flotilla COMMAND --events ARGUMENTS` (`run`, or `open` when none runs yet). Its
    /// standard error is passed on to the test's unless `quiet` (a debug log kept for a failure's message).
    init(_ arguments: [String], command: String = "run", environment: [String: String]? = nil, quiet: Bool = false) throws {
        process.executableURL = FlotillaBinary.url
        process.arguments = [command, "--events"] + arguments
        // Each run keeps its session in a folder of its own unless the test says otherwise, so
        // one test's layout never comes back in another's.
        if environment == nil {
            stateFolder = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-state-\(UUID().uuidString)")
        }
        process.environment = environment ?? ProcessInfo.processInfo.environment.merging(
            ["XDG_STATE_HOME": stateFolder!.path]) { _, fresh in fresh }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        // Not the test's own stderr: a child left running must never hold the runner's pipes open.
        process.standardError = err
        out.fileHandleForReading.readabilityHandler = { [weak self] handle in
            self?.append(String(decoding: handle.availableData, as: UTF8.self))
        }
        err.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            if !quiet { FileHandle.standardError.write(data) }
            self?.lock.withLock { self?.errors += String(decoding: data, as: UTF8.self) }
        }
        try process.run()
    }

    deinit {
        stop()
        if let stateFolder { try? FileManager.default.removeItem(at: stateFolder) }
    }

    /// Ends the process if it still runs: SIGTERM, then SIGKILL after two seconds (a child may
    /// inherit a blocked SIGTERM from the test runner's threads).
    func stop() { ProcessStats.stop(process) }

    private func append(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        buffer += text
        while let newline = buffer.firstIndex(of: "\n") {
            collected.append(String(buffer[..<newline]))
            buffer.removeSubrange(...newline)
        }
    }

    var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return collected
    }

    /// The event lines, parsed.
    var events: [[String: Any]] {
        lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    /// Waits (up to `timeout` seconds) for an event named `name` that `matches`; returns it.
    func wait(for name: String, timeout: Double = 10,
              where matches: ([String: Any]) -> Bool = { _ in true }) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let e = events.first(where: { $0["event"] as? String == name && matches($0) }) { return e }
            guard process.isRunning else { break }
            Thread.sleep(forTimeInterval: 0.02)
        }
        throw WaitError(message: "no \(name) event within \(timeout) s; lines: \(lines)")
    }

    struct WaitError: Error, CustomStringConvertible { var message: String; var description: String { message } }

    /// The window announced by the `ready` event, with its size.
    func readyWindow() throws -> (id: WindowID, width: Int?, height: Int?) {
        let ready = try wait(for: "ready")
        let id = try #require(ready["window"] as? Int)
        return (WindowID(id), ready["width"] as? Int, ready["height"] as? Int)
    }
}

extension SyntheticInput {
    /// Presses at `from` in `window`, moves by `step` `count` times `interval` seconds apart,
    /// rests `rest` seconds (a drop rather than a throw) and releases.
    func gesture(in window: WindowID, from: (x: Int, y: Int), step: (x: Int, y: Int), count: Int,
                 interval: Double, rest: Double = 0) throws {
        try move(to: from.x, from.y, in: window)
        try press(button: 1)
        for i in 1...count {
            Thread.sleep(forTimeInterval: interval)
            try move(to: from.x + step.x * i, from.y + step.y * i, in: window)
        }
        if rest > 0 { Thread.sleep(forTimeInterval: rest) }
        try release(button: 1)
    }
}

extension Live {
    /// The real `flotilla run` under Xvfb: a drag injected with XTEST throws the panel by its title
    /// bar, the spring catches it parked in the corner with 44 pt of grabbable title bar (beyond its close button) inside the window,
    /// and the settled window read back from the server matches the golden.
    @Suite("flotilla run", .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
    struct FlotillaRunTests {
        @Test func aFlingLandsThePanelInTheCorner() throws {
            let app = try RunningFlotilla(["--scene", Assets.scene(named: "demo").path])
            defer { app.stop() }
            let (id, width, height) = try app.readyWindow()
            #expect(width == 800 && height == 560)

            let connection = try X11Connection()
            let input = try SyntheticInput(connection: connection)
            // The demo panel sits at (120, 110, 300×180). Grab its title bar below the grabber and
            // fling it down-right, fast: 240×136 pt in 80 ms, far beyond any threshold, so it ends in
            // the corner with only its title bar's reachable strip inside: (800 − 80, 560 − 44).
            try input.gesture(in: id, from: (270, 130), step: (30, 17), count: 8, interval: 0.01)

            let settled = try app.wait(for: "did-settle")
            let frame = try #require(settled["frame"] as? [String: Double])
            #expect(frame == ["x": 720, "y": 516, "width": 300, "height": 180])
            let names = app.events.compactMap { $0["event"] as? String }
            #expect(names == ["ready", "did-begin-dragging", "did-end-dragging", "did-settle"])
            let thrown = try #require(app.events.first { $0["event"] as? String == "did-end-dragging" })
            #expect(thrown["target"] as? [String: Double] == ["x": 720, "y": 516])

            let shot = Image(try connection.capture(id))
            assertSnapshot(of: shot, as: .png(tolerance: .live), named: "settled")
            // The window shows what the offscreen renderer draws for the same resting state.
            var rested = try SceneLoading.load(path: Assets.scene(named: "demo").path)
            rested.panels[0].frame.origin = Point(x: 720, y: 516)
            let offscreen = try HeadlessRenderer().render(rested)
            let difference = ImageComparison.compare(expected: offscreen, actual: shot)
            #expect(difference.passes(.live), "live vs offscreen: \(difference)")

            try input.requestClose(id)
            app.process.waitUntilExit()
            #expect(app.process.terminationStatus == 0)
        }
    }
}

/// `flotilla bench --live`: a real flotilla process on the bench's own Xvfb, dragged through
/// XTEST; the report holds a measurement per panel count (the numbers are for people to read),
/// picom moving an xlogo beside it, `flotilla manage` beside picom + openbox, and the frames of
/// exposé, of manage's spaces slide and of the Maps sheet fling. Its X servers are its own, so it runs beside the live tests
/// that share one rather than in their line.
@Suite("flotilla bench --live", .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil, "needs X: run scripts/test"),
       .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
struct BenchLiveTests {
    /// The JSON report of a short `bench --live` (one round of `moves` moves) with `panels` live panels.
    static func liveReport(panels: Int, moves: Int) throws -> [String: Any]? {
        let r = try runFlotilla(["bench", "--panels", "1", "--no-recording", "--live", "--live-panels", String(panels), "--live-rounds", "1",
                                 "--live-moves", String(moves), "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        return try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
    }

    @Test func theLiveBenchMeasuresAFlotillaProcessOnItsOwnServer() throws {
        let report = try Self.liveReport(panels: 1, moves: 60)
        let live = try #require(report?["live"] as? [[String: Any]])
        #expect(live.count == 1)
        let row = try #require(live.first)
        #expect(row["panels"] as? Int == 1 && row["moves"] as? Int == 60 && row["rounds"] as? Int == 1 && row["presenting"] as? String == "MIT-SHM")
        let latency = try #require(row["latencyMedian"] as? Double), cpu = try #require(row["flotillaCPU"] as? Double)
        #expect(latency > 0 && latency < 500 && cpu > 0, "\(row)")
        #expect((row["peakResidentBytes"] as? Int ?? 0) > 0)

        let peer = try #require((report?["peers"] as? [[String: Any]])?.first)
        #expect(peer["name"] as? String == "picom 1 xlogo" && peer["moves"] as? Int == 60, "\(peer)")
        if ["picom", "xlogo"].allSatisfy({ FileManager.default.isExecutableFile(atPath: "/usr/bin/\($0)") }) {
            let picom = try #require(peer["peerCPU"] as? Double), server = try #require(peer["serverCPU"] as? Double)
            #expect(picom > 0 && server > 0, "\(peer)")
        } else {
            #expect((peer["skipped"] as? String)?.contains("not installed") == true, "\(peer)")
        }

        let frames = try #require(report?["liveFrames"] as? [[String: Any]])
        #expect(frames.compactMap { $0["name"] as? String } == ["exposé 1 panel", "spaces slide, 1 xlogo", "sheet fling, maps"])
        for f in frames {
            let count = f["frames"] as? Int ?? 0, cpu = f["flotillaCPU"] as? Double ?? 0
            let median = f["medianFrame"] as? Double ?? 0, slowest = f["slowestFrame"] as? Double ?? 0
            #expect(count > 5 && cpu > 0 && median > 0 && slowest >= median && slowest < 1000, "\(f)")
        }
    }

    /// Issue 25: `flotilla manage` and picom + openbox with as many xlogos (3), the top one
    /// dragged by its title bar, each side's processes measured.
    @Test func theLiveBenchMeasuresManageBesidePicomAndOpenbox() throws {
        let report = try Self.liveReport(panels: 3, moves: 20)
        let rows = try #require(report?["manage"] as? [[String: Any]])
        #expect(rows.count == 1)
        let row = try #require(rows.first)
        #expect(row["windows"] as? Int == 3 && row["moves"] as? Int == 20 && row["rounds"] as? Int == 1, "\(row)")
        let flotilla = try #require(row["flotillaCPU"] as? Double), server = try #require(row["flotillaServerCPU"] as? Double)
        #expect(flotilla > 0 && server > 0, "\(row)")
        if ["picom", "openbox"].allSatisfy({ FileManager.default.isExecutableFile(atPath: "/usr/bin/\($0)") }) {
            let picom = try #require(row["picomCPU"] as? Double), openbox = try #require(row["openboxCPU"] as? Double)
            let peerServer = try #require(row["peerServerCPU"] as? Double)
            #expect(picom > 0 && openbox > 0 && peerServer > 0, "\(row)")
        } else {
            #expect((row["skipped"] as? String)?.contains("not installed") == true, "\(row)")
        }
    }
}
