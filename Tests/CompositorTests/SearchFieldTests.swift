import Compositor
import Input
import Model
import Testing

@Suite("The search field: springing in, typing, choosing")
struct SearchFieldTests {
    /// Installed applications for the field: a terminal, a text editor, a map.
    static func applications() throws -> [DesktopEntry] {
        try [("terminal", "Terminal", "Terminal Emulator"), ("text-editor", "Text Editor", "Editor"), ("maps", "Maps", "Maps")].map { id, name, generic in
            try DesktopEntry(KeyFile(parsing: "[Desktop Entry]\nType=Application\nName=\(name)\nGenericName=\(generic)\nExec=\(id)\n"),
                             id: id + ".desktop", path: "/apps/\(id).desktop", locale: nil)
        }
    }

    /// The two-panel scene ("a" and "b", titled A and B) with the field open.
    func opened(_ clock: ManualClock) throws -> Compositor {
        let c = Compositor(scene: Floating.twoPanels(), clock: clock)
        _ = c.nextFrame()
        #expect(c.openSearch(applications: try Self.applications()))
        return c
    }

    func type(_ c: Compositor, _ text: String, clock: ManualClock) {
        for ch in text { c.handle(.key(KeyPress(ch == " " ? .space : .character(ch), text: String(ch)), time: clock.now)) }
    }

    func searchLayer(_ frame: Frame) -> LayerItem? {
        frame.displayList.items.lazy.compactMap { if case .layer(let l) = $0, l.id == .surface(.search) { l } else { nil } }.first
    }

    @Test func itSpringsInAThirdOfTheWayDownAndOutWhenClosed() throws {
        let clock = ManualClock()
        let c = try opened(clock)
        let first = c.nextFrame()
        #expect(Floating.floatingEvents(first.events) == [.didOpenSearch])
        let start = try #require(searchLayer(first))
        #expect(start.opacity == 0 && abs(start.scale - 0.94) < 1e-9)
        clock.advance(by: 0.1)
        let mid = try #require(searchLayer(c.nextFrame()))
        #expect(mid.opacity > 0.3 && mid.scale > 0.95 && mid.scale < 1.01, "\(mid.opacity) \(mid.scale)")
        settle(c, clock: clock)
        let rest = try #require(searchLayer(c.nextFrame()))
        #expect(rest.opacity == 1 && rest.scale == 1)
        #expect(rest.origin == LaunchFieldLayout(results: 0, on: Rect(x: 0, y: 0, width: 1024, height: 768)).plate.origin)
        #expect(c.isSearching)
        c.handle(.key(KeyPress(.escape), time: clock.now))
        #expect(!c.isSearching)
        #expect(Floating.floatingEvents(c.nextFrame().events) == [.didCloseSearch])
        settle(c, clock: clock)
        #expect(searchLayer(c.nextFrame()) == nil, "faded out and gone")
    }

    @Test func withReducedMotionItOnlyFades() throws {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.twoPanels(), clock: clock)
        c.motionPreference = .reduced
        _ = c.nextFrame()
        c.openSearch(applications: try Self.applications())
        clock.advance(by: 0.15)
        let layer = try #require(searchLayer(c.nextFrame()))
        #expect(layer.scale == 1 && layer.opacity > 0 && layer.opacity < 1)
        clock.advance(by: 0.1)
        #expect(searchLayer(c.nextFrame())?.opacity == 1, "a cross-fade is over within 0.2 s")
    }

    @Test func enterOnAnApplicationAsksTheHostToLaunchIt() throws {
        let clock = ManualClock()
        let c = try opened(clock)
        type(c, "te", clock: clock)
        c.handle(.key(KeyPress(.down), time: clock.now))
        c.handle(.key(KeyPress(.enter), time: clock.now))
        let events = Floating.floatingEvents(c.nextFrame().events)
        #expect(events == [.didOpenSearch, .didRequestLaunch(app: "text-editor.desktop"), .didCloseSearch])
    }

    /// The session's actions offered (a managed desktop's): typing "log" finds Log Out, and Enter
    /// asks the host for it (`did-request-action`), the field closing.
    @Test func enterOnAnActionRowAsksTheHostForIt() throws {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.twoPanels(), clock: clock)
        _ = c.nextFrame()
        #expect(c.openSearch(applications: try Self.applications(), actions: SessionAction.allCases))
        type(c, "log", clock: clock)
        c.handle(.key(KeyPress(.enter), time: clock.now))
        let events = Floating.floatingEvents(c.nextFrame().events)
        #expect(events == [.didOpenSearch, .didRequestAction(action: .logOut), .didCloseSearch], "\(events)")
    }

    @Test func enterOnAWindowBringsItForwardAndShowsItsSpace() throws {
        let clock = ManualClock()
        let c = try opened(clock)
        c.setSpaces(PanelSpaces(count: 2, current: 0, spaceOf: ["a": 1, "b": 0]))
        _ = c.nextFrame()
        type(c, "a", clock: clock)
        c.handle(.key(KeyPress(.enter), time: clock.now))
        let events = Floating.floatingEvents(c.nextFrame().events)
        #expect(events.contains(.didRequestSpace(space: 1)) && events.contains(.didFocus(panel: "a")), "\(events)")
        #expect(c.panelManager.focusedID == "a")
    }

    /// Issue 60: the name of an app whose window is open, then Enter, brings that window forward;
    /// typed again with it in front, Enter launches another.
    @Test func enterOnAnOpenAppsNameBringsItsWindowForwardThenLaunchesAnother() throws {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.twoPanels(), clock: clock)
        c.focus(panel: "b")
        _ = c.nextFrame()
        let apps = try Self.applications()
        #expect(c.openSearch(applications: apps, windowApps: ["a": "terminal.desktop"]))
        type(c, "term", clock: clock)
        c.handle(.key(KeyPress(.enter), time: clock.now))
        var events = Floating.floatingEvents(c.nextFrame().events)
        #expect(events.contains(.didFocus(panel: "a")) && !events.contains(.didRequestLaunch(app: "terminal.desktop")), "\(events)")
        _ = settle(c, clock: clock)
        #expect(c.openSearch(applications: apps, windowApps: ["a": "terminal.desktop"]))
        type(c, "term", clock: clock)
        c.handle(.key(KeyPress(.enter), time: clock.now))
        events = Floating.floatingEvents(c.nextFrame().events)
        #expect(events.contains(.didRequestLaunch(app: "terminal.desktop")), "\(events)")
    }

    /// Issue 60: Control+A selects the field's text (drawn on the accent's tint, no caret); what
    /// is typed next replaces it.
    @Test func controlASelectsTheTextAndTypingReplacesIt() throws {
        let clock = ManualClock()
        let c = try opened(clock)
        type(c, "term", clock: clock)
        c.handle(.key(KeyPress(.character("a"), modifiers: .control), time: clock.now))
        let selected = try #require(searchLayer(c.nextFrame())?.content.items.compactMap { item -> TextStyle? in
            if case .text("term", _, let style) = item { style } else { nil }
        }.first, "the query without its caret")
        #expect(selected.highlight != nil)
        type(c, "ma", clock: clock)
        let texts = searchLayer(c.nextFrame())?.content.items.compactMap { item -> String? in if case .text(let t, _, _) = item { t } else { nil } } ?? []
        #expect(texts.contains("ma▏") && texts.contains("Maps") && !texts.contains("Terminal"), "\(texts)")
    }

    /// Issue 59: a pinned window is found too, and Enter brings it forward.
    @Test func aPinnedWindowIsFound() throws {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.twoPanels(), clock: clock)
        #expect(c.pin(panel: "a", to: .right))
        c.focus(panel: "b")
        _ = c.nextFrame()
        #expect(c.openSearch(applications: try Self.applications()))
        type(c, "a", clock: clock)
        c.handle(.key(KeyPress(.enter), time: clock.now))
        let events = Floating.floatingEvents(c.nextFrame().events)
        #expect(events.contains(.didFocus(panel: "a")), "\(events)")
        #expect(c.panelManager.focusedID == "a" && c.panelManager.state(of: "a").isPinned)
    }

    @Test func whileItShowsItHasTheKeysAndAPressOutsideClosesIt() throws {
        let clock = ManualClock()
        let c = try opened(clock)
        c.handle(.key(KeyPress(.tab), time: clock.now))
        c.handle(.key(KeyPress(.character("p")), time: clock.now))
        #expect(c.panelManager.focusedID == "b" && c.panelManager.state(of: "b") == .floating, "no panel key reached the panels")
        c.handle(.pointerPressed(Point(x: 10, y: 700), button: 1, time: clock.now))
        c.handle(.pointerReleased(Point(x: 10, y: 700), button: 1, time: clock.now))
        #expect(!c.isSearching)
        #expect(c.panelManager.focusedID == "b", "the press only closed the field")
    }

    @Test func aClickOnAResultChoosesIt() throws {
        let clock = ManualClock()
        let c = try opened(clock)
        type(c, "m", clock: clock)
        let row = LaunchFieldLayout(results: 1, on: Rect(x: 0, y: 0, width: 1024, height: 768)).rows[0]
        c.handle(.pointerPressed(row.center, button: 1, time: clock.now))
        c.handle(.pointerReleased(row.center, button: 1, time: clock.now))
        #expect(Floating.floatingEvents(c.nextFrame().events).contains(.didRequestLaunch(app: "maps.desktop")))
    }

    @Test func anApplicationWithAnIconFileShowsItAndOneWithoutShowsItsLetter() throws {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.twoPanels(), clock: clock)
        _ = c.nextFrame()
        c.openSearch(applications: try Self.applications(), icons: ["maps.desktop": "/icons/maps.svg"])
        type(c, "m", clock: clock)
        let items = try #require(searchLayer(c.nextFrame())).items
        let tile = LaunchFieldLayout(results: 2, on: Rect(x: 0, y: 0, width: 1024, height: 768))
        #expect(items.contains(.image(path: "/icons/maps.svg", frame: Rect(x: 16, y: tile.rows[0].midY - tile.plate.minY - 16, width: 32, height: 32))))
        #expect(items.contains { if case .text("T", _, _) = $0 { true } else { false } }, "Terminal, with no icon, shows its letter")
    }

    @Test func typingInExposeOpensTheFieldWhereOneIsOfferedAndExposeKeysTakeSuper() throws {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.twoPanels(), clock: clock)
        _ = c.nextFrame()
        c.setSpaces(PanelSpaces(count: 2, current: 0))
        c.handle(.key(KeyPress(.function(3)), time: clock.now))
        #expect(c.panelManager.isExposing)
        // Offered nothing: plain keys stay exposé's, and no field opens.
        c.handle(.key(KeyPress(.character("m"), text: "m"), time: clock.now))
        #expect(!c.isSearching)
        c.offerSearch(applications: try Self.applications())
        let row = { c.nextFrame().displayList.items.contains { if case .layer(let l) = $0 { l.id == .surface(.spacesRow) } else { false } } }
        #expect(row(), "the row of spaces shows")
        c.handle(.key(KeyPress(.character("m"), text: "m"), time: clock.now))
        #expect(c.isSearching && c.panelManager.isExposing)
        #expect(!row(), "it gives way to the field")
        c.handle(.key(KeyPress(.escape), time: clock.now))
        #expect(!c.isSearching && c.panelManager.isExposing, "Escape closes the field; exposé stays")
        // Super+F3 is F3: exposé ends.
        c.handle(.key(KeyPress(.function(3), modifiers: .super), time: clock.now))
        #expect(!c.panelManager.isExposing)
    }
}
