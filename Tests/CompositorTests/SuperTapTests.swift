import Input
import Testing

/// The Super tap rule: press and release sequences → a tap (exposé) or not.
@Suite struct SuperTapTests {
    let left = 133, right = 134

    /// The taps `inputs` make, in order: true where an input ends a tap.
    func taps(_ inputs: [SuperTap.Input]) -> [Bool] {
        var tap = SuperTap()
        return inputs.map { tap.note($0) }
    }

    @Test func superPressedAndReleasedAloneIsATap() {
        #expect(taps([.superPressed(keycode: left), .superReleased(keycode: left)]) == [false, true])
        #expect(taps([.superPressed(keycode: right), .superReleased(keycode: right)]) == [false, true])
    }

    @Test func twoTapsInARowAreTwoTaps() {
        let tap: [SuperTap.Input] = [.superPressed(keycode: left), .superReleased(keycode: left)]
        #expect(taps(tap + tap) == [false, true, false, true])
    }

    @Test func anotherKeyWhileSuperIsHeldIsAChord() {
        #expect(taps([.superPressed(keycode: left), .otherKeyPressed, .superReleased(keycode: left)]) == [false, false, false])
    }

    @Test func aButtonWhileSuperIsHeldIsAChord() {
        #expect(taps([.superPressed(keycode: left), .buttonPressed, .superReleased(keycode: left)]) == [false, false, false])
    }

    @Test func aChordDoesNotSpoilTheNextTap() {
        let inputs: [SuperTap.Input] = [.superPressed(keycode: left), .otherKeyPressed, .superReleased(keycode: left),
                                        .superPressed(keycode: left), .superReleased(keycode: left)]
        #expect(taps(inputs) == [false, false, false, false, true])
    }

    @Test func keysBeforeTheTapDoNotSpoilIt() {
        #expect(taps([.otherKeyPressed, .buttonPressed, .superPressed(keycode: left), .superReleased(keycode: left)])
                == [false, false, false, true])
    }

    @Test func autorepeatOfTheHeldSuperKeepsTheTap() {
        let inputs: [SuperTap.Input] = [.superPressed(keycode: left), .superPressed(keycode: left), .superReleased(keycode: left)]
        #expect(taps(inputs) == [false, false, true])
    }

    @Test func autorepeatAfterAChordDoesNotMakeATap() {
        let inputs: [SuperTap.Input] = [.superPressed(keycode: left), .otherKeyPressed, .superPressed(keycode: left),
                                        .superReleased(keycode: left)]
        #expect(taps(inputs) == [false, false, false, false])
    }

    @Test func bothSuperKeysAreAChord() {
        let inputs: [SuperTap.Input] = [.superPressed(keycode: left), .superPressed(keycode: right),
                                        .superReleased(keycode: right), .superReleased(keycode: left)]
        #expect(taps(inputs) == [false, false, false, false])
    }

    @Test func aReleaseWithNoPressSeenIsNoTap() {
        #expect(taps([.superReleased(keycode: left)]) == [false])
    }
}
