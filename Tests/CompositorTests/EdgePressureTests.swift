import Input
import Testing

/// The pressure rule of the hot corner and the bottom edge: pushes against a barrier summed over
/// a second fire once, and again only after the pointer left.
@Suite struct EdgePressureTests {
    @Test func pushesSummedWithinASecondFireOnceUntilThePointerLeaves() {
        var pressure = EdgePressure()
        let fired = (0..<15).map { pressure.push(across: -10, along: -10, at: Double($0) / 30) }
        #expect(fired.firstIndex(of: true) == 9 && fired.filter { $0 }.count == 1, "100 px pushed fires, once: \(fired)")
        pressure.left()
        #expect((0..<10).map { pressure.push(across: 10, along: 0, at: 2 + Double($0) / 30) }.last == true, "again after leaving")
    }

    @Test func slowPushesAndPassesAlongTheEdgeNeverFire() {
        var slow = EdgePressure()
        // 10 px every 0.2 s: never 100 px within a second.
        #expect(!(0..<50).map { slow.push(across: 10, along: 0, at: Double($0) * 0.2) }.contains(true))
        var along = EdgePressure()
        #expect(!(0..<50).map { along.push(across: 3, along: -20, at: Double($0) / 60) }.contains(true), "sliding along it")
        var absurd = EdgePressure()
        #expect(!absurd.push(across: .infinity, along: 0, at: 0) && !absurd.push(across: .nan, along: 0, at: 0))
    }
}

/// The drags a modifier held makes of a press anywhere in a window (mutter's Super, with
/// resize-with-right-button; openbox's Alt).
@Suite struct WindowDragsTests {
    @Test func buttonOneMovesTheResizeButtonResizesOnlyWithExactlyTheModifier() {
        let drags = WindowDrags()
        #expect(drags.drag(button: 1, modifiers: .super) == .move)
        #expect(drags.drag(button: 3, modifiers: .super) == .resize)
        #expect(drags.drag(button: 2, modifiers: .super) == nil, "the middle button is the app's unless it resizes")
        #expect(drags.drag(button: 1, modifiers: []) == nil && drags.drag(button: 1, modifiers: [.super, .shift]) == nil)
        let openbox = WindowDrags(modifier: .alt, resizeButton: 2)
        #expect(openbox.drag(button: 2, modifiers: .alt) == .resize && openbox.drag(button: 3, modifiers: .alt) == nil)
        #expect(WindowDrags(modifier: nil).drag(button: 1, modifiers: .super) == nil, "none: every press is the app's")
    }
}
