import Compositor
import Input
import Model
import Testing

/// Reduced motion (`--reduced-motion`, the desktop's `Net/EnableAnimations` off): every transition
/// a spring carries is a short cross-fade instead, ending exactly where full motion ends.
@Suite("Reduced motion: cross-fades in place of springs, the same ends")
struct ReducedMotionTests {
    @Test func aSheetReleasedPastTheMiddleFadesToFull() {
        expectReducedMotionMatches(sheetScene(), trigger: { c, clock in
            pointerDrag(c, clock, from: Point(x: 200, y: 420), to: Point(x: 200, y: 200), rest: 0.2)
        }, probe: { [$0.frame(ofSheet: "s")] })
    }

    @Test func aSheetFlungFromTipFadesToHalf() {
        expectReducedMotionMatches(sheetScene(), trigger: { c, clock in
            pointerDrag(c, clock, from: Point(x: 200, y: 750), to: Point(x: 200, y: 600), steps: 5)
        }, probe: { [$0.frame(ofSheet: "s")] })
    }

    @Test func aKeyMovesTheSheetWithAFade() {
        expectReducedMotionMatches(sheetScene(), trigger: { c, clock in c.key(.up, clock: clock) }, probe: { [$0.frame(ofSheet: "s")] })
    }

    /// Where windows tile (issue 26): Super+Left's tile, minimising into the shelf and a click
    /// on the thumbnail each cross-fade to where the springs take them.
    @Test func tilingMinimisingAndRestoringFade() {
        var scene = Floating.twoPanels()
        scene.floating.tiling = true
        expectReducedMotionMatches(scene, trigger: { c, clock in c.key(.left, .super, clock: clock) }, probe: { [$0.frame(of: "b")] })
        // "b"'s minimise button (500 + 50, 300 + 22).
        expectReducedMotionMatches(scene, trigger: { c, clock in c.click(Point(x: 550, y: 322), clock: clock) },
                                   probe: { [$0.frame(of: "b"), $0.frame(of: "a")] })
        expectReducedMotionMatches(scene, setup: { c, clock in
            c.click(Point(x: 550, y: 322), clock: clock)
        }, trigger: { c, clock in
            guard let thumbnail = c.panelManager.shelves[0]?.thumbnails.first?.frame else { return }
            c.click(Point(x: thumbnail.midX, y: thumbnail.midY), clock: clock)
        }, probe: { [$0.frame(of: "b")] })
    }

    /// The preference changed while running (the desktop's wish, followed live) holds from the
    /// next transition on, for sheets and for panels alike.
    @Test func aChangedPreferenceHoldsFromTheNextTransition() {
        let clock = ManualClock()
        let sheets = Compositor(scene: sheetScene(), clock: clock), panels = Compositor(scene: onePanelScene(), clock: clock)
        for c in [sheets, panels] {
            settle(c, clock: clock)
            c.motionPreference = .reduced
        }
        sheets.key(.up, clock: clock)
        drag(panels, clock: clock, from: Point(x: 200, y: 130), by: Vector(dx: 120, dy: 0))
        // Where each was when its transition began: the sheet at rest, the panel where it was let go.
        let starts = [sheets.frame(ofSheet: "s"), panels.frame(of: "p")]
        var shown: [[Rect?]] = []
        for _ in 0..<30 {
            clock.advance(by: 1.0 / 60)
            _ = sheets.nextFrame()
            _ = panels.nextFrame()
            shown.append([sheets.frame(ofSheet: "s"), panels.frame(of: "p")])
        }
        for i in 0..<2 {
            let end = shown.last?[i]
            #expect(end != starts[i])
            #expect(shown.allSatisfy { $0[i] == starts[i] || $0[i] == end }, "nothing between \(String(describing: starts[i])) and \(String(describing: end))")
        }
    }

    @Test func aThrownPanelFadesToItsLanding() {
        expectReducedMotionMatches(onePanelScene(), trigger: { c, clock in
            drag(c, clock: clock, from: Point(x: 200, y: 130), by: Vector(dx: 120, dy: 0))
        }, probe: { [$0.frame(of: "p")] })
    }

    @Test func pinningFadesThePanelAndTheMainContent() {
        expectReducedMotionMatches(Floating.twoPanels(), trigger: { c, _ in _ = c.pin(panel: "a", to: .left) },
                                   probe: { [$0.frame(of: "a"), $0.mainContentFrame] })
    }

    @Test func exposeFadesEveryPanelToItsPlace() {
        expectReducedMotionMatches(ExposeCompositorTests.three(), trigger: { c, clock in c.key(.function(3), clock: clock) },
                                   probe: { c in ["a", "b", "c"].map { c.frame(of: $0) } })
    }

    @Test func aPopoverOpensWithAFadeInPlace() throws {
        let a = try #require(Compositor(scene: PopoverTests.scene(), clock: ManualClock()).frame(of: "a"))
        let button = Point(x: a.midX, y: a.maxY - 27)
        expectReducedMotionMatches(PopoverTests.scene(), slides: false, setup: { c, _ in c.close(panel: "p") },
                                   trigger: { c, clock in c.click(button, clock: clock) }, probe: { [$0.frame(of: "p")] })
    }

    @Test func aPopoverPushResizesWithAFade() {
        expectReducedMotionMatches(PopoverTests.scene(), trigger: { c, clock in
            c.key(.tab, clock: clock)
            c.key(.enter, clock: clock)
        }, probe: { [$0.frame(of: "p")] })
    }

    /// A popover floated out as a panel: a push fades its pages out and in, the panel in place.
    @Test func aFloatedOutPopoverFadesItsPages() {
        expectReducedMotionMatches(PopoverTests.scene(), slides: false, setup: { c, clock in
            guard let attached = c.frame(of: "p") else { return }
            let grabber = Point(x: attached.midX, y: attached.minY + 10)
            c.handle(.pointerPressed(grabber, button: 1, time: clock.now))
            for i in 1...10 {
                clock.advance(by: 0.01)
                c.handle(.pointerMoved(Point(x: grabber.x + 20 * Double(i), y: grabber.y + 30 * Double(i)), time: clock.now))
            }
            c.handle(.pointerReleased(Point(x: grabber.x + 200, y: grabber.y + 300), button: 1, time: clock.now))
            #expect(c.panelManager.state(of: "p") == .floating)
        }, trigger: { c, clock in
            // The page's first button ("Next") under the title bar and the grabber strip.
            guard let floated = c.frame(of: "p") else { return }
            c.click(Point(x: floated.midX, y: floated.minY + 91), clock: clock)
        }, probe: { [$0.frame(of: "p")] })
    }

    @Test func aReservedAreaFadesInAndThePanelsFadeClear() {
        expectReducedMotionMatches(ReservedAreaTests().scene(), trigger: { c, clock in c.key(.character("k"), clock: clock) },
                                   probe: { c in [c.reservedAreaFrame(of: "keyboard"), c.frame(of: "low")] })
    }

    /// Past full, the sheet follows the pointer up to full and no further (no rubber band drawn);
    /// let go, it is at full at once, as full motion ends.
    @Test func noRubberBandIsDrawnPastFull() {
        let clock = ManualClock()
        let c = Compositor(scene: sheetScene(), clock: clock, motion: .reduced)
        c.move(sheet: "s", to: .full, animated: false)
        pointerDrag(c, clock, from: Point(x: 200, y: 30), to: Point(x: 200, y: 5), release: false)
        #expect(c.extent(ofSheet: "s") == 782)
        c.handle(.pointerReleased(Point(x: 200, y: 5), button: 1, time: clock.now))
        settle(c, clock: clock)
        #expect(c.extent(ofSheet: "s") == 782 && c.state(ofSheet: "s") == .full)
    }

    /// A panel dragged past the window's edge stops at the edge on screen.
    @Test func noRubberBandIsDrawnPastTheEdgeForAPanel() {
        let clock = ManualClock()
        let c = Compositor(scene: onePanelScene(), clock: clock, motion: .reduced)
        let full = Compositor(scene: onePanelScene(), clock: clock, motion: .full)
        for compositor in [c, full] {
            compositor.handle(.pointerPressed(Point(x: 200, y: 130), button: 1, time: 0))
            compositor.handle(.pointerMoved(Point(x: 200, y: -200), time: 0.01))
        }
        #expect(c.frame(of: "p")?.minY == 0)
        #expect(full.frame(of: "p").map { $0.minY < 0 } == true)
    }

    /// A panel resized past its minimum stops at the minimum on screen; let go, it stays there, as
    /// full motion ends.
    @Test func noRubberBandIsDrawnPastAPanelsMinimum() {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.twoPanels(), clock: clock, motion: .reduced)
        // "a" is 300×244 at (100, 100); its minimum frame is 200×144. The right edge's band straddles x 400.
        c.handle(.pointerPressed(Point(x: 402, y: 200), button: 1, time: clock.now))
        clock.advance(by: 0.05)
        c.handle(.pointerMoved(Point(x: 252, y: 200), time: clock.now))
        #expect(c.frame(of: "a") == Rect(x: 100, y: 100, width: 200, height: 244))
        c.handle(.pointerReleased(Point(x: 252, y: 200), button: 1, time: clock.now))
        for _ in 0..<20 {
            clock.advance(by: 1.0 / 60)
            _ = c.nextFrame()
            #expect(c.frame(of: "a") == Rect(x: 100, y: 100, width: 200, height: 244))
        }
        #expect(c.panelManager.frame(of: "a") == Rect(x: 100, y: 100, width: 200, height: 244))
    }

    /// A flicked list is at once where its momentum would stop, and reports it on the next frame.
    @Test func aFlickedListJumpsToWhereMomentumEnds() {
        expectListEndsAlike { c, clock in pointerDrag(c, clock, from: Point(x: 200, y: 600), to: Point(x: 200, y: 500), steps: 5) }
    }

    /// Flicked towards its bottom, past it: it is at the bottom at once, with no bounce.
    @Test func aListFlickedPastItsEndStopsThere() {
        expectListEndsAlike(rows: 20) { c, clock in pointerDrag(c, clock, from: Point(x: 200, y: 600), to: Point(x: 200, y: 500), steps: 5) }
    }

    /// Flicked back to its top at the most expanded state: the sheet takes the momentum over at once
    /// and fades to where full motion's hand-off brings it.
    @Test func aListFlickedToItsTopHandsOverToTheSheet() {
        expectListEndsAlike { c, clock in
            pointerDrag(c, clock, from: Point(x: 200, y: 600), to: Point(x: 200, y: 400), rest: 0.2)
            settle(c, clock: clock)
            pointerDrag(c, clock, from: Point(x: 200, y: 300), to: Point(x: 200, y: 450), steps: 5)
        }
    }

    @Test func theWheelPutsTheListAtItsTargetAtOnce() {
        expectListEndsAlike { c, clock in
            c.handle(.wheel(Vector(dx: 0, dy: 3), at: Point(x: 200, y: 400), time: clock.now))
        }
    }

    /// Lists: the reduced run's offsets are only ever the start or the end; the end matches full motion.
    private func expectListEndsAlike(rows: Int = 40, _ trigger: @escaping (Compositor, ManualClock) -> Void,
                                     sourceLocation: SourceLocation = #_sourceLocation) {
        let setup: (Compositor, ManualClock) -> Void = { c, _ in c.move(sheet: "s", to: .full, animated: false) }
        let probe: (Compositor) -> [Rect?] = { c in [Rect(x: c.scrollOffset(ofSheet: "s") ?? -1, y: 0, width: 0, height: 0)] }
        let full = MotionRun(sheetScene(rows: rows), .full, seconds: 8, setup: setup, trigger: trigger, probe: probe)
        let reduced = MotionRun(sheetScene(rows: rows), .reduced, seconds: 8, setup: setup, trigger: trigger, probe: probe)
        let end = reduced.probes.last ?? reduced.start
        for shown in reduced.probes { #expect(shown == reduced.start || shown == end, sourceLocation: sourceLocation) }
        #expect((reduced.settledAfter ?? .infinity) <= MotionPreference.crossFadeDuration + 1.0 / 60 + 1e-9, sourceLocation: sourceLocation)
        #expect(reduced.stateText == full.stateText, sourceLocation: sourceLocation)
        #expect(reduced.displayList == full.displayList, sourceLocation: sourceLocation)
        #expect(reduced.eventsBarIntermediateMoves == full.eventsBarIntermediateMoves, sourceLocation: sourceLocation)
    }
}
