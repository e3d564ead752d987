import Model
import Testing

@Suite("Floating: pin slots, previews, limits, unpinning")
struct FloatingPinningTests {
    let window = FloatingFixtures.window
    let rules = PinningRules()

    func entry(_ id: PanelID, _ thickness: Double = 320) -> PinnedSlots.Entry {
        PinnedSlots.Entry(id: id, thickness: thickness)
    }

    @Test func defaultRulesMatchTheIssue() {
        #expect(rules.maximum(.right) == 3)
        #expect(rules.maximum(.left) == 1)
        #expect(rules.maximum(.top) == 2)
        #expect(rules.maximum(.bottom) == 2)
        #expect(rules.triggerDistance == 24)
        #expect(rules.minimumMainContentWidth == 350)
    }

    @Test func panelKitExampleNumbers() {
        let one = PinnedSlots(container: window, sides: [.right: [entry("a")]])
        #expect(one.slot(.right, index: 0) == Rect(x: 704, y: 0, width: 320, height: 768))
        #expect(one.mainContent == Rect(x: 0, y: 0, width: 704, height: 768))
        #expect(one.contentInsets == EdgeInsets(right: 320))
        let two = PinnedSlots(container: window, sides: [.right: [entry("a"), entry("b")]])
        #expect(two.frames == ["a": Rect(x: 704, y: 0, width: 320, height: 384),
                               "b": Rect(x: 704, y: 384, width: 320, height: 384)])
        let three = PinnedSlots(container: window, sides: [.right: [entry("a"), entry("b"), entry("c")]])
        #expect(three.slot(.right, index: 2) == Rect(x: 704, y: 512, width: 320, height: 256))
        #expect(three.slot(.right, index: 3) == nil)
    }

    @Test func columnWidthIsTheWidestPreferredPinnedWidth() {
        let s = PinnedSlots(container: window, sides: [.right: [entry("a", 320), entry("b", 400)], .left: [entry("l", 250)]])
        #expect(s.slot(.right, index: 0) == Rect(x: 624, y: 0, width: 400, height: 384))
        #expect(s.slot(.left, index: 0) == Rect(x: 0, y: 0, width: 250, height: 768))
        #expect(s.mainContent == Rect(x: 250, y: 0, width: 374, height: 768))
        // Uneven divisions are rounded to whole points and still tile the side: 700 / 3.
        let odd = PinnedSlots(container: Rect(x: 0, y: 0, width: 1024, height: 700),
                              sides: [.right: [entry("a"), entry("b"), entry("c")]])
        #expect(odd.slot(.right, index: 0) == Rect(x: 704, y: 0, width: 320, height: 233))
        #expect(odd.slot(.right, index: 1) == Rect(x: 704, y: 233, width: 320, height: 234))
        #expect(odd.slot(.right, index: 2) == Rect(x: 704, y: 467, width: 320, height: 233))
    }

    @Test func rowsShareTheWidthBetweenTheColumns() {
        let s = PinnedSlots(container: window, sides: [
            .left: [entry("l")], .right: [entry("r")],
            .top: [entry("t1", 200), entry("t2", 150)], .bottom: [entry("b", 240)],
        ])
        #expect(s.slot(.top, index: 0) == Rect(x: 320, y: 0, width: 192, height: 200))
        #expect(s.slot(.top, index: 1) == Rect(x: 512, y: 0, width: 192, height: 200))
        #expect(s.slot(.bottom, index: 0) == Rect(x: 320, y: 528, width: 384, height: 240))
        #expect(s.mainContent == Rect(x: 320, y: 200, width: 384, height: 328))
        #expect(s.contentInsets == EdgeInsets(top: 200, left: 320, bottom: 240, right: 320))
    }

    /// Issue 59: the pointer, not the panel's frame, comes within 24 pt of a side; the bottom
    /// never pins from a drag (a pointer there holds a panel dropped off the window).
    @Test func thePointerWithin24PointsOfASideTriggersButNotTheBottomNorFarPast() {
        func side(_ x: Double, _ y: Double) -> PanelPinSide? { rules.triggeredSide(pointer: Point(x: x, y: y), in: window) }
        #expect(side(990, 200) == nil)     // 34 pt from the right
        #expect(side(1000, 200) == .right) // 24 pt
        #expect(side(1024, 200) == .right) // on it
        #expect(side(1068, 200) == .right) // 44 pt past (the grab follows the pointer out)
        #expect(side(1069, 200) == nil)    // 45 pt past
        #expect(side(10, 200) == .left)
        #expect(side(300, 5) == .top)
        #expect(side(300, 760) == nil, "the bottom: a drop off the window")
        #expect(side(300, 400) == nil)
        // Near two sides: the nearer wins (top 0 vs left 10).
        #expect(side(10, 0) == .top)
        var off = rules
        off.isEnabled = false
        #expect(off.triggeredSide(pointer: Point(x: 1020, y: 200), in: window) == nil)
    }

    @Test func previewSlotAndIndexFromTheCentre() {
        let sizes = FloatingFixtures.sizes
        let empty = PinnedSlots(container: window)
        let p0 = PinPreview.evaluate(id: "a", pointer: Point(x: 1010, y: 220), frame: Rect(x: 710, y: 200, width: 300, height: 444),
                                     sizes: sizes, slots: empty, rules: rules)
        #expect(p0?.side == .right)
        #expect(p0?.index == 0)
        #expect(p0?.slot == Rect(x: 704, y: 0, width: 320, height: 768))
        #expect(p0?.mainContent == Rect(x: 0, y: 0, width: 704, height: 768))
        // One already pinned: N + 1 = 2 slots of 384; centre y 500 → index 1.
        let one = PinnedSlots(container: window, sides: [.right: [entry("p")]])
        let low = PinPreview.evaluate(id: "a", pointer: Point(x: 1010, y: 298), frame: Rect(x: 710, y: 278, width: 300, height: 444),
                                      sizes: sizes, slots: one, rules: rules)
        #expect(low?.index == 1)
        #expect(low?.slot == Rect(x: 704, y: 384, width: 320, height: 384))
        #expect(low?.slots.frames["p"] == Rect(x: 704, y: 0, width: 320, height: 384))
        // Centre y 100 → index 0, the pinned one moves down.
        let high = PinPreview.evaluate(id: "a", pointer: Point(x: 1010, y: 60), frame: Rect(x: 710, y: -122, width: 300, height: 444),
                                       sizes: sizes, slots: one, rules: rules)
        #expect(high?.index == 0)
        #expect(high?.slots.frames["p"] == Rect(x: 704, y: 384, width: 320, height: 384))
        #expect(one.insertionIndex(for: Point(x: 900, y: 383), on: .right) == 0)
        #expect(one.insertionIndex(for: Point(x: 900, y: 384), on: .right) == 1)
        #expect(one.insertionIndex(for: Point(x: 900, y: 5000), on: .right) == 1)
        #expect(one.insertionIndex(for: Point(x: 900, y: -50), on: .right) == 0)
    }

    @Test func fullSideOrCrampedContentShowsNoPreview() {
        let sizes = FloatingFixtures.sizes
        // Left holds one: a second gets no preview, and no fallback to the top it is also near.
        let leftFull = PinnedSlots(container: window, sides: [.left: [entry("l")]])
        #expect(PinPreview.evaluate(id: "a", pointer: Point(x: 5, y: 30), frame: Rect(x: 0, y: 10, width: 300, height: 444),
                                    sizes: sizes, slots: leftFull, rules: rules) == nil)
        #expect(PinPreview.evaluate(id: "a", pointer: Point(x: 5, y: 30), frame: Rect(x: 0, y: 10, width: 300, height: 444), sizes: sizes,
                                    slots: PinnedSlots(container: window), rules: rules)?.side == .left)
        // Left 320 + right 400 would leave 304 < 350; right 320 leaves 384.
        let nearRight = Rect(x: 724, y: 100, width: 300, height: 444)
        #expect(PinPreview.evaluate(id: "a", pointer: Point(x: 1020, y: 120), frame: nearRight, sizes: FloatingFixtures.sizes(pinnedWidth: 400),
                                    slots: leftFull, rules: rules) == nil)
        #expect(PinPreview.evaluate(id: "a", pointer: Point(x: 1020, y: 120), frame: nearRight, sizes: sizes, slots: leftFull, rules: rules)?
            .mainContent == Rect(x: 320, y: 0, width: 384, height: 768))
        // The minimum is configurable.
        var strict = rules
        strict.minimumMainContentWidth = 400
        #expect(PinPreview.evaluate(id: "a", pointer: Point(x: 1020, y: 120), frame: nearRight, sizes: sizes, slots: leftFull, rules: strict) == nil)
    }

    @Test func perSideLimitsThroughTheManager() {
        var m = FloatingFixtures.manager(["a", "b", "c", "d", "e", "f"])
        for id: PanelID in ["a", "b", "c", "d", "e", "f"] { m.present(id, floatingAt: Rect(x: 400, y: 100, width: 300, height: 444)) }
        #expect(m.pin("a", to: .right) != nil)
        #expect(m.pin("b", to: .right) != nil)
        #expect(m.pin("c", to: .right) != nil)
        #expect(m.pin("d", to: .right) == nil)
        #expect(m.state(of: "d") == .floating)
        #expect(m.pin("d", to: .left) != nil)
        #expect(m.pin("e", to: .left) == nil)
        #expect(m.pin("e", to: .top)?.slot == Rect(x: 320, y: 0, width: 384, height: 200))
        #expect(m.pin("f", to: .top) != nil)
        #expect(m.state(of: "f") == .pinned(side: .top, index: 1))
        #expect(m.mainContent == Rect(x: 320, y: 200, width: 384, height: 568))
        // Configurable: right holds 1.
        var one = PinningRules()
        one.maximumPanels[.right] = 1
        var n = FloatingFixtures.manager(["a", "b"], rules: one)
        n.present("a"); n.present("b")
        #expect(n.pinToFirstAvailableSide("a")?.side == .right)
        #expect(n.pinToFirstAvailableSide("b")?.side == .left)
    }

    @Test func dragReleasePinsAndDraggingAwayUnpinsUnderThePointer() {
        var m = FloatingFixtures.manager(["a", "b"])
        m.present("a", floatingAt: Rect(x: 400, y: 100, width: 300, height: 444))
        m.present("b", floatingAt: Rect(x: 100, y: 100, width: 300, height: 444))
        let releasedAt = Rect(x: 715, y: 150, width: 300, height: 444), pointer = Point(x: 1010, y: 170)
        #expect(m.pinPreview(for: "a", pointer: pointer, frame: releasedAt)?.slot == Rect(x: 704, y: 0, width: 320, height: 768))
        // The same frame with the pointer on its title bar's middle, or a click (no pointer), pins nothing.
        var elsewhere = m, clicked = m
        #expect(elsewhere.pinPreview(for: "a", pointer: Point(x: 865, y: 170), frame: releasedAt) == nil)
        guard case .floating = elsewhere.endDrag("a", at: releasedAt, velocity: .zero, pointer: Point(x: 865, y: 170)),
              case .floating = clicked.endDrag("a", at: releasedAt, velocity: .zero, pointer: nil) else {
            Issue.record("expected no pin")
            return
        }
        guard case .pinned(let p) = m.endDrag("a", at: releasedAt, velocity: Vector(dx: 2000, dy: 0), pointer: pointer) else {
            Issue.record("expected a pin")
            return
        }
        #expect(p.slot == Rect(x: 704, y: 0, width: 320, height: 768))
        #expect(m.state(of: "a") == .pinned(side: .right, index: 0))
        #expect(m.frame(of: "a") == Rect(x: 704, y: 0, width: 320, height: 768))
        #expect(m.mainContent == Rect(x: 0, y: 0, width: 704, height: 768))
        // Pinned panels sit behind floating ones.
        #expect(m.targets.map(\.id) == ["a", "b"])
        #expect(m.targets.first?.layer == .pinned)
        // Pointer at the middle of the slot's title bar, 20 pt down: the 300-wide panel is centred
        // under it, 20 pt above it.
        #expect(m.unpin("a", pointer: Point(x: 864, y: 20)) == Rect(x: 714, y: 0, width: 300, height: 444))
        #expect(m.state(of: "a") == .floating)
        #expect(m.mainContent == window)
        #expect(m.targets.last?.id == "a")
        // Near the slot's right end: the same fraction (296/320) of the panel's width.
        _ = m.pin("a", to: .right)
        #expect(m.unpin("a", pointer: Point(x: 1000, y: 30)) == Rect(x: 722.5, y: 0, width: 300, height: 444))
        #expect(m.unpin("b", pointer: Point(x: 0, y: 0)) == nil)
    }

    @Test func pinIndexComesFromTheCentreNotTheOrderOfPinning() {
        var m = FloatingFixtures.manager(["a", "b"])
        m.present("a", floatingAt: Rect(x: 400, y: 300, width: 300, height: 444))
        m.present("b", floatingAt: Rect(x: 400, y: 0, width: 300, height: 444))
        m.pin("a", to: .right)
        // b's centre (y 222) is in the upper of two 384 slots: it goes above a.
        #expect(m.pin("b", to: .right)?.index == 0)
        #expect(m.state(of: "a") == .pinned(side: .right, index: 1))
        #expect(m.frame(of: "a") == Rect(x: 704, y: 384, width: 320, height: 384))
    }

    @Test func remainingPanelsReDivideTheirSide() {
        var m = FloatingFixtures.manager(["a", "b", "c"])
        // Centres at y 222, 522 and 546: indices 0 (of 1), 1 (of 2 × 384) and 2 (of 3 × 256).
        for (id, y) in [(PanelID("a"), 0.0), ("b", 300), ("c", 324)] {
            m.present(id, floatingAt: Rect(x: 400, y: y, width: 300, height: 444))
        }
        m.pin("a", to: .right); m.pin("b", to: .right); m.pin("c", to: .right)
        #expect(m.state(of: "b") == .pinned(side: .right, index: 1))
        #expect(m.frame(of: "c") == Rect(x: 704, y: 512, width: 320, height: 256))
        _ = m.close("b")
        #expect(m.frame(of: "a") == Rect(x: 704, y: 0, width: 320, height: 384))
        #expect(m.frame(of: "c") == Rect(x: 704, y: 384, width: 320, height: 384))
        #expect(m.state(of: "c") == .pinned(side: .right, index: 1))
    }

    @Test func tooNarrowWindowFloatsWholeSidesBesideThem() {
        var m = FloatingFixtures.manager(["l", "r1", "r2"])
        for (id, y) in [(PanelID("l"), 0.0), ("r1", 0), ("r2", 300)] {
            m.present(id, floatingAt: Rect(x: 400, y: y, width: 300, height: 444))
        }
        m.pin("l", to: .left); m.pin("r1", to: .right); m.pin("r2", to: .right)
        #expect(m.mainContent == Rect(x: 320, y: 0, width: 384, height: 768))
        // Still 360 ≥ 350 at 1000 wide: nothing floats, slots re-divide.
        #expect(m.setContainer(Rect(x: 0, y: 0, width: 1000, height: 700)).isEmpty)
        #expect(m.frame(of: "r2") == Rect(x: 680, y: 350, width: 320, height: 350))
        // 900 wide: 260 < 350; columns tie at 320, the left one floats 20 pt in from the left.
        #expect(m.setContainer(Rect(x: 0, y: 0, width: 900, height: 700)) == ["l"])
        #expect(m.state(of: "l") == .floating)
        #expect(m.frame(of: "l") == Rect(x: 20, y: 20, width: 300, height: 444))
        #expect(m.mainContent == Rect(x: 0, y: 0, width: 580, height: 700))
        // 600 wide: the right side floats too, each beside its old slot (y 20 and 350 + 20, the
        // second fitted inside: 700 − 444 = 256).
        #expect(m.setContainer(Rect(x: 0, y: 0, width: 600, height: 700)) == ["r1", "r2"])
        #expect(m.frame(of: "r1") == Rect(x: 280, y: 20, width: 300, height: 444))
        #expect(m.frame(of: "r2") == Rect(x: 280, y: 256, width: 300, height: 444))
        #expect(m.mainContent == Rect(x: 0, y: 0, width: 600, height: 700))
        #expect(m.targets.suffix(2).map(\.id) == ["r1", "r2"])
        // Pinning stays refused until the window is wide enough again; then the sides the window
        // floated pin again where they were.
        #expect(m.pin("r1", to: .right) == nil)
        m.setContainer(window)
        #expect(m.state(of: "l") == .pinned(side: .left, index: 0))
        #expect(m.state(of: "r2") == .pinned(side: .right, index: 1))
    }

    @Test func turningPinningOffFloatsEveryPinnedPanel() {
        var m = FloatingFixtures.manager(["l", "t"])
        m.present("l"); m.present("t")
        m.pin("l", to: .left); m.pin("t", to: .top)
        #expect(m.mainContent == Rect(x: 320, y: 200, width: 704, height: 568))
        m.rules.isEnabled = false
        #expect(m.enforcePinningRules() == ["l", "t"])
        // l beside the left side; t beside the top, 20 pt in from its old slot's left (320).
        #expect(m.frame(of: "l") == Rect(x: 20, y: 20, width: 300, height: 444))
        #expect(m.frame(of: "t") == Rect(x: 340, y: 20, width: 300, height: 444))
        #expect(m.mainContent == window)
        #expect(m.allows(.pin, on: "l") == false)
    }

    @Test func wideColumnFloatsFirst() {
        var m = FloatingFixtures.manager(["l"])
        m.add(ManagedPanel(id: "r", sizes: FloatingFixtures.sizes(pinnedWidth: 300)))
        m.present("l"); m.present("r")
        m.pin("l", to: .left); m.pin("r", to: .right)
        // 960 − 320 − 300 = 340 < 350: the wider left column floats, the right stays.
        #expect(m.setContainer(Rect(x: 0, y: 0, width: 960, height: 768)) == ["l"])
        #expect(m.state(of: "r") == .pinned(side: .right, index: 0))
    }
}
