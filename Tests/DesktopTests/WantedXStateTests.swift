import Desktop
import Testing

/// The push: what a managed display's X state must be written, read as text, without an X server.
@Suite("The X state pushed after a frame")
struct WantedXStateTests {
    let xterm: WindowID = 0x200, gimp: WindowID = 0x300, dialog: WindowID = 0x400

    func lines(_ wanted: WantedXState, since pushed: WantedXState = WantedXState()) -> String {
        wanted.changes(since: pushed).map(\.description).joined(separator: "\n")
    }

    var twoClients: WantedXState {
        WantedXState(clients: [xterm, gimp], stacking: [gimp, xterm], active: xterm,
                     windowStates: [xterm: [.focused], gimp: [.maximizedVertical, .maximizedHorizontal]],
                     frames: [xterm: ClientFrame(top: 44), gimp: ClientFrame(top: 0)], workArea: PixelRect(x: 0, y: 0, width: 1280, height: 760))
    }

    @Test func theFirstPushWritesEverythingRootFirstThenEachClientInTheOrderTaken() {
        #expect(lines(twoClients) == """
            _NET_CLIENT_LIST 0x200 0x300
            _NET_CLIENT_LIST_STACKING 0x300 0x200
            _NET_ACTIVE_WINDOW 0x200
            _NET_WORKAREA 0 0 1280 760
            0x200 _NET_WM_STATE [FOCUSED] WM_STATE Normal
            0x200 _NET_FRAME_EXTENTS 0 0 44 0 _NET_WM_DESKTOP 0
            0x300 _NET_WM_STATE [MAXIMIZED_VERT MAXIMIZED_HORZ] WM_STATE Normal
            0x300 _NET_FRAME_EXTENTS 0 0 0 0 _NET_WM_DESKTOP 0
            """)
    }

    @Test func anUnchangedStateWritesNothing() {
        #expect(twoClients.changes(since: twoClients).isEmpty)
    }

    @Test func focusMovingRewritesTheActiveWindowAndTheTwoStatesOnly() {
        var next = twoClients
        next.active = gimp
        next.stacking = [xterm, gimp]
        next.windowStates = [xterm: [], gimp: [.maximizedVertical, .maximizedHorizontal, .focused]]
        #expect(lines(next, since: twoClients) == """
            _NET_CLIENT_LIST_STACKING 0x200 0x300
            _NET_ACTIVE_WINDOW 0x300
            0x200 _NET_WM_STATE [] WM_STATE Normal
            0x300 _NET_WM_STATE [MAXIMIZED_VERT MAXIMIZED_HORZ FOCUSED] WM_STATE Normal
            """)
    }

    @Test func aMinimisedClientIsIconicAndTheActiveWindowCanBeNone() {
        var next = twoClients
        next.active = nil
        next.windowStates[xterm] = [.hidden]
        #expect(lines(next, since: twoClients) == """
            _NET_ACTIVE_WINDOW none
            0x200 _NET_WM_STATE [HIDDEN] WM_STATE Iconic
            """)
    }

    @Test func aClientThatWentIsWrittenNothingAndIsWrittenAfreshWhenTakenAgain() {
        var gone = twoClients
        gone.clients = [gimp]
        gone.stacking = [gimp]
        gone.active = nil
        gone.windowStates[xterm] = nil
        gone.frames[xterm] = nil
        #expect(lines(gone, since: twoClients) == """
            _NET_CLIENT_LIST 0x300
            _NET_CLIENT_LIST_STACKING 0x300
            _NET_ACTIVE_WINDOW none
            """)
        var back = gone
        back.clients = [gimp, xterm]
        back.windowStates[xterm] = []
        back.frames[xterm] = ClientFrame(top: 44)
        #expect(lines(back, since: gone) == """
            _NET_CLIENT_LIST 0x300 0x200
            0x200 _NET_WM_STATE [] WM_STATE Normal
            0x200 _NET_FRAME_EXTENTS 0 0 44 0 _NET_WM_DESKTOP 0
            """)
    }

    @Test func aWindowNotListedIsWrittenAfterTheListedOnesInTheOrderOfItsID() {
        var next = twoClients
        next.frames[dialog] = ClientFrame(top: 44)
        next.frames[0x250] = ClientFrame(top: 44)
        #expect(lines(next, since: twoClients) == """
            0x250 _NET_FRAME_EXTENTS 0 0 44 0 _NET_WM_DESKTOP 0
            0x400 _NET_FRAME_EXTENTS 0 0 44 0 _NET_WM_DESKTOP 0
            """)
    }

    @Test func anUnknownWorkAreaIsNotWrittenAndAChangedOneIs() {
        var next = twoClients
        next.workArea = nil
        #expect(next.changes(since: twoClients).isEmpty)
        next.workArea = PixelRect(x: 0, y: 40, width: 1280, height: 760)
        #expect(lines(next, since: twoClients) == "_NET_WORKAREA 0 40 1280 760")
    }

    @Test func theOverlayIsReshapedWhenAHoleOrTheScreenChanges() {
        let screen = PixelSize(width: 1280, height: 800), bar = PixelRect(x: 0, y: 0, width: 1280, height: 24)
        var next = twoClients
        next.overlay = OverlayShape(screen: screen)
        #expect(lines(next, since: twoClients) == "overlay 1280x800")
        var docked = next
        docked.overlay?.holes = [bar, PixelRect(x: 0, y: 24, width: 1280, height: 776)]
        #expect(lines(docked, since: next) == "overlay 1280x800 less 1280x24+0+0 1280x776+0+24")
        var grown = docked
        grown.overlay?.screen = PixelSize(width: 1920, height: 1080)
        #expect(lines(grown, since: docked) == "overlay 1920x1080 less 1280x24+0+0 1280x776+0+24")
        #expect(grown.changes(since: grown).isEmpty)
    }

    /// A desktop window's input region is written when it first shows (none: Flotilla takes every
    /// press until it says where), again only when it changes, and not at all once the window went.
    @Test func aDesktopWindowsInputRegionIsWrittenWhenItChanges() {
        let desktop: WindowID = 0x500, icons = PixelRect(x: 0, y: 0, width: 200, height: 800)
        var shown = twoClients
        shown.desktopInputRegions = [desktop: []]
        #expect(lines(shown, since: twoClients) == "0x500 input none")
        var free = shown
        free.desktopInputRegions = [desktop: [icons]]
        #expect(lines(free, since: shown) == "0x500 input 200x800+0+0")
        #expect(free.changes(since: free).isEmpty)
        var gone = free
        gone.desktopInputRegions = [:]
        #expect(gone.changes(since: free).isEmpty)
    }
}

@Suite("The work area left by docks")
struct StrutsTests {
    let screen = PixelSize(width: 1280, height: 800)

    @Test func theFarthestReachFromEachEdgeCounts() {
        let struts = Struts([Struts(top: 24), Struts(top: 30, bottom: 40), Struts(left: 64)], screen: screen)
        #expect(struts == Struts(left: 64, top: 30, bottom: 40))
        #expect(struts.workArea(of: screen) == PixelRect(x: 64, y: 30, width: 1216, height: 730))
    }

    @Test func aDockTakesAtMostHalfTheScreenFromAnEdge() {
        let struts = Struts([Struts(left: 5000, right: 4_294_967_295, top: 401, bottom: 900)], screen: screen)
        #expect(struts == Struts(left: 640, right: 640, top: 400, bottom: 400))
        #expect(struts.workArea(of: screen) == PixelRect(x: 640, y: 400, width: 0, height: 0))
    }

    @Test func noDocksLeaveTheWholeScreen() {
        #expect(Struts([], screen: screen).workArea(of: screen) == PixelRect(x: 0, y: 0, width: 1280, height: 800))
    }

    /// Two monitors of different heights: A 1280×800 at the left, B 1920×1080 beside it.
    static let a = PixelRect(x: 0, y: 0, width: 1280, height: 800), b = PixelRect(x: 1280, y: 0, width: 1920, height: 1080)
    static let wide = PixelSize(width: 3200, height: 1080)

    @Test func aPartialStrutCutsOnlyTheMonitorItLiesOn() {
        // A bar along B's bottom: 30 from the screen's bottom, from x 1280 to 3199.
        let bar = Struts(reading: [0, 0, 0, 30, 0, 0, 0, 0, 0, 0, 1280, 3199])
        #expect(Struts.workArea(of: Self.b, docks: [bar], screen: Self.wide) == PixelRect(x: 1280, y: 0, width: 1920, height: 1050))
        #expect(Struts.workArea(of: Self.a, docks: [bar], screen: Self.wide) == Self.a)
        // A bar along A's bottom, which ends 280 above the screen's: its strut reaches 280 + 24 in.
        let lower = Struts(reading: [0, 0, 0, 304, 0, 0, 0, 0, 0, 0, 0, 1279])
        #expect(Struts.workArea(of: Self.a, docks: [lower], screen: Self.wide) == PixelRect(x: 0, y: 0, width: 1280, height: 776))
        #expect(Struts.workArea(of: Self.b, docks: [lower], screen: Self.wide) == Self.b)
        // _NET_WORKAREA is the screen less every strut.
        #expect(Struts([bar, lower], screen: Self.wide).workArea(of: Self.wide) == PixelRect(x: 0, y: 0, width: 3200, height: 776))
    }

    @Test func aStrutAlongTheWholeEdgeCutsEveryMonitorItsInnerEdgeLiesOn() {
        let top = Struts(reading: [0, 0, 24, 0])
        #expect(Struts.workArea(of: Self.a, docks: [top], screen: Self.wide) == PixelRect(x: 0, y: 24, width: 1280, height: 776))
        #expect(Struts.workArea(of: Self.b, docks: [top], screen: Self.wide) == PixelRect(x: 1280, y: 24, width: 1920, height: 1056))
        #expect(Struts(reading: [0, 0, 24, 0, 0, 0, 0, 0, 0, 0, 0, 0]) == top, "a stretch from 0 to 0 is the whole edge")
    }

    @Test func aDockAtAnInnerEdgeLeavesTheMonitorItReachesAcrossWhole() {
        // A 48-wide bar along B's left edge: its strut reaches in from the screen's left edge across A.
        let bar = Struts(reading: [1328, 0, 0, 0, 0, 1079, 0, 0, 0, 0, 0, 0])
        #expect(Struts.workArea(of: Self.a, docks: [bar], screen: Self.wide) == Self.a)
        #expect(Struts.workArea(of: Self.b, docks: [bar], screen: Self.wide) == PixelRect(x: 1328, y: 0, width: 1872, height: 1080))
    }

    @Test func aMonitorLosesAtMostHalfToADock() {
        let huge = Struts(reading: [0, 0, 0, 4_294_967_295])
        #expect(Struts.workArea(of: Self.a, docks: [huge], screen: Self.wide) == Self.a, "its inner edge lies on no monitor")
        let deep = Struts(reading: [0, 0, 0, 1000])
        #expect(Struts.workArea(of: Self.b, docks: [deep], screen: Self.wide) == PixelRect(x: 1280, y: 0, width: 1920, height: 540))
        #expect(Struts.workArea(of: Self.a, docks: [deep], screen: Self.wide) == PixelRect(x: 0, y: 0, width: 1280, height: 400))
    }

    @Test func eachMonitorsWorkAreaIsWrittenForEverySpaceAndTheSpacesGoneLoseTheirs() {
        var before = WantedXState(spaces: SpacesShown(count: 4, current: 0))
        before.monitorWorkAreas = [Self.a, Self.b]
        #expect(before.changes(since: WantedXState()).map(\.description).filter { $0.hasPrefix("_GTK") }
            == ["_GTK_WORKAREAS 1280x800+0+0 1920x1080+1280+0 ×4"])
        var fewer = before
        fewer.spaces = SpacesShown(count: 2, current: 0)
        #expect(fewer.changes(since: before).map(\.description).filter { $0.hasPrefix("_GTK") }
            == ["_GTK_WORKAREAS 1280x800+0+0 1920x1080+1280+0 ×2 (2…3 removed)"])
        var docked = fewer
        docked.monitorWorkAreas[1].height = 1050
        #expect(docked.changes(since: fewer).map(\.description) == ["_GTK_WORKAREAS 1280x800+0+0 1920x1050+1280+0 ×2"])
        #expect(docked.changes(since: docked).isEmpty)
    }
}
