import Desktop
import Testing

/// Which window holds the keyboard, and when the push gives it (the model side of the live tests
/// of a click, a new window, a dialog, a desktop window clicked and a window that goes).
@Suite("The keyboard, pushed")
struct KeyboardFocusTests {
    let own: WindowID = 0x1e7, xterm: WindowID = 0x200, desktop: WindowID = 0x5000

    func holder(_ panel: KeyboardFocus.Panel, desktop: WindowID? = nil, managing: Bool = true, holdsApps: Bool = true) -> WindowID? {
        KeyboardFocus.holder(panel: panel, desktop: desktop, own: own, managing: managing, holdsApps: holdsApps)
    }

    @Test func managingTheFocusedPanelsClientHoldsItElseTheDesktopWindowClickedElseFlotilla() {
        #expect(holder(.client(xterm), desktop: desktop) == xterm, "a focused panel comes before a desktop window")
        #expect(holder(.none, desktop: desktop) == desktop)
        #expect(holder(.none) == own, "no panel focused: Flotilla's keys work")
        #expect(holder(.none, holdsApps: false) == own, "at the start, before any window is taken")
        #expect(holder(.flotillas, desktop: desktop) == own, "Flotilla's own panel")
    }

    @Test func inAWindowOfItsOwnFlotillaTakesTheKeysBackFromItsAppsOnlyWhileItHoldsSome() {
        #expect(holder(.client(xterm), managing: false) == xterm)
        #expect(holder(.flotillas, managing: false) == own)
        #expect(holder(.none, managing: false) == own)
        #expect(holder(.flotillas, managing: false, holdsApps: false) == nil, "the desktop's window manager gives it")
        #expect(holder(.none, desktop: desktop, managing: false, holdsApps: false) == nil)
    }

    @Test func theFocusIsGivenOnlyWhenTheWindowWantedChanges() {
        var focus = KeyboardFocus()
        #expect(focus.change(to: own) == .focus(own))
        #expect(focus.change(to: own) == nil, "not again while it is wanted: a client moving it inside itself is not fought")
        #expect(focus.change(to: xterm) == .focus(xterm))
        #expect(focus.change(to: nil) == nil, "left as it is")
        #expect(focus.change(to: xterm) == .focus(xterm), "wanted again after a spell of none: given again")
        #expect(focus.change(to: xterm)?.description == nil)
        #expect(focus.change(to: own)?.description == "focus 0x1e7")
    }

    @Test func aWindowThatTookTheKeyboardWithItsMapIsNotGivenItAgain() {
        var focus = KeyboardFocus()
        _ = focus.change(to: own)
        focus.given(to: xterm)
        #expect(focus.change(to: xterm) == nil)
        #expect(focus.change(to: own) == .focus(own), "back to Flotilla when its panel loses the focus")
    }
}
