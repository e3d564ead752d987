@testable import App
import Desktop
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
        desktop.server.destroy(second)
        desktop.pass([(second, .unmapped), (second, .destroyed)])
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
            let dialog = desktop.open { _ in
                var facts = ClientFacts.app("Zenity", size: PixelSize(width: 300, height: 160))
                facts.types = ["DIALOG"]
                facts.transientFor = owner
                return facts
            }
            desktop.settle()
            let panel = try #require(desktop.host.clients.client(dialog)?.panel)
            names.insert(panel)
            #expect(desktop.compositor.sheet(on: PanelID(try #require(desktop.host.clients.client(owner)?.panel))) == PanelID(panel))
            desktop.server.destroy(dialog)
            desktop.pass([(dialog, .unmapped), (dialog, .destroyed)])
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
