import Chrome
import Model

/// The windows the host composites where they are (``PlacedWindow``), back to front within each
/// level, each with the revision of its pixels.
struct PlacedWindows {
    private(set) var windows: [PlacedWindow] = []
    /// Goes up each time the host has new pixels for a window; forgotten with the window.
    private var revisions: [PanelID: Int] = [:]
    private var index: [PanelID: Int] = [:]

    /// Replaces the windows with `windows` (an id given twice is kept where it is first); those
    /// still placed keep their revisions.
    mutating func set(_ windows: [PlacedWindow]) {
        var seen = Set<PanelID>()
        self.windows = windows.filter { seen.insert($0.id).inserted }
        index = Dictionary(uniqueKeysWithValues: self.windows.enumerated().map { ($0.element.id, $0.offset) })
        revisions = revisions.filter { seen.contains($0.key) }
    }

    /// The host has new pixels for window `id` (ignored when no such window is placed).
    mutating func pixelsChanged(_ id: PanelID) {
        guard index[id] != nil else { return }
        revisions[id, default: 0] += 1
    }

    /// The surfaces of the windows at `level`, back to front.
    func surfaces(at level: PlacedWindow.Level) -> [Surface] {
        windows.filter { $0.level == level }.map { .placedWindow($0.id) }
    }

    /// Window `id`'s shadow and pixels, each as the items of its own layer.
    func items(of id: PanelID) -> (shadow: [DisplayItem], window: [DisplayItem]) {
        guard let i = index[id] else { return ([], []) }
        let window = windows[i]
        return (PlacedWindowChrome.shadowItems(of: window), PlacedWindowChrome.items(of: window, revision: revisions[id] ?? 0))
    }
}
