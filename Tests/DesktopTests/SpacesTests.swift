import Desktop
import Model
import Testing

/// The desktop's spaces as a value (issue 43's model): where every client is, which space shows,
/// and what X is to say of it, without an X server.
@Suite("Spaces")
struct SpacesTests {
    let xterm: WindowID = 0x200, gimp: WindowID = 0x300, dialog: WindowID = 0x400

    @Test func aManagerClaimingTheDisplayKeepsTheSpacesTheOneBeforeLeftUnlessAsked() {
        // Flotilla killed on space 3 of 6 and started again: the root's word.
        let left = SpacesShown(count: 6, current: 2)
        #expect(Spaces(claiming: nil, left: left, otherwise: 4) == Spaces(count: 6, current: 2))
        // --spaces 3 asked: three, the one that showed still showing where it can.
        #expect(Spaces(claiming: 3, left: left, otherwise: 4) == Spaces(count: 3, current: 2))
        #expect(Spaces(claiming: 2, left: left, otherwise: 4) == Spaces(count: 2, current: 1))
        // A display no manager left anything on: the settings' count, the first showing.
        #expect(Spaces(claiming: nil, left: nil, otherwise: 4) == Spaces(count: 4, current: 0))
        // Nonsense on the root is clamped.
        #expect(Spaces(claiming: nil, left: SpacesShown(count: 9000, current: -4), otherwise: 4) == Spaces(count: Spaces.maximumCount, current: 0))
    }

    @Test func fourSpacesTheFirstShowingAndANewWindowOpensOnTheOneThatShows() {
        var spaces = Spaces()
        #expect(spaces.count == 4 && spaces.current == 0)
        spaces.add(xterm)
        spaces.show(2)
        spaces.add(gimp)
        #expect(spaces.places == [xterm: .on(0), gimp: .on(2)])
        #expect(spaces.shows(gimp) && !spaces.shows(xterm))
        #expect(spaces.desktop(of: xterm) == 0 && spaces.desktop(of: gimp) == 2 && spaces.desktop(of: dialog) == nil)
    }

    @Test func aTransientOpensOnItsParentsSpaceWhicheverShows() {
        var spaces = Spaces()
        spaces.add(gimp)
        spaces.show(3)
        spaces.add(dialog, transientFor: gimp)
        #expect(spaces.places[dialog] == .on(0))
        spaces.add(xterm, transientFor: 0x999)
        #expect(spaces.places[xterm] == .on(3), "a parent not known: the space that shows")
    }

    @Test func thePanelsSeeTheSpacesOfTheClientsTheyShowAndNoneForASticky() {
        var clients = ManagedClients()
        clients.take(xterm, panel: "xterm")
        let shown = clients.show(space: 2)
        #expect(shown)
        clients.take(gimp, panel: "gimp")
        clients.take(dialog, panel: "dialog")
        _ = clients.move(dialog, to: .everywhere)
        #expect(clients.panelSpaces == PanelSpaces(count: 4, current: 2, spaceOf: ["xterm": 0, "gimp": 2]))
        #expect(clients.panelSpaces.isHere("gimp") && !clients.panelSpaces.isHere("xterm") && clients.panelSpaces.isHere("dialog"))
        _ = clients.letGo(gimp)
        #expect(clients.panelSpaces.spaceOf == ["xterm": 0], "a panel whose client went is on no space")
    }

    @Test func theSpaceKeysNameTheNeighboursWithoutWrappingAndANumberOnlyWhereThereIsOne() {
        var spaces = Spaces()
        #expect(spaces.space(for: SpaceAsk(.previous)) == 0, "the first has none before it")
        #expect(spaces.space(for: SpaceAsk(.next, carrying: true)) == 1)
        spaces.show(3)
        #expect(spaces.space(for: SpaceAsk(.next)) == 3, "nor the last one after it")
        #expect(spaces.space(for: SpaceAsk(.previous)) == 2)
        #expect(spaces.space(for: SpaceAsk(.number(0))) == 0 && spaces.space(for: SpaceAsk(.number(3))) == 3)
        #expect(spaces.space(for: SpaceAsk(.number(4))) == nil && spaces.space(for: SpaceAsk(.number(-1))) == nil, "Super+5 of four names none")
    }

    @Test func activatingAWindowShowsItsSpaceAndAStickyOneNoOther() {
        var clients = ManagedClients()
        clients.take(xterm, panel: "xterm")
        clients.take(gimp, panel: "gimp")
        _ = clients.move(gimp, to: .on(2))
        _ = clients.move(xterm, to: .everywhere)
        let shown = clients.showSpace(of: gimp), again = clients.showSpace(of: gimp)
        #expect(shown && clients.spaces.current == 2)
        #expect(!again, "shown already")
        let sticky = clients.showSpace(of: xterm), notHeld = clients.showSpace(of: dialog)
        #expect(!sticky && clients.spaces.current == 2, "a window on every space shows none other")
        #expect(!notHeld, "nor one not held")
    }

    @Test func theSpacesAreNamedByNumberForTheTools() {
        #expect(SpacesShown.names(count: 3) == ["Space 1", "Space 2", "Space 3"])
        #expect(SpacesShown.names(count: 0) == ["Space 1"], "never an empty list")
    }

    @Test func aStickyWindowShowsOnEverySpaceAndSaysSo() {
        var spaces = Spaces()
        spaces.add(xterm)
        let moved = spaces.move(xterm, to: .everywhere)
        #expect(moved)
        for space in 0..<4 {
            spaces.show(space)
            #expect(spaces.shows(xterm) && spaces.clients(on: space) == [xterm])
        }
        #expect(spaces.desktop(of: xterm) == Spaces.everySpace)
    }

    @Test func fewerSpacesSendTheirWindowsToTheLastKeptAndPastTheLastIsTheLast() {
        var spaces = Spaces(count: 6)
        spaces.add(xterm)
        spaces.show(5)
        spaces.add(gimp)
        spaces.setCount(2)
        #expect(spaces.count == 2 && spaces.current == 1)
        #expect(spaces.places == [xterm: .on(0), gimp: .on(1)])
        let switched = spaces.show(9), moved = spaces.move(xterm, to: .on(7)), movedUnknown = spaces.move(0x999, to: .on(0))
        #expect(!switched, "past the last shows the last, which shows already")
        #expect(moved && spaces.places[xterm] == .on(1))
        #expect(!movedUnknown, "a client not known is not moved")
        #expect(Spaces(count: 0).count == 1 && Spaces(count: 1000).count == Spaces.maximumCount)
    }

    /// 100,000 random adds (some transient), removals, moves (some sticky, some past the last),
    /// switches and changes of the number of spaces: every client known is on one space that is
    /// there, or on all; none is lost or made up (as a plain set kept beside says); a change of
    /// number sends the windows of the spaces removed to the last kept, and leaves the others;
    /// the space that shows is one that is there; and a client shows exactly when it is on it.
    @Test func aStormOfOperationsLosesNoWindowAndKeepsEveryOneOnOneSpace() {
        var random = SystemRandomNumberGenerator()
        let windows = (0..<40).map { WindowID(0x200 + $0 * 0x10) }
        var spaces = Spaces(), known: Set<WindowID> = []
        var wrong: [String] = []
        for step in 0..<100_000 where wrong.count < 5 {
            let window = windows.randomElement(using: &random)!
            let before = spaces
            switch Int.random(in: 0..<10, using: &random) {
            case 0, 1:
                spaces.add(window, transientFor: Bool.random(using: &random) ? windows.randomElement(using: &random) : nil)
                known.insert(window)
            case 2:
                spaces.remove(window)
                known.remove(window)
            case 3, 4:
                let place: Spaces.Place = Int.random(in: 0..<8, using: &random) == 0 ? .everywhere : .on(Int.random(in: -2..<40, using: &random))
                spaces.move(window, to: place)
            case 5, 6, 7:
                spaces.show(Int.random(in: -2..<40, using: &random))
            default:
                let count = Int.random(in: 0..<12, using: &random)
                spaces.setCount(count)
                for (client, place) in before.places {
                    let expected: Spaces.Place = if case .on(let s) = place, s >= spaces.count { .on(spaces.count - 1) } else { place }
                    if spaces.places[client] != expected { wrong.append("\(step): \(client) went from \(place) to \(String(describing: spaces.places[client]))") }
                }
            }
            if Set(spaces.places.keys) != known { wrong.append("\(step): knows \(spaces.places.keys.sorted()), not \(known.sorted())") }
            if !(0..<spaces.count).contains(spaces.current) { wrong.append("\(step): shows \(spaces.current) of \(spaces.count)") }
            for (client, place) in spaces.places {
                if case .on(let s) = place, !(0..<spaces.count).contains(s) { wrong.append("\(step): \(client) on \(s) of \(spaces.count)") }
                if spaces.shows(client) != (place == .everywhere || place == .on(spaces.current)) { wrong.append("\(step): \(client) shows wrong") }
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }
}
