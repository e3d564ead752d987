import Desktop
import Model
import Testing

/// Where a taken window's panel goes: the one rule, its precedence checked case by case without X.
@Suite("Where a window's panel is placed")
struct PanelPlacementTests {
    let dropped = Rect(x: 300, y: 200, width: 500, height: 340)
    let given = Rect(x: 40, y: 60, width: 640, height: 480)
    let asksFrame = WindowPlace.frame(RootPoint(x: 700, y: 90)), shows = WindowPlace.content(RootPoint(x: 20, y: 30))

    @Test func aWindowDroppedBackFloatsWhereItWasDroppedWhateverElseSaysSo() {
        let placement = PanelPlacement(takenBackAt: dropped, keptPanel: true, givenFrame: given, givenSide: .left, asked: asksFrame,
                                       userPosition: true)
        #expect(placement.floating == .frame(dropped))
    }

    @Test func aKeptPanelShowsWhereItWasUnlessTheUserGaveAPlace() {
        #expect(PanelPlacement(keptPanel: true, asked: asksFrame).floating == nil, "a program's own place (PPosition) does not move it")
        #expect(PanelPlacement(keptPanel: true, asked: asksFrame, userPosition: true).floating == .asked(asksFrame))
        #expect(PanelPlacement(keptPanel: true, asked: shows, userPosition: true, mapped: true).floating == nil,
                "one that shows already was placed by no one now")
        #expect(PanelPlacement(keptPanel: true, givenSide: .right).pinnedSide == nil, "a kept panel keeps its own side")
    }

    @Test func aPlaceGivenByAppOrTheSessionBeatsTheOneTheWindowAsksFor() {
        #expect(PanelPlacement(givenFrame: given, asked: asksFrame, userPosition: true).floating == .frame(given))
        let pinned = PanelPlacement(givenSide: .left, asked: asksFrame)
        #expect(pinned.floating == nil && pinned.pinnedSide == .left)
        #expect(PanelPlacement(givenSide: .left, asked: shows, mapped: true).floating == .asked(shows),
                "a window that shows already keeps its place as its floating frame")
    }

    @Test func withNothingGivenTheWindowsOwnPlaceCountsElseThePanelsManagerPlacesIt() {
        #expect(PanelPlacement(asked: asksFrame).floating == .asked(asksFrame))
        #expect(PanelPlacement(asked: shows, mapped: true).floating == .asked(shows))
        let automatic = PanelPlacement()
        #expect(automatic.floating == nil && automatic.pinnedSide == nil)
    }

    @Test func theSessionsRememberedPlaceIsOnlyForANewWindowNoOnePlaced() {
        #expect(PanelPlacement(asked: asksFrame).remembersPlace, "a program's own place (PPosition) gives way to the session's")
        #expect(!PanelPlacement(asked: asksFrame, userPosition: true).remembersPlace, "the user's place beats the session's")
        #expect(!PanelPlacement(asked: shows, mapped: true).remembersPlace, "one that shows already stays where it is")
        #expect(!PanelPlacement(asked: shows, userPosition: true, mapped: true).placedByUser)
    }
}
