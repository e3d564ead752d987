@testable import App
import Desktop
import Glibc
import Input
import Model
import Testing

/// The window manager and the apps' host over the fake server, with no X server: what they take
/// in, write and let go.
@Suite struct FakeHostTests {
    @Test func aWindowThatAsksToMapIsTakenIntoAPanelMappedAndListed() throws {
        let desktop = try FakeDesktop()
        let window = desktop.open { _ in .app("XTerm") }
        desktop.settle()
        let client = try #require(desktop.host.clients.client(window))
        #expect(desktop.host.app(inPanel: PanelID(client.panel))?.window?.client == window)
        #expect(desktop.server.programs[window]?.mapped == true)
        #expect(desktop.server.shown.state.clients == [window])
        #expect(desktop.server.shown.state.stacking == [window])
        #expect(desktop.server.shown.state.active == window)
        #expect(desktop.server.shown.focused == window)
        #expect(desktop.server.shown.frames[window]?.place != nil)
        try FakeDesktopInvariants(desktop).check()
    }

    @Test func aWindowThatWithdrawsIsLetGoAndTakenAfreshWhenItMapsAgain() throws {
        let desktop = try FakeDesktop()
        let window = desktop.open { _ in .app("XTerm") }
        desktop.settle()
        let place = desktop.server.shown.frames[window]?.place
        desktop.server.unmap(window)
        desktop.pass([(window, .unmapped)])
        desktop.settle()
        #expect(desktop.host.clients.client(window) == nil)
        #expect(desktop.server.held[window] == nil)
        #expect(desktop.server.shown.state.clients == [])
        desktop.pass([(window, .mapRequested)])
        desktop.settle()
        #expect(desktop.host.clients.client(window) != nil)
        // Its new frame was placed afresh (nothing written to it was kept).
        #expect(desktop.server.shown.frames[window]?.place != nil)
        #expect(place != nil)
        try FakeDesktopInvariants(desktop).check()
    }

    @Test func aClientThatDiesIsForgottenAndTheKeyboardGoesToTheNextWindow() throws {
        let desktop = try FakeDesktop()
        let first = desktop.open { _ in .app("XTerm") }
        let second = desktop.open { _ in .app("Mousepad") }
        desktop.settle()
        #expect(desktop.server.shown.focused == second)
        desktop.destroy(second)
        desktop.settle()
        #expect(desktop.host.clients.taken.map(\.window) == [first])
        #expect(desktop.server.shown.state.clients == [first])
        #expect(desktop.server.shown.focused == first)
        try FakeDesktopInvariants(desktop).check()
    }
}

/// Dialogs over an hour: each one's entry and panel go once its window went and its panel faded
/// out, so the next dialog takes the same name and nothing piles up.
@Suite struct FakeHostDialogTests {
    @Test func aDialogsPanelIsForgottenOnceItsWindowWentAndTheNextTakesItsName() throws {
        let desktop = try FakeDesktop()
        let owner = desktop.open { _ in .app("XTerm") }
        desktop.settle()
        var names: Set<String> = []
        for _ in 0..<20 {
            let dialog = desktop.open { _ in .dialog("Zenity", of: owner, size: PixelSize(width: 300, height: 160)) }
            desktop.settle()
            let panel = try #require(desktop.host.clients.client(dialog)?.panel)
            names.insert(panel)
            #expect(desktop.compositor.sheet(on: PanelID(try #require(desktop.host.clients.client(owner)?.panel))) == PanelID(panel))
            desktop.destroy(dialog)
            desktop.settle()
            #expect(desktop.compositor.panelManager.panels[PanelID(panel)] == nil, "its panel is forgotten")
            try FakeDesktopInvariants(desktop).check()
        }
        #expect(names == ["xterm-sheet-1"])
        #expect(desktop.host.apps.count == 1 && desktop.compositor.panelManager.panels.keys.filter(desktop.compositor.isHosted).count == 1)
    }
}

/// What the window manager answers a client, and does at the start, carried out over the fake host.
@Suite struct FakeHostRequestTests {
    @Test func aMinimisedWindowActivatedComesBackFocusedAndActive() throws {
        let desktop = try FakeDesktop()
        let first = desktop.open { _ in .app("XTerm") }
        let second = desktop.open { _ in .app("Mousepad") }
        desktop.settle()
        desktop.pass([(first, .managerRequest(.iconify))])
        desktop.settle()
        let panel = PanelID(try #require(desktop.host.clients.client(first)?.panel))
        #expect(desktop.compositor.panelManager.state(of: panel) == .minimised)
        #expect(desktop.server.shown.state.windowStates[first]?.contains(.hidden) == true)
        #expect(desktop.server.shown.state.active == second)
        desktop.pass([(first, .managerRequest(.activate))])
        desktop.settle()
        #expect(desktop.compositor.panelManager.state(of: panel) == .floating)
        #expect(desktop.server.shown.state.windowStates[first] == [.focused])
        #expect(desktop.server.shown.state.active == first && desktop.server.shown.focused == first)
        #expect(desktop.server.shown.frameStacking.last == first)
        try FakeDesktopInvariants(desktop).check()
    }

    @Test func aMoveAskedDuringExposeIsGrantedAtOnceWhileThePanelKeepsItsCell() throws {
        let desktop = try FakeDesktop()
        let window = desktop.open { _ in .app("XTerm") }
        desktop.settle()
        let panel = PanelID(try #require(desktop.host.clients.client(window)?.panel))
        desktop.compositor.toggleExpose()
        desktop.overlay.markChanged()
        desktop.settle()
        let cell = try #require(desktop.compositor.frame(of: panel))
        desktop.pass([(window, .configureRequest(width: 400, height: 300, at: RootPoint(x: 200, y: 150)))])
        // At once, in one pass: its frame's top-left where it asked (north-west gravity), its window under the title bar.
        let moved = try #require(desktop.compositor.panelManager.panels[panel]?.floatingFrame)
        #expect(moved.origin == Point(x: 200, y: 150))
        #expect(desktop.server.shown.frames[window]?.place == PixelRect(x: 200, y: 150 + Int(TitleBarLayout.height), width: 400, height: 300))
        #expect(desktop.compositor.frame(of: panel) == cell, "the panel keeps its cell while exposé shows")
        desktop.compositor.toggleExpose()
        desktop.overlay.markChanged()
        desktop.settle()
        #expect(desktop.compositor.frame(of: panel) == moved, "and is there when exposé ends")
        try FakeDesktopInvariants(desktop).check()
    }

    @Test func superDownFloatsAWindowThatMaximisedItselfAtItsOwnSize() throws {
        let desktop = try FakeDesktop()
        let window = desktop.open { _ in .maximised("XTerm", size: PixelSize(width: 300, height: 200)) }
        desktop.settle()
        let maximised = try #require(desktop.server.shown.frames[window]?.place)
        #expect(maximised.width == FakeDesktop.screen.width, "it starts maximised: \(maximised)")
        #expect(desktop.server.shown.state.windowStates[window]?.isSuperset(of: [.maximizedVertical, .maximizedHorizontal]) == true)
        #expect(desktop.manager.answerFloatAgainKey(KeyPress(.down, modifiers: .super)))
        desktop.settle()
        let restored = try #require(desktop.server.shown.frames[window]?.place)
        #expect((restored.width, restored.height) == (300, 200), "at its own size again: \(restored)")
        #expect(desktop.server.shown.state.windowStates[window]?.isDisjoint(with: [.maximizedVertical, .maximizedHorizontal]) == true)
        #expect(!desktop.manager.answerFloatAgainKey(KeyPress(.down, modifiers: .super)), "a window no longer maximised is left as it is")
        try FakeDesktopInvariants(desktop).check()
    }

    @Test func aFullScreenWindowIsShownByTheServerOverTheScreenAndReadWholeWhenItComesBack() throws {
        let desktop = try FakeDesktop()
        let window = desktop.open { _ in .app("Mpv") }
        desktop.settle()
        let before = try #require(desktop.server.shown.frames[window]?.place)
        desktop.pass([(window, .managerRequest(.changeState(.add, [.fullscreen])))])
        desktop.settle()
        #expect(desktop.server.shown.shownDirectly == [window])
        #expect(desktop.server.shown.frames[window]?.place == PixelRect(x: 0, y: 0, width: FakeDesktop.screen.width, height: FakeDesktop.screen.height))
        #expect(desktop.server.shown.state.overlay?.holes == [PixelRect(x: 0, y: 0, width: FakeDesktop.screen.width, height: FakeDesktop.screen.height)])
        let fetches = try #require(desktop.server.held[window]).wholeFetches
        desktop.pass([(window, .managerRequest(.changeState(.remove, [.fullscreen])))])
        desktop.settle()
        #expect(desktop.server.shown.shownDirectly.isEmpty)
        #expect(desktop.server.shown.frames[window]?.place == before, "back in its panel, at its size")
        #expect(desktop.server.shown.state.overlay?.holes == [])
        #expect(try #require(desktop.server.held[window]).wholeFetches > fetches, "its pixels read whole once it is redirected again")
        try FakeDesktopInvariants(desktop).check()
    }

    @Test func everyWindowTakenIsAskedToAnswerResizesWithARedraw() throws {
        let desktop = try FakeDesktop()
        let windows = (0..<3).map { i in desktop.open { _ in .app("XTerm\(i)") } }
        desktop.settle()
        #expect(desktop.server.carried.filter { if case .syncResizes = $0 { true } else { false } } == windows.map { .syncResizes($0) })
    }

    @Test func theSavedSpaceShowsWhenTheDisplaySaysNone() throws {
        var saved = SavedApps()
        saved.currentSpace = 2
        let found = try FakeDesktop(saved: saved, spacesFound: true)
        #expect(found.server.shown.state.spaces == SpacesShown(count: 4, current: 0), "the display's own word stands")
        let desktop = try FakeDesktop(saved: saved, spacesFound: false)
        #expect(desktop.server.shown.state.spaces == SpacesShown(count: 4, current: 2))
        #expect(desktop.host.clients.spaces.current == 2)
        let window = desktop.open { _ in .app("XTerm") }
        desktop.settle()
        #expect(desktop.server.shown.state.frames[window]?.desktop == 2, "a new window opens on the space that shows")
    }
}

/// Logging out over the fake host: every app asked to close, and the question one asks brought
/// forward with its space shown.
@Suite struct FakeHostLogOutTests {
    @Test func theQuestionAnAppAsksAtLogOutComesForwardWithItsSpaceShown() throws {
        let desktop = try FakeDesktop()
        let session = DesktopSession(manager: desktop.manager)
        let xterm = desktop.open { _ in .app("XTerm") }
        let mousepad = desktop.open { _ in
            var facts = ClientFacts.app("Mousepad")
            facts.desktop = 1
            return facts
        }
        desktop.settle()
        #expect(desktop.server.shown.state.spaces?.current == 0)
        session.logOut()
        session.reactForLogOut(to: .didAnswerLogOut(answer: .logOut), saving: {})
        #expect(desktop.server.askedToClose == [xterm, mousepad])
        // xterm closes; mousepad asks to save.
        desktop.destroy(xterm)
        let question = desktop.open { _ in .dialog("Mousepad", of: mousepad, size: PixelSize(width: 360, height: 140)) }
        session.followLogOut()
        desktop.settle()
        #expect(desktop.server.shown.state.spaces?.current == 1, "its space shows")
        #expect(desktop.server.shown.state.active == question && desktop.server.shown.focused == question)
        #expect(desktop.server.askedToClose == [xterm, mousepad], "nothing asked again, nothing killed")
        #expect(!desktop.server.carried.contains { if case .kill = $0 { true } else { false } })
        try FakeDesktopInvariants(desktop).check()
    }
}

/// Launching over the fake host: what a window says of its launch, and what counts against the
/// windows Flotilla hosts.
@Suite struct FakeHostLaunchTests {
    @Test func aWindowAnEarlierFlotillaLaunchedIsMarkedAgainAndCountsAsLaunched() throws {
        let desktop = try FakeDesktop()
        let window = desktop.open { _ in
            var facts = ClientFacts.app("Mousepad")
            facts.entryMark = "org.xfce.mousepad.desktop"
            return facts
        }
        let plain = desktop.open { _ in .app("XTerm") }
        desktop.settle()
        #expect(desktop.server.carried.contains(.markLaunched(window, entry: "org.xfce.mousepad.desktop")))
        #expect(!desktop.server.carried.contains { if case .markLaunched(plain, _) = $0 { true } else { false } })
        // What the session saves as launched, for the next login to start again.
        #expect(desktop.host.launchedRunning == ["org.xfce.mousepad.desktop"])
        desktop.destroy(window)
        #expect(desktop.host.launchedRunning == [], "once its window went, it no longer ran")
    }

    @Test func autostartedProgramsThatMapNoWindowLeaveLaunchingWorking() throws {
        let desktop = try FakeDesktop()
        for i in 0..<100 {
            let app = ClientPanel(AppSpec(id: PanelID("service-\(i)"), command: ["true"]), process: nil, at: desktop.clock.now)
            app.isAutostarted = true
            desktop.host.apps.append(app)
        }
        #expect(desktop.host.launchRefusal == nil, "windowless autostarted services do not count against the windows hosted")
        for i in 0..<Limits.maximumApps {
            desktop.host.apps.append(ClientPanel(AppSpec(id: PanelID("app-\(i)"), command: ["true"]), process: nil, at: desktop.clock.now))
        }
        #expect(desktop.host.launchRefusal == "\(Limits.maximumApps) apps' windows are open, the most one Flotilla hosts",
                "apps awaiting their windows do")
    }
}

/// `flotilla open --app` answered by a managing Flotilla over the fake host: the program started,
/// its window taken as that app's, where it asks.
@Suite struct FakeHostOpenAppTests {
    @Test func anOpenedProgramsWindowIsTakenAsItsAppWhereItAsks() throws {
        let desktop = try FakeDesktop()
        let reply = desktop.host.openApp(InstanceRequest.AppLaunch(command: ["sleep", "30"], directory: "/", environment: ["PATH": "/usr/bin:/bin"]),
                                         reserved: [])
        guard case .started(let panel, let pid) = reply, pid > 0 else { Issue.record("not started: \(reply)"); return }
        defer { kill(pid, SIGKILL) }
        #expect(panel == "sleep")
        let window = desktop.open { _ in
            var facts = ClientFacts.app("Sleep", size: PixelSize(width: 320, height: 200), at: RootPoint(x: 300, y: 240))
            facts.pid = pid
            facts.placementHints = PlacementHints([1])
            return facts
        }
        desktop.settle()
        #expect(desktop.host.clients.client(window)?.panel == "sleep", "its window is the started app's")
        #expect(desktop.host.app(inPanel: "sleep")?.process?.pid == pid)
        // Where it asked (-geometry), under Flotilla's title bar: its frame's top-left there (north-west gravity).
        #expect(desktop.server.shown.frames[window]?.place == PixelRect(x: 300, y: 240 + Int(TitleBarLayout.height), width: 320, height: 200))
        try FakeDesktopInvariants(desktop).check()
    }
}

/// The end of managing over the fake host: every window given back where it is shown, and a
/// Flotilla started over them moving none.
@Suite struct FakeHostReleaseTests {
    @Test func everyWindowIsGivenBackWhereItIsAndAManagerStartedOverThemMovesNone() throws {
        let first = try FakeDesktop()
        let windows = [first.open { _ in .app("XTerm") }, first.open { _ in .app("Mousepad", at: RootPoint(x: 500, y: 300)) }]
        first.settle()
        let shown = try windows.map { try #require(first.server.shown.frames[$0]?.place) }
        first.manager.releaseManagedWindows()
        #expect(first.server.held.isEmpty)
        for (window, place) in zip(windows, shown) {
            let program = try #require(first.server.programs[window])
            #expect(program.mapped && program.facts.geometry == place, "given back mapped where it was shown")
        }
        first.server.managerEnded()
        let second = try FakeDesktop(server: first.server)
        second.settle()
        #expect(Set(second.host.clients.taken.map(\.window)) == Set(windows))
        for (window, place) in zip(windows, shown) {
            #expect(second.server.shown.frames[window]?.place == place, "taken where it is: moved by none")
        }
        try FakeDesktopInvariants(second).check()
    }
}

/// A screen made larger while `manage` runs, over the fake host: filled by maximised and tiled
/// windows, the work area and the overlay grown with it.
@Suite struct FakeHostScreenTests {
    @Test func aScreenMadeLargerIsFilledByMaximisedAndTiledWindowsAndTheWorkArea() throws {
        let desktop = try FakeDesktop()
        let maximised = desktop.open { _ in .maximised("XTerm", size: PixelSize(width: 300, height: 200)) }
        let tiled = desktop.open { _ in .app("Mousepad") }
        desktop.settle()
        desktop.compositor.tile(panel: PanelID(try #require(desktop.host.clients.client(tiled)?.panel)), .leftHalf)
        desktop.overlay.markChanged()
        desktop.settle()
        let bar = Int(TitleBarLayout.height)
        #expect(desktop.server.shown.frames[maximised]?.place == PixelRect(x: 0, y: bar, width: 1280, height: 800 - bar))
        desktop.resizeScreen(to: PixelSize(width: 1920, height: 1080))
        desktop.settle()
        #expect(desktop.server.shown.frames[maximised]?.place == PixelRect(x: 0, y: bar, width: 1920, height: 1080 - bar), "maximised: fills the new screen")
        let half = try #require(desktop.server.shown.frames[tiled]?.place)
        #expect(half.x == 0 && half.width == 960 && half.y + half.height == 1080, "tiled: the new screen's left half: \(half)")
        #expect(desktop.server.shown.state.workArea == PixelRect(x: 0, y: 0, width: 1920, height: 1080))
        #expect(desktop.server.shown.state.overlay?.screen == PixelSize(width: 1920, height: 1080))
        try FakeDesktopInvariants(desktop).check()
    }
}
