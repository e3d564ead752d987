import Model
import Testing

/// FloatingPanel's target choice for a release beyond an end state: the segment runs from that
/// end state to its neighbour, so a strong fling back goes on to the neighbour and a weak one
/// settles on the end state; the projection is trimmed one state past the segment. On a 400×800
/// window: full 782, half 400, tip 69, hidden (anchored) 0.
@Suite("Sheet targeting beyond an end state")
struct SheetTargetingBeyondTests {
    enum Family: String, CaseIterable {
        case two, twoWithHidden, three, threeWithHidden

        var layout: SheetLayout {
            var anchors: [SheetState: SheetAnchor] = [
                .full: .absolute(18, fromAttachedEdge: false, reference: .safeArea),
                .half: .fractional(0.5, fromAttachedEdge: true, reference: .safeArea),
            ]
            if self == .three || self == .threeWithHidden { anchors[.tip] = .absolute(69, fromAttachedEdge: true, reference: .safeArea) }
            if self == .twoWithHidden || self == .threeWithHidden { anchors[.hidden] = .absolute(0, fromAttachedEdge: true, reference: .window) }
            return SheetLayout(anchors: anchors, initialState: .half)
        }
    }

    func targeting(_ family: Family, redirectionalProgress: Double = 0.5) -> SheetTargeting {
        SheetTargeting(anchors: family.layout.resolved(edge: .bottom, size: Size(width: 400, height: 800)),
                       behavior: SheetBehavior(redirectionalProgress: redirectionalProgress), length: 800)
    }

    @Test(arguments: Family.allCases)
    func aStrongFlingBackFromBeyondTheMostExpandedGoesOnToItsNeighbour(family: Family) {
        let t = targeting(family)
        // 40 pt past full, flung back at 2000 pt/s (projects 998 pt): the segment is full → half.
        #expect(t.targetState(at: 822, velocity: -2000, current: .full) == .half)
        // A weak fling back (projects 25 pt) stays at full.
        #expect(t.targetState(at: 822, velocity: -50, current: .full) == .full)
    }

    @Test(arguments: Family.allCases)
    func aStrongFlingBackFromBeyondTheLeastExpandedGoesOnToItsNeighbour(family: Family) {
        let t = targeting(family)
        let states = t.anchors.entries
        let least = states[0], next = states[1]
        #expect(t.targetState(at: least.extent - 30, velocity: 2000, current: least.state) == next.state)
        #expect(t.targetState(at: least.extent - 30, velocity: 50, current: least.state) == least.state)
    }

    @Test func withARedirectionalProgressOfOneTheTrimDecides() {
        // Three states: the projection may reach one state past half (tip), so progress exceeds 1: half.
        #expect(targeting(.three, redirectionalProgress: 1).targetState(at: 822, velocity: -2000, current: .full) == .half)
        // Two states: nothing lies past half, the projection stops there, progress is exactly 1: full.
        #expect(targeting(.two, redirectionalProgress: 1).targetState(at: 822, velocity: -2000, current: .full) == .full)
        // From half flung up hard: nothing lies past full, so the projection stops at full and
        // progress is exactly 1: half stays.
        #expect(targeting(.three, redirectionalProgress: 1).targetState(at: 400, velocity: 3000, current: .half) == .half)
    }
}
