import Compositor
import Input
import Model
import Spring
import Testing

/// The standard sheet at full with a list (it starts at y 102 and shows 698 pt of it).
private func listAtFull(rows: Int = 40, columns: Int = 0) -> (Compositor, ManualClock) {
    let clock = ManualClock()
    var scene = sheetScene(rows: rows)
    if columns > 0 {
        let list = scene.sheets[0].content.lists[0]
        scene.sheets[0].content = SheetContent(searchPlaceholder: "Search", columns: Array(repeating: list, count: columns))
    }
    let c = Compositor(scene: scene, clock: clock)
    c.move(sheet: "s", to: .full, animated: false)
    return (c, clock)
}

/// Scrolls the list to `offset` by a drag that rests before letting go (no momentum).
private func scroll(_ c: Compositor, _ clock: ManualClock, to offset: Double, x: Double = 200) {
    pointerDrag(c, clock, from: Point(x: x, y: 200 + offset), to: Point(x: x, y: 200), rest: 0.2)
}

@Suite("Sheets: momentum in lists")
struct ListMomentumTests {
    @Test func aFlickScrollsOnAfterReleaseAndDecelerates() {
        let (c, clock) = listAtFull()
        // 100 pt up in 50 ms: 2000 pt/s.
        pointerDrag(c, clock, from: Point(x: 200, y: 600), to: Point(x: 200, y: 500), steps: 5)
        #expect(c.scrollOffset(ofSheet: "s") == 100)
        settle(c, clock: clock)
        // Settled exactly where Momentum projects the release.
        #expect(abs(c.scrollOffset(ofSheet: "s")! - Momentum.projectedPosition(100, velocity: 2000)) < 1e-6)
        #expect(c.extent(ofSheet: "s") == 782)
    }

    @Test func momentumDeceleratesFrameByFrame() {
        let (c, clock) = listAtFull()
        pointerDrag(c, clock, from: Point(x: 200, y: 600), to: Point(x: 200, y: 500), steps: 5)
        var offsets = [c.scrollOffset(ofSheet: "s")!]
        while c.nextFrame().isAnimating {
            clock.advance(by: 1.0 / 60)
            offsets.append(c.scrollOffset(ofSheet: "s")!)
        }
        let moves = zip(offsets.dropFirst(), offsets).map { $0 - $1 }
        #expect(moves.count > 60)
        #expect(moves.first! > 25 && moves.first! < 2000.0 / 60)
        #expect(moves.allSatisfy { $0 >= 0 })
        // Each frame moves less than the one before, until the last snaps onto the target
        // (within half a point).
        let moving = moves.dropLast()
        #expect(zip(moving.dropFirst(), moving).allSatisfy { $0 <= $1 + 1e-9 })
        #expect(moves.last! <= Deceleration.defaultTolerance + moving.last!)
    }

    @Test func momentumPastTheEndBouncesAndSettlesExactlyAtTheEnd() {
        // 20 rows: the list scrolls at most 1120 − 698 = 422 pt; the flick projects 998 pt.
        let (c, clock) = listAtFull(rows: 20)
        pointerDrag(c, clock, from: Point(x: 200, y: 600), to: Point(x: 200, y: 500), steps: 5)
        settle(c, clock: clock)
        #expect(c.scrollOffset(ofSheet: "s") == 422)
        #expect(!c.isAnimating)
    }

    @Test func theBounceGoesPastTheEndAndComesBack() {
        let (c, clock) = listAtFull(rows: 20)
        pointerDrag(c, clock, from: Point(x: 200, y: 600), to: Point(x: 200, y: 500), steps: 5)
        var offsets: [Double] = []
        repeat {
            clock.advance(by: 1.0 / 60)
            offsets.append(c.scrollOffset(ofSheet: "s")!)
        } while c.nextFrame().isAnimating
        let peak = offsets.max()!
        #expect(peak > 422 && peak < 422 + 100)
        #expect(offsets.last == 422)
        // Past the peak it only comes back (the bounce spring is critically damped).
        let after = offsets[offsets.firstIndex(of: peak)!...]
        #expect(zip(after.dropFirst(), after).allSatisfy { $0 <= $1 + 1e-9 })
    }

    @Test func draggedPastTheEndItRubberBandsAndSpringsBack() {
        let (c, clock) = listAtFull(rows: 20)
        scroll(c, clock, to: 400)
        #expect(c.scrollOffset(ofSheet: "s") == 400)
        // 122 pt more: 22 to the end, then 100 past it, shown with resistance.
        pointerDrag(c, clock, from: Point(x: 200, y: 600), to: Point(x: 200, y: 478), rest: 0.2, release: false)
        let shown = c.scrollOffset(ofSheet: "s")!
        #expect(abs(shown - (422 + RubberBand.offset(100, dimension: 698))) < 1e-9)
        #expect(shown < 422 + 100 * RubberBand.defaultConstant)
        c.handle(.pointerReleased(Point(x: 200, y: 478), button: 1, time: clock.now))
        #expect(c.isAnimating)
        settle(c, clock: clock)
        #expect(c.scrollOffset(ofSheet: "s") == 422)
    }

    @Test func grabbingTheListStopsItWhereItIsDrawn() {
        let (c, clock) = listAtFull()
        pointerDrag(c, clock, from: Point(x: 200, y: 600), to: Point(x: 200, y: 500), steps: 5)
        clock.advance(by: 0.2)
        _ = c.nextFrame()
        let drawn = c.scrollOffset(ofSheet: "s")!
        c.handle(.pointerPressed(Point(x: 200, y: 400), button: 1, time: clock.now))
        clock.advance(by: 0.1)
        #expect(c.scrollOffset(ofSheet: "s") == drawn)
        c.handle(.pointerMoved(Point(x: 200, y: 390), time: clock.now))
        #expect(c.scrollOffset(ofSheet: "s") == drawn + 10)
    }

    /// A downward flick with the list scrolled 300 pt: momentum reaches the list's top and the
    /// sheet moves on from full with what is left, drawn continuously.
    @Test func momentumAtTheTopHandsOverToTheSheetWithoutAJump() {
        let (c, clock) = listAtFull()
        scroll(c, clock, to: 300)
        // 100 pt down in 50 ms: the list moves up at 2000 pt/s and would project 998 pt.
        pointerDrag(c, clock, from: Point(x: 200, y: 400), to: Point(x: 200, y: 500), steps: 5)
        var samples: [(offset: Double, extent: Double)] = []
        repeat {
            clock.advance(by: 1.0 / 60)
            _ = c.nextFrame()
            samples.append((c.scrollOffset(ofSheet: "s")!, c.extent(ofSheet: "s")!))
        } while c.isAnimating
        // The list scrolls first while the sheet stays; then the sheet moves with the list at 0.
        let handOff = samples.firstIndex { $0.extent < 782 }!
        #expect(handOff > 3)
        #expect(samples[..<handOff].allSatisfy { $0.extent == 782 })
        #expect(samples[handOff...].allSatisfy { $0.offset == 0 })
        // Where the first row is drawn (its top below the sheet's free edge, less the offset):
        // it moves down frame after frame at a speed that carries on through the hand-off, and the
        // sheet starts from full, where it rested.
        let rowTops = samples.map { (800 - $0.extent) + 84 - $0.offset }
        let moves = zip(rowTops.dropFirst(), rowTops).map { $0 - $1 }
        let across = moves[handOff - 1], before = moves[handOff - 2], after = moves[handOff]
        #expect(across > 0.8 * before && across < after)
        #expect(782 - samples[handOff].extent < across)
        #expect(moves[..<(handOff + 3)].allSatisfy { $0 > 0 })
        #expect(c.state(ofSheet: "s") == .half)
        #expect(c.extent(ofSheet: "s") == 400)
        #expect(c.scrollOffset(ofSheet: "s") == 0)
    }

    @Test func theHandOffReportsTheSheetsEvents() {
        let (c, clock) = listAtFull()
        scroll(c, clock, to: 100)
        _ = c.nextFrame()
        pointerDrag(c, clock, from: Point(x: 200, y: 400), to: Point(x: 200, y: 500), steps: 5)
        let events = settle(c, clock: clock).flatMap(sheetEvents)
        #expect(events.contains(.didChangeState(.half)))
        #expect(events.contains(.willBeginAttracting(to: .half)))
        #expect(events.last == .didEndAttracting(state: .half))
    }

    @Test func theWheelSpringsToItsTargetAndClicksAddUp() {
        let (c, clock) = listAtFull()
        c.handle(.wheel(Vector(dx: 0, dy: 1), at: Point(x: 200, y: 300), time: clock.now))
        #expect(c.scrollOffset(ofSheet: "s") == 0)
        clock.advance(by: 1.0 / 60)
        let first = c.scrollOffset(ofSheet: "s")!
        #expect(first > 0 && first < 40)
        clock.advance(by: 0.05)
        let drawn = c.scrollOffset(ofSheet: "s")!
        // A second click retargets from where the list is drawn: no jump, on to 80.
        c.handle(.wheel(Vector(dx: 0, dy: 1), at: Point(x: 200, y: 300), time: clock.now))
        #expect(c.scrollOffset(ofSheet: "s") == drawn)
        clock.advance(by: 1.0 / 60)
        #expect(c.scrollOffset(ofSheet: "s")! > drawn)
        let offsets = settle(c, clock: clock).map { _ in c.scrollOffset(ofSheet: "s")! }
        #expect(offsets.allSatisfy { $0 <= 80 })
        #expect(c.scrollOffset(ofSheet: "s") == 80)
        // Wheeling back past the top stops at the top.
        c.handle(.wheel(Vector(dx: 0, dy: -5), at: Point(x: 200, y: 300), time: clock.now))
        settle(c, clock: clock)
        #expect(c.scrollOffset(ofSheet: "s") == 0)
        #expect(c.state(ofSheet: "s") == .full)
    }

    @Test func preciseScrollingFollowsAtOnce() {
        let (c, clock) = listAtFull()
        c.handle(.scroll(Vector(dx: 0, dy: 12.5), at: Point(x: 200, y: 300), time: clock.now))
        #expect(c.scrollOffset(ofSheet: "s") == 12.5)
        #expect(!c.isAnimating)
        c.handle(.scroll(Vector(dx: 0, dy: -30), at: Point(x: 200, y: 300), time: clock.now))
        #expect(c.scrollOffset(ofSheet: "s") == 0)
        // At the list's top it never moves the sheet.
        #expect(c.state(ofSheet: "s") == .full)
        // Elsewhere than at full it does nothing.
        c.move(sheet: "s", to: .half, animated: false)
        c.handle(.scroll(Vector(dx: 0, dy: 30), at: Point(x: 200, y: 600), time: clock.now))
        #expect(c.state(ofSheet: "s") == .half && c.scrollOffset(ofSheet: "s") == 0)
    }

    @Test func twoListsScrollOnTheirOwn() {
        // Two columns of 184 pt, 12 pt apart: x 16…200 and 212…396.
        let (c, clock) = listAtFull(columns: 2)
        scroll(c, clock, to: 100, x: 100)
        #expect(c.scrollOffsets(ofSheet: "s") == [100, 0])
        scroll(c, clock, to: 250, x: 300)
        #expect(c.scrollOffsets(ofSheet: "s") == [100, 250])
        // A flick on the right one carries on; the left one stays.
        pointerDrag(c, clock, from: Point(x: 300, y: 600), to: Point(x: 300, y: 500), steps: 5)
        settle(c, clock: clock)
        #expect(c.scrollOffsets(ofSheet: "s")![0] == 100)
        #expect(abs(c.scrollOffsets(ofSheet: "s")![1] - Momentum.projectedPosition(350, velocity: 2000)) < 1e-6)
        // The wheel scrolls the one under the pointer.
        c.handle(.wheel(Vector(dx: 0, dy: 1), at: Point(x: 100, y: 300), time: clock.now))
        settle(c, clock: clock)
        #expect(c.scrollOffsets(ofSheet: "s")![0] == 140)
        // The left one at its top pulled down hands over to the sheet; the right one keeps its offset.
        pointerDrag(c, clock, from: Point(x: 100, y: 200), to: Point(x: 100, y: 340), rest: 0.2)
        pointerDrag(c, clock, from: Point(x: 100, y: 300), to: Point(x: 100, y: 400), release: false)
        #expect(c.extent(ofSheet: "s") == 682)
        #expect(c.scrollOffsets(ofSheet: "s")![0] == 0)
        #expect(c.scrollOffsets(ofSheet: "s")![1] > 1000)
    }
}
