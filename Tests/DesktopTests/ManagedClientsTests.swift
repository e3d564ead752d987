import Desktop
import Testing

/// The windows the manager holds and the X state they want, without an X server: a few rules by
/// name, then a storm of random operations with the invariants a window manager keeps.
@Suite("The clients held and the X state they want")
struct ManagedClientsTests {
    @Test func clientsAreListedInTheOrderTakenAndAWindowTakenAgainComesLastInNoState() {
        var clients = ManagedClients()
        clients.take(0x200, panel: "xterm")
        clients.take(0x300, panel: "gimp")
        clients.set(.fullscreen, true, of: 0x200)
        let gone = clients.letGo(0x200)
        #expect(gone?.states == [.fullscreen])
        clients.take(0x200, panel: "xterm")
        #expect(clients.taken.map(\.window) == [0x300, 0x200])
        #expect(clients.client(0x200)?.states == [], "a withdrawn window's states end with it")
        #expect(clients.client(inPanel: "xterm")?.window == 0x200, "the panel holds the window taken again")
    }

    @Test func aPanelShowsOneWindow() {
        var clients = ManagedClients()
        clients.take(0x200, panel: "xterm")
        clients.take(0x210, panel: "xterm")
        #expect(clients.taken.map(\.window) == [0x210])
    }

    @Test func onlyMaximisedAndFullScreenAreAWindowsOwnToSet() {
        var clients = ManagedClients()
        clients.take(0x200, panel: "xterm")
        let answers = [clients.set(.hidden, true, of: 0x200), clients.set(.focused, true, of: 0x200),
                       clients.set(.maximizedVertical, true, of: 0x999), clients.set(.maximizedVertical, true, of: 0x200),
                       clients.set(.maximizedVertical, true, of: 0x200)]
        #expect(answers == [false, false, false, true, false], "hidden and focused are not its own; 0x999 is not held; the second is already so")
    }

    @Test func theWantedStateReadsThePanelsForHiddenAboveFocusAndStacking() {
        var clients = ManagedClients()
        clients.take(0x200, panel: "xterm")
        clients.take(0x300, panel: "gimp")
        clients.set(.maximizedHorizontal, true, of: 0x300)
        let wanted = clients.wanted(PanelFacts(focused: "gimp", minimised: ["xterm"], keptAbove: ["gimp"],
                                               titleBars: ["xterm": 44, "gimp": 0], stacking: [0x300, 0x999, 0x200]))
        #expect(wanted.changes(since: WantedXState()).map(\.description) == [
            "_NET_CLIENT_LIST 0x200 0x300",
            "_NET_CLIENT_LIST_STACKING 0x300 0x200",
            "_NET_ACTIVE_WINDOW 0x300",
            "0x200 _NET_WM_STATE [HIDDEN] WM_STATE Iconic",
            "0x200 _NET_FRAME_EXTENTS 0 0 44 0 _NET_WM_DESKTOP 0",
            "0x300 _NET_WM_STATE [MAXIMIZED_HORZ ABOVE FOCUSED] WM_STATE Normal",
            "0x300 _NET_FRAME_EXTENTS 0 0 0 0 _NET_WM_DESKTOP 0",
        ])
        let onTheDesktop = clients.wanted(PanelFacts(focused: "a panel with no window", focusedDesktop: 0x400))
        #expect(onTheDesktop.active == 0x400)
        #expect(onTheDesktop.windowStates.values.allSatisfy { !$0.contains(.focused) })
    }

    /// What X shows after the pushes: the root's properties and each window's, as written.
    struct FakeServer {
        var root: [String: XChange] = [:]
        var windows: [WindowID: [String: XChange]] = [:]

        /// As the manager leaves the root when it claims the display (no clients, none active):
        /// the state ``WantedXState()`` describes, from which the pushes go on.
        static var claimed: FakeServer {
            var server = FakeServer()
            for change in [XChange.clientList([]), .stackingList([]), .activeWindow(nil)] { server.apply(change) }
            return server
        }

        mutating func apply(_ change: XChange) {
            switch change {
            case .clientList: root["clients"] = change
            case .stackingList: root["stacking"] = change
            case .activeWindow: root["active"] = change
            case .workArea: root["workArea"] = change
            case .overlayShape: root["overlay"] = change
            case .windowState(let window, _): windows[window, default: [:]]["state"] = change
            case .frame(let window, _): windows[window, default: [:]]["frame"] = change
            case .place(let window, _): windows[window, default: [:]]["place"] = change
            case .inputRegion(let window, _): windows[window, default: [:]]["input"] = change
            case .restack: root["restack"] = change
            }
        }
    }

    /// 100,000 random takes, let-gos, state changes, panel changes and closes, each followed by a push:
    /// every window held is listed once and in one panel, in the order taken (as a plain list kept
    /// beside says); stacking lists only held windows, in the frames' order; the active window is
    /// the focused panel's; hidden, above and focused are the panels'; a window let go and taken
    /// again starts in no state; a close asks or kills the window closed (and only a held one),
    /// once; and what the pushes wrote shows, on the root and on every window held, exactly the
    /// state wanted.
    @Test func aStormOfOperationsKeepsEveryInvariant() {
        var random = SystemRandomNumberGenerator()
        let windows = (0..<24).map { WindowID(0x200 + $0 * 0x10) }, panels = (0..<16).map { "panel-\($0)" }
        var clients = ManagedClients(), order: [WindowID] = [], pushed = WantedXState(), server = FakeServer.claimed
        var facts = PanelFacts()
        var wrong: [String] = []
        for step in 0..<100_000 where wrong.count < 5 {
            let window = windows.randomElement(using: &random)!, panel = panels.randomElement(using: &random)!
            switch Int.random(in: 0..<10, using: &random) {
            case 0, 1:
                clients.take(window, panel: panel)
                order.removeAll { $0 == window || clients.client($0) == nil }
                order.append(window)
                if clients.client(window)?.states != [] { wrong.append("\(step): taken in a state") }
            case 2:
                let held = clients.client(window) != nil
                if (clients.letGo(window) != nil) != held { wrong.append("\(step): let go of \(window) said wrong") }
                order.removeAll { $0 == window }
            case 3, 4:
                let state = WindowState.allCases.randomElement(using: &random)!, on = Bool.random(using: &random)
                let before = clients.client(window)?.states
                let changed = clients.set(state, on, of: window)
                let after = clients.client(window)?.states
                if changed != (before != after) { wrong.append("\(step): set said \(changed)") }
                if let after, !after.isSubset(of: ManagedClients.ownStates) { wrong.append("\(step): \(after) not its own") }
            case 5:
                facts.focused = Bool.random(using: &random) ? panel : nil
                facts.focusedDesktop = Bool.random(using: &random) ? 0x5000 : nil
            case 6:
                facts.minimised = Set(panels.filter { _ in Int.random(in: 0..<4, using: &random) == 0 })
                facts.keptAbove = Set(panels.filter { _ in Int.random(in: 0..<6, using: &random) == 0 })
            case 7:
                facts.stacking = (windows + [0x9999]).shuffled(using: &random).filter { _ in Bool.random(using: &random) }
            case 8:
                facts.titleBars[panel] = [0, 44, 88].randomElement(using: &random)!
            default:
                let held = clients.client(window) != nil
                let commands = clients.close(window, at: Double(step) / 100, deletes: Bool.random(using: &random), pings: Bool.random(using: &random))
                let askOrKill = commands.filter { $0 == .askToClose(window) || $0 == .kill(window) }
                if askOrKill.count != (held ? 1 : 0) || commands.contains(where: { ![.askToClose(window), .kill(window), .ping(window)].contains($0) }) {
                    wrong.append("\(step): closing \(window) (held: \(held)) did \(commands)")
                }
                if Bool.random(using: &random) { clients.answeredPing(window) }
            }
            let wanted = clients.wanted(facts)
            let held = clients.taken
            if wanted.clients != order { wrong.append("\(step): listed \(wanted.clients), taken \(order)") }
            if Set(held.map(\.panel)).count != held.count { wrong.append("\(step): a panel shows two windows") }
            if wanted.stacking != facts.stacking.filter(order.contains) { wrong.append("\(step): stacking \(wanted.stacking)") }
            let focusedWindow = facts.focused.flatMap { clients.client(inPanel: $0)?.window }
            if wanted.active != (focusedWindow ?? facts.focusedDesktop) { wrong.append("\(step): active \(String(describing: wanted.active))") }
            if Set(wanted.windowStates.keys) != Set(order) || Set(wanted.frames.keys) != Set(order) { wrong.append("\(step): states for others") }
            for client in held {
                let states = wanted.windowStates[client.window] ?? []
                let expected = client.states.union(facts.minimised.contains(client.panel) ? [.hidden] : [])
                    .union(facts.keptAbove.contains(client.panel) ? [.above] : []).union(client.window == focusedWindow ? [.focused] : [])
                if states != expected { wrong.append("\(step): \(client.window) in \(states), not \(expected)") }
            }
            for change in wanted.changes(since: pushed) { server.apply(change) }
            pushed = wanted
            if server.root["clients"] != .clientList(wanted.clients) || server.root["stacking"] != .stackingList(wanted.stacking)
                || server.root["active"] != .activeWindow(wanted.active) {
                wrong.append("\(step): the root shows \(server.root)")
            }
            for window in order where server.windows[window] != ["state": .windowState(window, wanted.windowStates[window]!),
                                                                  "frame": .frame(window, wanted.frames[window]!)] {
                wrong.append("\(step): \(window) shows \(String(describing: server.windows[window]))")
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }
}
