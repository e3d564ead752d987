import Foundation
import TestSupport
import Testing

/// Issue 14, finding 6: the documented limits (docs/usage.md, "Limits"), each refused with one line before
/// memory is spent on it.
@Suite("Limits", .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
struct LimitTests {
    private func file(_ bytes: Data, named name: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-limit-\(UUID().uuidString)-\(name)")
        try bytes.write(to: url)
        return url.path
    }

    private func expectRefused(_ arguments: [String], _ line: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let r = try runFlotilla(arguments)
        #expect(r.status == 1, sourceLocation: sourceLocation)
        #expect(r.stderr == "flotilla: \(line)\n", sourceLocation: sourceLocation)
    }

    @Test func filesOverFourMiBAreRefusedUnread() throws {
        let big = Data(repeating: 0x20, count: (4 << 20) + 1)
        let scene = try file(big, named: "big.json"), script = try file(big, named: "big.script")
        let name = (scene as NSString).lastPathComponent, scriptName = (script as NSString).lastPathComponent
        try expectRefused(["render", "--scene", scene, "--out", "/tmp/never.png"], "\(name): is 4194305 bytes, more than the 4 MiB limit")
        try expectRefused(["record", "--script", script, "--out", "/tmp/never"], "\(scriptName): is 4194305 bytes, more than the 4 MiB limit")
    }

    @Test func longStringsAreRefused() throws {
        let scene = try file(Data(#"{"version": 1, "title": "\#(String(repeating: "a", count: 20000))"}"#.utf8), named: "s.json")
        try expectRefused(["render", "--scene", scene, "--out", "/tmp/never.png"],
                          "\((scene as NSString).lastPathComponent): title: a string longer than 16384 bytes (line 1, column 25)")
    }

    @Test func moreThanAThousandPanelsAreRefused() throws {
        let panel = #"{"id": "p%d", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}"#
        let panels = (0...1000).map { String(format: panel, $0) }.joined(separator: ",")
        let scene = try file(Data(#"{"version": 1, "panels": [\#(panels)]}"#.utf8), named: "s.json")
        try expectRefused(["render", "--scene", scene, "--out", "/tmp/never.png"],
                          "\((scene as NSString).lastPathComponent): panels: at most 1000 panels (panels and floating.panels together), got 1001")
    }

    @Test func canvasesOverSixtyFourMegapixelsAreRefused() throws {
        try expectRefused(["render", "--out", "/tmp/never.png", "--size", "16384x8192"],
                          "--size: 16384×8192 is more than the 64 Mpx limit (67108864 pixels)")
        let scene = try file(Data(#"{"version": 1, "size": {"width": 16384, "height": 16384}}"#.utf8), named: "s.json")
        try expectRefused(["run", "--scene", scene],
                          "\((scene as NSString).lastPathComponent): size: 16384×16384 is more than the 64 Mpx limit (67108864 pixels)")
        let script = try file(Data("resize 16384 4097\n".utf8), named: "s.script")
        try expectRefused(["record", "--script", script, "--out", "/tmp/never"],
                          "\((script as NSString).lastPathComponent): line 1: resize: 16384×4097 is more than the 64 Mpx limit (67108864 pixels)")
    }

    /// A PNG whose header claims 16384×16384 is refused from its first 24 bytes, before any decoding.
    @Test func aHugePNGHeaderIsRefusedBeforeDecoding() throws {
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]) + Data("IHDR".utf8)
        png += Data([0, 0, 0x40, 0, 0, 0, 0x40, 0, 8, 6, 0, 0, 0, 0, 0, 0, 0])
        let path = try file(png, named: "huge.png")
        let r = try runFlotilla(["compare", path, path])
        #expect(r.status == 1)
        #expect(r.stdout == "FAIL  \((path as NSString).lastPathComponent): \(path): a PNG too large to read: 16384×16384 is more than the 64 Mpx limit (67108864 pixels)\n")
    }
}
