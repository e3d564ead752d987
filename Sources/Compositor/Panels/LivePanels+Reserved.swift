import Chrome
import Input
import Model

/// Reserved areas (an on-screen keyboard): each slides in from its edge and out again with the
/// spring, and the manager moves floating panels out of its way (and back) as it does.
extension LivePanels {
    /// Shows or hides area `id` at `time` (`did-reserve`, `did-release`); false when it is unknown
    /// or already so.
    @discardableResult
    mutating func setReserved(_ id: String, shown: Bool, at time: Double) -> Bool {
        guard let i = reserved.firstIndex(where: { $0.id == id }), reserved[i].isShown != shown else { return false }
        reserved[i].show(shown, at: time, preference: preference)
        emit(shown ? .didReserve(area: id, frame: reserved[i].spec.area.frame(in: manager.container)) : .didRelease(area: id))
        let areas = reservedAreas
        change(at: time) { $0.setReservedAreas(areas) }
        return true
    }

    /// The host's reserved areas are now `areas`: floating panels move clear of them (and back).
    mutating func setHostReserved(_ areas: [ReservedArea], at time: Double) {
        guard areas != hostReserved else { return }
        hostReserved = areas
        let all = reservedAreas
        change(at: time) { $0.setReservedAreas(all) }
    }

    /// An area's key, pressed without modifiers, shows the area or hides it.
    mutating func reservedKey(_ press: KeyPress, at time: Double) -> Bool {
        guard press.modifiers.isEmpty, case .character(let c) = press.key,
              let area = reserved.first(where: { $0.spec.key == c }) else { return false }
        return setReserved(area.id, shown: !area.isShown, at: time)
    }

    /// Area `id` drawn at `time` as a layer (none while wholly out).
    func reservedLayer(_ id: String, at time: Double) -> [DisplayItem] {
        guard let area = reserved.first(where: { $0.id == id }), let frame = area.frame(in: manager.container, at: time) else { return [] }
        let local = Rect(origin: .zero, size: frame.size)
        let content = LayerContent(ReservedAreaChrome.items(edge: area.spec.area.edge, frame: local, title: area.spec.title))
        var layer = LayerItem.placed(id: .surface(.reservedArea(id)), at: frame, isMoving: area.progress.isMoving, content: content)
        layer.opacity = area.progress.opacity(at: time)
        return [.layer(layer)]
    }
}
