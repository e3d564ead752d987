@testable import App
import Desktop
import Testing
import X11

/// The once-a-pass coalescing of what apps' windows said (the model side of the flood and
/// misbehaving-client live tests): however many notices a pass brings, each window is answered
/// once, with its latest asks, in the order windows first spoke.
@Suite struct PendingClientChangesTests {
    @Test func aFloodOfRetitlesAndResizesIsOneChangeAPassWithTheLatestSize() {
        var pending = PendingClientChanges()
        for i in 0..<10_000 {
            pending.note(.titleChanged, for: 7)
            pending.note(.configureRequest(width: 100 + i, height: 50 + i, at: nil), for: 7)
        }
        let taken = pending.take()
        #expect(taken.count == 1)
        #expect(taken.first?.client == 7)
        #expect(taken.first?.changes.title == true)
        #expect(taken.first?.changes.icon == false)
        #expect(taken.first?.changes.configure?.width == 10_099)
        #expect(taken.first?.changes.configure?.height == 10_049)
        #expect(pending.take().isEmpty)
    }

    @Test func windowsComeInTheOrderTheyFirstChangedAndEachKeepsItsOwnKinds() {
        var pending = PendingClientChanges()
        pending.note(.iconChanged, for: 3)
        pending.note(.sizeHintsChanged, for: 1)
        pending.note(.decorationsChanged, for: 3)
        pending.note(.titleChanged, for: 2)
        pending.note(.titleChanged, for: 1)
        let taken = pending.take()
        #expect(taken.map(\.client) == [3, 1, 2])
        #expect(taken[0].changes.icon && taken[0].changes.decorations && !taken[0].changes.title)
        #expect(taken[1].changes.sizeHints && taken[1].changes.title && !taken[1].changes.icon)
        #expect(taken[2].changes.title && !taken[2].changes.sizeHints)
    }

    @Test func aPlaceAskedOnceIsKeptThroughLaterSizeOnlyAsks() {
        var pending = PendingClientChanges()
        pending.note(.configureRequest(width: 200, height: 100, at: RootPoint(x: 40, y: 30)), for: 9)
        pending.note(.configureRequest(width: 220, height: 110, at: nil), for: 9)
        let c = pending.take()[0].changes
        #expect(c.configure?.width == 220 && c.configure?.height == 110)
        #expect(c.place == RootPoint(x: 40, y: 30))
    }

    @Test func eventsTakenElsewhereAreNotNoted() {
        var pending = PendingClientChanges()
        pending.note(.destroyed, for: 4)
        pending.note(.unmapped, for: 4)
        pending.note(.damaged, for: 4)
        #expect(pending.take().isEmpty)
    }

    @Test func aWindowDrawingWithoutPauseIsReadOnceAPassInTheOrderWindowsDrew() {
        var pending = PendingClientChanges()
        for _ in 0..<1_000 {
            pending.noteDamage(of: 5)
            pending.noteDamage(of: 2)
        }
        pending.noteDamage(of: 8)
        #expect(pending.takeDamaged() == [5, 2, 8])
        #expect(pending.takeDamaged().isEmpty)
        pending.noteDamage(of: 2)
        #expect(pending.takeDamaged() == [2])
    }
}
