@testable import App
import Foundation
import Model
import Settings
import Testing

/// The settings file followed while `manage` runs (``LiveSettings/reread(watchReady:now:)``): a
/// file saved again is read and its settings come in force; a broken one is refused, said once,
/// the settings in force staying; a file rewritten without pause is read at most four times a second.
@Suite final class LiveSettingsTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-live-settings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    private func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    private func accent(_ hex: String) -> String { "appearance:\n  accent: \"#\(hex)\"\n" }

    @Test func aFileSavedAgainIsReadAndABrokenOneIsRefusedOnceTheSettingsInForceStaying() throws {
        let path = folder.appendingPathComponent("settings.yaml").path
        try write(accent("FF8800"), to: path)
        let live = LiveSettings(path: path, initial: try SettingsFile.read(path), sceneSets: SettingsSetByScene())
        #expect(live.inForce.appearance.accent == Color(rgb: 0xFF8800))
        try write(accent("0088FF"), to: path)
        guard case .changed(let read, let was) = live.reread(watchReady: true, now: 10) else { Issue.record("not read"); return }
        #expect(read.appearance.accent == Color(rgb: 0x0088FF) && was.appearance.accent == Color(rgb: 0xFF8800))
        #expect(live.inForce == read)
        try write("appearance:\n  accent: 12\n", to: path)
        guard case .refused(let problem) = live.reread(watchReady: true, now: 11) else { Issue.record("not refused"); return }
        #expect(problem.contains(path) && problem.contains("accent"), "names the file and the field: \(problem)")
        #expect(live.inForce.appearance.accent == Color(rgb: 0x0088FF), "the settings in force stay")
        try write("appearance:\n  accent: 12\n\n", to: path)
        guard case .unchanged = live.reread(watchReady: true, now: 12) else { Issue.record("the same problem said again"); return }
        try write(accent("0088FF"), to: path)
        guard case .unchanged = live.reread(watchReady: true, now: 13) else { Issue.record("the settings in force read as a change"); return }
        #expect(live.readDue == nil, "nothing waits")
    }

    @Test func aFileRewrittenWithoutPauseIsReadAtMostFourTimesASecond() throws {
        let path = folder.appendingPathComponent("settings.yaml").path
        try write(accent("000000"), to: path)
        let live = LiveSettings(path: path, initial: try SettingsFile.read(path), sceneSets: SettingsSetByScene())
        var reads: [Double] = []
        // One second of rewrites, 128 of them.
        for i in 0..<128 {
            let now = 100 + Double(i) / 128
            try write(accent(String(format: "%06X", i + 1)), to: path)
            if case .changed = live.reread(watchReady: true, now: now) { reads.append(now) }
        }
        #expect(reads == [100, 100.25, 100.5, 100.75])
        #expect(live.readDue == 101, "the last change waits")
        guard case .changed(let last, _) = live.reread(watchReady: false, now: 101) else { Issue.record("the last change not read"); return }
        #expect(last.appearance.accent == Color(rgb: 128), "the last one written is what is in force")
    }
}
