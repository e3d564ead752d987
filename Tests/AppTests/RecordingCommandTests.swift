import App
import Foundation
import Render
import TestSupport
import Testing

/// `flotilla record` end to end: exit codes, one-line errors naming the line, quiet when piped.
@Suite("flotilla record", .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
struct RecordingCommandTests {
    private func scriptFile(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-\(UUID().uuidString).script")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    private func record(_ script: String, _ extra: [String] = [], environment: [String: String]? = nil) throws -> (CommandResult, URL) {
        let out = RecordingFixtures.scratch("cli")
        let r = try runFlotilla(["record", "--scene", RecordingFixtures.path("demo.json"), "--script", script, "--out", out.path] + extra,
                                environment: environment)
        return (r, out)
    }

    @Test(arguments: [
        ("move 1 2\nhop 3 4\n", "line 2: unknown step \"hop\""),
        ("# fine\nmove 1\n", "line 2: move: expected 2 arguments (X Y), got 1"),
        ("drag 270 130 510 266\n", "line 1: drag: expected 5 arguments (X1 Y1 X2 Y2 DURATION_MS), got 4"),
        ("move 1 2\nwait\n", "line 2: wait: expected 1 argument (MS), got 0"),
        ("settle\nsettle\nmove 900 100\n", "line 3: (900, 100) is outside the 800×560 window"),
        ("move 1 2\n" + String(repeating: "9", count: 3_000_000), "line 2: the line is longer than 1024 bytes"),
    ])
    func badScriptsExitOneWithTheLine(text: String, expected: String) throws {
        let path = try scriptFile(text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let start = ContinuousClock.now
        let (r, out) = try record(path)
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(r.stderr.hasPrefix("flotilla: \((path as NSString).lastPathComponent): \(expected)"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
        #expect(ContinuousClock.now - start < .seconds(10))
    }

    @Test func aMissingScriptOrBadFrameRateExitsOne() throws {
        let (missing, _) = try record("/no/such.script")
        #expect(missing.status == 1 && missing.stderr == "flotilla: such.script: no such file\n")
        let (fps, _) = try record(RecordingFixtures.path("fling.script"), ["--fps", "0"])
        #expect(fps.status == 1 && fps.stderr.contains("--fps"))
        let (live, _) = try record(RecordingFixtures.path("fling.script"), ["--live", "--sheet"])
        #expect(live.status == 1 && live.stderr.contains("--live"))
    }

    @Test func liveWithoutAnXServerExitsTwoAndStartsNothing() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        let (r, _) = try record(RecordingFixtures.path("fling.script"), ["--live"], environment: environment)
        #expect(r.status == 2)
        #expect(r.stderr == "flotilla: record --live needs an X server and $DISPLAY is not set (scripts/test starts a private Xvfb)\n")
    }

    /// Piped, a recording prints nothing; under another locale and time zone it writes the same bytes
    /// (text snapshots too: their numbers never use the locale's decimal comma).
    @Test func quietWhenPipedAndTheSameBytesUnderAnotherLocale() throws {
        let script = RecordingFixtures.path("thrown.script")
        let scene = RecordingFixtures.path("thrown.json")
        var results: [[String: Data]] = []
        for locale in ["C.UTF-8", "de_DE.UTF-8"] {
            var environment = ProcessInfo.processInfo.environment
            environment["LC_ALL"] = locale
            environment["LC_NUMERIC"] = locale
            environment["TZ"] = locale == "C.UTF-8" ? "UTC" : "Pacific/Chatham"
            let out = RecordingFixtures.scratch("locale")
            let r = try runFlotilla(["record", "--scene", scene, "--script", script, "--out", out.path, "--sheet", "--apng", "--text"],
                                    environment: environment)
            #expect(r.status == 0, "\(r.stderr)")
            #expect(r.stdout.isEmpty && r.stderr.isEmpty)
            results.append(try RecordingFixtures.contents(of: out))
        }
        #expect(results[0].count == 11)
        #expect(results[0].keys.filter { $0.hasSuffix(".txt") }.count == 4)
        #expect(results[0] == results[1])
    }
}
