import Desktop
import Testing

/// Issue 59: the states a window starts in as Flotilla takes it, new or there before it.
@Suite("The states a window is taken in with")
struct StartingStatesTests {
    func facts(_ states: Set<WindowState>, iconic: Bool = false) -> ClientFacts {
        ClientFacts(geometry: PixelRect(x: 0, y: 0, width: 200, height: 100), parent: 1, states: states, wasIconic: iconic)
    }

    @Test func aNewWindowStartsInWhatItAskedAndIconicOnlyAsItsHintsSay() {
        let asked = facts([.maximizedVertical, .maximizedHorizontal, .focused, .hidden], iconic: true)
        #expect(asked.startingStates(mapped: false, startsIconic: false) == [.maximizedVertical, .maximizedHorizontal])
        #expect(asked.startingStates(mapped: false, startsIconic: true) == [.maximizedVertical, .maximizedHorizontal, .hidden])
    }

    @Test func aWindowThereBeforeKeepsItsStatesAndIsMinimisedWhenIconic() {
        #expect(facts([.fullscreen, .focused]).startingStates(mapped: true, startsIconic: false) == [.fullscreen])
        #expect(facts([.above, .sticky], iconic: true).startingStates(mapped: true, startsIconic: false) == [.above, .sticky, .hidden])
        #expect(facts([.hidden]).startingStates(mapped: true, startsIconic: false) == [.hidden], "said hidden")
        #expect(facts([]).startingStates(mapped: true, startsIconic: true) == [], "its hints speak only for a new window")
    }
}
