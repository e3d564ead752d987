@testable import App
@testable import Bench
import Assets
import Foundation
import Render
import Scripts
import Testing

/// `flotilla bench`'s recording rows: today's `record --apng` beside the baseline it replaced.
@Suite("flotilla bench: recording", .serialized)
struct RecordingBenchTests {
    /// The baseline animates the same pictures: the same default image and one APNG frame for
    /// each run of identical frames, as today's.
    @Test func theBaselineShowsTheSamePicturesInWholeFrames() throws {
        let scene = try SceneLoading.load(path: Assets.scene(named: "panels").path)
        let script = try ScriptParser.parse(Array(RecordingBench.dragScript.utf8), file: "bench.script")
        let old = RecordingFixtures.scratch("baseline"), new = RecordingFixtures.scratch("today")
        defer { for url in [old, new] { try? FileManager.default.removeItem(at: url) } }
        let frames = try BaselineRecording.record(scene: scene, script: script, framesPerSecond: 60, into: old)
        let today = try Recorder.record(scene: scene, script: script, options: RecordingOptions(writesAnimation: true), into: new)
        #expect(frames == 61 && today.frames == 61)
        let a = try Data(contentsOf: old.appendingPathComponent(Recorder.animationName))
        let b = try Data(contentsOf: new.appendingPathComponent(Recorder.animationName))
        #expect(try Image(pngData: a) == Image(pngData: b))
        let controls = { (png: Data) in try PNGChunks.read(png).filter { $0.type == "fcTL" } }
        #expect(try controls(a).count == controls(b).count)
        // Every baseline frame covers the whole canvas (its fcTL offset is 0, 0).
        #expect(try controls(a).allSatisfy { $0.data[12..<20].allSatisfy { $0 == 0 } })
        #expect(a.count > b.count)
    }

    @Test func oneRoundMeasuresBothPathsAndPrintsATable() throws {
        let report = try RecordingBench.run(rounds: 1)
        #expect(report.rounds == 1)
        #expect(report.baseline.path == "baseline" && report.today.path == "today")
        for row in [report.baseline, report.today] {
            #expect(row.frames == 61 && row.seconds > 0 && row.totalBytes > 0)
            #expect(abs(row.bytesPerFrame * 61 - Double(row.totalBytes)) < 1e-6)
        }
        #expect(report.shrink > 1)
        #expect(report.table.split(separator: "\n").count == 5)
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(report)) as? [String: Any]
        #expect(Set(json?.keys.map { $0 } ?? []) == ["rounds", "baseline", "today", "speedup", "shrink"])
    }
}
