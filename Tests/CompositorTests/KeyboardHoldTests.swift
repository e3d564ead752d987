import Compositor
import Input
import Model
import Testing

/// When the whole keyboard is Flotilla's (``Compositor/holdsKeyboard(managingDisplay:)``, the
/// one rule a live window's keyboard grab follows): the switcher and a window's menu anywhere;
/// exposé, the search field and the log-out prompt only on a display Flotilla manages.
@Suite("Holding the keyboard")
struct KeyboardHoldTests {
    func holds(_ c: Compositor) -> (window: Bool, managing: Bool) {
        (c.holdsKeyboard(managingDisplay: false), c.holdsKeyboard(managingDisplay: true))
    }

    @Test func theSwitcherAndAWindowMenuHoldItInEveryWindow() {
        let (c, clock) = HostedSheetTests.hosting()
        #expect(holds(c) == (false, false), "nothing holds it at rest")
        c.handle(.key(KeyPress(.tab, modifiers: .alt), time: clock.now))
        #expect(holds(c) == (true, true), "the switcher waits for Alt's release")
        c.handle(.modifiersReleased(held: [], time: clock.now))
        _ = settle(c, clock: clock)
        #expect(holds(c) == (false, false), "Alt let go ends it")

        #expect(c.openWindowMenu(panel: "xterm", at: Point(x: 100, y: 100)))
        #expect(holds(c) == (true, true), "the menu's keys")
        c.handle(.key(KeyPress(.escape), time: clock.now))
        _ = settle(c, clock: clock)
        #expect(holds(c) == (false, false), "Escape closed the menu")
    }

    @Test func exposeSearchAndTheLogOutPromptHoldItOnAManagedDisplay() {
        let (c, clock) = HostedSheetTests.hosting()
        c.toggleExpose()
        #expect(holds(c) == (false, true), "exposé: typing there searches")
        c.toggleExpose()
        _ = settle(c, clock: clock)
        #expect(holds(c) == (false, false))

        #expect(c.openSearch(applications: []))
        #expect(holds(c) == (false, true))
        #expect(c.closeSearch())
        #expect(holds(c) == (false, false))

        #expect(c.askLogOut(apps: ["xterm"]))
        #expect(holds(c) == (false, true), "asking, the prompt takes the keys")
        c.waitForLogOut(apps: ["xterm"])
        #expect(holds(c) == (false, false), "waiting for the apps, the keyboard is theirs")
    }

    @Test func endingTheHoldingModesLetsGo() {
        let (c, clock) = HostedSheetTests.hosting()
        c.toggleExpose()
        #expect(c.openSearch(applications: []))
        c.handle(.key(KeyPress(.tab, modifiers: .alt), time: clock.now))
        c.endHoldingModes()
        _ = settle(c, clock: clock)
        #expect(holds(c) == (false, false), "a screen locker about to grab finds it free")
    }
    /// While a screen locker runs, no mode of Flotilla's takes the keyboard: the locker's grab
    /// would fail (the live test of Super+L: what is typed reaches no app, nor Flotilla).
    @Test func nothingTakesTheKeyboardWhileAScreenLockerRuns() {
        let (c, clock) = HostedSheetTests.hosting()
        c.handle(.key(KeyPress(.tab, modifiers: .alt), time: clock.now))
        #expect(c.takesKeyboard(managingDisplay: true, locked: false), "the switcher")
        #expect(!c.takesKeyboard(managingDisplay: true, locked: true), "locked: the locker's")
        c.handle(.modifiersReleased(held: [], time: clock.now))
        _ = settle(c, clock: clock)
        #expect(c.takesKeyboard(managingDisplay: true, locked: false, searchOpening: true), "the field about to open takes it first")
        #expect(!c.takesKeyboard(managingDisplay: false, locked: false, searchOpening: true), "not in a window of its own")
        #expect(!c.takesKeyboard(managingDisplay: true, locked: true, searchOpening: true))
    }
}
