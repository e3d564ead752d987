/// Which space each panel is on, and which space shows (a managed display's spaces, as the
/// desktop model has them). A panel on another space keeps its place there, a window's width to
/// the side for each space between (later spaces to the right), so that showing another space
/// slides every panel with its spring; a panel not listed is on every space.
public struct PanelSpaces: Hashable, Sendable {
    /// The most spaces there may be (a managed display's; the desktop model's `Spaces` keeps to it).
    public static let maximumCount = 32

    /// How many spaces there are (0: the window has none, as outside `manage`).
    public var count: Int
    /// The space that shows, from 0.
    public var current: Int
    /// The space of each panel on one.
    public var spaceOf: [PanelID: Int]

    public init(count: Int = 0, current: Int = 0, spaceOf: [PanelID: Int] = [:]) {
        self.count = count
        self.current = current
        self.spaceOf = spaceOf
    }

    /// Whether panel `id` is on the space that shows (or on every space).
    public func isHere(_ id: PanelID) -> Bool { spaceOf[id].map { $0 == current } ?? true }

    /// How many windows' widths to the right of its place panel `id` is drawn: its space less the
    /// one that shows (0 for a panel on every space).
    public func offset(of id: PanelID) -> Int { spaceOf[id].map { $0 - current } ?? 0 }
}

/// Spaces: only the panels of the space that shows are hit, focused, cycled through, switched to
/// and arranged; the others rest beside it, out of the window.
extension PanelManager {
    /// Puts the panels on `spaces`. When the focused panel is no longer on the space that shows,
    /// the front-most one there takes the focus; exposé ends when nothing of it is left (its row of
    /// spaces, where there are spaces, stays).
    public mutating func setSpaces(_ spaces: PanelSpaces) {
        guard spaces != self.spaces else { return }
        self.spaces = spaces
        if let f = focusedID, !spaces.isHere(f) { focusedID = frontActivePanel }
        if isExposing, exposeOrder.isEmpty, spaces.count == 0 { isExposing = false }
    }

    /// Whether panel `id` is on the space that shows (or on every space).
    public func isHere(_ id: PanelID) -> Bool { spaces.isHere(id) }

    /// Exposé's row of spaces, while exposé shows in a window that has spaces.
    public var spacesRow: ExposeSpacesRow? { isExposing ? spacesRowLayout : nil }

    /// Where exposé's row of spaces lies, in a window that has spaces: along the top of the
    /// primary monitor, clear of the pinned panels' sides (as the grid below it), each thumbnail
    /// showing the whole window.
    public var spacesRowLayout: ExposeSpacesRow? {
        guard spaces.count > 0 else { return nil }
        let clear = monitorFrames[0].intersection(mainContent)
        return ExposeSpacesRow(count: spaces.count, in: clear.isEmpty ? monitorFrames[0] : clear, showing: container)
    }

    /// The panels of space `space` a thumbnail of it shows, back to front, each at its place on
    /// that space: floating and pinned ones, and those on every space.
    public func panels(onSpace space: Int) -> [(id: PanelID, frame: Rect)] {
        zOrder.compactMap { id in
            guard spaces.spaceOf[id].map({ $0 == space }) ?? true, state(of: id) == .floating || state(of: id).isPinned,
                  !appSheets.contains(id), let rest = frame(of: id) else { return nil }
            return (id, rest)
        }
    }

    /// `frame` moved to where panel `id` is drawn while its space does not show.
    func placedOnItsSpace(_ frame: Rect, of id: PanelID) -> Rect {
        let screens = spaces.offset(of: id)
        return screens == 0 ? frame : frame.offsetBy(Vector(dx: Double(screens) * container.width, dy: 0))
    }
}
