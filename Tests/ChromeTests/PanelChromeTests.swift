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

    @Test func anIconStartsTheTitlesRoomAndTheTitleStaysCentredInWhatIsLeft() {
        var look = ManagedPanelSpec(PanelSpec(id: "p", title: "Title", frame: .zero)).look
        look.icon = "/icons/app.png"
        look.grabber = Grabber(hidden: true)
        let frame = Rect(x: 100, y: 50, width: 300, height: 200)
        let items = PanelChrome.items(for: PanelChrome.Drawing(title: "Title", look: look), at: frame)
        let room = TitleBarLayout.titleFrame(for: .floating, in: frame, top: frame.minY, tiles: false)
        #expect(items.contains(.image(path: "/icons/app.png", frame: Rect(x: room.minX + 2, y: (room.midY - 8).rounded(), width: 16, height: 16))))
        let title = items.compactMap { if case .text("Title", let r, _) = $0 { r } else { nil } }.first
        #expect(title == Rect(x: room.minX + 22, y: room.minY, width: room.width - 44, height: room.height), "centred as before")
    }
}
