import Assets
import Foundation
import Model
import Testing

@Suite("Scene files")
struct SceneFileTests {
    /// Decodes `json` as `broken.json`, expecting an error; returns its one-line description.
    private func error(_ json: String) -> String {
        do {
            _ = try SceneFile.decode(Data(json.utf8), file: "broken.json")
            return "no error"
        } catch {
            return error.description
        }
    }

    private let panel = #"{"id": "a", "frame": {"x": 10, "y": 20, "width": 300, "height": 200}}"#

    @Test func demoSceneLoads() throws {
        let scene = try SceneFile.load(Assets.scene(named: "demo"))
        #expect(scene.size == Size(width: 800, height: 560))
        #expect(scene.panels.map(\.id) == ["inspector"])
        #expect(scene.panels[0].appearance.shadows.count == 2)
        #expect(scene.panels[0].appearance.border?.width == 1)
    }

    @Test func defaultsFillWhatIsLeftOut() throws {
        let scene = try SceneFile.decode(Data(#"{"version": 1, "panels": [\#(panel)]}"#.utf8), file: "s.json")
        #expect(scene.size == Size(width: 800, height: 600))
        #expect(scene.panels[0].frame == Rect(x: 10, y: 20, width: 300, height: 200))
        #expect(scene.panels[0].appearance == SurfaceAppearance())
        #expect(scene.panels[0].grabber == Grabber())
        #expect(scene.panels[0].velocity == .zero)
    }

    @Test func invalidJSONNamesTheFile() {
        let message = error(#"{"version": 1, "panels": [}"#)
        #expect(message.hasPrefix("broken.json: not valid JSON"))
        #expect(!message.contains("\n"))
    }

    /// Issue 14 (the file fuzzer): a field name or value with a line break or another control
    /// character in it (JSON escapes) made a message of several lines.
    @Test func errorsQuotingControlCharactersStayOnOneLine() {
        #expect(error(#"{"version": 1, "ti\ntle": "x"}"#).hasPrefix(#"broken.json: ti\ntle: unknown field"#))
        #expect(error(#"{"version": 1, "floating": {"panels": [{"id": "a", "content": {"preferred": {"width": 200, "height": 100}}, "state": "x\r\u0000\u0085"}]}}"#)
            == #"broken.json: floating.panels[0].state: expected floating, pinned, popover or hidden, got "x\r\u{0}\u{85}""#)
    }

    @Test func nanIsNotJSON() {
        #expect(error(#"{"version": 1, "size": {"width": NaN, "height": 10}}"#).hasPrefix("broken.json: not valid JSON"))
    }

    @Test func missingFieldNamesItsPath() {
        #expect(error(#"{"version": 1, "panels": [{"id": "a"}]}"#) == "broken.json: panels[0].frame: missing field")
        #expect(error(#"{"panels": []}"#) == "broken.json: version: missing field")
    }

    @Test func negativeAndAbsurdSizesAreFieldErrors() {
        #expect(error(#"{"version": 1, "size": {"width": -5, "height": 10}}"#)
            == "broken.json: size.width: must be greater than 0 and at most 16384, got -5")
        #expect(error(#"{"version": 1, "size": {"width": 1e308, "height": 10}}"#)
            == "broken.json: size.width: must be greater than 0 and at most 16384, got 1e+308")
        #expect(error(#"{"version": 1, "panels": [{"id": "a", "frame": {"x": 0, "y": 0, "width": 0, "height": 5}}]}"#)
            == "broken.json: panels[0].frame.width: must be greater than 0 and at most 16384, got 0")
    }

    @Test func unknownFieldsAreErrors() {
        #expect(error(#"{"version": 1, "sise": {"width": 5, "height": 10}}"#)
            == "broken.json: sise: unknown field (expected one of: apps, backdrop, floating, panels, sheets, size, title, version, windows)")
        #expect(error(#"{"version": 1, "panels": [{"id": "a", "frame": {"x": 0, "y": 0, "width": 9, "height": 5, "z": 1}}]}"#)
            .hasPrefix("broken.json: panels[0].frame.z: unknown field"))
    }

    @Test func wrongTypesAreNamed() {
        #expect(error(#"{"version": 1, "size": {"width": "wide", "height": 10}}"#) == "broken.json: size.width: expected a number")
        #expect(error(#"{"version": 1, "panels": {}}"#) == "broken.json: panels: expected an array")
    }

    @Test func badValuesAreExplained() {
        #expect(error(#"{"version": 1, "backdrop": {"color": "red"}}"#)
            == #"broken.json: backdrop.color: expected a colour like #RRGGBB or #RRGGBBAA, got "red""#)
        #expect(error(#"{"version": 2}"#) == "broken.json: version: unsupported version 2 (this build reads version 1)")
        #expect(error(#"{"version": 1, "panels": [\#(panel), \#(panel)]}"#) == #"broken.json: panels[1].id: duplicate panel id "a""#)
        #expect(error(#"{"version": 1, "panels": [{"id": "a", "frame": {"x": 0, "y": 0, "width": 9, "height": 5}, "appearance": {"shadows": [{"opacity": 2}]}}]}"#)
            == "broken.json: panels[0].appearance.shadows[0].opacity: must be within 0…1, got 2")
    }

    @Test func unreadableFileIsNamed() {
        #expect(throws: SceneError.self) { try SceneFile.load(URL(fileURLWithPath: "/nonexistent/x.json")) }
        do {
            _ = try SceneFile.load(URL(fileURLWithPath: "/nonexistent/x.json"))
        } catch {
            #expect(error.description == "x.json: no such file")
        }
    }

    @Test func parsingIgnoresTheLocale() throws {
        setenv("LC_NUMERIC", "de_DE.UTF-8", 1)
        defer { unsetenv("LC_NUMERIC") }
        let scene = try SceneFile.decode(Data(#"{"version": 1, "panels": [{"id": "a", "frame": {"x": 10.5, "y": 0, "width": 9, "height": 5}}]}"#.utf8),
                                         file: "s.json")
        #expect(scene.panels[0].frame.origin.x == 10.5)
    }
}
