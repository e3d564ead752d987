import Desktop
import Model
import Testing

/// Which window holds the keyboard, and when the push gives it (the model side of the live tests
/// of a click, a new window, a dialog, a desktop window clicked and a window that goes).
@Suite("The keyboard, pushed")
struct KeyboardFocusTests {
    let own: WindowID = 0x1e7, xterm: WindowID = 0x200, desktop: WindowID = 0x5000

    func holder(_ panel: KeyboardFocus.Panel, _ focus: KeyboardFocus = KeyboardFocus(), managing: Bool = true, holdsApps: Bool = true) -> WindowID? {
        focus.holder(panel: panel, own: own, managing: managing, holdsApps: holdsApps)
    }

    @Test func managingTheFocusedPanelsClientHoldsItElseTheDesktopWindowClickedElseFlotilla() {
        var clicked = KeyboardFocus()
        clicked.desktopClicked(desktop)
        #expect(holder(.client(xterm), clicked) == xterm, "a focused panel comes before a desktop window")
        #expect(holder(.none, clicked) == desktop)
        #expect(holder(.none) == own, "no panel focused: Flotilla's keys work")
        #expect(holder(.none, holdsApps: false) == own, "at the start, before any window is taken")
        #expect(holder(.flotillas, clicked) == own, "Flotilla's own panel")
        clicked.desktopWent(0x6000)
        #expect(holder(.none, clicked) == desktop, "another window went")
        clicked.desktopWent(desktop)
        #expect(holder(.none, clicked) == own, "the desktop window went")
    }

    @Test func aFrameWithAPanelFocusedEndsTheDesktopWindowsHoldAndIsTheActiveOnesFromThen() {
        var focus = KeyboardFocus()
        focus.desktopClicked(desktop)
        focus.frameShown(focused: nil)
        #expect(focus.desktop == desktop && focus.given == nil, "a frame with no panel focused keeps it")
        focus.frameShown(focused: "xterm")
        #expect(focus.desktop == nil)
        #expect(focus.given == "xterm")
        #expect(holder(.none, focus) == own, "the panel blurred again: not the desktop window of before")
    }

    @Test func inAWindowOfItsOwnFlotillaTakesTheKeysBackFromItsAppsOnlyWhileItHoldsSome() {
        #expect(holder(.client(xterm), managing: false) == xterm)
        #expect(holder(.flotillas, managing: false) == own)
        #expect(holder(.none, managing: false) == own)
        #expect(holder(.flotillas, managing: false, holdsApps: false) == nil, "the desktop's window manager gives it")
        var clicked = KeyboardFocus()
        clicked.desktopClicked(desktop)
        #expect(holder(.none, clicked, managing: false, holdsApps: false) == nil)
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
        focus.tookItWithItsMap(xterm)
        #expect(focus.change(to: xterm) == nil)
        #expect(focus.change(to: own) == .focus(own), "back to Flotilla when its panel loses the focus")
    }
}
