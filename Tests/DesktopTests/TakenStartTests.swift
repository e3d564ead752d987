import Desktop
import Model
import Testing

/// How a window taken into a panel starts, without X (the model side of the live tests of a
/// window opening where the session had its kind, on its space, tiled or minimised as it was,
/// and of windows that start maximised, full screen or iconic).
@Suite("How a taken window starts")
struct TakenStartTests {
    func facts(_ states: Set<WindowState> = [], desktop: UInt32? = nil, iconic: Bool = false) -> ClientFacts {
        ClientFacts(geometry: PixelRect(x: 0, y: 0, width: 200, height: 100), parent: 1, states: states, desktop: desktop, wasIconic: iconic)
    }

    let onSpaceTwo = PanelLayoutState.Panel(id: "xterm", placement: .floating, zIndex: 0, tile: .rightHalf, space: 2)
    let minimisedOnOne = PanelLayoutState.Panel(id: "mousepad", placement: .minimised, zIndex: 1, space: 1)

    @Test func itOpensOnTheSpaceItAsksForElseTheOneTheSessionHadItsKindOn() {
        #expect(TakenStart.space(asked: 3, saved: onSpaceTwo) == 3, "what it asks beats the session")
        #expect(TakenStart.space(asked: nil, saved: onSpaceTwo) == 2)
        #expect(TakenStart.space(asked: nil, saved: nil) == nil, "neither: the space that shows")
        #expect(TakenStart.space(asked: Spaces.everySpace, saved: onSpaceTwo) == Spaces.everySpace, "on every space")
    }

    @Test func theSessionsTileBeatsTheKeptPanelsAndItsMinimisedKindStartsMinimised() {
        let tiled = TakenStart(facts: facts(), mapped: false, startsIconic: false, saved: onSpaceTwo, keptTile: .leftHalf, isSheet: false)
        #expect(tiled.tile == .rightHalf && !tiled.minimised && tiled.states.isEmpty)
        let kept = TakenStart(facts: facts(), mapped: false, startsIconic: false, saved: nil, keptTile: .leftHalf, isSheet: false)
        #expect(kept.tile == .leftHalf, "closed and opened again: its kept panel's tile")
        let minimised = TakenStart(facts: facts(), mapped: false, startsIconic: false, saved: minimisedOnOne, keptTile: nil, isSheet: false)
        #expect(minimised.minimised && minimised.tile == nil)
    }

    @Test func itStartsInWhatItAskedOrIsShownWithMinimisedWhenIconicAndASheetInNone() {
        let asked = facts([.maximizedVertical, .maximizedHorizontal, .focused])
        let new = TakenStart(facts: asked, mapped: false, startsIconic: true, saved: nil, keptTile: nil, isSheet: false)
        #expect(new.states == [.maximizedVertical, .maximizedHorizontal] && new.minimised, "focused is Flotilla's; iconic: minimised")
        let shown = TakenStart(facts: facts([.fullscreen], iconic: true), mapped: true, startsIconic: false, saved: nil, keptTile: nil, isSheet: false)
        #expect(shown.states == [.fullscreen] && shown.minimised, "there before Flotilla: as it is shown, Iconic")
        let sheet = TakenStart(facts: asked, mapped: false, startsIconic: false, saved: nil, keptTile: nil, isSheet: true)
        #expect(sheet.states.isEmpty && !sheet.minimised, "a sheet takes no states of its own")
    }
}
