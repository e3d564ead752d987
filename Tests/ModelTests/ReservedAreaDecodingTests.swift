import Foundation
import Model
import Testing

@Suite("Reserved areas: scene decoding")
struct ReservedAreaDecodingTests {
    /// A scene file whose `floating.reserved` is `reserved`.
    func scene(_ reserved: String) throws(SceneError) -> Scene {
        try SceneFile.decode(Data(#"{"version": 1, "floating": {"reserved": \#(reserved)}}"#.utf8), file: "keys.json")
    }

    /// The error a scene file with `reserved` gives, as its path and message.
    func fieldError(_ reserved: String) -> FieldError? {
        do {
            _ = try scene(reserved)
            return nil
        } catch {
            return FieldError(path: error.path, message: error.message)
        }
    }

    @Test func areasDecodeWithDefaults() throws {
        let s = try scene(#"""
        [{"id": "keyboard", "extent": 260, "title": "Keyboard", "key": "k"},
         {"id": "palette", "edge": "right", "extent": 120, "shown": true}]
        """#)
        #expect(s.floating.reserved == [
            ReservedAreaSpec(area: ReservedArea(id: "keyboard", edge: .bottom, extent: 260), title: "Keyboard", shown: false, key: "k"),
            ReservedAreaSpec(area: ReservedArea(id: "palette", edge: .right, extent: 120), title: "", shown: true, key: nil),
        ])
        #expect(try SceneFile.decode(Data(#"{"version": 1}"#.utf8), file: "none.json").floating.reserved.isEmpty)
    }

    @Test func mistakesNameTheirField() {
        #expect(fieldError(#"[{"extent": 260}]"#) == FieldError(path: "floating.reserved[0].id", message: "missing field"))
        #expect(fieldError(#"[{"id": "", "extent": 260}]"#) == FieldError(path: "floating.reserved[0].id", message: "must not be empty"))
        #expect(fieldError(#"[{"id": "k"}]"#) == FieldError(path: "floating.reserved[0].extent", message: "missing field"))
        #expect(fieldError(#"[{"id": "k", "extent": -5}]"#)
            == FieldError(path: "floating.reserved[0].extent", message: "must be greater than 0 and at most 16384, got -5"))
        #expect(fieldError(#"[{"id": "k", "extent": 260, "edge": "middle"}]"#)
            == FieldError(path: "floating.reserved[0].edge", message: "expected top, left, bottom or right, got \"middle\""))
        #expect(fieldError(#"[{"id": "k", "extent": 260, "key": "K"}]"#)
            == FieldError(path: "floating.reserved[0].key", message: "expected one lowercase letter or digit, got \"K\""))
        #expect(fieldError(#"[{"id": "k", "extent": 260, "key": "F3"}]"#)?.path == "floating.reserved[0].key")
        #expect(fieldError(#"[{"id": "k", "extent": 260, "key": "p"}]"#)
            == FieldError(path: "floating.reserved[0].key", message: "\"p\" is a panel key (p pins, n tears off)"))
        #expect(fieldError(#"[{"id": "k", "extent": 260, "height": 260}]"#)?.path == "floating.reserved[0].height")
        #expect(fieldError(#"[{"id": "k", "extent": 260, "shown": "yes"}]"#)
            == FieldError(path: "floating.reserved[0].shown", message: "expected true or false"))
        #expect(fieldError(#"{"id": "k"}"#) == FieldError(path: "floating.reserved", message: "expected an array"))
    }

    @Test func idsAndKeysAreTheirAreasOwn() {
        #expect(fieldError(#"[{"id": "k", "extent": 260}, {"id": "k", "extent": 60}]"#)
            == FieldError(path: "floating.reserved[1].id", message: "duplicate reserved area id \"k\""))
        #expect(fieldError(#"[{"id": "a", "extent": 260, "key": "k"}, {"id": "b", "extent": 60, "key": "k"}]"#)
            == FieldError(path: "floating.reserved[1].key", message: "\"k\" already shows another reserved area"))
    }
}
