import Desktop
import Model
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

    /// A window that goes while held is let go: one destroyed is forgotten with its frame, one its
    /// program withdrew is given back unmapped where it was, for its program to map again.
    @Test func aWindowThatGoesIsForgottenIfDestroyedElseGivenBackUnmappedWhereItWas() {
        var clients = ManagedClients()
        clients.take(0x200, panel: "xterm")
        clients.take(0x300, panel: "zenity")
        let at = RootPoint(x: 40, y: 84)
        #expect(clients.went(0x200, destroyed: false, at: at) == [.release(0x200, at: at, withdrawn: true)])
        #expect(clients.went(0x300, destroyed: true, at: at) == [.discard(0x300)])
        #expect(clients.taken.isEmpty && clients.spaces.places.isEmpty, "both let go, off every space")
        #expect(clients.went(0x200, destroyed: false, at: at) == [], "a window not held is done nothing to")
    }

    /// A new window maps in its frame once its panel is decided; focused, it takes the keyboard in
    /// the same requests, and the push gives it no second time.
    @Test func aNewWindowMapsTakingTheKeyboardWithItWhenItsPanelIsFocused() {
        var clients = ManagedClients()
        clients.take(0x200, panel: "xterm")
        clients.take(0x300, panel: "xclock")
        #expect(clients.mapTaken(0x300, focused: false) == [.mapInFrame(0x300, takingFocus: false)])
        #expect(clients.focus.change(to: 0x300) == .focus(0x300), "not focused: the push gives it once its panel is")
        #expect(clients.mapTaken(0x200, focused: true) == [.mapInFrame(0x200, takingFocus: true)])
        #expect(clients.focus.change(to: 0x200) == nil, "it took the keyboard with its map")
        #expect(clients.mapTaken(0x400, focused: true) == [], "a window not held is not mapped")
        #expect(clients.focus.change(to: 0x300) == .focus(0x300))
    }

    @Test func aWindowOpensOnTheSpaceItAsksForElseItsParentsElseTheOneThatShows() {
        var clients = ManagedClients()
        clients.show(space: 1)
        clients.take(0x200, panel: "xterm")
        clients.take(0x300, panel: "gimp", on: 3)
        clients.take(0x310, panel: "gimp-dialog", transientFor: 0x300)
        clients.take(0x400, panel: "clock", on: Spaces.everySpace)
        clients.take(0x500, panel: "far", on: 99)
        #expect([0x200, 0x300, 0x310, 0x400, 0x500].map { clients.spaces.desktop(of: $0) } == [1, 3, 3, Spaces.everySpace, 3])
        clients.setSpaceCount(2)
        #expect([0x200, 0x300, 0x310, 0x400].map { clients.spaces.desktop(of: $0) } == [1, 1, 1, Spaces.everySpace])
        clients.letGo(0x300)
        clients.take(0x310, panel: "gimp-dialog-2")
        #expect(clients.spaces.places.keys.sorted() == [0x200, 0x310, 0x400, 0x500])
    }

    /// Issue 59: a full-screen window is the server's to show only while its panel shows (not
    /// minimised, on the space shown); else its panel has it back.
    @Test func aFullScreenWindowIsShownByTheServerOnlyWhileItsPanelShows() throws {
        var clients = ManagedClients()
        clients.take(0x200, panel: "mpv")
        #expect(try #require(clients.client(0x200)).isShownFullScreen(panelShows: true) == false, "not full screen")
        clients.set(.fullscreen, true, of: 0x200)
        let mpv = try #require(clients.client(0x200))
        #expect(mpv.isShownFullScreen(panelShows: true))
        #expect(!mpv.isShownFullScreen(panelShows: false), "minimised, or on another space")
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
        clients.move(0x200, to: .everywhere)
        clients.move(0x300, to: .on(2))
        clients.show(space: 2)
        let wanted = clients.wanted(PanelFacts(focused: "gimp", minimised: ["xterm"], keptAbove: ["gimp"],
                                               titleBars: ["xterm": 44, "gimp": 0], stacking: [0x300, 0x999, 0x200],
                                               tiledEdges: ["gimp": TiledEdges(top: .monitor, right: .window, bottom: .monitor, left: .monitor)]))
        #expect(wanted.changes(since: WantedXState()).map(\.description) == [
            "_NET_CLIENT_LIST 0x200 0x300",
            "_NET_CLIENT_LIST_STACKING 0x300 0x200",
            "_NET_ACTIVE_WINDOW 0x300",
            "_NET_NUMBER_OF_DESKTOPS 4",
            "_NET_CURRENT_DESKTOP 2",
            "0x200 _NET_WM_STATE [HIDDEN STICKY] WM_STATE Iconic",
            "0x200 _NET_FRAME_EXTENTS 0 0 44 0 _NET_WM_DESKTOP all",
            "0x200 _GTK_EDGE_CONSTRAINTS top - right - bottom - left -",
            "0x300 _NET_WM_STATE [MAXIMIZED_HORZ ABOVE FOCUSED] WM_STATE Normal",
            "0x300 _NET_FRAME_EXTENTS 0 0 0 0 _NET_WM_DESKTOP 2",
            "0x300 _GTK_EDGE_CONSTRAINTS top monitor right window bottom monitor left monitor",
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
            for change in [XChange.clientList([]), .stackingList([]), .activeWindow(nil), .spaceCount(4), .currentSpace(0)] { server.apply(change) }
            return server
        }

        mutating func apply(_ change: XChange) {
            switch change {
            case .clientList: root["clients"] = change
            case .stackingList: root["stacking"] = change
            case .activeWindow: root["active"] = change
            case .spaceCount: root["spaces"] = change
            case .currentSpace: root["current"] = change
            case .workArea: root["workArea"] = change
            case .monitorWorkAreas: root["monitorWorkAreas"] = change
            case .overlayShape: root["overlay"] = change
            case .keyGrabs: root["keys"] = change
            case .pressureBarriers: root["barriers"] = change
            case .hotCorners: root["hotCorners"] = change
            case .windowState(let window, _): windows[window, default: [:]]["state"] = change
            case .frame(let window, _): windows[window, default: [:]]["frame"] = change
            case .tiledEdges(let window, _): windows[window, default: [:]]["edges"] = change
            case .place(let window, _): windows[window, default: [:]]["place"] = change
            case .inputRegion(let window, _): windows[window, default: [:]]["input"] = change
            case .showDirectly(let window), .redirectAgain(let window): windows[window, default: [:]]["shown"] = change
            case .restack: root["restack"] = change
            case .focus: root["focus"] = change
            }
        }
    }

    /// 100,000 random takes, let-gos, state changes, panel changes (tiled edges too), closes, switches of space, moves
    /// between spaces and changes of how many there are, each followed by a push: every window held
    /// is listed once and in one panel, in the order taken (as a plain list kept beside says), and
    /// is on exactly one space that exists, or on all (sticky); stacking lists only held windows, in
    /// the frames' order; the active window is the focused panel's; hidden, above and focused are
    /// the panels'; a window let go and taken again starts in no state; a close asks or kills the
    /// window closed (and only a held one), once; the keyboard is given only when the window that
    /// should hold it changes, and is then that window (the focused panel's client, else the desktop
    /// window clicked since the last frame with a panel focused, else Flotilla's); and what the
    /// pushes wrote shows, on the root and on every window held, exactly the state wanted.
    @Test func aStormOfOperationsKeepsEveryInvariant() {
        var random = SystemRandomNumberGenerator()
        let windows = (0..<24).map { WindowID(0x200 + $0 * 0x10) }, panels = (0..<16).map { "panel-\($0)" }
        var clients = ManagedClients(), order: [WindowID] = [], server = FakeServer.claimed
        var pushed = WantedXState(spaces: SpacesShown(count: 4, current: 0))
        var facts = PanelFacts()
        let own: WindowID = 0x1e7, desktops: [WindowID] = [0x5000, 0x5100]
        var clicked: WindowID?, lastHolder: WindowID?
        var wrong: [String] = []
        for step in 0..<100_000 where wrong.count < 5 {
            let window = windows.randomElement(using: &random)!, panel = panels.randomElement(using: &random)!
            switch Int.random(in: 0..<14, using: &random) {
            case 0, 1:
                clients.take(window, panel: panel)
                order.removeAll { $0 == window || clients.client($0) == nil }
                order.append(window)
                if clients.client(window)?.states != [] { wrong.append("\(step): taken in a state") }
            case 2:
                let held = clients.client(window) != nil
                if Bool.random(using: &random) {
                    if (clients.letGo(window) != nil) != held { wrong.append("\(step): let go of \(window) said wrong") }
                } else {
                    let destroyed = Bool.random(using: &random), at = RootPoint(x: step % 97, y: 5)
                    let commands = clients.went(window, destroyed: destroyed, at: at)
                    let expected: [WindowCommand] = held ? [destroyed ? .discard(window) : .release(window, at: at, withdrawn: true)] : []
                    if commands != expected || clients.client(window) != nil { wrong.append("\(step): \(window) went (held: \(held)), did \(commands)") }
                }
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
            case 9:
                let meets: [TiledEdges.Meets] = [.nothing, .window, .monitor]
                facts.tiledEdges[panel] = Bool.random(using: &random) ? nil
                    : TiledEdges(top: meets.randomElement(using: &random)!, right: meets.randomElement(using: &random)!,
                                 bottom: meets.randomElement(using: &random)!, left: meets.randomElement(using: &random)!)
            case 10:
                let space = Int.random(in: -1...6, using: &random), before = clients.spaces.current
                if clients.show(space: space) != (clients.spaces.current != before) { wrong.append("\(step): show said wrong") }
            case 11:
                let place: Spaces.Place = Int.random(in: 0..<4, using: &random) == 0 ? .everywhere : .on(Int.random(in: 0...6, using: &random))
                let held = clients.client(window) != nil
                if clients.move(window, to: place), !held { wrong.append("\(step): moved \(window), not held") }
            case 12:
                clients.setSpaceCount(Int.random(in: 0...6, using: &random))
            default:
                let held = clients.client(window) != nil
                let commands = clients.close(window, at: Double(step) / 100, deletes: Bool.random(using: &random), pings: Bool.random(using: &random))
                let askOrKill = commands.filter { $0 == .askToClose(window) || $0 == .kill(window) }
                if askOrKill.count != (held ? 1 : 0) || commands.contains(where: { ![.askToClose(window), .kill(window), .ping(window)].contains($0) }) {
                    wrong.append("\(step): closing \(window) (held: \(held)) did \(commands)")
                }
                if Bool.random(using: &random) { clients.answeredPing(window) }
            }
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                let desktop = desktops.randomElement(using: &random)!
                clients.focus.desktopClicked(desktop)
                clicked = desktop
            case 1:
                let desktop = desktops.randomElement(using: &random)!
                clients.focus.desktopWent(desktop)
                if clicked == desktop { clicked = nil }
            case 2:
                let focused = facts.focused.map(PanelID.init)
                clients.focus.frameShown(focused: focused)
                if focused != nil { clicked = nil }
            default:
                break
            }
            let panelFocus: KeyboardFocus.Panel = facts.focused.map { panel in clients.client(inPanel: panel).map { .client($0.window) } ?? .flotillas } ?? .none
            let holder = clients.focus.holder(panel: panelFocus, own: own, managing: true, holdsApps: !clients.taken.isEmpty)
            let expectedHolder: WindowID = if case .client(let window) = panelFocus { window } else if panelFocus == .none, let clicked { clicked } else { own }
            if holder != expectedHolder { wrong.append("\(step): the keyboard to \(String(describing: holder)), not \(expectedHolder)") }
            if let change = clients.focus.change(to: holder) {
                if holder == lastHolder { wrong.append("\(step): the keyboard given again to \(expectedHolder)") }
                server.apply(change)
            } else if holder != lastHolder {
                wrong.append("\(step): the keyboard not given to \(expectedHolder)")
            }
            lastHolder = holder
            if server.root["focus"] != holder.map(XChange.focus) { wrong.append("\(step): the keyboard shows \(String(describing: server.root["focus"]))") }
            let wanted = clients.wanted(facts)
            let held = clients.taken
            if wanted.clients != order { wrong.append("\(step): listed \(wanted.clients), taken \(order)") }
            if Set(held.map(\.panel)).count != held.count { wrong.append("\(step): a panel shows two windows") }
            if wanted.stacking != facts.stacking.filter(order.contains) { wrong.append("\(step): stacking \(wanted.stacking)") }
            let focusedWindow = facts.focused.flatMap { clients.client(inPanel: $0)?.window }
            if wanted.active != (focusedWindow ?? facts.focusedDesktop) { wrong.append("\(step): active \(String(describing: wanted.active))") }
            if Set(wanted.windowStates.keys) != Set(order) || Set(wanted.frames.keys) != Set(order) || Set(wanted.tiledEdges.keys) != Set(order) {
                wrong.append("\(step): states for others")
            }
            for client in held {
                let states = wanted.windowStates[client.window] ?? []
                let place = clients.spaces.place(of: client.window)
                let expected = client.states.union(facts.minimised.contains(client.panel) ? [.hidden] : [])
                    .union(facts.keptAbove.contains(client.panel) ? [.above] : []).union(client.window == focusedWindow ? [.focused] : [])
                    .union(place == .everywhere ? [.sticky] : [])
                switch place {
                case .on(let space) where space < 0 || space >= clients.spaces.count: wrong.append("\(step): \(client.window) on space \(space) of \(clients.spaces.count)")
                case nil: wrong.append("\(step): \(client.window) on no space")
                default: break
                }
                if wanted.frames[client.window]?.desktop != clients.spaces.desktop(of: client.window) { wrong.append("\(step): \(client.window)'s desktop") }
                if states != expected { wrong.append("\(step): \(client.window) in \(states), not \(expected)") }
                if wanted.tiledEdges[client.window] != facts.tiledEdges[client.panel] ?? .free { wrong.append("\(step): \(client.window)'s edges") }
            }
            for change in wanted.changes(since: pushed) { server.apply(change) }
            pushed = wanted
            if Set(clients.spaces.places.keys) != Set(order) { wrong.append("\(step): spaces hold \(clients.spaces.places.keys.sorted())") }
            if !(0..<clients.spaces.count).contains(clients.spaces.current) { wrong.append("\(step): space \(clients.spaces.current) shows") }
            if server.root["clients"] != .clientList(wanted.clients) || server.root["stacking"] != .stackingList(wanted.stacking)
                || server.root["active"] != .activeWindow(wanted.active) || server.root["spaces"] != .spaceCount(clients.spaces.count)
                || server.root["current"] != .currentSpace(clients.spaces.current) {
                wrong.append("\(step): the root shows \(server.root)")
            }
            for window in order where server.windows[window] != ["state": .windowState(window, wanted.windowStates[window]!),
                                                                  "frame": .frame(window, wanted.frames[window]!),
                                                                  "edges": .tiledEdges(window, wanted.tiledEdges[window]!)] {
                wrong.append("\(step): \(window) shows \(String(describing: server.windows[window]))")
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }
}
