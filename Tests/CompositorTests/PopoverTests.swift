import Compositor
import Input
import Model
import Testing

/// Popovers in the compositor: where they sit as their source moves, keys, modal clicks, events.
@Suite("Popovers")
struct PopoverTests {
    /// "a" floating at (100, 100) presents "p" from its content button: a popover below it whose
    /// page "one" (200×120) pushes "two" (rows).
    static func scene(modal: Bool = false) -> Scene {
        let pages = [
            PopoverPage(id: "one", content: .fixed(Size(width: 200, height: 120)),
                        buttons: [PageButton("Next", .push("two")), PageButton("Close", .dismiss)]),
            PopoverPage(id: "two", title: "Two", showsNavigationBar: true, content: .rows(["x", "y", "z"], width: 240)),
        ]
        let popover = ManagedPanelSpec(id: "p", sizes: PanelContentSizes(preferred: Size(width: 200, height: 120), minimum: Size(width: 100, height: 100),
                                                                         maximum: Size(width: 600, height: 600)),
                                       presentation: .attached, parent: "a",
                                       look: PanelLook(popover: PopoverStyle(side: .bottom, isModal: modal, pages: pages)))
        return Floating.scene([Floating.panel("a", at: Point(x: 100, y: 100), presents: ["p"]), popover])
    }

    func settle(_ c: Compositor, _ clock: ManualClock) {
        repeat { clock.advance(by: 1.0 / 60) } while c.nextFrame().isAnimating
    }

    @Test func itSitsBelowItsButtonAndFollowsItsPanelWhileDragged() throws {
        let clock = ManualClock()
        let c = Compositor(scene: Self.scene(), clock: clock)
        let a = try #require(c.frame(of: "a")), p = try #require(c.frame(of: "p"))
        // a's one button spans its width less 12 pt a side, 12 pt above its bottom; the popover is
        // centred under it, 10 pt (the arrow) below.
        let button = Rect(x: a.minX + 12, y: a.maxY - 42, width: a.width - 24, height: 30)
        #expect(p == Rect(x: button.midX - 100, y: button.maxY + 10, width: 200, height: 120))
        // Drag a by its title bar: the popover moves with it, frame for frame.
        c.handle(.pointerPressed(Point(x: a.midX, y: a.minY + 20), button: 1, time: clock.now))
        for i in 1...5 {
            clock.advance(by: 0.016)
            c.handle(.pointerMoved(Point(x: a.midX + Double(30 * i), y: a.minY + 20 + Double(10 * i)), time: clock.now))
            let moved = try #require(c.frame(of: "a"))
            #expect(c.frame(of: "p") == p.offsetBy(Vector(dx: moved.minX - a.minX, dy: moved.minY - a.minY)))
        }
    }

    @Test func keysPushPopAndDismiss() throws {
        let clock = ManualClock()
        let c = Compositor(scene: Self.scene(), clock: clock)
        _ = c.nextFrame()
        c.handle(.key(KeyPress(.tab), time: clock.now))
        c.handle(.key(KeyPress(.enter), time: clock.now))
        var events = Floating.floatingEvents(c.nextFrame().events)
        #expect(events.contains(.didPush(panel: "p", from: "one", to: "two")))
        // Rows: 44 pt bar + 3 × 44 pt rows, 240 wide.
        #expect(events.contains(.didResize(panel: "p", size: Size(width: 240, height: 176))))
        settle(c, clock)
        #expect(c.frame(of: "p")?.size == Size(width: 240, height: 176))
        c.handle(.key(KeyPress(.escape), time: clock.now))
        events = Floating.floatingEvents(c.nextFrame().events)
        #expect(events.contains(.didPop(panel: "p", from: "two", to: "one")))
        c.handle(.key(KeyPress(.escape), time: clock.now))
        #expect(Floating.floatingEvents(c.nextFrame().events).contains(.didClose(panel: "p")))
        // Without a popover, Tab cycles the panels again.
        settle(c, clock)
        c.handle(.key(KeyPress(.tab), time: clock.now))
        #expect(c.panelManager.focusedID == "a")
    }

    @Test(arguments: [false, true])
    func aClickOutsideDismissesAModalOneTakesIt(modal: Bool) throws {
        let clock = ManualClock()
        let c = Compositor(scene: Self.scene(modal: modal), clock: clock)
        let list = c.nextFrame().displayList.textDump
        #expect(list.contains("#00000033") == modal, "a modal popover dims the window at 0.2")
        // A click on the main content far from both.
        c.click(Point(x: 900, y: 700), clock: clock)
        #expect(!c.panelManager.state(of: "p").isVisible)
        // The click on a's title bar after a modal dismissal still reaches it once the popover is gone.
        c.click(Point(x: 250, y: 120), clock: clock)
        #expect(c.panelManager.focusedID == "a")
    }

    @Test func itsPresentationNamesTheStyleAndPage() throws {
        let clock = ManualClock()
        var scene = Self.scene()
        scene.floating.panels[1].presentation = .hidden
        scene.floating.panels[1].parent = nil
        let c = Compositor(scene: scene, clock: clock)
        let a = try #require(c.frame(of: "a"))
        c.click(Point(x: a.midX, y: a.maxY - 27), clock: clock)
        #expect(Floating.floatingEvents(c.nextFrame().events).contains(.didPresent(panel: "p", state: .attached, page: "one")))
    }

    @Test func savedPageStacksComeBackAtOnce() throws {
        let clock = ManualClock()
        let c = Compositor(scene: Self.scene(), clock: clock)
        _ = c.nextFrame()
        c.handle(.key(KeyPress(.tab), time: clock.now))
        c.handle(.key(KeyPress(.enter), time: clock.now))
        settle(c, clock)
        let saved = c.pageStacks
        #expect(saved["p"]?.stack == ["one", "two"])

        let restored = Compositor(scene: Self.scene(), clock: clock)
        restored.restore(pageStacks: saved)
        #expect(restored.popoverTopPage(of: "p")?.id == "two")
        #expect(!restored.nextFrame().isAnimating, "no motion")
        #expect(restored.frame(of: "p")?.size == Size(width: 240, height: 176))
        // Unknown pages leave the stack alone.
        restored.restore(pageStacks: ["p": (["one", "nowhere"], [])])
        #expect(restored.popoverTopPage(of: "p")?.id == "two")
    }
}
