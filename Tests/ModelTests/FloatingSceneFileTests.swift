import Assets
import Foundation
import Model
import Testing

@Suite("Floating: the scene's floating field")
struct FloatingSceneFileTests {
    private func error(_ json: String) -> String {
        do {
            _ = try SceneFile.decode(Data(json.utf8), file: "f.json")
            return "no error"
        } catch {
            return error.description
        }
    }

    private let content = #""content": {"preferred": {"width": 200, "height": 100}}"#

    @Test func theComposeSceneLoads() throws {
        let scene = try SceneFile.load(Assets.scene(named: "panels"))
        #expect(scene.size == Size(width: 1100, height: 700))
        #expect(scene.floating.panels.map(\.id) == ["title", "tags", "attachments", "date", "calendar", "time"])
        #expect(scene.floating.panels.map(\.presentation) == [.pinned, .pinned, .floating, .floating, .hidden, .hidden])
        #expect(scene.floating.panels[3].look.presents == ["calendar"])
        #expect(scene.floating.panels[3].look.tint == Color(hex: "#D08770"))
        #expect(scene.floating.mainContent?.title == "Harbour trip on Saturday")
        #expect(scene.floating.pinning == PinningRules())
        var m = PanelManager(container: Rect(origin: .zero, size: scene.size), rules: scene.floating.pinning)
        #expect(m.install(scene.managedPanels).isEmpty)
        #expect(m.frame(of: "title") == Rect(x: 0, y: 0, width: 250, height: 700))
        #expect(m.frame(of: "tags") == Rect(x: 860, y: 0, width: 240, height: 700))
        #expect(m.mainContent == Rect(x: 250, y: 0, width: 610, height: 700))
        #expect(m.focusedID == "date")
    }

    @Test func simplePanelsAreManagedAtAFixedSize() throws {
        let scene = try SceneFile.load(Assets.scene(named: "demo"))
        let spec = try #require(scene.managedPanels.first)
        #expect(spec.presentation == .floating && spec.frame == Rect(x: 120, y: 110, width: 300, height: 180))
        #expect(spec.sizes.preferred == Size(width: 300, height: 136) && !spec.sizes.isResizable)
        #expect(spec.look.appearance == scene.panels[0].appearance && spec.look.grabber == scene.panels[0].grabber)
        #expect(spec.look.body == scene.panels[0].body)
    }

    @Test func mistakesNameTheirField() {
        #expect(error(#"{"version": 1, "floating": {"panel": []}}"#)
            == "f.json: floating.panel: unknown field (expected one of: mainContent, panels, pinning, reserved, tiling)")
        #expect(error(#"{"version": 1, "floating": {"panels": [{"id": "a", \#(content), "parent": "b"}, {"id": "b", \#(content)}]}}"#)
            == #"f.json: floating.panels[0].parent: unknown panel "b" (a parent is declared before the panels it presents)"#)
        #expect(error(#"{"version": 1, "floating": {"panels": [{"id": "a", \#(content), "presents": ["zz"]}]}}"#)
            == #"f.json: floating.panels[0].presents: unknown panel "zz""#)
        #expect(error(#"{"version": 1, "floating": {"panels": [{"id": "a", \#(content), "presents": ["a"]}]}}"#)
            == "f.json: floating.panels[0].presents: a panel cannot present itself")
        #expect(error(#"{"version": 1, "panels": [{"id": "a", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}], "floating": {"panels": [{"id": "a", \#(content)}]}}"#)
            == #"f.json: floating.panels[0].id: duplicate panel id "a""#)
        #expect(error(#"{"version": 1, "floating": {"mainContent": {"background": "red"}}}"#)
            == #"f.json: floating.mainContent.background: expected a colour like #RRGGBB or #RRGGBBAA, got "red""#)
        #expect(error(##"{"version": 1, "floating": {"panels": [{"id": "a", \##(content), "tint": "#12"}]}}"##)
            == ##"f.json: floating.panels[0].tint: expected a colour like #RRGGBB or #RRGGBBAA, got "#12""##)
    }
}
