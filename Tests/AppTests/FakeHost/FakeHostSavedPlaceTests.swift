@testable import App
import Desktop
import Model
import Testing

/// A window of a kind the session file placed, over the fake host: a new one (a program started
/// again at the next login, or opened again) goes where the last of its kind was, on its space;
/// one its program placed itself (USPosition), or one shown already, stays where it is.
@Suite struct FakeHostSavedPlaceTests {
    static let place = Rect(x: 512, y: 160, width: 420, height: 330)

    /// What the session file says of mousepad's windows: floating at ``place``, on space `space`.
    func saved(space: Int? = nil) -> SavedApps {
        var saved = SavedApps()
        let container = Rect(origin: .zero, size: Size(width: Double(FakeDesktop.screen.width), height: Double(FakeDesktop.screen.height)))
        saved.places[PanelID("mousepad")] = PanelLayoutState.Panel(id: PanelID("mousepad"), placement: .floating,
                                                                  floatingFrame: PanelLayoutState.RelativeFrame(Self.place, in: container), space: space)
        return saved
    }

    func frame(_ desktop: FakeDesktop, of window: WindowID) throws -> Rect {
        let panel = try #require(desktop.host.clients.client(window)?.panel)
        return try #require(desktop.compositor.panelManager.frame(of: PanelID(panel)))
    }

    @Test func aNewWindowOfASavedKindOpensWhereTheLastWasOnItsSpace() throws {
        let desktop = try FakeDesktop(saved: saved(space: 2))
        let window = desktop.open { _ in
            var facts = ClientFacts.app("Mousepad")
            // Started again by the session: its launch's mark.
            facts.entryMark = "org.xfce.mousepad.desktop"
            return facts
        }
        desktop.settle()
        #expect(desktop.host.clients.client(window)?.panel == "mousepad")
        #expect(try frame(desktop, of: window) == Self.place)
        #expect(desktop.host.clients.spaces.place(of: window) == .on(2))
        // Another kind opens where it asks.
        let other = desktop.open { _ in .app("XTerm", at: RootPoint(x: 40, y: 60)) }
        desktop.settle()
        #expect(try frame(desktop, of: other) != Self.place)
        try FakeDesktopInvariants(desktop).check()
    }

    @Test func aWindowItsProgramPlacedOrOneShownAlreadyStaysWhereItIs() throws {
        let server = FakeServer(screen: FakeDesktop.screen)
        let shown = server.create { _ in .app("Mousepad", at: RootPoint(x: 30, y: 50)) }
        server.mapDirectly(shown)
        let desktop = try FakeDesktop(server: server, saved: saved())
        desktop.settle()
        #expect(try frame(desktop, of: shown) != Self.place, "a window shown before Flotilla started is taken where it is")
        let placed = desktop.open { _ in
            var facts = ClientFacts.app("Mousepad", at: RootPoint(x: 700, y: 400))
            // `-geometry +700+400`: USPosition, a place asked.
            (facts.placementHints.userPosition, facts.placementHints.asksPlace) = (true, true)
            return facts
        }
        desktop.settle()
        #expect(try frame(desktop, of: placed) != Self.place)
        // Its frame's top-left where it asked (north-west gravity).
        #expect(try frame(desktop, of: placed).origin == Point(x: 700, y: 400))
    }
}
