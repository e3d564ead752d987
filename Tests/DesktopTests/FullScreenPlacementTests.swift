import Desktop
import Testing

/// A window the server shows itself, full screen, as values (the model side of the live
/// full-screen tests): where it is put is the held client's, it is unredirected only once it is
/// there and redirected again before it is put back, and its frames are restacked as it goes in
/// and out, with no cache of what was pushed to clear.
@Suite("Full screen, placed by the push")
struct FullScreenPlacementTests {
    let xterm: WindowID = 0x200, mpv: WindowID = 0x300
    let monitor = PixelRect(x: 1280, y: 0, width: 1920, height: 1080)

    func lines(_ wanted: FramePlacements, since pushed: FramePlacements) -> String {
        wanted.changes(since: pushed).map(\.description).joined(separator: "\n")
    }

    var resting: FramePlacements {
        FramePlacements(frames: [xterm: .init(place: PixelRect(x: 40, y: 84, width: 484, height: 316)),
                                 mpv: .init(place: PixelRect(x: 300, y: 200, width: 640, height: 480))],
                        stacking: [xterm, mpv])
    }

    @Test func goingFullScreenPutsItOverItsMonitorThenUnredirectsItAndRestacksEvenWhenTheOrderStays() {
        var full = resting
        full.frames[mpv] = .init(place: monitor, inputRegion: nil)
        full.shownDirectly = [mpv]
        #expect(lines(full, since: resting) == """
            0x300 frame 1920x1080+1280+0
            0x300 shown by the server
            restack 0x200 0x300
            """, "shown by the server over its monitor, never at its old size; raised above the docks as it went, it is stacked under them again")
        #expect(full.changes(since: full).isEmpty)
        var back = full
        back.frames[mpv] = .init(place: PixelRect(x: 300, y: 200, width: 640, height: 480), inputRegion: [])
        back.shownDirectly = []
        #expect(lines(back, since: full) == """
            0x300 redirected again
            0x300 frame 640x480+300+200
            0x300 input none
            restack 0x200 0x300
            """, "Flotilla's again before it is put back")
    }

    @Test func aWindowLetGoWhileFullScreenIsNotRedirectedAgain() {
        var full = resting
        full.frames[mpv] = .init(place: monitor, inputRegion: nil)
        full.shownDirectly = [mpv]
        var gone = full
        gone.frames[mpv] = nil
        gone.stacking = [xterm]
        gone.shownDirectly = []
        #expect(lines(gone, since: full) == "restack 0x200", "given back as it is (the server shows it), not Flotilla's again")
    }

    @Test func aHeldClientKeepsTheMonitorItIsShownOverUntilItsPanelHasItAgain() throws {
        var clients = ManagedClients()
        clients.take(mpv, panel: "mpv")
        clients.showDirectly(mpv, over: monitor)
        #expect(clients.client(mpv)?.shownDirectly == monitor)
        clients.showDirectly(xterm, over: monitor)
        #expect(clients.client(xterm) == nil, "a window not held is not shown")
        clients.showDirectly(mpv, over: nil)
        #expect(clients.client(mpv)?.shownDirectly == nil)
        clients.showDirectly(mpv, over: monitor)
        _ = clients.letGo(mpv)
        clients.take(mpv, panel: "mpv")
        #expect(clients.client(mpv)?.shownDirectly == nil, "taken again, its panel has it")
    }
    /// The monitors changed (one removed, the screen resized): each full-screen window covers the
    /// monitor its panel is most on now, and only those are shown again.
    @Test func theMonitorsChangingPutsEachFullScreenWindowOverItsMonitorNow() {
        var clients = ManagedClients()
        let film: WindowID = 0x400, other: WindowID = 0x500, xterm: WindowID = 0x600
        for (window, panel) in [(film, "mpv"), (other, "mpv-2"), (xterm, "xterm")] { clients.take(window, panel: panel) }
        let left = PixelRect(x: 0, y: 0, width: 1280, height: 800), right = PixelRect(x: 1280, y: 0, width: 1920, height: 1080)
        clients.showDirectly(film, over: right)
        clients.showDirectly(other, over: left)
        let refitted = clients.refitShownDirectly { $0 == film ? left : nil }
        #expect(refitted == [film, other], "in the order taken; the xterm is not full screen")
        #expect(clients.client(film)?.shownDirectly == left, "its monitor went: over the one its panel is on now")
        #expect(clients.client(other)?.shownDirectly == left, "no monitor said: where it was")
        #expect(clients.client(xterm)?.shownDirectly == nil)
    }
}
