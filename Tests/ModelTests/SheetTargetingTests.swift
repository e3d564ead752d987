import Model
import Spring
import Testing

/// FloatingPanel's release rules on a 400×800 window: tip 69, half 400, full 782 (extents).
@Suite("Sheet targeting")
struct SheetTargetingTests {
    static let size = Size(width: 400, height: 800)
    func targeting(_ behavior: SheetBehavior = SheetBehavior()) -> SheetTargeting {
        SheetTargeting(anchors: SheetLayout.standard.resolved(edge: .bottom, size: Self.size), behavior: behavior, length: 800)
    }

    @Test func slowDragPastTheMiddleGoesOnAndBeforeItComesBack() {
        let t = targeting()
        // The middle between half (400) and full (782) is 591.
        #expect(t.release(at: 592, velocity: 0, current: .half) == .state(.full))
        #expect(t.release(at: 590, velocity: 0, current: .half) == .state(.half))
        // From full, the same middle decides the other way round.
        #expect(t.release(at: 592, velocity: 0, current: .full) == .state(.full))
        #expect(t.release(at: 590, velocity: 0, current: .full) == .state(.half))
        #expect(t.release(at: 500, velocity: 0, current: .full) == .state(.half))
    }

    @Test func aFastFlingMovesOneStateAtATime() {
        let t = targeting()
        #expect(t.release(at: 69, velocity: 3000, current: .tip) == .state(.half))
        #expect(t.release(at: 782, velocity: -3000, current: .full) == .state(.half))
        #expect(t.release(at: 400, velocity: -3000, current: .half) == .state(.tip))
    }

    @Test func projectionMaySkipAStateWhenAllowed() {
        let t = targeting(SheetBehavior(projectsMomentumTo: [.full]))
        // 3000 pt/s projects 1497 pt: far past full.
        #expect(t.release(at: 69, velocity: 3000, current: .tip) == .state(.full))
        // 600 pt/s projects 299.4: from tip to 368.4, short of the middle of half–full: half.
        #expect(t.release(at: 69, velocity: 600, current: .tip) == .state(.half))
    }

    @Test func redirectionDecidesAFlingAgainstASmallDrag() {
        let t = targeting()
        // Dragged up from half to 500, flicked back down at 100 pt/s: projects to 450.1,
        // progress from full = 332/382 > 0.5 → half.
        #expect(t.release(at: 500, velocity: -100, current: .half) == .state(.half))
        // Flicked up instead: 549.9 is 0.39 of the way half → full: stays at half.
        #expect(t.release(at: 500, velocity: 100, current: .half) == .state(.half))
        // From 560 flicked up at 100: 609.9 is 0.55 of the way → full.
        #expect(t.release(at: 560, velocity: 100, current: .half) == .state(.full))
        // A stricter redirection needs more.
        #expect(targeting(SheetBehavior(redirectionalProgress: 0.7)).release(at: 560, velocity: 100, current: .half) == .state(.half))
    }

    @Test func rubberBandingResistsBeyondTheExtremes() {
        let t = targeting()
        #expect(t.dragged(700) == 700)
        // 100 pt past full: (1 − 1/(0.55·100/800 + 1))·800 = 51.46 pt.
        #expect(abs(t.dragged(882) - (782 + 51.4619883)) < 1e-6)
        #expect(abs(t.dragged(-31) - (69 - 51.4619883)) < 1e-6)
        let stiff = targeting(SheetBehavior(rubberBandsBeyondMostExpanded: false, rubberBandsBeyondLeastExpanded: false))
        #expect(stiff.dragged(882) == 782)
        #expect(stiff.dragged(-31) == 69)
    }

    @Test func removalByFlingOrByDistanceOnly() {
        let t = targeting(SheetBehavior(removal: SheetRemoval()))
        // From tip (169 pt from hidden): 1000 pt/s down is 5.9 per second ≥ 5.5 → removed.
        #expect(t.release(at: 69, velocity: -1000, current: .tip) == .remove)
        // 900 pt/s is 5.3: not removed, stays at tip.
        #expect(t.release(at: 69, velocity: -900, current: .tip) == .state(.tip))
        // A slow drag below tip: removed only past the 60 pt threshold.
        #expect(t.release(at: 20, velocity: 0, current: .tip) == .state(.tip))
        #expect(t.release(at: 8, velocity: 0, current: .tip) == .remove)
        // Dragging towards hidden follows 1:1 when removable.
        #expect(t.dragged(10) == 10)
        #expect(t.dragged(-500) == -100)
        // Not removable: never removed.
        #expect(targeting().release(at: 8, velocity: -5000, current: .tip) == .state(.tip))
    }

    @Test func aSheetThatDoesNotSnapRestsWhereItIsThrown() {
        let t = targeting(SheetBehavior(snaps: false))
        #expect(t.release(at: 300, velocity: 0, current: .half) == .rest(300))
        #expect(t.release(at: 300, velocity: 200, current: .half) == .rest(400))
        #expect(t.release(at: 700, velocity: 1000, current: .half) == .rest(782))
    }

    @Test func attractionUsesFloatingPanelsSpring() throws {
        let b = SheetBehavior()
        #expect(b.attractionSpring(velocity: 100, towardsHidden: false).dampingRatio == 1)
        #expect(abs(b.attractionSpring(velocity: 1000, towardsHidden: false).dampingRatio - 0.5755) < 0.001)
        #expect(b.attractionSpring(velocity: 1000, towardsHidden: true) == .presentation)
    }
}
