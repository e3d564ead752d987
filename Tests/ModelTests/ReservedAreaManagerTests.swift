import Model
import Testing

@Suite("Reserved areas: panels move out of the way and return")
struct ReservedAreaManagerTests {
    let keyboard = ReservedArea(id: "keyboard", edge: .bottom, extent: 260)
    let low = Rect(x: 100, y: 400, width: 300, height: 444)
    let high = Rect(x: 600, y: 20, width: 300, height: 444)

    /// "low" overlaps the keyboard (maxY 844 is clamped reachable: 400 + 444 hangs off the bottom),
    /// "high" does not (maxY 464).
    func manager() -> PanelManager {
        var m = FloatingFixtures.manager(["low", "high", "pinned"])
        m.present("low", floatingAt: low)
        m.present("high", floatingAt: high)
        m.present("pinned")
        m.pin("pinned", to: .right)
        return m
    }

    @Test func overlappingPanelsMoveClearAndReturnWhenTheAreaGoes() {
        var m = manager()
        let pinnedSlot = m.frame(of: "pinned")
        m.setReservedAreas([keyboard])
        // 444 tall above y 508: y 64.
        #expect(m.frame(of: "low") == Rect(x: 100, y: 64, width: 300, height: 444))
        #expect(m.frame(of: "high") == high)
        #expect(m.frame(of: "pinned") == pinnedSlot)
        #expect(m.remembered.chosen["low"]?.place.floatingFrame == low)
        m.setReservedAreas([])
        #expect(m.frame(of: "low") == low)
        #expect(m.frame(of: "high") == high)
    }

    @Test func aPanelTheUserMovesMeanwhileStaysWhereItIsPut() {
        var m = manager()
        m.setReservedAreas([keyboard])
        m.focus("low")
        #expect(m.moveFocused(.right) == Rect(x: 110, y: 64, width: 300, height: 444))
        m.setReservedAreas([])
        #expect(m.frame(of: "low") == Rect(x: 110, y: 64, width: 300, height: 444))
    }

    @Test func aClickOnTheTitleBarIsNotAMove() {
        var m = manager()
        m.setReservedAreas([keyboard])
        let avoided = m.frame(of: "low")!
        #expect(m.endDrag("low", at: avoided, velocity: .zero, pointer: nil) == .floating(avoided))
        m.setReservedAreas([])
        #expect(m.frame(of: "low") == low)
    }

    @Test func aPanelDroppedOverTheAreaIsPlacedInTheSpaceLeft() {
        var m = manager()
        m.setReservedAreas([keyboard])
        // Dropped with its bottom 100 pt into the keyboard: it lands just above it, and stays there.
        let outcome = m.endDrag("high", at: Rect(x: 600, y: 164, width: 300, height: 444), velocity: .zero, pointer: nil)
        #expect(outcome == .floating(Rect(x: 600, y: 64, width: 300, height: 444)))
        m.setReservedAreas([])
        #expect(m.frame(of: "high") == Rect(x: 600, y: 64, width: 300, height: 444))
    }

    @Test func aResizeIntoTheAreaSettlesClearOfIt() {
        var m = manager()
        m.setReservedAreas([keyboard])
        // The bottom edge pulled 100 pt down, into the keyboard: the taller panel moves up to clear it.
        let f = m.endResize("high", from: .bottom, delta: Vector(dx: 0, dy: 100))
        #expect(f == Rect(x: 600, y: 0, width: 300, height: 508))
    }

    @Test func anotherAreaPlacesPanelsFromTheirRememberedFrames() {
        var m = manager()
        m.setReservedAreas([keyboard])
        let palette = ReservedArea(id: "palette", edge: .right, extent: 200)
        m.setReservedAreas([keyboard, palette])
        #expect(m.frame(of: "low") == Rect(x: 100, y: 64, width: 300, height: 444))
        #expect(m.frame(of: "high") == Rect(x: 524, y: 20, width: 300, height: 444))
        // The keyboard goes: "low" returns, "high" still clears the palette.
        m.setReservedAreas([palette])
        #expect(m.frame(of: "low") == low)
        #expect(m.frame(of: "high") == Rect(x: 524, y: 20, width: 300, height: 444))
        m.setReservedAreas([])
        #expect(m.frame(of: "high") == high)
    }

    @Test func panelsShownWhileTheAreaShowsAvoidItButDoNotReturn() {
        var m = FloatingFixtures.manager(["a"])
        m.setReservedAreas([keyboard])
        m.present("a", floatingAt: Rect(x: 100, y: 500, width: 300, height: 444))
        #expect(m.frame(of: "a") == Rect(x: 100, y: 64, width: 300, height: 444))
        m.setReservedAreas([])
        #expect(m.frame(of: "a") == Rect(x: 100, y: 64, width: 300, height: 444))
    }

    @Test func aWindowResizeKeepsTheRememberedFrameReturnable() {
        var m = manager()
        m.setReservedAreas([keyboard])
        // 200 pt shorter: the free space is y 0…308, so "low" shrinks to 308 (its minimum is 194);
        // its remembered frame, not wholly inside before, only stays reachable (y ≤ 568 − 44).
        m.setContainer(Rect(x: 0, y: 0, width: 1024, height: 568))
        #expect(m.frame(of: "low") == Rect(x: 100, y: 0, width: 300, height: 308))
        m.setReservedAreas([])
        #expect(m.frame(of: "low") == low)
    }
}
