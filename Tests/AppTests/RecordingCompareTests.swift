import App
import Foundation
import Render
import TestSupport
import Testing

/// `flotilla compare` end to end: it finds a single changed pixel, lets differences within the
/// tolerance pass, and says which and why.
@Suite("flotilla compare", .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
struct RecordingCompareTests {
    let base = Image(width: 40, height: 30, fill: 0xFF20_4060)
    let folder = RecordingFixtures.scratch("compare")

    private func write(_ image: Image, _ path: String) throws -> String {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try image.writePNG(to: url)
        return url.path
    }

    @Test func aSingleChangedPixelFailsAndIsShown() throws {
        var changed = base
        changed[7, 9] = 0xFF20_4061
        let expected = try write(base, "a/x.png"), actual = try write(changed, "b/x.png")
        let diff = folder.appendingPathComponent("x.diff.png").path
        let r = try runFlotilla(["compare", expected, actual, "--diff", diff])
        #expect(r.status == 1)
        #expect(r.stdout == "FAIL  x.png: 1 of 1200 pixels differ (0.08%), by up to 1 levels, within x 7…7, y 9…9; over the tolerance 0:0 (1 > 0 pixels, 1 > 0 levels); diff: \(diff)\n")
        #expect(r.stderr == "flotilla: 1 of 1 images differ beyond the tolerance 0:0 or are missing\n")
        let picture = try Image(contentsOf: URL(fileURLWithPath: diff))
        #expect(picture[7, 9] >> 16 & 0xFF >= 128 && picture[7, 9] & 0xFFFF == 0)
    }

    @Test func differencesWithinTheToleranceAreExplainedAndPass() throws {
        var changed = base
        changed[0, 0] = 0xFF20_4068
        let expected = try write(base, "a/x.png"), actual = try write(changed, "b/x.png")
        let r = try runFlotilla(["compare", expected, actual, "--tolerance", "1:8"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "ok    x.png: 1 of 1200 pixels differ (0.08%), by up to 8 levels, within x 0…0, y 0…0; within the tolerance 1:8 (1 pixel, 8 levels)\n")
        let over = try runFlotilla(["compare", expected, actual, "--tolerance", "0.1%:7"])
        #expect(over.status == 1)
        #expect(over.stdout.contains("over the tolerance 0.1%:7 (8 > 7 levels)"))
        let identical = try runFlotilla(["compare", expected, expected])
        #expect(identical.status == 0 && identical.stdout == "ok    x.png: identical\n")
    }

    @Test func foldersMatchByNameAndReportAsJSON() throws {
        var changed = base
        changed[1, 1] = 0xFF00_0000
        _ = try write(base, "e/same.png")
        _ = try write(base, "e/sub/changed.png")
        _ = try write(base, "e/gone.png")
        _ = try write(base, "a/same.png")
        _ = try write(changed, "a/sub/changed.png")
        _ = try write(base, "a/new.png")
        let e = folder.appendingPathComponent("e").path, a = folder.appendingPathComponent("a").path
        let diffs = folder.appendingPathComponent("diffs")
        let lines = try runFlotilla(["compare", e, a, "--diff", diffs.path])
        #expect(lines.status == 1)
        #expect(lines.stdout.split(separator: "\n").map { String($0.prefix(18)) }
            == ["FAIL  gone.png: mi", "ok    same.png: id", "FAIL  sub/changed.", "extra new.png: onl"])
        #expect(FileManager.default.fileExists(atPath: diffs.appendingPathComponent("sub/changed.diff.png").path))
        let json = try runFlotilla(["compare", e, a, "--json"])
        #expect(json.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["passed"] as? Bool == false)
        #expect(object["tolerance"] as? String == "0:0")
        let images = try #require(object["images"] as? [[String: Any]])
        #expect(images.map { $0["status"] as? String } == ["missing", "identical", "different", "extra"])
        #expect(images[2]["differingPixels"] as? Int == 1 && images[2]["maxLevels"] as? Int == 0x60)
    }

    @Test(arguments: [
        ["compare", "/no/such.png", "/no/other.png"],
        ["compare", "/tmp", "/etc/hostname"],
        ["compare", "/tmp", "/tmp", "--tolerance", "5"],
        ["compare", "/tmp", "/tmp", "--tolerance", "1:300"],
        ["compare", "/tmp"],
    ])
    func badArgumentsExitOne(arguments: [String]) throws {
        let r = try runFlotilla(arguments)
        #expect(r.status == 1, "\(arguments): \(r.stderr)")
        #expect(r.stderr.hasPrefix("flotilla: ") || r.stderr.contains("Usage"))
    }

    @Test func helpExplainsTheToleranceSyntax() throws {
        let r = try runFlotilla(["compare", "--help"])
        #expect(r.stdout.contains("PIXELS:LEVELS") && r.stdout.contains("0.1%:8"))
    }
}
