import Desktop
import Model
import Testing

/// The instant hot corner without X (the model side of the live tests of exposé once per arrival
/// and of the corner kept above windows raised over it).
@Suite("The hot corners' crossings")
struct HotCornerCrossingsTests {
    let corner: WindowID = 0x900, other: WindowID = 0x901
    let point = RootPoint(x: 0, y: 0), otherPoint = RootPoint(x: 1280, y: 0)

    @Test func exposeShowsOncePerArrivalOfThePointerItself() {
        var c = HotCornerCrossings()
        let first = c.crossed(corner, at: point, entered: true, pointer: point, byPointer: true, buttonHeld: false)
        #expect(first, "the pointer arrives")
        // A window restacked above the corner and the corner raised again: Leave and Enter, the pointer still there.
        let leftInPlace = c.crossed(corner, at: point, entered: false, pointer: point, byPointer: true, buttonHeld: false)
        let backInPlace = c.crossed(corner, at: point, entered: true, pointer: point, byPointer: true, buttonHeld: false)
        #expect(!leftInPlace && !backInPlace && c.pointerIn == corner, "no second arrival while the pointer stays")
        _ = c.crossed(corner, at: point, entered: false, pointer: RootPoint(x: 40, y: 30), byPointer: true, buttonHeld: false)
        #expect(c.pointerIn == nil, "moved off the pixel")
        let again = c.crossed(corner, at: point, entered: true, pointer: point, byPointer: true, buttonHeld: false)
        #expect(again, "back: an arrival again")
        let otherMonitor = c.crossed(other, at: otherPoint, entered: true, pointer: otherPoint, byPointer: true, buttonHeld: false)
        #expect(otherMonitor && c.pointerIn == other, "another monitor's corner is an arrival of its own")
    }

    @Test func aGrabsEndOrADragPushedThereIsNoArrival() {
        var grab = HotCornerCrossings()
        let ungrabbed = grab.crossed(corner, at: point, entered: true, pointer: point, byPointer: false, buttonHeld: false)
        #expect(!ungrabbed && grab.pointerIn == corner, "a grab ending over the corner: no arrival, but the pointer is there")
        var drag = HotCornerCrossings()
        let dragged = drag.crossed(corner, at: point, entered: true, pointer: point, byPointer: true, buttonHeld: true)
        #expect(!dragged, "a panel dragged to the corner does not show exposé")
        let released = drag.crossed(corner, at: point, entered: true, pointer: point, byPointer: true, buttonHeld: false)
        #expect(!released, "nor when it is let go there")
    }

    @Test func aWindowPutAboveTheCornersHasThemRaisedOnceByTheNextPush() {
        var c = HotCornerCrossings()
        let untouched = c.raise()
        #expect(!untouched, "nothing covered them: not raised")
        c.mayBeCovered()
        c.mayBeCovered()
        let raised = c.raise(), raisedAgain = c.raise()
        #expect(raised && !raisedAgain, "raised once, then above every window again")
    }
}
