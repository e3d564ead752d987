import Desktop
import Model

/// Where the apps' frames were last put, shaped and stacked (``FramePlacements``, as pushed), and
/// the panel the pointer held when they were last placed, with how many windows there were:
/// while the pointer holds that panel (and no window came or went), nothing is placed again, so
/// a drag costs no placement work per move.
struct PlacedFrames {
    /// The placements last pushed.
    var pushed = FramePlacements()
    private var whileHolding: (panel: PanelID, windows: Int)?

    /// Whether placing waits now, the pointer holding `held` (nil: nothing) with `windows`
    /// windows in panels; when it does not, what it holds is noted.
    mutating func waits(holding held: PanelID?, windows: Int) -> Bool {
        if let held, let last = whileHolding, last == (held, windows) { return true }
        whileHolding = held.map { ($0, windows) }
        return false
    }
}
