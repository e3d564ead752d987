import Model
import Testing

@Suite("Floating: manager z-order, focus, nesting, keyboard, title bar")
struct FloatingManagerTests {
    func three() -> PanelManager {
        var m = FloatingFixtures.manager(["a", "b", "c"])
        m.present("a", floatingAt: Rect(x: 0, y: 0, width: 300, height: 444))
        m.present("b", floatingAt: Rect(x: 100, y: 50, width: 300, height: 444))
        m.present("c", floatingAt: Rect(x: 200, y: 100, width: 300, height: 444))
        return m
    }

    @Test func presentingRaisesAndFocusesAndAClickReorders() {
        var m = three()
        #expect(m.zOrder == ["a", "b", "c"])
        #expect(m.focusedID == "c")
        #expect(m.focus("a") == true)
        #expect(m.zOrder == ["b", "c", "a"])
        #expect(m.targets.map(\.isFocused) == [false, false, true])
        #expect(m.focus("zzz") == false)
        // A click on the panel in front changes nothing but focus.
        #expect(m.focus("a") == true)
        #expect(m.zOrder == ["b", "c", "a"])
        #expect(m.add(ManagedPanel(id: "a", sizes: FloatingFixtures.sizes)) == false)
    }

    /// A panel kept above (`_NET_WM_STATE_ABOVE`) stays in front however the others are raised or
    /// presented, with the panels it presented; let go, it can be covered again.
    @Test func aPanelKeptAboveStaysInFront() {
        var m = three()
        m.keepAbove("a", true)
        #expect(m.zOrder == ["b", "c", "a"])
        m.focus("b")
        #expect(m.zOrder == ["c", "b", "a"], "raised, b stays under a")
        #expect(m.focusedID == "b")
        m.add(ManagedPanel(id: "d", sizes: FloatingFixtures.sizes))
        m.add(ManagedPanel(id: "e", sizes: FloatingFixtures.sizes))
        m.present("d", from: "a")
        m.present("e", floatingAt: Rect(x: 300, y: 100, width: 300, height: 444))
        #expect(m.zOrder == ["c", "b", "e", "a", "d"], "a new panel under it; what it presented above with it")
        m.keepAbove("a", false)
        #expect(m.zOrder == ["c", "b", "e", "a", "d"], "where it was")
        m.focus("c")
        #expect(m.zOrder.last == "c")
        m.keepAbove("c", true)
        m.close("c")
        #expect(m.keptAbove.isEmpty, "closed, it is kept above no more")
    }

    @Test func focusCyclesInTheOrderPanelsWereAddedSkippingHiddenOnes() {
        var m = three()
        m.focus("a")
        #expect(m.focusNext() == "b")
        #expect(m.zOrder.last == "b")
        #expect(m.focusNext() == "c")
        #expect(m.focusNext() == "a")
        #expect(m.focusPrevious() == "c")
        m.close("b")
        #expect(m.focusPrevious() == "a")
        #expect(m.focusPrevious() == "c")
        var empty = FloatingFixtures.manager(["x"])
        #expect(empty.focusNext() == nil)
    }

    @Test func newPanelsCentreInTheMainContentThenTakeFreeSpace() {
        var m = FloatingFixtures.manager(["a", "b", "c"])
        m.present("a")
        // (1024 − 300)/2 = 362, (768 − 444)/2 = 162.
        #expect(m.frame(of: "a") == Rect(x: 362, y: 162, width: 300, height: 444))
        m.present("b")
        // Beside a, 12 pt off: right and left are as near the centre, right comes first (WindowPlacement).
        #expect(m.frame(of: "b") == Rect(x: 674, y: 162, width: 300, height: 444))
        // With a panel pinned right the main content is 704 wide: centred at 352 − 150 = 202.
        m.pin("a", to: .right)
        m.present("c")
        #expect(m.frame(of: "c") == Rect(x: 202, y: 162, width: 300, height: 444))
        // Closed and presented again: the last floating frame.
        m.close("c")
        m.present("c")
        #expect(m.frame(of: "c") == Rect(x: 202, y: 162, width: 300, height: 444))
    }

    @Test func nestedPresentationToAnyDepthAndClosingCloses() {
        var m = FloatingFixtures.manager(["a", "b", "c", "d", "e"])
        m.present("a", floatingAt: Rect(x: 0, y: 0, width: 300, height: 444))
        #expect(m.present("b", from: "a", attachedAt: Rect(x: 20, y: 44, width: 200, height: 200)) == true)
        #expect(m.present("c", from: "b", floatingAt: Rect(x: 400, y: 0, width: 300, height: 444)) == true)
        #expect(m.present("d", from: "c", attachedAt: Rect(x: 420, y: 44, width: 200, height: 200)) == true)
        m.present("e", floatingAt: Rect(x: 600, y: 300, width: 300, height: 444))
        #expect(m.descendants(of: "a") == ["b", "c", "d"])
        #expect(m.ancestors(of: "d") == ["c", "b", "a"])
        // No cycles, no presenting from a hidden panel.
        #expect(m.present("a", from: "d", floatingAt: nil) == false)
        #expect(m.present("a", from: "a", floatingAt: nil) == false)
        // Raising a raises its children above it (popovers still drawn on top).
        m.focus("a")
        #expect(m.zOrder == ["e", "a", "b", "c", "d"])
        #expect(m.targets.map(\.id) == ["e", "a", "c", "b", "d"])
        // Closing b closes c and d; focus returns to a.
        m.focus("d")
        #expect(m.close("b") == ["b", "c", "d"])
        #expect(m.focusedID == "a")
        #expect(m.state(of: "c") == .hidden)
        #expect(m.close("a") == ["a"])
        #expect(m.focusedID == "e")
        #expect(m.close("a") == [])
        #expect(m.present("b", from: "a", attachedAt: .zero) == false)
    }

    @Test func closingAParentClosesPinnedChildrenToo() {
        var m = FloatingFixtures.manager(["a", "b"])
        m.present("a")
        m.present("b", from: "a", floatingAt: Rect(x: 700, y: 0, width: 300, height: 444))
        m.pin("b", to: .right)
        #expect(m.mainContent.width == 704)
        #expect(m.close("a") == ["a", "b"])
        #expect(m.mainContent == FloatingFixtures.window)
        #expect(m.targets.isEmpty)
        #expect(m.focusedID == nil)
    }

    @Test func floatButtonFloatsPopoversAndPinnedPanels() {
        var m = FloatingFixtures.manager(["a", "b"])
        m.present("a", attachedAt: Rect(x: 100, y: 100, width: 250, height: 300))
        #expect(m.state(of: "a") == .attached)
        #expect(m.float("a") == Rect(x: 100, y: 100, width: 250, height: 300))
        #expect(m.state(of: "a") == .floating)
        // Pinned right (slot 704…1024): floats 20 pt from the right, 20 pt below its slot's top.
        m.present("b", floatingAt: Rect(x: 700, y: 100, width: 300, height: 444))
        m.pin("b", to: .right)
        #expect(m.float("b") == Rect(x: 704, y: 20, width: 300, height: 444))
        #expect(m.float("b") == nil)
    }

    @Test func keyboardMovesAndResizesInSteps() {
        var m = three()
        #expect(PanelManager.keyboardStep == 10 && PanelManager.keyboardLargeStep == 50)
        #expect(m.moveFocused(.right) == Rect(x: 210, y: 100, width: 300, height: 444))
        #expect(m.moveFocused(.up, large: true) == Rect(x: 210, y: 50, width: 300, height: 444))
        // Kept reachable: the top stops at 0.
        #expect(m.moveFocused(.up, large: true) == Rect(x: 210, y: 0, width: 300, height: 444))
        #expect(m.moveFocused(.up) == Rect(x: 210, y: 0, width: 300, height: 444))
        #expect(m.resizeFocused(.right) == Rect(x: 210, y: 0, width: 310, height: 444))
        #expect(m.resizeFocused(.up, large: true) == Rect(x: 210, y: 0, width: 310, height: 394))
        // Down to the minimum (200 × 194) and no further.
        for _ in 0..<10 { m.resizeFocused(.left, large: true); m.resizeFocused(.up, large: true) }
        #expect(m.frame(of: "c") == Rect(x: 210, y: 0, width: 200, height: 194))
        m.pin("c", to: .right)
        #expect(m.moveFocused(.left) == nil)
        #expect(m.resizeFocused(.left) == nil)
    }

    @Test func hitTestingFindsHandlesButtonsTitleBarAndContent() {
        var m = FloatingFixtures.manager(["a", "b"])
        m.present("a", floatingAt: Rect(x: 100, y: 100, width: 400, height: 344))
        func hit(_ x: Double, _ y: Double) -> PanelHitRegion? { m.hitTest(Point(x: x, y: y))?.region }
        #expect(hit(98, 250) == .resize(.left))
        #expect(hit(502, 446) == .resize(.bottomRight))
        #expect(hit(115, 115) == .button(.close))
        #expect(hit(470, 115) == .button(.pin))
        #expect(hit(250, 120) == .titleBar)
        #expect(hit(250, 300) == .content)
        #expect(hit(700, 600) == nil)
        // b in front, overlapping: b wins.
        m.present("b", floatingAt: Rect(x: 300, y: 200, width: 300, height: 444))
        #expect(m.hitTest(Point(x: 400, y: 300))?.id == "b")
        // Pinned: no resize handles, the float button instead of pin.
        m.pin("b", to: .right)
        #expect(m.hitTest(Point(x: 706, y: 300))?.region == .content)
        #expect(m.hitTest(Point(x: 1000, y: 20))?.region == .button(.float))
    }

    @Test func titleBarButtonsPerState() {
        #expect(TitleBarLayout.buttons(for: .floating, pinningEnabled: true) == [.close, .pin])
        #expect(TitleBarLayout.buttons(for: .floating, pinningEnabled: false) == [.close])
        #expect(TitleBarLayout.buttons(for: .attached, pinningEnabled: true) == [.close, .float])
        #expect(TitleBarLayout.buttons(for: .pinned(side: .left, index: 0), pinningEnabled: true) == [.close, .float])
        #expect(TitleBarLayout.buttonFrames(for: .floating, in: Rect(x: 100, y: 100, width: 400, height: 344), pinningEnabled: true)
            == [.close: Rect(x: 108, y: 108, width: 28, height: 28), .pin: Rect(x: 464, y: 108, width: 28, height: 28)])
    }

    @Test func changedTargetsListOnlyWhatMoved() {
        var m = three()
        let before = m
        m.moveFocused(.down)
        #expect(m.changedTargets(since: before).map(\.id) == ["c"])
        let again = m
        m.focus("a")
        // Focus changes a and c (emphasis), nobody moves.
        #expect(Set(m.changedTargets(since: again).map(\.id)) == ["a", "c"])
        #expect(m.changedTargets(since: m).isEmpty)
    }

    @Test func allowsFollowsStateAndExpose() {
        var m = three()
        #expect(m.allows(.drag, on: "a"))
        #expect(m.allows(.resize, on: "a"))
        #expect(!m.allows(.unpin, on: "a"))
        m.pin("a", to: .left)
        #expect(m.allows(.drag, on: "a") && m.allows(.unpin, on: "a") && !m.allows(.resize, on: "a"))
        m.toggleExpose()
        #expect(!m.allows(.drag, on: "b") && m.allows(.focus, on: "b"))
    }
}
