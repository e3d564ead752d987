import Model
import Testing

@Suite("Compact windows and the remembered layout")
struct CompactWindowTests {
    let a = Rect(x: 400, y: 100, width: 300, height: 444)
    let b = Rect(x: 680, y: 300, width: 300, height: 444)

    /// "l" pinned left, "r" pinned right, "a" and "b" floating wholly inside, "hidden" not shown;
    /// the window's first layout taken (as the compositor does when it starts).
    func manager() -> PanelManager {
        var m = FloatingFixtures.manager(["l", "r", "a", "b", "hidden"])
        m.present("l"); m.present("r")
        m.pin("l", to: .left); m.pin("r", to: .right)
        m.present("a", floatingAt: a)
        m.present("b", floatingAt: b)
        m.setReservedAreas([])
        return m
    }

    func size(_ width: Double, _ height: Double = 768) -> Rect { Rect(x: 0, y: 0, width: width, height: height) }

    @Test func belowTheCompactWidthEveryPanelIsASheetAndOneShows() {
        var m = manager()
        #expect(m.setContainer(size(480)).isEmpty)
        #expect(m.isCompact)
        #expect(["l", "r", "a", "b"].allSatisfy { m.state(of: $0) == .compactSheet })
        #expect(m.state(of: "hidden") == .hidden)
        #expect(m.slots.sides.isEmpty && m.mainContent == size(480))
        // The front-most panel shows, full width at the bottom, as tall as its frame.
        #expect(m.frontCompactSheet == "b")
        #expect(m.targets.map(\.id) == ["b"])
        #expect(m.targets.first?.layer == .compactSheet)
        #expect(m.targets.first?.frame == Rect(x: 0, y: 324, width: 480, height: 444))
        // The switcher lists the open panels in the order they were added.
        #expect(m.compactSheetSwitcher == ["l", "r", "a", "b"])
        // Neither floating nor pinning.
        #expect(m.pin("a", to: .right) == nil)
        #expect(!m.allows(.drag, on: "b") && !m.allows(.pin, on: "b") && !m.allows(.resize, on: "b"))
        let exposes = m.toggleExpose(), moved = m.moveFocused(.left)
        #expect(!exposes && moved == nil)
    }

    @Test func aCompactWidthOfZeroNeverIsCompact() {
        var m = manager()
        m.compactWidth = 0
        m.setContainer(size(300))
        #expect(!m.isCompact && m.state(of: "a") == .floating)
    }

    @Test func aSheetTallerThanTheWindowLeavesTheTopInsetFree() {
        var m = manager()
        m.setContainer(size(400, 300))
        #expect(m.frame(of: "b") == Rect(x: 0, y: 44, width: 400, height: 256))
    }

    @Test func theSwitcherRaisesAPanelAndClosingShowsTheNext() {
        var m = manager()
        m.setContainer(size(480))
        // A tab: the hit region names the panel, focusing it brings it up.
        let tabs = CompactSheetSwitcherLayout.tabs(count: 4, in: m.frame(of: "b")!)
        #expect(m.hitTest(Point(x: tabs[2].midX, y: tabs[2].midY))! == ("b", .tab("a")))
        m.focus("a")
        #expect(m.frontCompactSheet == "a" && m.compactSheetSwitcher == ["l", "r", "a", "b"])
        // The close button closes it; the next in the z-order shows.
        let close = TitleBarLayout.buttonFrames(for: .compactSheet, in: m.frame(of: "a")!, pinningEnabled: false)[.close]!
        #expect(m.hitTest(Point(x: close.midX, y: close.midY))! == ("a", .button(.close)))
        #expect(m.close("a") == ["a"])
        #expect(m.frontCompactSheet == "b" && m.compactSheetSwitcher == ["l", "r", "b"])
    }

    @Test func growingBackRestoresFramesPinsSlotsAndZOrder() {
        var m = manager()
        let targets = m.targets, zOrder = m.zOrder, slots = m.slots
        m.setContainer(size(480))
        m.setContainer(FloatingFixtures.window)
        #expect(!m.isCompact)
        #expect(m.targets == targets)
        #expect(m.zOrder == zOrder)
        #expect(m.slots == slots)
        #expect(m.frame(of: "a") == a && m.frame(of: "b") == b)
    }

    @Test func aShrinkWithoutCompactRestoresClampedPanelsAndFloatedSides() {
        var m = manager()
        let targets = m.targets
        // 700 wide: 700 − 640 < 350, the left column floats (the right one then fits); "b" no longer
        // fits across and moves inside; 500 high: "a" moves up.
        #expect(m.setContainer(size(700, 500)) == ["l"])
        #expect(m.state(of: "l") == .floating && m.state(of: "r") == .pinned(side: .right, index: 0))
        #expect(m.frame(of: "b") == Rect(x: 400, y: 56, width: 300, height: 444))
        #expect(m.frame(of: "a") == Rect(x: 400, y: 56, width: 300, height: 444))
        m.setContainer(FloatingFixtures.window)
        #expect(m.targets == targets)
    }

    @Test func aPanelTheUserMovesWhileShrunkStaysWhereItIsPut() {
        var m = manager()
        m.setContainer(size(700, 500))
        m.focus("b")
        let moved = m.moveFocused(.left)
        #expect(moved == Rect(x: 390, y: 56, width: 300, height: 444))
        m.setContainer(FloatingFixtures.window)
        #expect(m.frame(of: "b") == moved)
        #expect(m.frame(of: "a") == a)
        #expect(m.state(of: "l") == .pinned(side: .left, index: 0))
    }

    @Test func theRememberedLayoutSurvivesSeveralSteps() {
        var m = manager()
        let targets = m.targets, zOrder = m.zOrder
        for width in [800.0, 480, 650, 300, 900, 1024] { m.setContainer(size(width, width * 0.75)) }
        m.setContainer(FloatingFixtures.window)
        #expect(m.targets == targets)
        #expect(m.zOrder == zOrder)
    }

    @Test func whatTheUserDoesInACompactWindowStaysWhenItWidens() {
        var m = manager()
        m.setContainer(size(480))
        #expect(m.close("l") == ["l"])
        let presented = m.present("hidden", floatingAt: Rect(x: 10, y: 20, width: 300, height: 444))
        #expect(presented)
        #expect(m.state(of: "hidden") == .compactSheet && m.frontCompactSheet == "hidden")
        m.setContainer(FloatingFixtures.window)
        #expect(m.state(of: "l") == .hidden)
        #expect(m.state(of: "hidden") == .floating)
        #expect(m.frame(of: "hidden") == Rect(x: 10, y: 20, width: 300, height: 444))
        #expect(m.state(of: "r") == .pinned(side: .right, index: 0))
        #expect(m.frame(of: "a") == a)
    }

    @Test func aLayoutSavedInACompactWindowIsTheWideOne() {
        var m = manager()
        m.setContainer(size(480))
        let saved = m.layoutState()
        #expect(saved.panels.first { $0.id == "a" }?.placement == .floating)
        #expect(saved.panels.first { $0.id == "l" }?.placement == .floating)
        #expect(saved.panels.allSatisfy { $0.placement != .hidden || $0.id == "hidden" })
    }
}
