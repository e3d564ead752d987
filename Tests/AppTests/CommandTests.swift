import Foundation
import Render
import TestSupport
import Testing

/// The `flotilla` command end to end: exit codes and one-line errors.
@Suite("flotilla command", .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
struct CommandTests {
    private func scene(_ json: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-\(UUID().uuidString).json")
        try Data(json.utf8).write(to: url)
        return url.path
    }

    @Test(arguments: [
        (#"{"version": 1, "panels": ["#, "not valid JSON"),
        (#"{"version": 1, "panels": [{"id": "a"}]}"#, "panels[0].frame: missing field"),
        (#"{"version": 1, "size": {"width": -3, "height": 10}}"#, "size.width: must be greater than 0"),
        (#"{"version": 1, "size": {"width": NaN, "height": 10}}"#, "not valid JSON"),
    ])
    func malformedScenesExitOneWithOneLine(json: String, expected: String) throws {
        let path = try scene(json)
        for command in [["render", "--scene", path, "--out", "/tmp/never.png"], ["run", "--scene", path]] {
            let r = try runFlotilla(command, environment: ["DISPLAY": ":4242"])
            #expect(r.status == 1, "\(command): \(r.stderr)")
            let lines = r.stderr.split(separator: "\n")
            #expect(lines.count == 1)
            #expect(r.stderr.hasPrefix("flotilla: \((path as NSString).lastPathComponent): "))
            #expect(r.stderr.contains(expected))
        }
    }

    @Test func renderWritesThePNG() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-\(UUID().uuidString).png")
        let r = try runFlotilla(["render", "--out", out.path, "--size", "400x300", "--at", "0.5"])
        #expect(r.status == 0, "\(r.stderr)")
        let image = try Image(contentsOf: out)
        #expect(image.width == 400 && image.height == 300)
    }

    /// `render --scale 2`: an image of exactly twice the scale-1 width and height.
    @Test func renderAtScaleTwoDoublesTheImage() throws {
        let one = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-\(UUID().uuidString).png")
        let two = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: one); try? FileManager.default.removeItem(at: two) }
        #expect(try runFlotilla(["render", "--out", one.path, "--size", "401x303"]).status == 0)
        let r = try runFlotilla(["render", "--out", two.path, "--size", "401x303", "--scale", "2"])
        #expect(r.status == 0, "\(r.stderr)")
        let (a, b) = (try Image(contentsOf: one), try Image(contentsOf: two))
        #expect(a.width == 401 && a.height == 303)
        #expect(b.width == 2 * a.width && b.height == 2 * a.height)
    }

    @Test func badScalesExitOneNamingTheOption() throws {
        for args in [["render", "--out", "/tmp/x.png", "--scale", "5"], ["render", "--out", "/tmp/x.png", "--scale", "nan"],
                     ["render", "--out", "/tmp/x.png", "--scale", "big"], ["run", "--scale", "0.5"],
                     ["record", "--script", "/dev/null", "--out", "/tmp/never", "--scale", "inf"]] {
            let r = try runFlotilla(args, environment: ["DISPLAY": ":4242"])
            #expect(r.status == 1, "\(args): \(r.stderr)")
            #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.contains("--scale"), "\(args): \(r.stderr)")
        }
    }

    @Test func badSizesAndArgumentsExitOne() throws {
        for args in [["render", "--out", "/tmp/x.png", "--size", "0x10"], ["render", "--out", "/tmp/x.png", "--size", "big"],
                     ["render", "--out", "/tmp/x.png", "--at", "-2"], ["render"], ["run", "--no-such-flag"],
                     ["run", "--layer-budget", "70000"], ["run", "--layer-budget=-1"]] {
            let r = try runFlotilla(args)
            #expect(r.status == 1, "\(args): \(r.stderr)")
            #expect(!r.stderr.isEmpty)
        }
    }

    @Test func noXServerExitsTwo() throws {
        let r = try runFlotilla(["run"], environment: ["DISPLAY": ":4242"])
        #expect(r.status == 2)
        #expect(r.stderr.contains(":4242"))
    }
}
