/// The arrangements popover behind a long press (or a right click) on a window's fill button
/// (iPadOS 26's): a grid of the places a window can take — the halves, the quarters, the thirds and
/// the whole work area, each shown as a small picture of the area with its tile filled — and
/// "Arrange all" under them. Where it goes and what a point in it chooses.
public struct ArrangementsMenu: Hashable, Sendable {
    /// What a press in the menu chooses.
    public enum Choice: Hashable, Sendable {
        case tile(TileArrangement)
        /// Every window of the work area in a grid (``PanelManager/arrangeAll()``).
        case arrangeAll
    }

    /// The grid of arrangements, row by row.
    public static let grid: [[TileArrangement]] = [[.leftHalf, .rightHalf, .topHalf, .bottomHalf],
                                                   [.topLeft, .topRight, .bottomLeft, .bottomRight],
                                                   [.leftThird, .middleThird, .rightThird, .fill]]
    /// One arrangement's picture.
    public static let cellSize = Size(width: 48, height: 34)
    /// Between cells, and around the grid and the button.
    public static let spacing = 10.0, padding = 14.0
    public static let buttonHeight = 34.0
    /// The arrow to the fill button, and the least room kept between the popover and the window's edges.
    public static let arrow = PopoverArrow.standard, margin = 8.0

    /// The window whose fill button opened it.
    public let panel: PanelID
    /// The popover's surface, arrow aside.
    public let frame: Rect
    /// Which side of the button it is on (`.bottom`: below it, its arrow pointing up).
    public let side: PopoverSide
    /// The middle of the arrow's base along the edge facing the button, in window coordinates.
    public let arrowBase: Double

    /// The menu for `panel` whose fill button is at `button`, inside `container`: below the button,
    /// or above it where it does not fit below, centred on it and kept ``margin`` inside.
    public init(panel: PanelID, under button: Rect, in container: Rect) {
        self.panel = panel
        let columns = Double(Self.grid[0].count), rows = Double(Self.grid.count)
        let size = Size(width: 2 * Self.padding + columns * Self.cellSize.width + (columns - 1) * Self.spacing,
                        height: 2 * Self.padding + rows * Self.cellSize.height + rows * Self.spacing + Self.buttonHeight)
        let gap = Self.arrow.length + 2
        let below = button.maxY + gap + size.height <= container.maxY - Self.margin || button.minY - gap - size.height < container.minY + Self.margin
        side = below ? .bottom : .top
        let x = (button.midX - size.width / 2).rounded()
            .clamped(to: (container.minX + Self.margin)...max(container.minX + Self.margin, container.maxX - Self.margin - size.width))
        frame = Rect(x: x, y: below ? button.maxY + gap : button.minY - gap - size.height, width: size.width, height: size.height)
        arrowBase = button.midX.clamped(to: (frame.minX + 18)...(frame.maxX - 18))
    }

    /// Every choice and where it is drawn, in window coordinates: the grid row by row, then the button.
    public var choices: [(choice: Choice, frame: Rect)] {
        var out: [(Choice, Rect)] = []
        for (r, row) in Self.grid.enumerated() {
            for (c, arrangement) in row.enumerated() {
                out.append((.tile(arrangement), Rect(x: frame.minX + Self.padding + Double(c) * (Self.cellSize.width + Self.spacing),
                                                     y: frame.minY + Self.padding + Double(r) * (Self.cellSize.height + Self.spacing),
                                                     width: Self.cellSize.width, height: Self.cellSize.height)))
            }
        }
        out.append((.arrangeAll, Rect(x: frame.minX + Self.padding, y: frame.maxY - Self.padding - Self.buttonHeight,
                                      width: frame.width - 2 * Self.padding, height: Self.buttonHeight)))
        return out
    }

    /// The choice under `p`, if any.
    public func choice(at p: Point) -> Choice? { choices.first { $0.frame.contains(p) }?.choice }

    /// Whether `p` is on the popover (its arrow aside).
    public func contains(_ p: Point) -> Bool { frame.contains(p) }
}
