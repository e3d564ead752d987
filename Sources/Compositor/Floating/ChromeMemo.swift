import Chrome
import Model

/// The last chrome drawn for each panel, so a panel that only moves, fades or scales hands the
/// same items (the same array storage) to every frame: nothing is built again, and comparing it
/// with the previous frame's (damage) or with the renderer's kept layer is quick.
final class ChromeMemo {
    private var last: [String: (drawing: PanelChrome.Drawing, size: Size, items: [DisplayItem])] = [:]

    /// The items of `drawing` at `size` for panel `id`, kept from the last call when both are the same.
    func items(for id: String, _ drawing: PanelChrome.Drawing, size: Size) -> [DisplayItem] {
        if let kept = last[id], kept.size == size, kept.drawing == drawing { return kept.items }
        let items = PanelChrome.items(for: drawing, at: Rect(origin: .zero, size: size))
        last[id] = (drawing, size, items)
        return items
    }

    /// Forgets panels that are gone.
    func keep(only ids: Set<String>) {
        guard last.count > ids.count else { return }
        last = last.filter { ids.contains($0.key) }
    }
}
