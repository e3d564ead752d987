@testable import App
@testable import Bench
import Model
import Testing
import TestSupport

@Suite("flotilla bench", .serialized)
struct BenchTests {
    @Test func benchScenesAreTheSameEveryRunAndInsideTheWindow() {
        let a = BenchScenes.panels(50), b = BenchScenes.panels(50)
        #expect(a == b)
        #expect(a.panels.count == 50 && Set(a.panels.map(\.frame)).count == 50)
        let window = Rect(origin: .zero, size: BenchScenes.standardSize)
        #expect(a.panels.allSatisfy { window.intersection($0.frame) == $0.frame && $0.frame.size == BenchScenes.panelSize })
        #expect(BenchScenes.panels(50, seed: 7) != a)
    }

    @Test func quantilesTakeTheNearestRank() {
        var s = Samples()
        for v in (1...100).reversed() { s.add(Double(v)) }
        #expect(s.median == 50 && s.p99 == 99 && s.quantile(1) == 100 && s.quantile(0) == 1)
        #expect(Samples().median == 0)
    }

    /// Every step of a one-panel scene runs on both paths, frame by frame.
    @Test func everyStepIsMeasuredOnBothPaths() throws {
        let report = try Bench.run(panelCounts: [1], maps: false)
        #expect(report.rows.map(\.step) == ["full frame", "drag frame", "fling frame", "exposé frame", "spaces slide frame"])
        #expect(report.rows.allSatisfy { $0.scene == "1 panel" && $0.frames > 0 && $0.layeredMedian > 0 && $0.naiveMedian > 0 })
        #expect(report.rows.first { $0.step == "drag frame" }?.frames == 120)
        #expect(report.table.split(separator: "\n").count == report.rows.count + 2)
        #expect(report.peakResidentBytes > 0)
    }

    @Test func badPanelCountsAreRefused() throws {
        for counts in ["0", "10,x", "", "5000"] {
            let r = try runFlotilla(["bench", "--panels", counts])
            #expect(r.status == 1 && r.stderr.hasPrefix("flotilla: --panels: expected whole numbers"), "\(counts): \(r.stderr)")
        }
    }
}
