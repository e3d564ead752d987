import Compositor
import Input
import Model
import Testing

/// Panels an application's window lives in: added while the compositor runs, drawn with the app's
/// content item, and placed so that the host knows where the real window must lie and where it
/// may take the pointer.
@Suite("Hosted panels")
struct HostedPanelTests {
    /// An 800×600 content app at (100, 80) in a 1024×768 window with panels "a" and "b".
    func hosting() -> (Compositor, ManualClock) {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.twoPanels(), clock: clock)
        let sizes = PanelContentSizes(preferred: Size(width: 400, height: 300), minimum: Size(width: 100, height: 50),
                                      maximum: Size(width: 900, height: 700))
        #expect(c.host(HostedPanel(id: "xterm", name: "xterm", title: "xterm", sizes: sizes,
                                   frame: Rect(x: 100, y: 80, width: 400, height: 344))))
        return (c, clock)
    }

    @Test func aHostedPanelFadesInAndThenRestsWhereItsContentIsDrawn() throws {
        let (c, clock) = hosting()
        let first = c.nextFrame()
        #expect(Floating.floatingEvents(first.events).contains(.didPresent(panel: "xterm", state: .floating)))
        let fading = try #require(c.hostedPlacements.first)
        #expect(fading.panel == "xterm" && !fading.isSettled && fading.inputRegion.isEmpty, "it holds the input while it fades in")
        _ = settle(c, clock: clock)
        let placed = try #require(c.hostedPlacements.first)
        #expect(placed.content == Rect(x: 100, y: 124, width: 400, height: 300))
        #expect(placed.isSettled)
        // Its own resize bands (4 pt inside each side and the bottom) stay Flotilla's.
        #expect(placed.inputRegion == [Rect(x: 104, y: 124, width: 392, height: 296)])
    }

    @Test func itsLayerDrawsTheAppUnderTheTitleBarClippedToItsCorners() throws {
        let (c, clock) = hosting()
        _ = settle(c, clock: clock)
        let dump = c.nextFrame().displayList.textDump
        #expect(dump.contains("clip (0, 44, 400×300) radius 0/0/12/12"), "\(dump)")
        #expect(dump.contains("hosted \"xterm\" panel xterm (0, 44, 400×300) revision 0"), "\(dump)")
        c.hostedPixelsChanged(panel: "xterm")
        let redrawn = c.nextFrame()
        #expect(redrawn.displayList.textDump.contains("revision 1"))
        let content = Rect(x: 100, y: 124, width: 400, height: 300)
        #expect(redrawn.damage.contains { $0.intersection(content) == content }, "\(redrawn.damage)")
    }

    @Test func aStyleRedrawsAppsPanelsWithItsCornersShadowsAndTitlesAndLeavesTheScenesOwn() throws {
        let (c, clock) = hosting()
        _ = settle(c, clock: clock)
        let before = c.nextFrame().displayList.textDump
        let shown = before.components(separatedBy: "layer ").first { $0.hasPrefix("panel:xterm") } ?? ""
        #expect(shown.contains("radius 0/0/12/12") && shown.contains("shadow") && shown.contains("text \"xterm\""), "\(shown)")
        c.style = WindowStyle(accent: Color(rgb: 0xBF616A), cornerRadius: 4, shadows: false, titles: false)
        let after = c.nextFrame()
        let dump = after.displayList.textDump
        #expect(dump.contains("clip (0, 44, 400×300) radius 0/0/4/4"), "\(dump)")
        #expect(!after.damage.isEmpty)
        let xterm = dump.components(separatedBy: "layer ").first { $0.hasPrefix("panel:xterm") } ?? ""
        #expect(xterm.contains("hosted \"xterm\"") && !xterm.contains("shadow") && !xterm.contains("text \"xterm\""), "\(xterm)")
        // The scene's own panels keep their look.
        let a = dump.components(separatedBy: "layer ").first { $0.hasPrefix("panel:a") } ?? ""
        #expect(a.contains("shadow"), "\(a)")
    }

    /// Pinned to a side, an app's window lies under its own title bar in the pinned frame, and
    /// takes the pointer there once its panel rests (the live test of a window pinned by a drag).
    @Test func pinnedItsWindowLiesUnderItsOwnTitleBarInThePinnedFrame() throws {
        let (c, clock) = hosting()
        _ = settle(c, clock: clock)
        #expect(c.pin(panel: "xterm", to: .left))
        _ = settle(c, clock: clock)
        #expect(c.panelManager.state(of: "xterm") == .pinned(side: .left, index: 0))
        let frame = try #require(c.frame(of: "xterm"))
        #expect(frame.minX < 100, "at the left side: \(frame)")
        let placed = try #require(c.hostedPlacements.first { $0.panel == "xterm" })
        #expect(placed.isSettled)
        #expect(placed.content == TitleBarLayout.content(of: frame, titleBar: c.panelManager.titleBarHeight(of: "xterm")))
        #expect(!placed.inputRegion.isEmpty)
    }

    @Test func panelsAboveItAreLeftOutOfItsInputRegion() throws {
        let (c, clock) = hosting()
        _ = settle(c, clock: clock)
        c.focus(panel: "b")  // b: 300×244 at (500, 300), now above the app
        _ = settle(c, clock: clock)
        let placed = try #require(c.hostedPlacements.first)
        let region = placed.inputRegion
        let b = Rect(x: 500, y: 300, width: 300, height: 244).outsetBy(4)
        #expect(!region.isEmpty)
        #expect(region.allSatisfy { !$0.intersects(b) }, "\(region)")
        let area = region.reduce(0) { $0 + $1.width * $1.height }
        let own = Rect(x: 104, y: 124, width: 392, height: 296)
        #expect(area == own.width * own.height - own.intersection(b).width * own.intersection(b).height)
    }

    /// The settled app's panel, grabbed by its title bar at (300, 100) and held at `to`.
    func grabbed(to: Point) -> (Compositor, ManualClock) {
        let (c, clock) = hosting()
        _ = settle(c, clock: clock)
        c.handle(.pointerPressed(Point(x: 300, y: 100), button: 1, time: clock.now))
        clock.advance(by: 0.016)
        c.handle(.pointerMoved(to, time: clock.now))
        return (c, clock)
    }

    @Test func whileItIsDraggedTheInputIsHeldAndItsRealPlaceFollowsWhenItSettles() throws {
        let (c, clock) = grabbed(to: Point(x: 340, y: 130))
        #expect(c.hostedPlacements.first?.isSettled == false)
        #expect(c.hostedPlacements.first?.inputRegion == [])
        c.handle(.pointerReleased(Point(x: 340, y: 130), button: 1, time: clock.now + 0.2))
        _ = settle(c, clock: clock)
        let placed = try #require(c.hostedPlacements.first)
        #expect(placed.isSettled)
        #expect(placed.content?.origin == Point(x: 140, y: 154))
    }

    /// The app dies in the middle of a drag of its panel (the model side of the live
    /// `anAppThatDiesInTheMiddleOfADragEndsNothing`): its panel closes under the pointer, the
    /// release ends nothing else, and another panel drags as before.
    @Test func aPanelClosedWhileItIsDraggedLeavesTheOthersToDrag() throws {
        let (c, clock) = grabbed(to: Point(x: 340, y: 130))
        c.close(panel: "xterm")
        clock.advance(by: 0.016)
        c.handle(.pointerMoved(Point(x: 380, y: 160), time: clock.now))
        c.handle(.pointerReleased(Point(x: 380, y: 160), button: 1, time: clock.now))
        _ = settle(c, clock: clock)
        #expect(!c.panelManager.state(of: "xterm").isVisible)
        let b = try #require(c.frame(of: "b"))
        drag(c, clock: clock, from: Point(x: b.midX, y: b.minY + 10), by: Vector(dx: 60, dy: 40), restBeforeRelease: 0.3)
        _ = settle(c, clock: clock)
        #expect(c.frame(of: "b") == b.offsetBy(Vector(dx: 60, dy: 40)))
    }

    /// A desktop window took the keyboard: no panel is focused (every title bar says so), and a
    /// click on a panel focuses it again (did-focus: the host gives its app the keyboard).
    @Test func blurredNoPanelIsFocusedUntilOneIsClicked() throws {
        let (c, clock) = hosting()
        _ = settle(c, clock: clock)
        #expect(c.panelManager.focusedID == "xterm")
        c.blur()
        #expect(c.panelManager.focusedID == nil)
        c.click(Point(x: 300, y: 100), clock: clock)
        #expect(c.panelManager.focusedID == "xterm")
        #expect(Floating.floatingEvents(settle(c, clock: clock).flatMap(\.events)).contains(.didFocus(panel: "xterm")))
    }

    @Test func theCloseButtonAsksTheAppAndLeavesThePanel() throws {
        let (c, clock) = hosting()
        _ = settle(c, clock: clock)
        let close = try #require(TitleBarLayout.buttonFrames(for: .floating, in: Rect(x: 100, y: 80, width: 400, height: 344), pinningEnabled: true)[.close])
        c.click(Point(x: close.midX, y: close.midY), clock: clock)
        let events = Floating.floatingEvents(c.nextFrame().events)
        #expect(events.contains(.didRequestClose(panel: "xterm")))
        #expect(!events.contains(.didClose(panel: "xterm")))
        #expect(c.panelIDs.contains("xterm"))
        c.close(panel: "xterm")
        #expect(Floating.floatingEvents(c.nextFrame().events).contains(.didClose(panel: "xterm")))
    }

    /// A window that opens under the pointer (where one of its kind was closed) is not closed by
    /// a click 40 ms later, which was aimed before it showed (xdotool's suite clicks so); once it
    /// has shown for the double-click time its close button takes a click.
    @Test func aWindowJustShownTakesNoClickOnItsButtons() throws {
        let (c, clock) = hosting()
        _ = c.nextFrame()
        let close = try #require(TitleBarLayout.buttonFrames(for: .floating, in: Rect(x: 100, y: 80, width: 400, height: 344), pinningEnabled: true)[.close])
        clock.advance(by: 0.04)
        c.click(Point(x: close.midX, y: close.midY), clock: clock)
        #expect(!Floating.floatingEvents(c.nextFrame().events).contains(.didRequestClose(panel: "xterm")))
        #expect(c.panelManager.focusedID == "xterm", "the press is the title bar's: it focuses")
        clock.advance(by: 0.32)  // 0.41 s since it showed
        c.click(Point(x: close.midX, y: close.midY), clock: clock)
        #expect(Floating.floatingEvents(c.nextFrame().events).contains(.didRequestClose(panel: "xterm")))
    }

    /// Issue 24, item 4: an app's panel tears off as a drawn one does (the host gives its window
    /// back to the desktop); it closes here.
    @Test func theTearOffKeyTearsAHostedPanelOff() throws {
        let (c, clock) = hosting()
        _ = settle(c, clock: clock)
        c.focus(panel: "xterm")
        _ = c.nextFrame()
        let frame = try #require(c.frame(of: "xterm"))
        c.key(.character("n"), clock: clock)
        let events = Floating.floatingEvents(c.nextFrame().events)
        #expect(events.contains(.didTearOff(panel: "xterm", frame: frame)))
        #expect(events.contains(.didClose(panel: "xterm")))
    }

    @Test func aHostedPanelDraggedOutOfTheWindowTearsOff() throws {
        let (c, _) = grabbed(to: Point(x: 1100, y: 100))
        let dragged = try #require(c.draggedPanel)
        #expect(c.tearOffDraggedPanel() == dragged)
        #expect(Floating.floatingEvents(c.nextFrame().events).contains(.didTearOff(panel: "xterm", frame: dragged.frame)))
        #expect(c.draggedPanel == nil, "no longer dragged here")
    }

    @Test func newSizeHintsBringThePanelWithinThem() throws {
        let (c, clock) = hosting()
        _ = settle(c, clock: clock)
        c.setSizes(panel: "xterm", PanelContentSizes(preferred: Size(width: 400, height: 300), minimum: Size(width: 500, height: 320),
                                                     maximum: Size(width: 900, height: 700)))
        _ = settle(c, clock: clock)
        #expect(c.frame(of: "xterm") == Rect(x: 100, y: 80, width: 500, height: 364))
        #expect(c.hostedPlacements.first?.content == Rect(x: 100, y: 124, width: 500, height: 320))
    }

    /// An app that sets the same `WM_NORMAL_HINTS` again and again (many do at every resize)
    /// changes nothing: no new layout, nothing to repaint, no spring started.
    @Test func theSameSizeHintsAgainChangeNothing() throws {
        let (c, clock) = hosting()
        _ = settle(c, clock: clock)
        let before = c.hostedPlacements
        let same = PanelContentSizes(preferred: Size(width: 400, height: 300), minimum: Size(width: 100, height: 50),
                                     maximum: Size(width: 900, height: 700))
        #expect(!c.setSizes(panel: "xterm", same))
        clock.advance(by: 1.0 / 60)
        let frame = c.nextFrame()
        #expect(frame.damage.isEmpty && !frame.isAnimating)
        #expect(c.hostedPlacements == before)
        #expect(c.setSizes(panel: "xterm", PanelContentSizes(preferred: Size(width: 400, height: 300),
                                                             minimum: Size(width: 100, height: 60),
                                                             maximum: Size(width: 900, height: 700))),
                "a different minimum is a change")
    }

    @Test func inACompactWindowItsSheetHoldsTheAppUnderItsContent() throws {
        let (c, clock) = hosting()
        _ = settle(c, clock: clock)
        c.focus(panel: "xterm")
        c.resize(to: Size(width: 400, height: 700))
        _ = settle(c, clock: clock)
        #expect(c.panelManager.state(of: "xterm") == .compactSheet)
        let frame = try #require(c.frame(of: "xterm"))
        let placed = try #require(c.hostedPlacements.first { $0.panel == "xterm" })
        #expect(placed.isSettled && placed.content == TitleBarLayout.content(of: frame), "\(placed) in \(frame)")
        #expect(!placed.inputRegion.isEmpty)
    }

    @Test func aTakenIdIsRefused() {
        let (c, _) = hosting()
        #expect(!c.host(HostedPanel(id: "a", name: "xlogo", title: "xlogo", sizes: Floating.sizes)))
        #expect(!c.host(HostedPanel(id: "xterm", name: "xterm", title: "xterm", sizes: Floating.sizes)))
    }

    @Test func theTitleFollowsTheApp() throws {
        let (c, clock) = hosting()
        _ = settle(c, clock: clock)
        c.retitle(panel: "xterm", "user@host: ~")
        #expect(c.panelManager.panels["xterm"]?.title == "user@host: ~")
        #expect(c.nextFrame().displayList.textDump.contains("text \"user@host: ~\""))
    }
}

@Suite("Rectangle difference")
struct RectDifferenceTests {
    @Test func cutsLeaveDisjointPiecesCoveringTheRest() {
        let r = Rect(x: 0, y: 0, width: 100, height: 100)
        let cuts = [Rect(x: 20, y: 20, width: 30, height: 30), Rect(x: 40, y: 40, width: 100, height: 10), Rect(x: -5, y: 90, width: 20, height: 20)]
        let pieces = r.subtracting(cuts)
        for (i, a) in pieces.enumerated() {
            #expect(r.intersection(a) == a)
            for b in pieces[(i + 1)...] { #expect(!a.intersects(b)) }
            for cut in cuts { #expect(!a.intersects(cut)) }
        }
        // Every whole point of r is in exactly one piece or one cut.
        for y in stride(from: 0.5, to: 100, by: 1) {
            for x in stride(from: 0.5, to: 100, by: 1) {
                let p = Point(x: x, y: y)
                let inCut = cuts.contains { $0.contains(p) }
                #expect(inCut != pieces.contains { $0.contains(p) })
            }
        }
        #expect(r.subtracting([r.outsetBy(1)]).isEmpty)
        #expect(r.subtracting([]) == [r])
    }
}
