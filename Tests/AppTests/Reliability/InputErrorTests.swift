import Foundation
import Glibc
import TestSupport
import Testing

/// Issue 14, findings 5 and 6: every bad input is refused with one plain line naming the file and
/// the field, before memory is spent on it.
@Suite("Input errors", .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
struct InputErrorTests {
    /// Writes `bytes` to a temporary file named `name`; returns its path.
    private func file(_ bytes: Data, named name: String = "s.json") throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-in-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try bytes.write(to: url)
        return url.path
    }

    /// `render` of the scene `json`: exit 1 and exactly `flotilla: s.json: MESSAGE`.
    private func expectSceneError(_ json: String, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let r = try runFlotilla(["render", "--scene", try file(Data(json.utf8)), "--out", "/tmp/never.png"])
        #expect(r.status == 1, sourceLocation: sourceLocation)
        #expect(r.stderr == "flotilla: s.json: \(message)\n", sourceLocation: sourceLocation)
    }

    @Test func controlCharactersAreShownEscaped() throws {
        try expectSceneError("{\"version\": 1, \"ti\\ntle\\u001b[31m\": 1}",
                             #"ti\ntle\u{1B}[31m: unknown field (expected one of: apps, backdrop, floating, panels, sheets, size, title, version, windows)"#)
        let r = try runFlotilla(["render", "--out", "/tmp/never.png", "--size", "1\n2\u{7}"])
        #expect(r.stderr == #"flotilla: --size: expected WIDTHxHEIGHT with whole numbers from 1 to 16384, got "1\n2\u{7}""# + "\n")
    }

    @Test func aFractionalWindowSizeNamesTheField() throws {
        try expectSceneError(#"{"version": 1, "size": {"width": 640.5, "height": 480}}"#,
                             "size: each side must be a whole number from 1 to 16384, got 640.5×480")
        try expectSceneError(#"{"version": 1, "windows": {"w": {"size": {"width": 10, "height": 0.5}}}}"#,
                             "windows.w.size: each side must be a whole number from 1 to 16384, got 10×0.5")
    }

    @Test func aFractionalVersionIsAFieldError() throws {
        try expectSceneError(#"{"version": 1.5}"#, "version: must be a whole number, got 1.5")
    }

    @Test func aNumberBeyondADoubleNamesItsFieldAndPlace() throws {
        try expectSceneError(#"{"version": 1, "size": {"width": 1e400, "height": 3}}"#,
                             "size.width: the number 1e400 is out of range (line 1, column 34)")
    }

    @Test func aLoneSurrogateIsASyntaxErrorWithItsPlace() throws {
        try expectSceneError(#"{"version": 1, "title": "\ud800"}"#,
                             #"not valid JSON at line 1, column 26: a lone surrogate (\uD800) in a string"#)
    }

    @Test func syntaxErrorsGiveLineAndColumn() throws {
        try expectSceneError("{\"version\": 1,\n \"size\": {\"width\": 10 \"height\": 3}}",
                             "not valid JSON at line 2, column 23: expected ',' or '}' after a field")
        try expectSceneError("{\"version\": 1,\n}", "not valid JSON at line 2, column 1: a trailing comma before '}'")
    }

    @Test func aDuplicateFieldIsRefused() throws {
        try expectSceneError("{\"version\": 1,\n \"title\": \"a\", \"title\": \"b\"}", "title: duplicate field (line 2, column 16)")
        try expectSceneError(#"{"version": 1, "panels": [{"id": "a", "id": "b"}]}"#, "panels[0].id: duplicate field (line 1, column 39)")
    }

    @Test func scenesThatAreNotRegularFilesGetPlainReasons() throws {
        let folder = (try file(Data("{}".utf8)) as NSString).deletingLastPathComponent
        let fifo = folder + "/fifo.json"
        #expect(mkfifo(fifo, 0o600) == 0)
        let empty = try file(Data(), named: "empty.json")
        for (path, line) in [(folder, "\((folder as NSString).lastPathComponent): is a folder, not a file"),
                             (fifo, "fifo.json: is not a regular file (a FIFO)"), ("/dev/null", "null: is not a regular file (a device)"),
                             (empty, "empty.json: is empty"), ("", "--scene: the path is empty")] {
            let r = try runFlotilla(["render", "--scene", path, "--out", "/tmp/never.png"])
            #expect(r.status == 1)
            #expect(r.stderr == "flotilla: \(line)\n")
        }
    }

    @Test func negativeOptionValuesGetTheOptionsOwnMessage() throws {
        let size = try runFlotilla(["render", "--out", "/tmp/never.png", "--size", "-5x10"])
        #expect(size.status == 1)
        #expect(size.stderr == "flotilla: --size: expected WIDTHxHEIGHT with whole numbers from 1 to 16384, got \"-5x10\"\n")
        let script = try file(Data("move 1 1\n".utf8), named: "s.script")
        let fps = try runFlotilla(["record", "--script", script, "--out", "/tmp/never", "--fps", "-1"])
        #expect(fps.status == 1)
        #expect(fps.stderr == "flotilla: --fps: expected a whole number of frames per second from 1 to 240, got -1\n")
    }

    @Test func comparingSomethingThatIsNotAPNGSaysSo() throws {
        let text = try file(Data("not a picture".utf8), named: "a.png")
        let r = try runFlotilla(["compare", text, text])
        #expect(r.status == 1)
        #expect(r.stdout == "FAIL  a.png: \(text): not a PNG file\n")
    }
}
