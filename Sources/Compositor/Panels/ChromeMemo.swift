import Chrome
import Model

/// The last chrome drawn for each panel, so a panel that only moves, fades or scales hands the
/// same content (the same array storage, its bounds and hash already known) to every frame:
/// nothing is built, measured or hashed again, and comparing it with the previous frame's (damage)
/// or with the renderer's kept layer is quick.
///
/// A panel at rest keeps its whole layer too, valid while the manager's revision and the panel's
/// pose stay the same, so a frame that moves one panel of fifty builds one layer, not fifty.
final class ChromeMemo {
    private var last: [PanelID: (drawing: PanelChrome.Drawing, size: Size, content: LayerContent)] = [:]
    private var resting: [PanelID: (revision: Int, pose: PanelPose, items: [DisplayItem])] = [:]
    private var revisions = 0

    /// A revision number no other state of any copy of the panels has had.
    func newRevision() -> Int {
        revisions += 1
        return revisions
    }

    /// Panel `id`'s layer items kept at rest for `revision` and `pose`, if any.
    func restingLayer(of id: PanelID, revision: Int, pose: PanelPose) -> [DisplayItem]? {
        guard let kept = resting[id], kept.revision == revision, kept.pose == pose else { return nil }
        return kept.items
    }

    /// Keeps panel `id`'s layer items at rest for `revision` and `pose`.
    func keepResting(_ items: [DisplayItem], of id: PanelID, revision: Int, pose: PanelPose) {
        resting[id] = (revision, pose, items)
    }

    /// The content of `drawing` at `size` for panel `id`, kept from the last call when both are the same.
    func content(for id: PanelID, _ drawing: PanelChrome.Drawing, size: Size) -> LayerContent {
        if let kept = last[id], kept.size == size, kept.drawing == drawing { return kept.content }
        let content = LayerContent(PanelChrome.items(for: drawing, at: Rect(origin: .zero, size: size)))
        last[id] = (drawing, size, content)
        return content
    }

    /// Forgets a panel that is gone.
    func forget(_ id: PanelID) {
        last[id] = nil
        resting[id] = nil
    }
}
