import Chrome
import Model

/// Exposé's row of spaces (``ExposeSpacesRow``), in a window that has spaces (a managed display):
/// each space's thumbnail with its windows drawn small, the space that shows ringed, and a "+".
/// A click on a thumbnail asks the host to show that space, the "+" to add one; a window's cell
/// dragged onto a thumbnail asks it to move the window there (the host decides: the spaces are
/// the desktop model's). A cell dropped anywhere else springs back.
extension LivePanels {
    /// The row as drawn at `time`: while exposé shows or fades, in a window with spaces.
    func spacesRow(at time: Double) -> ExposeSpacesRow? {
        guard manager.isExposing || presentation.exposeDim.value(at: time).value > 0, search == nil else { return nil }
        return manager.spacesRowLayout
    }

    /// The row's layer at `time`: fading with exposé's dim.
    func spacesRowLayer(at time: Double) -> [DisplayItem] {
        guard let row = spacesRow(at: time) else { return [] }
        var items: [DisplayItem] = []
        for (space, thumbnail) in row.thumbnails.enumerated() {
            items += SpacesRowChrome.plate(thumbnail, shows: space == manager.spaces.current, accent: style.accent)
            var windows: [DisplayItem] = []
            for (id, frame) in manager.panels(onSpace: space) {
                guard case .layer(var drawn)? = panelLayer(id, state: manager.state(of: id), focused: false, at: time).first else { continue }
                let placed = row.frame(frame, inThumbnailOf: space, container: manager.container)
                drawn.id = .spaceThumbnail(id, space: space)
                drawn.origin = placed.origin
                drawn.scale = row.scale
                (drawn.opacity, drawn.isMoving, drawn.resting) = (1, false, nil)
                windows.append(.layer(drawn))
            }
            items.append(SpacesRowChrome.clipped(windows, to: thumbnail))
        }
        if let add = row.addButton { items += SpacesRowChrome.addButton(add) }
        let level = min(1, max(0, presentation.exposeDim.value(at: time).value))
        return [.layer(LayerItem(id: .surface(.spacesRow), origin: .zero, opacity: level, content: LayerContent(items)))]
    }

    /// Whether the row (a thumbnail or the "+") lies under `p` while exposé shows.
    func spacesRowHolds(_ p: Point) -> Bool {
        guard let row = manager.spacesRow else { return false }
        return row.space(at: p) != nil || row.addButton?.contains(p) == true
    }

    /// A press during exposé at `p` on the row, or on window `hit`'s cell in a window with spaces
    /// (it may be dragged onto a thumbnail); false when neither took it.
    mutating func pressSpacesRow(at p: Point, hit: PanelID?, now: Double) -> Bool {
        guard let row = manager.spacesRow else { return false }
        if let space = row.space(at: p) {
            gesture = .spaceThumbnail(space)
        } else if row.addButton?.contains(p) == true {
            gesture = .addSpace
        } else if let id = hit, let pose = pose(of: id, at: now) {
            gesture = .exposePress(id: id, at: p, pose: pose)
        } else {
            return false
        }
        return true
    }

    /// The pointer let go at `p` after `gesture` began on the row or on a cell.
    mutating func releaseSpacesRow(_ gesture: PanelGesture, at p: Point, now: Double) {
        let row = manager.spacesRow
        switch gesture {
        case .spaceThumbnail(let space):
            guard row?.space(at: p) == space else { return }
            change(at: now) { $0.exitExpose() }
            emit(.didRequestSpace(space: space))
        case .addSpace:
            if row?.addButton?.contains(p) == true { emit(.didRequestNewSpace) }
        case .exposePress(let id, _, _):
            change(at: now) { $0.exitExpose(focusing: id) }
        case .exposeDrag(let id, _, let pose):
            if let space = row?.space(at: p), manager.spaces.spaceOf[id] != space { emit(.didRequestMoveToSpace(panel: id, space: space)) }
            if let target = target(id) { presentation.springBack(id, from: pose, to: target, at: now) }
        default:
            break
        }
    }
}
