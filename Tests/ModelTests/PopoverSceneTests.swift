import Assets
import Foundation
import Model
import Testing

@Suite("Popovers: pages, navigation and the scene's popover field")
struct PopoverSceneTests {
    private func error(_ popover: String, extra: String = "", sheets: String = "[]") -> String {
        let json = """
            {"version": 1, "sheets": \(sheets), "floating": {"panels": [
              {"id": "p", "content": {"preferred": {"width": 200, "height": 100}}, "presents": ["q"]},
              {"id": "q", "state": "popover", "parent": "p", "content": {"preferred": {"width": 200, "height": 100}},
               \(extra) "popover": \(popover)}]}}
            """
        do {
            _ = try SceneFile.decode(Data(json.utf8), file: "f.json")
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test func theClassicSceneLoads() throws {
        let scene = try SceneFile.load(Assets.scene(named: "popover"))
        let style = try #require(scene.floating.panels[1].look.popover)
        #expect(style.side == .right && style.root == "a" && style.source == nil && !style.isModal)
        #expect(style.pages.map(\.id) == ["a", "b"])
        #expect(style.pages[0].content == .fixed(Size(width: 300, height: 300)) && !style.pages[0].showsNavigationBar)
        #expect(style.pages[0].buttons == [PageButton("Show details", .push("b"))])
        #expect(style.pages[1].toggled == .fixed(Size(width: 600, height: 600)) && style.pages[1].showsNavigationBar)
    }

    @Test(arguments: [
        (#"{"pages": [{"id": "a", "size": {"width": 10, "height": 10}, "buttons": [{"title": "x", "action": "push", "page": "z"}]}]}"#,
         "f.json: floating.panels[1].popover.pages[0].buttons[0].page: no page \"z\" in this popover"),
        (#"{"pages": [{"id": "a", "size": {"width": 10, "height": 10}, "buttons": [{"title": "x", "action": "toggle"}]}]}"#,
         "f.json: floating.panels[1].popover.pages[0].buttons[0].action: toggle needs the page's \"toggled\" content"),
        (#"{"pages": [{"id": "a", "text": "hi"}, {"id": "a", "rows": []}]}"#,
         "f.json: floating.panels[1].popover.pages[1].id: duplicate page id \"a\""),
        (#"{"pages": [{"id": "a", "text": "hi", "size": {"width": 10, "height": 10}}]}"#,
         "f.json: floating.panels[1].popover.pages[0]: expected exactly one of size, text or rows"),
        (#"{"pages": []}"#, "f.json: floating.panels[1].popover.pages: a popover needs at least one page"),
        (#"{"pages": [{"id": "a", "text": "hi"}], "root": "b"}"#, "f.json: floating.panels[1].popover.root: no page \"b\" in this popover"),
        (#"{"pages": [{"id": "a", "text": "hi"}], "side": "above"}"#,
         "f.json: floating.panels[1].popover.side: expected top, bottom, left, right or any, got \"above\""),
        (#"{"pages": [{"id": "a", "text": "hi"}], "source": {"panel": "nobody", "rect": {"x": 0, "y": 0, "width": 5, "height": 5}}}"#,
         "f.json: floating.panels[1].popover.source.panel: unknown panel \"nobody\""),
        (#"{"pages": [{"id": "a", "text": "hi"}], "source": {"sheet": "s", "rect": {"x": 0, "y": 0, "width": 5, "height": 5}}}"#,
         "f.json: floating.panels[1].popover.source.sheet: unknown sheet \"s\""),
        (#"{"pages": [{"id": "a", "text": "hi"}], "source": {"window": {"x": 0, "y": 0, "width": 5, "height": 5}, "panel": "p"}}"#,
         "f.json: floating.panels[1].popover.source: expected exactly one of window, panel or sheet"),
        (#"{"pages": [{"id": "a", "text": "hi", "buttons": [{"title": "x", "action": "pop", "page": "a"}]}]}"#,
         "f.json: floating.panels[1].popover.pages[0].buttons[0].page: only a push names a page"),
    ])
    func badPopoversAreNamedByTheirField(popover: String, message: String) {
        #expect(error(popover) == message)
    }

    @Test func aPopoverWithAPageOfItsOwnNeedsNoFrame() {
        #expect(error(#"{"pages": [{"id": "a", "rows": ["one", "two"], "width": 200}]}"#) == "no error")
    }

    @Test func pushPopAndTheTrail() throws {
        let pages = ["a", "b", "c"].map { PopoverPage(id: $0, content: .fixed(Size(width: 100, height: 100))) }
        var stack = try #require(PageStack(pages: pages, root: "a"))
        #expect(PageStack(pages: pages, root: "z") == nil)
        #expect(stack.pop() == false && stack.stack == ["a"])
        #expect(stack.push("b") == true)
        #expect(stack.push("c") == true && stack.restingPosition == 2)
        #expect(stack.push("b") == false, "a page already on the stack")
        #expect(stack.pop() == true && stack.shown == ["a", "b", "c"] && stack.top.id == "b")
        #expect(stack.push("c") == true && stack.trail.isEmpty, "pushing the page just popped takes it back from the trail")
        #expect(stack.pop() == true)
        #expect(stack.pop() == true && stack.shown == ["a", "b", "c"] && stack.restingPosition == 0)
        stack.settle()
        #expect(stack.shown == ["a"])
    }

    @Test func toggledPagesSwitchTheirContent() throws {
        let page = PopoverPage(id: "a", content: .fixed(Size(width: 600, height: 400)), toggled: .fixed(Size(width: 600, height: 600)))
        var stack = try #require(PageStack(pages: [page, PopoverPage(id: "b", content: .rows([], width: 10))], root: "a"))
        #expect(stack.toggle("a") == true && stack.isToggled("a") && page.content(toggled: true) == .fixed(Size(width: 600, height: 600)))
        #expect(stack.toggle("a") == true && !stack.isToggled("a"))
        #expect(stack.toggle("b") == false, "no toggled content")
    }
}
