import Desktop
import Testing

/// What the window manager does to windows no panel takes, and to a window it closes: the
/// commands App carries out, decided without X.
@Suite("Commands to windows")
struct WindowCommandTests {
    let window: WindowID = 0x600

    @Test func aWindowNoPanelTakesIsMappedKeptAsADockOrCompositedAboveOrUnderEveryOther() {
        #expect(ClientRole.leftAlone.commands(for: window) == [.map(window)])
        #expect(ClientRole.notOurs.commands(for: window) == [.map(window)])
        #expect(ClientRole.dock.commands(for: window) == [.keepDock(window)], "mapped by the dock's keeping, its struts read")
        #expect(ClientRole.desktop.commands(for: window) == [.map(window), .lower(window), .watchPresses(window)])
        #expect(ClientRole.inPlace.commands(for: window) == [.map(window), .raise(window)])
        for role in [ClientRole.dialog(ofApp: "gimp"), .palette(ofApp: "gimp"), .firstWindow(ofApp: "xterm"),
                     .newWindow(key: "xterm", instance: "xterm", title: nil)] {
            #expect(role.commands(for: window).isEmpty, "\(role): a panel takes it")
        }
    }

    @Test func aCirculateRequestRestacksTheWindowItNames() {
        #expect(WindowCommand.circulating(window, toTop: true) == .raise(window))
        #expect(WindowCommand.circulating(window, toTop: false) == .lower(window))
    }

    @Test func closingAHeldWindowAsksItPingsItThenKillsItAndNothingForOneNotHeld() {
        var clients = ManagedClients()
        clients.take(window, panel: "xterm")
        #expect(clients.close(window, at: 10, deletes: true, pings: true) == [.askToClose(window), .ping(window)])
        #expect(clients.close(window, at: 11, deletes: true, pings: true) == [.kill(window)], "the ping went unanswered for 1 s: it hangs")
        #expect(clients.close(0x999, at: 11, deletes: true, pings: true).isEmpty)
        clients.letGo(window)
        clients.take(window, panel: "xterm")
        #expect(clients.close(window, at: 12, deletes: false, pings: false) == [.kill(window)], "taken again it starts afresh; no WM_DELETE_WINDOW: killed")
    }
}
