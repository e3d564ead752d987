import Desktop
import Model
import Testing

/// Maximising a window's panel without an X server: the work area of its monitor along each
/// maximised axis, and the frame from before given back.
@Suite("Where a maximised window goes")
struct MaximisingTests {
    let left = Rect(x: 0, y: 0, width: 1280, height: 800), right = Rect(x: 1280, y: 0, width: 1920, height: 1080)
    let dock = 40.0

    /// The work area of the monitor `frame` is most on: a dock along the top of the left one.
    func workArea(_ frame: Rect) -> Rect {
        let monitor = MonitorPlacement.monitor(under: frame, among: [left, right])!
        return monitor == left ? Rect(x: 0, y: dock, width: 1280, height: 800 - dock) : monitor
    }

    func clients(_ states: Set<WindowState>) -> ManagedClients {
        var clients = ManagedClients()
        clients.take(0x200, panel: "gimp")
        for state in states { clients.set(state, true, of: 0x200) }
        return clients
    }

    @Test func bothAxesFillTheWorkAreaOfTheMonitorTheWindowIsMostOn() {
        var onLeft = clients([.maximizedVertical, .maximizedHorizontal])
        #expect(onLeft.maximisedFrame(of: 0x200, current: Rect(x: 100, y: 100, width: 400, height: 300), workArea: workArea)
                == Rect(x: 0, y: 40, width: 1280, height: 760))
        var mostlyRight = clients([.maximizedVertical, .maximizedHorizontal])
        #expect(mostlyRight.maximisedFrame(of: 0x200, current: Rect(x: 1200, y: 100, width: 400, height: 300), workArea: workArea) == right)
    }

    @Test func oneAxisKeepsTheOtherFromBefore() {
        var tall = clients([.maximizedVertical])
        #expect(tall.maximisedFrame(of: 0x200, current: Rect(x: 100, y: 100, width: 400, height: 300), workArea: workArea)
                == Rect(x: 100, y: 40, width: 400, height: 760))
    }

    /// Maximised along one axis, then the other, then neither: back where it was before the first,
    /// not where the first axis left it.
    @Test func theFrameFromBeforeTheFirstAxisIsGivenBackWhenNoneIsLeft() {
        var c = clients([.maximizedVertical])
        let before = Rect(x: 100, y: 100, width: 400, height: 300)
        let tall = c.maximisedFrame(of: 0x200, current: before, workArea: workArea)!
        c.set(.maximizedHorizontal, true, of: 0x200)
        #expect(c.maximisedFrame(of: 0x200, current: tall, workArea: workArea) == Rect(x: 0, y: 40, width: 1280, height: 760))
        c.set(.maximizedVertical, false, of: 0x200)
        c.set(.maximizedHorizontal, false, of: 0x200)
        #expect(c.maximisedFrame(of: 0x200, current: tall, workArea: workArea) == before)
        #expect(c.maximisedFrame(of: 0x200, current: before, workArea: workArea) == nil, "nothing left to give back")
    }

    @Test func aWindowLetGoForgetsItsFrameFromBefore() {
        var c = clients([.maximizedVertical])
        _ = c.maximisedFrame(of: 0x200, current: Rect(x: 100, y: 100, width: 400, height: 300), workArea: workArea)
        c.letGo(0x200)
        c.take(0x200, panel: "gimp")
        #expect(c.client(0x200)?.unmaximisedFrame == nil)
        #expect(c.maximisedFrame(of: 0x200, current: .zero, workArea: workArea) == nil)
    }

    @Test func aFrameOnNoMonitorGoesToTheNearest() {
        #expect(MonitorPlacement.monitor(under: Rect(x: 3500, y: 100, width: 100, height: 100), among: [left, right]) == right)
        #expect(MonitorPlacement.monitor(under: Rect(x: 1200, y: 0, width: 160, height: 10), among: [left, right]) == left,
                "as much on each: the first")
        #expect(MonitorPlacement.monitor(under: .zero, among: []) == nil)
    }
    /// Issue 65 (the live tests of monitors and docks changing): when the work areas change, each
    /// maximised window fills its monitor's again along its maximised axes, where its panel floats;
    /// one on a monitor removed goes to the nearest; one maximised along no axis is left.
    @Test func theWorkAreasChangingRefitsEveryMaximisedWindowAndNoOther() {
        var c = ManagedClients()
        let full: WindowID = 0x200, tall: WindowID = 0x300, floating: WindowID = 0x400, unshown: WindowID = 0x500
        for (window, panel) in [(full, "gimp"), (tall, "xterm"), (floating, "xclock"), (unshown, "zenity")] { c.take(window, panel: panel) }
        for state in [WindowState.maximizedVertical, .maximizedHorizontal] { c.set(state, true, of: full) }
        c.set(.maximizedVertical, true, of: tall)
        c.set(.maximizedVertical, true, of: unshown)
        let frames: [WindowID: Rect] = [full: Rect(x: 1300, y: 20, width: 1800, height: 1000), tall: Rect(x: 100, y: 100, width: 400, height: 300),
                                        floating: Rect(x: 50, y: 50, width: 200, height: 200)]
        let refits = c.refitMaximised(floating: { frames[$0] }, workArea: workArea)
        #expect(refits.map(\.window) == [full, tall], "in the order taken; none for a window with no floating frame or not maximised")
        #expect(refits.map(\.frame) == [right, Rect(x: 100, y: 40, width: 400, height: 760)])
        // The right monitor removed: the full window, on none now, fills the nearest (the left's work area).
        let leftOnly = { (frame: Rect) in
            MonitorPlacement.monitor(under: frame, among: [self.left]) == self.left ? Rect(x: 0, y: self.dock, width: 1280, height: 800 - self.dock) : frame
        }
        let after = c.refitMaximised(floating: { $0 == full ? self.right : frames[$0] }, workArea: leftOnly)
        #expect(after.first { $0.window == full }?.frame == Rect(x: 0, y: 40, width: 1280, height: 760))
        c.set(.maximizedVertical, false, of: tall)
        #expect(c.refitMaximised(floating: { frames[$0] }, workArea: workArea).map(\.window) == [full],
                "maximised no longer: it stays where it is when the work areas change")
    }
    /// Super+Down on a window its app maximised (issue 65: the live test's answer, without X):
    /// maximised along no axis any more, back at the frame its panel had before; the key is not
    /// the window's to answer when it is maximised along neither axis.
    @Test func superDownFloatsAMaximisedWindowAgainAtItsFrameFromBefore() {
        var c = clients([.maximizedVertical, .maximizedHorizontal])
        let own = Rect(x: 100, y: 100, width: 300, height: 244)
        #expect(c.maximisedFrame(of: 0x200, current: own, workArea: workArea) == Rect(x: 0, y: 40, width: 1280, height: 760), "it starts maximised")
        let floated = c.floatAgain(0x200)
        #expect(floated)
        #expect(c.client(0x200)?.states == [], "maximised no longer")
        #expect(c.maximisedFrame(of: 0x200, current: Rect(x: 0, y: 40, width: 1280, height: 760), workArea: workArea) == own, "at its own size again")
        let floatedAgain = c.floatAgain(0x200)
        #expect(!floatedAgain, "not maximised: the key is not its")
        var tall = clients([.maximizedVertical, .fullscreen])
        let tallFloated = tall.floatAgain(0x200)
        #expect(tallFloated && tall.client(0x200)?.states == [.fullscreen], "one axis is enough; full screen is left")
        let otherFloated = tall.floatAgain(0x999)
        #expect(!otherFloated, "a window not held")
    }
}
