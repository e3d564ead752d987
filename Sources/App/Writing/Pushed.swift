import Desktop
import Model

/// What the one push (AppHost+Push.swift) remembers: what it last wrote to X
/// (``PushedDisplay``), and the panel the pointer held when the frames were last placed, with
/// how many windows there were: while the pointer holds that panel (and no window came or
/// went), nothing is placed again, so a drag costs no placement work per move.
struct Pushed {
    /// What was last written.
    var written = PushedDisplay()
    private var whileHolding: (panel: PanelID, windows: Int)?

    /// Where the frames were last put, shaped and stacked.
    var frames: FramePlacements { written.frames }

    /// Where `client`'s frame was last put (nil: nowhere yet, or not a frame's client).
    func place(of client: WindowID) -> PixelRect? { written.frames.frames[client]?.place }

    /// `client` was let go (it went, or was given back): its frame is written afresh if it is
    /// taken again.
    mutating func forget(_ client: WindowID) { written.frames.frames[client] = nil }

    /// Whether placing waits now, the pointer holding `held` (nil: nothing) with `windows`
    /// windows in panels; when it does not, what it holds is noted.
    mutating func waits(holding held: PanelID?, windows: Int) -> Bool {
        if let held, let last = whileHolding, last == (held, windows) { return true }
        whileHolding = held.map { ($0, windows) }
        return false
    }
}
