import Compositor
import Input
import Model
import Testing

@Suite("Reserved areas: sliding in and out, panels moving clear and back")
struct ReservedAreaTests {
    /// A 260 pt keyboard at the bottom of a 1024×768 window, on `k`; "low" at (100, 450) overlaps
    /// it (bottom at 694, the keyboard's top at 508), "high" at (600, 100) does not, "side" is pinned.
    func scene(shown: Bool = false) -> Scene {
        var pinned = Floating.panel("side", at: Point(x: 0, y: 0))
        pinned.presentation = .pinned
        pinned.side = .left
        var s = Floating.scene([Floating.panel("low", at: Point(x: 100, y: 450)), Floating.panel("high", at: Point(x: 600, y: 100)), pinned])
        s.floating.reserved = [ReservedAreaSpec(area: ReservedArea(id: "keyboard", edge: .bottom, extent: 260), title: "Keyboard",
                                                shown: shown, key: "k")]
        return s
    }

    /// Steps frames at 60 Hz until nothing moves, calling `body` after each.
    func eachFrame(_ c: Compositor, clock: ManualClock, _ body: (Frame) -> Void) {
        repeat {
            clock.advance(by: 1.0 / 60)
            let frame = c.nextFrame()
            body(frame)
            if !frame.isAnimating { return }
        } while clock.now < 5
    }

    let keyboard = Rect(x: 0, y: 508, width: 1024, height: 260)
    /// "low" just clear of the keyboard: 508 − 244.
    let lowAvoided = Rect(x: 100, y: 264, width: 300, height: 244)
    let lowRest = Rect(x: 100, y: 450, width: 300, height: 244)

    @Test func theKeySlidesTheAreaInOverThePanelsAndMovesTheOverlappingOneClear() {
        let clock = ManualClock()
        let c = Compositor(scene: scene(), clock: clock)
        _ = c.nextFrame()
        let side = c.frame(of: "side"), high = c.frame(of: "high")
        #expect(c.reservedAreaFrame(of: "keyboard") == nil)
        c.key(.character("k"), clock: clock)
        var areaTops: [Double] = [], lowTops: [Double] = []
        var events: [PanelEvent] = []
        var drawnLast = true
        eachFrame(c, clock: clock) { frame in
            events += Floating.floatingEvents(frame.events)
            areaTops.append(c.reservedAreaFrame(of: "keyboard")?.minY ?? 768)
            lowTops.append(c.frame(of: "low")!.minY)
            // Drawn over the panels: the last layer of the managed panels, below nothing of theirs.
            let ids = frame.displayList.items.compactMap { if case .layer(let l) = $0 { l.id } else { nil } }
            drawnLast = drawnLast && ids.firstIndex(of: .surface(.reservedArea("keyboard"))).map { $0 > ids.firstIndex(of: .surface(.panel("low")))! } == true
        }
        #expect(drawnLast)
        #expect(areaTops.count > 10)
        #expect(events.first == .didReserve(area: "keyboard", frame: keyboard))
        #expect(events.contains(.didSettle(panel: "low", frame: lowAvoided)))
        #expect(!events.contains { $0.panel == "high" || $0.panel == "side" })
        // The area slides up from below the window and the panel rises with it, both continuously.
        #expect(areaTops.first! > 508 && areaTops.first! < 768)
        #expect(zip(areaTops, areaTops.dropFirst()).allSatisfy { $1 <= $0 })
        #expect(zip(lowTops, lowTops.dropFirst()).allSatisfy { $1 <= $0 && $0 - $1 < 40 })
        #expect(lowTops.first! < 450 && lowTops.first! > 400)
        #expect(c.reservedAreaFrame(of: "keyboard") == keyboard)
        #expect(c.frame(of: "low") == lowAvoided)
        #expect(c.frame(of: "high") == high)
        #expect(c.frame(of: "side") == side)
    }

    /// A strip the host reserves (a managed display's dock) moves the overlapping panel clear and
    /// back, as the scene's area does, and is never drawn.
    @Test func aStripTheHostReservesMovesThePanelClearAndBackUndrawn() {
        let clock = ManualClock()
        let c = Compositor(scene: scene(), clock: clock)
        _ = c.nextFrame()
        let high = c.frame(of: "high")
        c.setHostReservedAreas([ReservedArea(id: "dock-bottom", edge: .bottom, extent: 260)])
        var drawn = false
        eachFrame(c, clock: clock) { frame in
            drawn = drawn || frame.displayList.items.contains { if case .layer(let l) = $0 { l.id == .surface(.reservedArea("dock-bottom")) } else { false } }
        }
        #expect(c.frame(of: "low") == lowAvoided)
        #expect(c.frame(of: "high") == high)
        #expect(!drawn)
        #expect(c.hostReservedAreas.map(\.id) == ["dock-bottom"])
        c.setHostReservedAreas([])
        eachFrame(c, clock: clock) { _ in }
        #expect(c.frame(of: "low") == lowRest)
    }

    @Test func hiddenAgainTheAreaSlidesOutAndThePanelReturns() {
        let clock = ManualClock()
        let c = Compositor(scene: scene(), clock: clock)
        c.key(.character("k"), clock: clock)
        settle(c, clock: clock)
        c.key(.character("k"), clock: clock)
        var lowTops: [Double] = []
        var events: [PanelEvent] = []
        var areaGone = false
        eachFrame(c, clock: clock) { frame in
            events += Floating.floatingEvents(frame.events)
            lowTops.append(c.frame(of: "low")!.minY)
            areaGone = c.reservedAreaFrame(of: "keyboard") == nil
        }
        #expect(events.first == .didRelease(area: "keyboard"))
        #expect(events.contains(.didSettle(panel: "low", frame: lowRest)))
        #expect(lowTops.count > 10)
        #expect(zip(lowTops, lowTops.dropFirst()).allSatisfy { $1 >= $0 && $1 - $0 < 40 })
        #expect(areaGone)
        #expect(c.frame(of: "low") == lowRest)
        let last = c.nextFrame()
        #expect(!last.displayList.items.contains { if case .layer(let l) = $0 { l.id == .surface(.reservedArea("keyboard")) } else { false } })
    }

    @Test func aToggleMidFlightTurnsBackFromWhereItIs() {
        let clock = ManualClock()
        let c = Compositor(scene: scene(), clock: clock)
        c.key(.character("k"), clock: clock)
        for _ in 0..<6 {
            clock.advance(by: 1.0 / 60)
            _ = c.nextFrame()
        }
        let area = c.reservedAreaFrame(of: "keyboard")!, low = c.frame(of: "low")!
        c.key(.character("k"), clock: clock)
        #expect(c.reservedAreaFrame(of: "keyboard") == area)
        #expect(c.frame(of: "low") == low)
        clock.advance(by: 1.0 / 60)
        _ = c.nextFrame()
        // Still rising for a moment (the springs keep their velocity), never jumping.
        #expect(abs(c.frame(of: "low")!.minY - low.minY) < 20)
        settle(c, clock: clock)
        #expect(c.frame(of: "low") == lowRest)
        #expect(c.reservedAreaFrame(of: "keyboard") == nil)
    }

    @Test func anAreaShownAtStartIsAtRestWithPanelsClear() {
        let clock = ManualClock()
        let c = Compositor(scene: scene(shown: true), clock: clock)
        let first = c.nextFrame()
        #expect(!first.isAnimating)
        #expect(c.reservedAreaFrame(of: "keyboard") == keyboard)
        #expect(c.frame(of: "low") == lowAvoided)
        // Only its own key, without modifiers, hides it.
        c.key(.character("k"), .control, clock: clock)
        c.key(.character("j"), clock: clock)
        #expect(!c.isAnimating)
        #expect(c.setReservedArea("keyboard", shown: true) == false)
        #expect(c.setReservedArea("nothing", shown: false) == false)
        #expect(c.setReservedArea("keyboard", shown: false) == true)
        settle(c, clock: clock)
        #expect(c.frame(of: "low") == lowRest)
    }

    @Test func aPanelDroppedOverTheShownAreaSettlesAboveItAndStays() {
        let clock = ManualClock()
        let c = Compositor(scene: scene(shown: true), clock: clock)
        _ = c.nextFrame()
        // "high"'s title bar from (750, 120) down by 300: its bottom would be at 644.
        drag(c, clock: clock, from: Point(x: 750, y: 120), by: Vector(dx: 0, dy: 300), restBeforeRelease: 0.1)
        settle(c, clock: clock)
        #expect(c.frame(of: "high") == Rect(x: 600, y: 264, width: 300, height: 244))
        c.key(.character("k"), clock: clock)
        settle(c, clock: clock)
        #expect(c.frame(of: "high") == Rect(x: 600, y: 264, width: 300, height: 244))
        #expect(c.frame(of: "low") == lowRest)
    }
}
