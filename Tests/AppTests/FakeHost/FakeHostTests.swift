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
