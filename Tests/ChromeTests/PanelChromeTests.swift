import Chrome
import Model
import Testing

@Suite("Panel chrome")
struct PanelChromeTests {
    @Test func panelChromeCentresTheGrabberAndTitleBetweenTheButtons() {
        let panel = ManagedPanelSpec(PanelSpec(id: "p", title: "Title", body: "Body", frame: .zero))
        let items = PanelChrome.items(for: PanelChrome.Drawing(title: panel.title, look: panel.look),
                                      at: Rect(x: 100, y: 50, width: 300, height: 200))
        guard case .roundedRect(let pill, let radii, _) = items[1] else {
            Issue.record("second item should be the grabber")
            return
        }
        #expect(pill == Rect(x: 232, y: 56, width: 36, height: 5))
        #expect(radii == CornerRadii(all: 2.5))
        guard case .text("Title", let frame, let style) = items[2] else {
            Issue.record("third item should be the title")
            return
        }
        // Between the 28 pt buttons 8 pt from each side, 8 pt from them: 44 pt in from each side.
        #expect(frame.minX == 144 && frame.width == 212)
        #expect(style.alignment == .center)
        guard case .text("Body", let body, _) = items.last else {
            Issue.record("the last item should be the body")
            return
        }
        #expect(body == Rect(x: 116, y: 98, width: 268, height: 136))
    }
}
