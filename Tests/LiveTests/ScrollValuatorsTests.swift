import Testing
@testable import X11

/// XInput 2.1 smooth scrolling without a server: absolute valuator values turned into notches.
struct ScrollValuatorsTests {
    /// A touchpad (device 11) scrolling vertically on valuator 3 (15 units a notch) and
    /// horizontally on valuator 2 (15 units).
    var valuators = ScrollValuators(axes: [11: [.init(number: 2, isVertical: false, increment: 15),
                                               .init(number: 3, isVertical: true, increment: 15)]])

    @Test mutating func theFirstValueOnlySetsWhereTheAxisStarts() {
        #expect(valuators.deltas(device: 11, values: [3: 1000]) == nil)
        let next = valuators.deltas(device: 11, values: [3: 1007.5])
        #expect(next?.dx == 0 && next?.dy == 0.5)
    }

    @Test mutating func bothAxesAndFractionsAddUp() {
        _ = valuators.deltas(device: 11, values: [2: 0, 3: 0])
        let d = valuators.deltas(device: 11, values: [2: -30, 3: 4.5, 0: 812])
        #expect(d?.dx == -2 && d?.dy == 0.3)
    }

    @Test mutating func aPointerMoveWithoutScrollingIsNoScroll() {
        _ = valuators.deltas(device: 11, values: [3: 60])
        #expect(valuators.deltas(device: 11, values: [0: 10, 1: 20]) == nil)
        #expect(valuators.deltas(device: 11, values: [3: 60]) == nil, "unchanged")
    }

    @Test mutating func otherDevicesAndANegativeIncrement() {
        #expect(valuators.deltas(device: 4, values: [3: 10]) == nil, "a device with no scroll axes")
        var inverted = ScrollValuators(axes: [7: [.init(number: 3, isVertical: true, increment: -120)]])
        _ = inverted.deltas(device: 7, values: [3: 0])
        #expect(inverted.deltas(device: 7, values: [3: -240])?.dy == 2)
    }

    @Test mutating func afterAResetTheNextValueStartsAgain() {
        _ = valuators.deltas(device: 11, values: [3: 0])
        valuators.reset()
        // The valuator ran on elsewhere: entering the window again is no jump.
        #expect(valuators.deltas(device: 11, values: [3: 9000]) == nil)
        #expect(valuators.deltas(device: 11, values: [3: 9015])?.dy == 1)
    }
}
