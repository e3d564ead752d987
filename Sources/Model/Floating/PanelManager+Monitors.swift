/// Several monitors (a managed display's RandR monitors): each is a work area of its own for
/// tiling, fill, the arrangements and Arrange All. With none set, the window is one monitor.

/// A panel moved off a monitor that went: where it was, to go back when that monitor comes back.
public struct DisplacedPanel: Hashable, Sendable {
    /// The monitor it was on.
    public var monitor: Rect
    /// Its floating frame there.
    public var frame: Rect
    /// Where it was moved to: it goes back only if it is still there (not moved since).
    public var movedTo: Rect?
}

extension PanelManager {
    /// The monitors the window spans, in its points, the primary first (empty: the window is one).
    /// Sets them: a floating (or minimised) window whose centre is on none any more moves onto the
    /// one it overlaps most, or the nearest (``MonitorPlacement``), and every tile fits its monitor
    /// again; when the monitor it left comes back, it returns where it was, unless it was moved since.
    public mutating func setMonitors(_ monitors: [Rect]) {
        guard monitors != self.monitors else { return }
        let before = monitorFrames
        self.monitors = monitors
        for (id, away) in displaced where monitors.contains(away.monitor) {
            if panels[id]?.floatingFrame == away.movedTo { panels[id]?.floatingFrame = away.frame }
            displaced[id] = nil
        }
        var leaving: [PanelID: (monitor: Rect, frame: Rect)] = [:]
        for id in zOrder where [.floating, .minimised].contains(state(of: id)) {
            guard let frame = panels[id]?.floatingFrame, !monitors.isEmpty, !monitors.contains(where: { $0.contains(frame.center) }) else { continue }
            leaving[id] = (MonitorPlacement.monitor(under: frame, among: before) ?? container, frame)
            guard panels[id]?.tile == nil else { continue }
            panels[id]?.floatingFrame = Rect(origin: MonitorPlacement.origin(for: frame, monitors: monitors, screen: container), size: frame.size)
        }
        refitTiles()
        for (id, left) in leaving {
            displaced[id] = DisplacedPanel(monitor: left.monitor, frame: left.frame, movedTo: panels[id]?.floatingFrame)
        }
    }

    /// Panel `id`'s floating frame fitted at `frame` (maximised again on the monitor it is on, as
    /// the monitors or the docks changed), in whatever state it is: a floating panel moves there,
    /// neither raised nor focused; a minimised or pinned one comes back there. A panel moved off a
    /// monitor that went still returns where it was when that monitor comes back.
    public mutating func refit(_ id: PanelID, floatingAt frame: Rect) {
        guard let panel = panels[id] else { return }
        let fitted = Rect(origin: frame.origin, size: panel.sizes.clampedFrame(frame.size))
        switch panel.state {
        case .floating, .compactSheet:
            setFloating(id, frame: fitted)
            placeClearOfReservedAreas(id)
        default:
            let clamped = reachability.clamped(fitted)
            panels[id]?.floatingFrame = clamped
        }
        if displaced[id] != nil { displaced[id]?.movedTo = panels[id]?.floatingFrame }
    }

    /// Floating panel `id` moved onto monitor `index` (of ``monitorFrames``): a tiled one takes
    /// its tile there, another keeps its place relative to its monitor's work area (kept inside
    /// the new one), raised and focused. Its frame; nil when it does not float or there is no such monitor.
    @discardableResult
    public mutating func moveToMonitor(_ id: PanelID, _ index: Int) -> Rect? {
        guard monitorFrames.indices.contains(index), state(of: id) == .floating, let p = panels[id], let frame = p.floatingFrame else { return nil }
        let to = tilingArea(of: monitorFrames[index])
        if let tile = p.tile { return self.tile(id, tile, in: to) }
        let from = tilingArea(of: monitor(under: frame))
        let x = (to.minX + frame.minX - from.minX).clamped(to: to.minX...max(to.minX, to.maxX - frame.width))
        let y = (to.minY + frame.minY - from.minY).clamped(to: to.minY...max(to.minY, to.maxY - frame.height))
        setFloating(id, frame: Rect(x: x, y: y, width: frame.width, height: frame.height))
        raise(id)
        focusedID = id
        return self.frame(of: id)
    }

    /// New windows open on the monitor holding `pointer` (nil: anywhere in the window).
    public mutating func placeNewWindows(near pointer: Point?) {
        newWindowsMonitor = pointer.flatMap { monitors.isEmpty ? nil : monitor(at: $0) }
    }

    /// The monitors, or the window when none are set.
    public var monitorFrames: [Rect] { monitors.isEmpty ? [container] : monitors }

    /// The monitor `frame` is most on (``MonitorPlacement/monitor(under:among:)``).
    public func monitor(under frame: Rect) -> Rect {
        MonitorPlacement.monitor(under: frame, among: monitorFrames) ?? container
    }

    /// The monitor holding `point`, else the nearest.
    public func monitor(at point: Point) -> Rect {
        monitor(under: Rect(origin: point, size: .zero))
    }

    /// The work area of `monitor`: it less the reserved areas that cut it (its docks' struts and
    /// its shelf).
    public func tilingArea(of monitor: Rect) -> Rect {
        let area = keptClearAreas.cut(monitor.intersection(container), in: container)
        return area.isEmpty ? monitor : area
    }

    /// The work area of the monitor floating (or minimised) panel `id` is most on, by its
    /// floating frame (the window's without one).
    public func tilingArea(ofPanel id: PanelID) -> Rect {
        tilingArea(of: panels[id]?.floatingFrame.map(monitor(under:)) ?? monitorFrames[0])
    }

    /// Super+Left (`.leftHalf`) or Super+Right (`.rightHalf`) on floating panel `id`: the half of
    /// its monitor, and for a panel already in that half, the other half of the monitor beside it
    /// that way (GNOME's and Windows' rule); any other arrangement, on its monitor. The arrangement
    /// taken; nil when the panel does not float.
    @discardableResult
    public mutating func tileByKey(_ id: PanelID, _ arrangement: TileArrangement) -> TileArrangement? {
        let toTheLeft = arrangement == .leftHalf
        if toTheLeft || arrangement == .rightHalf, panels[id]?.tile == arrangement, let here = frame(of: id).map(monitor(under:)),
           let beside = monitor(besides: here, toTheLeft: toTheLeft) {
            let across: TileArrangement = toTheLeft ? .rightHalf : .leftHalf
            return tile(id, across, in: tilingArea(of: beside)).map { _ in across }
        }
        return tile(id, arrangement).map { _ in arrangement }
    }

    /// The monitor beside `monitor` on `side` (left or right), sharing a vertical stretch with it:
    /// the nearest one whose centre lies that way; nil when there is none.
    public func monitor(besides monitor: Rect, toTheLeft: Bool) -> Rect? {
        monitorFrames.filter { other in
            other != monitor && (toTheLeft ? other.midX < monitor.midX : other.midX > monitor.midX)
                && other.maxY > monitor.minY && other.minY < monitor.maxY
        }.min { abs($0.midX - monitor.midX) < abs($1.midX - monitor.midX) }
    }
}
