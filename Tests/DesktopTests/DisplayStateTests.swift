import Desktop
import Input
import Testing

/// The X state wanted of a managed display, made in Desktop from the clients and what it holds
/// of the display (the model side of the live tests of docks on two monitors, full screen and a
/// locker inside the overlay).
@Suite("The display's wanted state")
struct DisplayStateTests {
    let screen = PixelSize(width: 3200, height: 1080)
    let left = Monitor(x: 0, y: 0, width: 1280, height: 800, isPrimary: true), right = Monitor(x: 1280, y: 0, width: 1920, height: 1080)
    let bar: WindowID = 0x400, mpv: WindowID = 0x300, locker: WindowID = 0x900

    /// Two monitors, a bar along the foot of the right one.
    var display: DisplayState {
        var display = DisplayState()
        display.monitors = [left, right]
        display.docks.apply(.place(.placed(PixelRect(x: 1280, y: 1050, width: 1920, height: 30))), of: bar)
        display.docks.apply(.strutsRead(Struts(reading: [0, 0, 0, 30, 0, 0, 0, 0, 0, 0, 1280, 3199])), of: bar)
        return display
    }

    func lines(_ wanted: WantedXState) -> [String] { wanted.changes(since: WantedXState()).map(\.description) }

    @Test func aDocksStrutCutsOnlyItsMonitorsWorkAreaAndShowsThroughTheOverlay() {
        let wanted = display.wanted(ManagedClients(), panels: PanelFacts(), screen: screen, above: [], desktopInputRegions: [:])
        #expect(wanted.workArea == PixelRect(x: 0, y: 0, width: 3200, height: 1050))
        #expect(wanted.monitorWorkAreas == [left.rect, PixelRect(x: 1280, y: 0, width: 1920, height: 1050)])
        #expect(wanted.overlay?.holes == [PixelRect(x: 1280, y: 1050, width: 1920, height: 30)])
    }

    @Test func aFullScreenWindowShowsThroughTheOverlayUntilALockerCoversIt() {
        var clients = ManagedClients()
        clients.take(mpv, panel: "mpv")
        clients.showDirectly(mpv, over: right.rect)
        var display = display
        let shown = display.wanted(clients, panels: PanelFacts(), screen: screen, above: [], desktopInputRegions: [:])
        #expect(shown.overlay?.holes == [PixelRect(x: 1280, y: 1050, width: 1920, height: 30), right.rect], "the dock's and the full-screen window's")
        display.overlayChildren.apply(.placed(PixelRect(x: 0, y: 0, width: 3200, height: 1080)), of: locker)
        let locked = display.wanted(clients, panels: PanelFacts(), screen: screen, above: [], desktopInputRegions: [:])
        #expect(locked.overlay?.holes == [], "a locker inside the overlay closes them")
        let menu = PixelRect(x: 1300, y: 10, width: 200, height: 300)
        let under = self.display.wanted(clients, panels: PanelFacts(), screen: screen, above: [menu], desktopInputRegions: [:])
        #expect(under.overlay?.holes.allSatisfy { $0.intersection(menu).isEmpty } == true, "nor where a menu Flotilla composites lies")
    }

    @Test func theKeysAndEdgesHeldArePartOfWhatIsWanted() {
        var display = display
        display.keyGrabs = KeyGrabs(window: 0x1e7, bindings: .standard)
        display.edgeWatch = EdgeWatch(monitors: display.monitors.map(\.rect), corners: .instant, hasBarriers: false)
        let wanted = display.wanted(ManagedClients(), panels: PanelFacts(), screen: screen, above: [], desktopInputRegions: [0x500: []])
        #expect(lines(wanted).contains { $0.hasPrefix("keys grabbed on 0x1e7") })
        #expect(wanted.edgeWatch == display.edgeWatch && wanted.desktopInputRegions == [0x500: []])
    }
}
