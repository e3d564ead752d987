import Chrome
import Input
import Model

/// Telling windows apart in exposé (``ExposeLabels``): a name tag under each window, the window
/// under the pointer — or the one the arrow keys moved to — lit (raised a little on its spring,
/// ringed, with a close button), Return bringing the lit window forward.
extension LivePanels {
    /// The pointer moved to `p` over `hit` (nil: no window) in exposé, holding nothing: the window
    /// there is lit, or none. Whether that changed anything.
    mutating func hoverExpose(over hit: PanelID?, at now: Double) -> Bool {
        guard manager.isExposing, gesture == nil, hit != manager.exposeLit else { return false }
        return change(at: now) { $0.lightExpose(hit) }
    }

    /// The keys in exposé, with or without Super: an arrow moves the light to the window that
    /// way, Return brings the lit window forward (exposé ends). False for any other key.
    mutating func exposeKey(_ press: KeyPress, at now: Double) -> Bool {
        guard manager.isExposing, !isSearching, press.modifiers.isSubset(of: .super) else { return false }
        let directions: [Key: KeyDirection] = [.left: .left, .right: .right, .up: .up, .down: .down]
        if let direction = directions[press.key] {
            change(at: now) { $0.moveExposeLight(direction) }
            return true
        }
        guard press.key == .enter, let lit = manager.exposeLit else { return false }
        change(at: now) { $0.exitExpose(focusing: lit) }
        return true
    }

    /// Where the lit window's cell is drawn at `time`.
    private func litCell(at time: Double) -> (id: PanelID, frame: Rect)? {
        guard let lit = manager.exposeLit, let frame = pose(of: lit, at: time)?.shownFrame else { return nil }
        return (lit, frame)
    }

    /// A press at `p` in exposé on the lit window's close button: held (it closes on release over it).
    mutating func pressExposeClose(at p: Point, now: Double) -> Bool {
        guard let (id, frame) = litCell(at: now), ExposeLabels.closeButton(on: frame).contains(p) else { return false }
        gesture = .exposeClose(id)
        return true
    }

    /// Let go at `p` holding window `id`'s close button: over it, the window closes (an app's is
    /// asked to, as by its own close button); exposé stays.
    mutating func releaseExposeClose(_ id: PanelID, at p: Point, now: Double) {
        guard let (lit, frame) = litCell(at: now), lit == id, ExposeLabels.closeButton(on: frame).contains(p) else { return }
        if isHosted(id) { emit(.didRequestClose(panel: id)) } else { change(at: now) { $0.close(id) } }
    }

    /// Exposé's name tags, ring and close button drawn at `time` as a layer, fading with its dim.
    func exposeLabelsLayer(at time: Double) -> [DisplayItem] {
        let level = presentation.exposeDim.value(at: time).value
        guard level > 0 else { return [] }
        let cells = manager.exposeOrder.compactMap { id -> ExposeChrome.Cell? in
            guard let pose = pose(of: id, at: time) else { return nil }
            let radius = (looks[id]?.appearance.cornerRadius ?? PanelLook.standardAppearance.cornerRadius) * pose.scale
            return ExposeChrome.Cell(frame: pose.shownFrame, title: manager.panels[id]?.title ?? id.name, icon: looks[id]?.icon,
                                     isLit: manager.isExposing && manager.exposeLit == id, radius: radius)
        }
        var layer = LayerItem.placed(id: .surface(.exposeLabels), at: Rect(origin: .zero, size: manager.container.size), isMoving: presentation.exposeDim.isMoving,
                                     content: LayerContent(ExposeChrome.items(for: cells, accent: style.accent)))
        layer.opacity = min(1, max(0, level))
        return [.layer(layer)]
    }
}
