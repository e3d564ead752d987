import Desktop
import Input
import Model
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

    @Test func aDocksStrutIsAReservedAreaAlongTheEdgeOfTheMonitorItCutsInPoints() {
        #expect(display.reservedAreas(screen: screen, scale: 1) == [
            ReservedArea(id: "dock-bottom-1", edge: .bottom, extent: 30, span: Rect(x: 1280, y: 0, width: 1920, height: 1080)),
        ])
        #expect(display.reservedAreas(screen: screen, scale: 2) == [
            ReservedArea(id: "dock-bottom-1", edge: .bottom, extent: 15, span: Rect(x: 640, y: 0, width: 960, height: 540)),
        ], "at scale 2")
        var gone = display
        gone.docks.apply(.place(.went), of: bar)
        #expect(gone.reservedAreas(screen: screen, scale: 1).isEmpty)
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

extension DisplayStateTests {
    /// 100,000 random dock maps, moves, strut changes and departures, windows inside the overlay
    /// mapped, moved and gone, windows in and out of full screen, and changes of the monitors, each
    /// followed by the state wanted: no hole in the overlay lies where a window inside it does, or
    /// outside a dock that shows or a full-screen window's monitor; the work area lies on the
    /// screen, each monitor's within its monitor, one for each; and the docks kept are exactly
    /// those said to be and not gone since (as a plain list kept beside says).
    @Test func aStormOfDocksLockersAndMonitorsKeepsTheOverlayAndTheWorkAreasRight() {
        var random = SystemRandomNumberGenerator()
        let docksAt = (0..<6).map { WindowID(0x400 + $0) }, children = (0..<3).map { WindowID(0x900 + $0) }, clientsAt = (0..<4).map { WindowID(0x200 + $0 * 0x10) }
        var display = DisplayState(), clients = ManagedClients(), kept: Set<WindowID> = []
        display.monitors = [left]
        for client in clientsAt { clients.take(client, panel: "panel-\(client)") }
        func rect() -> PixelRect {
            PixelRect(x: Int.random(in: -100...3300, using: &random), y: Int.random(in: -100...1200, using: &random),
                      width: Int.random(in: 0...2000, using: &random), height: Int.random(in: 0...1200, using: &random))
        }
        var wrong: [String] = []
        for step in 0..<100_000 where wrong.count < 5 {
            let dock = docksAt.randomElement(using: &random)!, child = children.randomElement(using: &random)!
            switch Int.random(in: 0..<9, using: &random) {
            case 0: display.docks.apply(.place(.placed(rect())), of: dock); kept.insert(dock)
            case 1: display.docks.apply(.place(.moved(rect())), of: dock)
            case 2:
                display.docks.apply(.strutsRead(Struts(reading: (0..<12).map { _ in Int.random(in: 0...1500, using: &random) })), of: dock)
                kept.insert(dock)
            case 3: display.docks.apply(.place(.went), of: dock); kept.remove(dock)
            case 4: display.overlayChildren.apply(.placed(rect()), of: child)
            case 5: display.overlayChildren.apply(Bool.random(using: &random) ? .moved(rect()) : .went, of: child)
            case 6: clients.showDirectly(clientsAt.randomElement(using: &random)!, over: Bool.random(using: &random) ? display.monitors.randomElement(using: &random)?.rect : nil)
            case 7: display.monitors = Bool.random(using: &random) ? [left] : [left, right]
            default: break
            }
            let wanted = display.wanted(clients, panels: PanelFacts(), screen: screen, above: [], desktopInputRegions: [:])
            let holes = wanted.overlay?.holes ?? []
            let shownThrough = display.docks.places + clients.taken.compactMap(\.shownDirectly)
            for hole in holes where hole.isEmpty || display.overlayChildren.inOrder.contains(where: { !$0.intersection(hole).isEmpty })
                || !shownThrough.contains(where: { $0.intersection(hole) == hole }) {
                wrong.append("\(step): a hole at \(hole)")
            }
            if Set(display.docks.struts.keys).union(display.docks.shown.byWindow.keys) != kept { wrong.append("\(step): docks kept \(display.docks.struts.keys)") }
            // (Docks may leave an empty work area: each edge takes at most half, so two opposite ones all of it.)
            func lies(_ area: PixelRect, in rect: PixelRect) -> Bool {
                area.width >= 0 && area.height >= 0 && area.x >= rect.x && area.y >= rect.y
                    && area.x + area.width <= rect.x + rect.width && area.y + area.height <= rect.y + rect.height
            }
            if !lies(wanted.workArea ?? PixelRect(x: -1, y: 0, width: 0, height: 0), in: PixelRect(x: 0, y: 0, width: screen.width, height: screen.height)) {
                wrong.append("\(step): work area \(String(describing: wanted.workArea))")
            }
            if wanted.monitorWorkAreas.count != display.monitors.count
                || zip(wanted.monitorWorkAreas, display.monitors).contains(where: { !lies($0, in: $1.rect) }) {
                wrong.append("\(step): monitors' work areas \(wanted.monitorWorkAreas)")
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }
}
