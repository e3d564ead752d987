import Foundation
import Model
import Testing

@Suite("Floating: scene decoding")
struct FloatingSceneDecodingTests {
    func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(json.utf8))
    }

    func fieldError<T: Decodable>(_ type: T.Type, _ json: String) -> FieldError? {
        do {
            _ = try decode(type, json)
            return nil
        } catch let e as FieldError {
            return e
        } catch {
            return FieldError(path: "?", message: "\(error)")
        }
    }

    @Test func panelsDecodeWithDefaultsAndInstall() throws {
        let specs = try decode([ManagedPanelSpec].self, """
        [{"id": "layers", "title": "Layers", "content": {"preferred": {"width": 300, "height": 400},
          "minimum": {"width": 200, "height": 150}, "maximum": {"width": 600, "height": 556}}},
         {"id": "a", "content": {"preferred": {"width": 300, "height": 400}, "pinnedWidth": 320},
          "state": "pinned", "side": "right"},
         {"id": "b", "content": {"preferred": {"width": 300, "height": 400}}, "state": "pinned", "side": "right"},
         {"id": "pop", "content": {"preferred": {"width": 200, "height": 100}}, "state": "popover",
          "frame": {"x": 10, "y": 60, "width": 200, "height": 144}, "parent": "layers"}]
        """)
        #expect(specs[0].presentation == .floating)
        #expect(specs[0].sizes == FloatingFixtures.sizes(pinnedWidth: 320, pinnedHeight: 240))
        #expect(specs[1].side == .right)
        #expect(!specs[2].sizes.isResizable)
        var m = PanelManager(container: FloatingFixtures.window)
        #expect(m.install(specs).isEmpty)
        // Declared order fills the right side top to bottom.
        #expect(m.frame(of: "a") == Rect(x: 704, y: 0, width: 320, height: 384))
        #expect(m.frame(of: "b") == Rect(x: 704, y: 384, width: 320, height: 384))
        // Installed before the pins: centred in the whole window.
        #expect(m.frame(of: "layers") == Rect(x: 362, y: 162, width: 300, height: 444))
        #expect(m.ancestors(of: "pop") == ["layers"])
        #expect(m.focusedID == "pop")
    }

    @Test func rulesDecodeWithDefaults() throws {
        let r = try decode(PinningRules.self, #"{"maximumPanels": {"left": 2}, "minimumMainContentWidth": 400}"#)
        #expect(r.maximum(.left) == 2 && r.maximum(.right) == 3 && r.maximum(.top) == 2)
        #expect(r.minimumMainContentWidth == 400 && r.triggerDistance == 24)
        #expect(try decode(PinningRules.self, "{}") == PinningRules())
    }

    @Test func mistakesNameTheirField() {
        #expect(fieldError([ManagedPanelSpec].self, #"[{"id": "a", "content": {"preferred": {"width": 1, "height": 1}}, "state": "pinned"}]"#)
            == FieldError(path: "[0].side", message: "missing field (a pinned panel needs a side)"))
        #expect(fieldError([ManagedPanelSpec].self, #"[{"id": "a", "content": {"preferred": {"width": 1, "height": 1}}, "state": "pinned", "side": "middle"}]"#)?
            .path == "[0].side")
        #expect(fieldError(ManagedPanelSpec.self, #"{"id": "a", "content": {"preferred": {"width": 1, "height": 1}}, "state": "docked"}"#)
            == FieldError(path: "state", message: "expected floating, pinned, popover or hidden, got \"docked\""))
        #expect(fieldError(ManagedPanelSpec.self, #"{"id": "a", "content": {"preferred": {"width": 1, "height": 1}}, "sate": "pinned"}"#)?
            .path == "sate")
        #expect(fieldError(ManagedPanelSpec.self, #"{"id": "a", "content": {"preferred": {"width": 10, "height": 10}, "minimum": {"width": 20, "height": 5}}}"#)
            == FieldError(path: "content.minimum", message: "must not exceed preferred on either axis"))
        #expect(fieldError(ManagedPanelSpec.self, #"{"id": "a", "content": {"preferred": {"width": 1, "height": 1}}, "state": "popover"}"#)?
            .path == "frame")
        #expect(fieldError(PinningRules.self, #"{"maximumPanels": {"middle": 1}}"#)?.path == "maximumPanels")
        #expect(fieldError(PinningRules.self, #"{"triggerDistance": -1}"#)?.path == "triggerDistance")
    }

    @Test func installReportsWhatCouldNotBeShown() throws {
        let specs = try decode([ManagedPanelSpec].self, """
        [{"id": "l1", "content": {"preferred": {"width": 300, "height": 400}}, "state": "pinned", "side": "left"},
         {"id": "l2", "content": {"preferred": {"width": 300, "height": 400}}, "state": "pinned", "side": "left"},
         {"id": "orphan", "content": {"preferred": {"width": 300, "height": 400}}, "parent": "nobody"},
         {"id": "l1", "content": {"preferred": {"width": 300, "height": 400}}}]
        """)
        var m = PanelManager(container: FloatingFixtures.window)
        #expect(m.install(specs) == ["l2", "orphan", "l1"])
        #expect(m.state(of: "l2") == .floating)
        #expect(m.state(of: "orphan") == .hidden)
    }
}
