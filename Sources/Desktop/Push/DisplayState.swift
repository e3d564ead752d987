import Model

/// What the window manager holds of the display beside its clients (``ManagedClients``), each
/// once: the docks kept, the windows composited in place, the windows other clients put inside
/// the overlay, the monitors, the keys it takes and the edges it watches; and from them and the
/// clients', the X state wanted (``wanted(_:panels:screen:pointerTaken:)``).
public struct DisplayState: Equatable, Sendable {
    /// The docks kept: where they show, their struts.
    public var docks = Docks()
    /// The windows composited where they are: menus and tooltips above everything, desktop
    /// windows under every panel.
    public var inPlace = InPlaceWindows()
    /// Where the windows other clients put inside the overlay lie (a screen locker's): nothing
    /// shows through a hole in the overlay there.
    public var overlayChildren = WindowPlaces()
    /// The monitors as last read, the primary first.
    public var monitors: [Monitor] = []
    /// The keys taken on the root for the key bindings in force, and Super alone (nil until
    /// managing begins).
    public var keyGrabs: KeyGrabs?
    /// The pressure barriers and hot corners at the monitors' edges (nil until the monitors are
    /// first read).
    public var edgeWatch: EdgeWatch?

    public init() {}

    /// The part of a screen `screen` big that windows are placed in (`_NET_WORKAREA`): the screen
    /// less every dock's struts.
    public func workArea(screen: PixelSize) -> PixelRect { docks.struts(screen: screen).workArea(of: screen) }

    /// Each monitor less the docks' struts that cut it (`_GTK_WORKAREAS_Dn`), in the monitors' order.
    public func monitorWorkAreas(screen: PixelSize) -> [PixelRect] {
        let struts = docks.eachStruts
        return monitors.map { Struts.workArea(of: $0.rect, docks: struts, screen: screen) }
    }

    /// The docks' struts as the panels' reserved areas, in points (`scale` pixels a point), each
    /// along the edge of the monitor it cuts (`dock-<edge>-<monitor>`): floating panels keep out of
    /// them, tiles and maximised windows fill what is left.
    public func reservedAreas(screen: PixelSize, scale: Double) -> [ReservedArea] {
        zip(monitors, monitorWorkAreas(screen: screen)).enumerated().flatMap { index, pair in
            let (m, area) = pair
            let span = Rect(x: Double(m.x) / scale, y: Double(m.y) / scale, width: Double(m.width) / scale, height: Double(m.height) / scale)
            let depths = [(area.y - m.y, SheetEdge.top), (m.y + m.height - area.y - area.height, .bottom),
                          (area.x - m.x, .left), (m.x + m.width - area.x - area.width, .right)]
            return depths.compactMap { depth, edge in
                depth > 0 ? ReservedArea(id: "dock-\(edge)-\(index)", edge: edge, extent: Double(depth) / scale, span: span) : nil
            }
        }
    }

    /// The X state the display should show (``wanted(_:panels:screen:above:desktopInputRegions:)``),
    /// the windows composited in place lying above the overlay, and the desktop windows taking
    /// the pointer wherever Flotilla does not (`pointerTaken`, root pixels; nil: Flotilla takes
    /// every press, ``InPlaceWindows/desktopInputRegions(taken:)``; asked only when a desktop
    /// window is composited).
    public func wanted(_ clients: ManagedClients, panels: PanelFacts, screen: PixelSize,
                       pointerTaken: @autoclosure () -> [PixelRect]?) -> WantedXState {
        wanted(clients, panels: panels, screen: screen, above: inPlace.overlayFrames,
               desktopInputRegions: inPlace.desktopInputRegions(taken: pointerTaken()))
    }

    /// The X state the display should show: the clients' as `panels` say (``ManagedClients/wanted(_:)``),
    /// the work areas, the overlay less the holes the server shows windows through — the docks and
    /// the windows shown full screen, but none where a window Flotilla composites above everything
    /// lies (`above`: a menu, a screen locker) nor where another client's window inside the overlay
    /// does — each desktop window's input region, the keys taken and the edges watched.
    public func wanted(_ clients: ManagedClients, panels: PanelFacts, screen: PixelSize, above: [PixelRect],
                       desktopInputRegions: [WindowID: [PixelRect]]) -> WantedXState {
        var wanted = clients.wanted(panels)
        wanted.workArea = workArea(screen: screen)
        wanted.monitorWorkAreas = monitorWorkAreas(screen: screen)
        wanted.overlay = OverlayShape(screen: screen, shownThrough: docks.places + clients.taken.compactMap(\.shownDirectly),
                                      under: above + overlayChildren.inOrder)
        wanted.desktopInputRegions = desktopInputRegions
        wanted.keyGrabs = keyGrabs
        wanted.edgeWatch = edgeWatch
        return wanted
    }
}
