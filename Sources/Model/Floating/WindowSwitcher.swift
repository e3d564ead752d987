/// Alt+Tab's switcher: the floating windows front to back (the most recently used first), one of
/// them chosen. The first Alt+Tab chooses the window behind the front one (pressed and let go at
/// once, the last two windows trade places), Alt+Shift+Tab the backmost; each further Tab while
/// Alt is held moves the choice on (Shift+Tab back), wrapping; letting go of Alt brings the chosen
/// window to the front.
public struct WindowSwitcher: Hashable, Sendable {
    /// The windows it offers, front first.
    public let windows: [PanelID]
    /// The index of the chosen one in ``windows``.
    public private(set) var selected: Int

    /// The switcher over `manager`'s floating windows, `backwards` for Alt+Shift+Tab; nil when
    /// fewer than two float.
    public init?(_ manager: PanelManager, backwards: Bool) {
        let floating = manager.exposeOrder
        guard floating.count >= 2 else { return nil }
        windows = floating.reversed()
        selected = backwards ? floating.count - 1 : 1
    }

    /// The chosen window.
    public var chosen: PanelID { windows[selected] }

    /// Tab again (Shift+Tab: `backwards`): the next window is chosen, wrapping.
    public mutating func advance(backwards: Bool) {
        selected = (selected + (backwards ? windows.count - 1 : 1)) % windows.count
    }
}

/// Where the switcher draws: a plate centred in the window with the windows' thumbnails in a row,
/// each no larger than ``thumbnail`` (never enlarged), a title under each; a row wider than the
/// window allows is scaled down as a whole.
public struct WindowSwitcherLayout: Hashable, Sendable {
    /// One window's place: its thumbnail's frame and scale, and its title's frame under it.
    public struct Cell: Hashable, Sendable {
        public var frame: Rect
        public var scale: Double
        public var title: Rect
    }

    public static let thumbnail = Size(width: 200, height: 150)
    /// Around and between the thumbnails; the titles' height; the least room kept at the window's sides.
    public static let padding = 20.0, titleHeight = 24.0, margin = 40.0

    public let plate: Rect
    public let cells: [Cell]

    /// The layout for windows of `sizes` (front first) in `container`.
    public init(sizes: [Size], in container: Rect) {
        let own = sizes.map { min(1, $0.width > 0 ? Self.thumbnail.width / $0.width : 1, $0.height > 0 ? Self.thumbnail.height / $0.height : 1) }
        let gaps = Self.padding * Double(sizes.count + 1)
        let row = zip(sizes, own).reduce(0) { $0 + $1.0.width * $1.1 }
        let fit = row > 0 ? min(1, max(0, container.width - 2 * Self.margin - gaps) / row) : 1
        let tallest = zip(sizes, own).map { $0.0.height * $0.1 * fit }.max() ?? 0
        let size = Size(width: row * fit + gaps, height: tallest + Self.titleHeight + 2 * Self.padding)
        plate = Rect(x: (container.midX - size.width / 2).rounded(), y: (container.midY - size.height / 2).rounded(), width: size.width, height: size.height)
        var x = plate.minX + Self.padding, cells: [Cell] = []
        for (s, k) in zip(sizes, own) {
            let scale = k * fit, w = s.width * scale, h = s.height * scale
            let frame = Rect(x: x.rounded(), y: (plate.minY + Self.padding + (tallest - h) / 2).rounded(), width: w, height: h)
            cells.append(Cell(frame: frame, scale: scale,
                              title: Rect(x: frame.minX - Self.padding / 2, y: plate.minY + Self.padding + tallest + 4, width: w + Self.padding, height: Self.titleHeight - 4)))
            x += w + Self.padding
        }
        self.cells = cells
    }
}
