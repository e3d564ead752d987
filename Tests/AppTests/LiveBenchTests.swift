@testable import App
@testable import Bench
import Model
import Foundation
import Testing

/// `flotilla bench --live`'s pure parts: the table of the drags, picom beside them and the frames
/// of exposé and the sheet fling; the moves both drags make; what a frames child shows.
@Suite("flotilla bench --live: the report")
struct LiveBenchTests {
    static let report = Bench.Report(
        size: "1920x1080", rows: [], peakResidentBytes: 0, layerBudgetBytes: 0, recording: nil,
        live: [LiveBench.Row(panels: 10, moves: 300, rounds: 3, flotillaCPU: 0.5, serverCPU: 0.25, idleCPU: 0.125,
                             latencyMedian: 12.5, latencyP99: 20, peakResidentBytes: 64 << 20, presenting: "MIT-SHM")],
        peers: [LiveBench.PeerRow(name: "picom 10 xlogo", windows: 10, moves: 300, rounds: 3, peerCPU: 1.5, serverCPU: 1),
                LiveBench.PeerRow(name: "picom 50 xlogo", windows: 50, moves: 300, rounds: 3, skipped: "picom not installed")],
        liveFrames: [LiveBench.FrameRow(name: "exposé 10 panels", frames: 37, flotillaCPU: 10, serverCPU: 2.5, medianFrame: 9.75, slowestFrame: 80.5),
                     LiveBench.FrameRow(name: "sheet fling, maps 2×", frames: 24, flotillaCPU: 3.5, serverCPU: 0.5, medianFrame: 3, slowestFrame: 4.25)])

    @Test func theLiveTableShowsTheDragsThenPicomThenTheFrames() {
        let lines = Self.report.table.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let live = Array(lines.drop { !$0.hasPrefix("live ") })
        #expect(Array(live.prefix(2)) == [
            "live        moves CPU/move ms  flotilla      Xvfb      idle less idle latency ms      p99  RSS MiB presenting",
            "10 panels     300       0.750     0.500     0.250     0.125     0.625       12.5     20.0       64 MIT-SHM   ",
        ])
        let peer = Array(lines.drop { !$0.hasPrefix("peer ") })
        #expect(Array(peer.prefix(3)) == [
            "peer              moves CPU/move ms     picom      Xvfb",
            "picom 10 xlogo      300       2.500     1.500     1.000",
            "picom 50 xlogo        –           –         –         –  picom not installed",
        ])
        let frames = Array(lines.drop { !$0.hasPrefix("live frames") })
        #expect(Array(frames.prefix(3)) == [
            "live frames             frames CPU/frame ms  flotilla      Xvfb median ms slowest ms",
            "exposé 10 panels            37         12.5      10.0     2.500     9.750       80.5",
            "sheet fling, maps 2×        24        4.000     3.500     0.500     3.000      4.250",
        ])
        // Each section: a blank line, its header, its rows and the lines saying what was measured
        // (three under the drags, two under the others).
        #expect(lines.count - lines.firstIndex(of: "")! == 3 * 4 + 6 && frames.count == 5)
    }

    /// The video's line: each side's CPU a second and Flotilla's over the peer's and the floor's.
    @Test func theVideoRowComparesFlotillaWithThePeerAndTheFloor() throws {
        let row = LiveBench.VideoRow(seconds: 5, rounds: 3, floorCPU: 25, flotillaCPU: 15, flotillaServerCPU: 50,
                                     picomCPU: 12, openboxCPU: 0, peerServerCPU: 268)
        #expect(row.flotillaTotal == 65 && row.peerTotal == 280)
        #expect(abs(try #require(row.ofPeer) - 65.0 / 280) < 1e-9 && row.ofFloor == 2.6)
        let lines = LiveBench.videoTable(row)
        #expect(lines.count == 6 && lines[2].hasPrefix("720p30 mpv"))
        #expect(lines[2].hasSuffix("0.23     2.60") && lines[2].contains("65.0") && lines[2].contains("280.0"), "\(lines[2])")
        #expect(lines[3].contains("median of 3 rounds of 5 s"))
        var skipped = LiveBench.VideoRow(seconds: 5, rounds: 3)
        skipped.skipped = "mpv not installed (Debian package mpv)"
        #expect(skipped.ofPeer == nil && LiveBench.videoTable(skipped)[2].hasSuffix("–  mpv not installed (Debian package mpv)"))
        #expect(LiveBench.videoTable(nil).isEmpty)
    }

    @Test func noLiveMeasurementsNoLiveLines() {
        var report = Self.report
        (report.live, report.peers, report.liveFrames) = ([], [], [])
        #expect(report.table.split(separator: "\n").count == 2)
        #expect(LiveBench.table(rows: [], peers: [], frames: []).isEmpty)
    }

    @Test func theJSONHoldsTheNewRowsBesideTheDrags() throws {
        let json = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(Self.report)) as? [String: Any])
        let peers = try #require(json["peers"] as? [[String: Any]]), frames = try #require(json["liveFrames"] as? [[String: Any]])
        #expect(peers.map { $0["name"] as? String } == ["picom 10 xlogo", "picom 50 xlogo"])
        #expect(peers[0]["peerCPU"] as? Double == 1.5 && peers[1]["skipped"] as? String == "picom not installed")
        #expect(frames.map { $0["slowestFrame"] as? Double } == [80.5, 4.25])
        #expect((json["live"] as? [[String: Any]])?.count == 1)
    }

    /// Flotilla's drag and picom's moves go to the same positions: 3 to 60 px either side, back to the start.
    @Test func theMovesSwingAroundTheirPointAndComeBack() {
        var positions: [[Int]] = []
        let cpu = LiveBench.cpuPerMove(moves: 40, rounds: 1, around: (600, 400), of: [getpid(), getpid()]) { positions.append([$0, $1]) }
        #expect(cpu.count == 2 && cpu.allSatisfy { $0 >= 0 })
        #expect(positions.count == 41 && positions.last == [600, 400])
        #expect(positions.prefix(20).map { $0[0] } == (1...20).map { 600 + 3 * $0 })
        #expect(positions.dropFirst(20).prefix(20).map { $0[0] } == (1...20).map { 600 - 3 * $0 })
        #expect(Set(positions.map { $0[1] }) == [400, 401])
    }

    /// The round that counts is the one of median total, its processes' figures kept together.
    @Test func theMedianRoundIsTheOneOfMedianTotal() {
        #expect(LiveBench.medianRound([[0.5, 0.5], [0.1, 0.1], [0.1, 0.6], [2, 1], [0.3, 0.5]]) == [0.3, 0.5])
        #expect(LiveBench.medianRound([[1, 2, 3]]) == [1, 2, 3])
    }

    @Test func aFramesChildShowsPanelsOrMaps() throws {
        #expect(LiveBench.FramesScene(argument: "maps") == .maps && LiveBench.FramesScene(argument: "10") == .panels(10))
        #expect(LiveBench.FramesScene(argument: "0") == nil && LiveBench.FramesScene(argument: "x") == nil)
        #expect(LiveBench.FramesScene.panels(50).argument == "50" && LiveBench.FramesScene.maps.argument == "maps")
        #expect(try LiveBench.FramesScene.panels(3).scene(size: BenchScenes.standardSize) == BenchScenes.panels(3))
        let large = Size(width: 3840, height: 2160)
        #expect(try LiveBench.FramesScene.panels(3).scene(size: large) == BenchScenes.panels(3, in: large))
        #expect(try LiveBench.FramesScene.maps.scene(size: large).sheets.count > 0)
        // The Maps scene keeps its points; at 3840×2160 it has twice the pixels a point.
        #expect(LiveBench.FramesScene.maps.scale(for: large) == 2 && LiveBench.FramesScene.maps.scale(for: BenchScenes.standardSize) == 1)
        #expect(LiveBench.FramesScene.maps.scale(for: Size(width: 2560, height: 1440)) == 1 && LiveBench.FramesScene.panels(3).scale(for: large) == 1)
    }

    /// `bench --size`: the panel scenes scale with the window; at 1920×1080 they are as they were.
    @Test func theSceneScalesWithTheWindowAndTheChildIsToldTheSize() {
        let standard = BenchScenes.panels(50)
        #expect(standard.size == Size(width: 1920, height: 1080))
        #expect(standard.panels.allSatisfy { $0.frame.size == Size(width: 360, height: 260) })
        let large = BenchScenes.panels(50, in: Size(width: 3840, height: 2160))
        #expect(large.size == Size(width: 3840, height: 2160))
        #expect(large.panels.allSatisfy { $0.frame.size == Size(width: 720, height: 520) })
        let screen = Rect(x: 0, y: 0, width: 3840, height: 2160)
        #expect(large.panels.allSatisfy { $0.frame.intersection(screen) == $0.frame })
        for (small, big) in zip(standard.panels, large.panels) {
            let (dx, dy): (Double, Double) = (small.frame.minX * 2 - big.frame.minX, small.frame.minY * 2 - big.frame.minY)
            #expect(abs(dx) <= 1 && abs(dy) <= 1, "the same places, twice as far: \(small.frame) and \(big.frame)")
        }
        #expect(LiveBench.sizeArguments(BenchScenes.standardSize) == [])
        #expect(LiveBench.sizeArguments(Size(width: 3840, height: 2160)) == ["--size", "3840x2160"])
        #expect(LiveBench.peerWindowSize(in: Size(width: 3840, height: 2160)) == (width: 720, height: 480))
    }

    /// `manage` beside picom + openbox: each side's processes, their sums and how many times cheaper Flotilla is.
    @Test func theManageTableShowsFlotillaBesidePicomAndOpenbox() {
        let rows = [LiveBench.ManageRow(windows: 10, moves: 300, rounds: 3, flotillaCPU: 0.25, flotillaServerCPU: 0.25,
                                        picomCPU: 1, openboxCPU: 0.5, peerServerCPU: 2.5),
                    LiveBench.ManageRow(windows: 50, moves: 300, rounds: 3, flotillaCPU: 0.75, flotillaServerCPU: 0.25,
                                        skipped: "openbox not installed")]
        #expect(rows[0].flotillaTotal == 0.5 && rows[0].peerTotal == 4 && rows[0].cheaper == 8)
        #expect(rows[1].flotillaTotal == 1 && rows[1].peerTotal == nil && rows[1].cheaper == nil)
        var report = Self.report
        report.manage = rows
        let lines = report.table.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let manage = Array(lines.drop { !$0.hasPrefix("manage ") })
        #expect(Array(manage.prefix(3)) == [
            "manage     moves  ms/move  flotilla      Xvfb  picom+openbox     picom   openbox      Xvfb  cheaper",
            "10 xlogo     300    0.500     0.250     0.250          4.000     1.000     0.500     2.500     8.0×",
            "50 xlogo     300    1.000     0.750     0.250              –         –         –         –        –  openbox not installed",
        ])
        #expect(manage[3].hasPrefix("CPU per move (median of 3 rounds, the sides' rounds taking turns)") && manage[5].hasSuffix("≥ 8× cheaper than picom + openbox"))
        #expect(manage[6] == "" && manage[7].hasPrefix("live frames"))
    }

    @Test func aMissingPeerProgramIsNamed() {
        #expect(LiveBench.missingProgram(["sh", "picom"], path: "/nonexistent") == "sh")
        #expect(LiveBench.missingProgram(["picom"], path: "/nonexistent:/also-missing") == "picom")
        #expect(LiveBench.missingProgram(["sh"], path: "/nonexistent:/bin") == nil)
    }
}
