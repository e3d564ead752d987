import Desktop
import Model
import Testing

/// What the window manager does to a managed window to answer a request (EWMH's client messages
/// and ICCCM's iconify), decided as values without an X server or a compositor.
@Suite("What answering a request does to a window")
struct WindowEffectTests {
    func effects(_ request: ManagerRequest, of states: Set<WindowState> = [], space: Int = 0) -> [WindowEffect] {
        request.effects(states: states, currentSpace: space)
    }

    @Test func activatingShowsItsSpaceRestoresItOnlyWhenMinimisedAndFocusesIt() {
        #expect(effects(.activate) == [.showItsSpace, .focus])
        #expect(effects(.activate, of: [.hidden, .above]) == [.showItsSpace, .restore, .focus])
    }

    @Test func maximisingSetsTheClientsStateAndFitsItsPanelAfterEachAxis() {
        #expect(effects(.changeState(.add, [.maximizedVertical, .maximizedHorizontal]))
            == [.setClientState(.maximizedVertical, true), .fitMaximised, .setClientState(.maximizedHorizontal, true), .fitMaximised])
        #expect(effects(.changeState(.toggle, [.maximizedHorizontal]), of: [.maximizedHorizontal])
            == [.setClientState(.maximizedHorizontal, false), .fitMaximised])
    }

    @Test func fullScreenIsTheClientsStateAndTheFullScreenWindowsAreFollowed() {
        #expect(effects(.changeState(.add, [.fullscreen])) == [.setClientState(.fullscreen, true), .followFullScreen])
        #expect(effects(.changeState(.remove, [.fullscreen]), of: [.fullscreen]) == [.setClientState(.fullscreen, false), .followFullScreen])
    }

    @Test func hiddenAndAboveArePanelStatesAndStickyIsAPlace() {
        #expect(effects(.changeState(.add, [.hidden, .above])) == [.minimise, .keepAbove(true)])
        #expect(effects(.changeState(.remove, [.hidden]), of: [.hidden]) == [.restore])
        #expect(effects(.changeState(.add, [.sticky]), space: 2) == [.moveToSpace(.everywhere)])
        #expect(effects(.changeState(.remove, [.sticky]), of: [.sticky], space: 2) == [.moveToSpace(.on(2))])
    }

    @Test func whatIsSoAlreadyAndFocusDoNothing() {
        #expect(effects(.changeState(.add, [.above]), of: [.above]).isEmpty)
        #expect(effects(.changeState(.add, [.focused])).isEmpty)
        #expect(effects(.iconify, of: [.hidden]).isEmpty)
        #expect(effects(.iconify) == [.minimise])
        #expect(WindowEffect.turning(.focused, true, from: [], currentSpace: 0).isEmpty)
    }

    @Test func theOtherRequestsOfAWindowAreTheirOwnEffectAndTheSpacesOnesTouchNoWindow() {
        let move = ManagerRequest.moveResize(x: 10, y: nil, width: 300, height: nil, isStatic: false)
        #expect(effects(move) == [.moveResize(move)])
        #expect(effects(.close) == [.askToClose])
        #expect(effects(.pong) == [.answeredPing])
        #expect(effects(.moveToSpace(3)) == [.moveToSpace(.on(3))])
        #expect(effects(.moveToSpace(Spaces.everySpace)) == [.moveToSpace(.everywhere)])
        for request in [ManagerRequest.frameExtents, .setSpaceCount(3), .showSpace(1)] { #expect(effects(request).isEmpty) }
    }

    /// Whatever a state request asks of whatever states, its effects turn exactly the states
    /// `turns` names, each once, in that order, and nothing else.
    @Test func aStateRequestsEffectsAreItsTurnsEachOnce() {
        var generator = SystemRandomNumberGenerator()
        let all = WindowState.allCases
        for _ in 0..<10_000 {
            let current = Set(all.filter { _ in Bool.random(using: &generator) })
            let asked = Set((0..<Int.random(in: 1...2, using: &generator)).map { _ in all.randomElement(using: &generator)! })
            let change = [ManagerRequest.StateChange.add, .remove, .toggle].randomElement(using: &generator)!
            let said = effects(.changeState(change, asked), of: current, space: 1).compactMap(\.turnedState)
            let turns = change.turns(asked, of: current).map { WindowEffectTests.Turn(state: $0.state, on: $0.on) }
            #expect(said == turns, "\(change) \(asked) of \(current)")
        }
    }

    struct Turn: Equatable {
        let state: WindowState
        let on: Bool
    }
}

private extension WindowEffect {
    /// The state this effect turns, read back: what a test compares with the request's turns.
    var turnedState: WindowEffectTests.Turn? {
        switch self {
        case .minimise: .init(state: .hidden, on: true)
        case .restore: .init(state: .hidden, on: false)
        case .keepAbove(let on): .init(state: .above, on: on)
        case .setClientState(let state, let on): .init(state: state, on: on)
        case .moveToSpace(let place): .init(state: .sticky, on: place == .everywhere)
        default: nil
        }
    }
}
