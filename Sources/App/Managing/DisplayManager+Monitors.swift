import Desktop
import Model
import X11

/// The display's monitors (RandR): each is a work area of its own — the docks' struts cut only
/// the monitor they lie on — for tiling, maximising and the shelf, and each has a hot corner and
/// a bottom edge the pointer can be pushed against.
extension DisplayManager {
    /// Tiling, fill, the arrangements and Arrange All act on the monitor a window is on: the
    /// compositor is told the monitors there are now (a window on none moves onto one), maximised
    /// windows fill their monitor's work area again and full-screen ones cover their monitor.
    func followMonitors() {
        let read = connection.monitors(), size = main.compositor.size
        guard read != display.monitors || size != sizeFollowed else { return }
        (display.monitors, sizeFollowed) = (read, size)
        main.compositor.setMonitors(read.map(points))
        watchEdges()
        followDocks(refitting: true)
        // Full-screen windows cover their monitor again (``ManagedClients/refitShownDirectly(monitor:)``).
        let refitted = host.clients.refitShownDirectly { client in host.app(showing: client).map(fullScreenMonitor(of:)) }
        for client in refitted { if let app = host.app(showing: client) { main.compositor.focus(panel: app.id) } }
        // The frames first: the state's stacking list is the frames' as pushed.
        if !refitted.isEmpty { host.push(WantedDisplay(frames: host.wantedPlacements())) }
        pushXState()
    }

    /// Watches the monitors' edges as ``EdgeWatch`` says for ``hotCorner``, from the next push.
    func watchEdges() {
        let monitors = display.monitors.map(\.rect)
        let corners: EdgeWatch.Corners = switch hotCorner {
        case .pushed: .pushed
        case .instant: .instant
        case .off: .off
        }
        display.edgeWatch = EdgeWatch(monitors: monitors, corners: corners, hasBarriers: hasPressureBarriers)
    }

    /// The docks' struts as the compositor's reserved areas, each along the edge of the monitor
    /// it cuts: floating panels keep out of them, tiles and maximised windows fill what is left.
    /// Maximised windows are fitted again when what floating panels keep clear of changed (a dock,
    /// a shelf came or went), or when `refitting`.
    func followDocks(refitting: Bool = false) {
        let areas = display.reservedAreas(screen: screen, scale: scale)
        if areas != main.compositor.hostReservedAreas { main.compositor.setHostReservedAreas(areas) }
        let keptClear = main.compositor.panelManager.keptClearAreas
        guard refitting || keptClear != keptClearSeen else { return }
        keptClearSeen = keptClear
        let c = main.compositor
        let refits = host.clients.refitMaximised(floating: { client in
            host.app(showing: client).flatMap { c.panelManager.panels[$0.id]?.floatingFrame }
        }, workArea: workArea(under:))
        for (client, frame) in refits {
            if let app = host.app(showing: client) { c.refit(panel: app.id, floatingAt: frame) }
        }
        main.markChanged()
    }

    /// The work area of the monitor `frame` is most on (less the docks' struts that cut it), in points.
    func workArea(under frame: Rect) -> Rect {
        let c = main.compositor
        return c.hostReservedAreas.cut(monitor(under: frame), in: Rect(origin: .zero, size: c.size))
    }

    /// The monitor `frame` is most on (``MonitorPlacement/monitor(under:among:)``), in points.
    func monitor(under frame: Rect) -> Rect {
        main.compositor.panelManager.monitor(under: frame)
    }

    /// `monitor` in points.
    private func points(_ monitor: Monitor) -> Rect {
        Rect(x: pixels.points(monitor.x), y: pixels.points(monitor.y), width: pixels.points(monitor.width), height: pixels.points(monitor.height))
    }
}
