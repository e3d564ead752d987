import Compositor
import Input
import Model
import Testing

/// Issue 60: an app panel's icon (its window's own, or its app's) shows on its title bar, on its
/// thumbnail in the switcher and on its window's row in the search field.
@Suite("Panel icons")
struct PanelIconTests {
    func images(in items: [DisplayItem]) -> [String] {
        items.flatMap { item -> [String] in
            switch item {
            case .image(let path, _): [path]
            case .layer(let layer): images(in: layer.content.items)
            default: []
            }
        }
    }

    @Test func theIconShowsOnTheTitleBarTheSwitcherAndTheSearchRow() throws {
        let (c, clock) = HostedSheetTests.hosting()
        #expect(c.setIcon(panel: "xterm", "/icons/xterm.png"))
        #expect(!c.setIcon(panel: "xterm", "/icons/xterm.png"), "the same icon changes nothing")
        #expect(images(in: c.nextFrame().displayList.items) == ["/icons/xterm.png"], "on its title bar")

        c.handle(.key(KeyPress(.tab, modifiers: .alt), time: clock.now))
        let switcher = c.nextFrame().displayList.items.compactMap { if case .layer(let l) = $0, l.id == .surface(.switcher) { l } else { nil } }.first
        #expect(images(in: try #require(switcher).content.items).contains("/icons/xterm.png"), "on its thumbnail in the switcher")
        c.handle(.modifiersReleased(held: [], time: clock.now))
        _ = settle(c, clock: clock)

        #expect(c.openSearch(applications: []))
        for ch in "xterm" { c.handle(.key(KeyPress(.character(ch), text: String(ch)), time: clock.now)) }
        let search = c.nextFrame().displayList.items.compactMap { if case .layer(let l) = $0, l.id == .surface(.search) { l } else { nil } }.first
        #expect(images(in: try #require(search).content.items) == ["/icons/xterm.png"], "on its window's row")
    }
}
