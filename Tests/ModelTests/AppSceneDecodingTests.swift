import Foundation
import Model
import Testing

@Suite("Apps: scene decoding")
struct AppSceneDecodingTests {
    /// A scene file whose `apps` is `apps`.
    func scene(_ apps: String, panels: String = "[]") throws(SceneError) -> Scene {
        try SceneFile.decode(Data(#"{"version": 1, "apps": \#(apps), "floating": {"panels": \#(panels)}}"#.utf8), file: "apps.json")
    }

    func fieldError(_ apps: String, panels: String = "[]") -> FieldError? {
        do {
            _ = try scene(apps, panels: panels)
            return nil
        } catch {
            return FieldError(path: error.path, message: error.message)
        }
    }

    @Test func appsDecodeWithTheirPlacesAndTitles() throws {
        let s = try scene(#"""
        [{"id": "term", "command": ["xterm", "-e", "sh -c 'top'"], "pinned": "left"},
         {"id": "logo", "command": ["/usr/bin/xlogo"], "frame": {"x": 40, "y": 60, "width": 200, "height": 244}, "title": "Logo"}]
        """#)
        #expect(s.apps == [
            AppSpec(id: "term", command: ["xterm", "-e", "sh -c 'top'"], pinned: .left),
            AppSpec(id: "logo", command: ["/usr/bin/xlogo"], frame: Rect(x: 40, y: 60, width: 200, height: 244), title: "Logo"),
        ])
        #expect(s.apps.map(\.name) == ["xterm", "xlogo"])
        #expect(try SceneFile.decode(Data(#"{"version": 1}"#.utf8), file: "none.json").apps.isEmpty)
    }

    @Test func mistakesNameTheirField() {
        #expect(fieldError(#"[{"command": ["xterm"]}]"#) == FieldError(path: "apps[0].id", message: "missing field"))
        #expect(fieldError(#"[{"id": "a b", "command": ["xterm"]}]"#)
            == FieldError(path: "apps[0].id", message: "expected 1 to 64 letters, digits, - or _, got \"a b\""))
        #expect(fieldError(#"[{"id": "t"}]"#) == FieldError(path: "apps[0].command", message: "missing field"))
        #expect(fieldError(#"[{"id": "t", "command": []}]"#) == FieldError(path: "apps[0].command", message: "expected the program, then its arguments"))
        #expect(fieldError(#"[{"id": "t", "command": [""]}]"#)?.path == "apps[0].command")
        #expect(fieldError(#"[{"id": "t", "command": "xterm -e top"}]"#)?.path == "apps[0].command")
        #expect(fieldError(#"[{"id": "t", "command": ["xterm"], "pinned": "middle"}]"#)
            == FieldError(path: "apps[0].pinned", message: "expected left, right, top or bottom, got \"middle\""))
        #expect(fieldError(#"[{"id": "t", "command": ["xterm"], "frame": {"x": 0, "y": 0, "width": -1, "height": 10}}]"#)?.path
            == "apps[0].frame.width")
        #expect(fieldError(#"[{"id": "t", "command": ["xterm"], "shell": true}]"#)?.path == "apps[0].shell")
        #expect(fieldError(#"[{"id": "t", "command": ["a"]}, {"id": "t", "command": ["b"]}]"#)
            == FieldError(path: "apps[1].id", message: "duplicate id \"t\""))
        let panel = #"[{"id": "t", "content": {"preferred": {"width": 100, "height": 100}}}]"#
        #expect(fieldError(#"[{"id": "t", "command": ["a"]}]"#, panels: panel)?.message == "duplicate id \"t\"")
        let many = "[" + (0...64).map { #"{"id": "a\#($0)", "command": ["x"]}"# }.joined(separator: ",") + "]"
        #expect(fieldError(many) == FieldError(path: "apps", message: "at most 64 apps, got 65"))
        let long = String(repeating: "x", count: 4097)
        #expect(fieldError(#"[{"id": "t", "command": ["a", "\#(long)"]}]"#) == FieldError(path: "apps[0].command", message: "word 1 is longer than 4096 bytes"))
    }
}
