/// A window's menu (mutter's and macOS's window menu, as a popover): opened at the pointer by a
/// right click on the title bar, or asked for by an app that draws its own
/// (`_GTK_SHOW_WINDOW_MENU`). Its rows, what each chooses, where it goes and which row the keys
/// or the pointer light; "Move to Space" and "Move to Monitor" push a page of their own, with a
/// row back, the popover sized to each page.
public struct WindowMenu: Hashable, Sendable {
    /// What a row does.
    public enum Choice: Hashable, Sendable {
        case close, minimise, fill, float
        case keepAbove(Bool)
        case tile(TileArrangement)
        /// Onto space `n` (from 0).
        case moveToSpace(Int)
        /// Onto monitor `n` (from 0).
        case moveToMonitor(Int)
    }

    /// The page a row opens or leads back from.
    public enum Page: Hashable, Sendable {
        case main, spaces, monitors
    }

    /// One row: a choice, a page it opens, or the row back to the main page.
    public struct Row: Hashable, Sendable {
        public enum Kind: Hashable, Sendable {
            case choice(Choice)
            case opens(Page)
            case back
        }

        public var title: String
        public var kind: Kind
        /// Whether it can be chosen (the space the window is on cannot).
        public var isEnabled = true
        /// Whether it shows a check (Keep Above while kept above, the window's space and monitor).
        public var isChecked = false
    }

    /// What the window is, for the rows: whether it is tiled, kept above, on which space of how
    /// many, on which monitor of how many.
    public struct Facts: Hashable, Sendable {
        public var isTiled: Bool, isKeptAbove: Bool
        public var space: Int?, spaceCount: Int
        public var monitor: Int, monitorCount: Int

        public init(isTiled: Bool = false, isKeptAbove: Bool = false, space: Int? = nil, spaceCount: Int = 0, monitor: Int = 0, monitorCount: Int = 1) {
            (self.isTiled, self.isKeptAbove, self.space, self.spaceCount, self.monitor, self.monitorCount) =
                (isTiled, isKeptAbove, space, spaceCount, monitor, monitorCount)
        }
    }

    public static let rowHeight = 30.0, width = 220.0, padding = 6.0, margin = 8.0
    public static let arrow = PopoverArrow.standard

    /// The window it is for.
    public let panel: PanelID
    public let facts: Facts
    /// The point it was opened at: its arrow's tip.
    public let anchor: Point
    /// The window it is kept inside.
    public let container: Rect
    public private(set) var page: Page = .main
    /// The row the keys or the pointer light (nil: none).
    public var lit: Int?

    public init(panel: PanelID, facts: Facts, at anchor: Point, in container: Rect) {
        (self.panel, self.facts, self.anchor, self.container) = (panel, facts, anchor, container)
    }

    /// The rows of the page that shows.
    public var rows: [Row] {
        switch page {
        case .main:
            var rows = [Row(title: "Close", kind: .choice(.close)), Row(title: "Minimise", kind: .choice(.minimise)),
                        facts.isTiled ? Row(title: "Float", kind: .choice(.float)) : Row(title: "Fill", kind: .choice(.fill)),
                        Row(title: "Keep Above", kind: .choice(.keepAbove(!facts.isKeptAbove)), isChecked: facts.isKeptAbove)]
            if facts.spaceCount > 1 { rows.append(Row(title: "Move to Space", kind: .opens(.spaces))) }
            if facts.monitorCount > 1 { rows.append(Row(title: "Move to Monitor", kind: .opens(.monitors))) }
            return rows + [Row(title: "Tile Left", kind: .choice(.tile(.leftHalf))), Row(title: "Tile Right", kind: .choice(.tile(.rightHalf)))]
        case .spaces:
            return [Row(title: "Move to Space", kind: .back)] + (0..<facts.spaceCount).map { n in
                Row(title: "Space \(n + 1)", kind: .choice(.moveToSpace(n)), isEnabled: n != facts.space, isChecked: n == facts.space)
            }
        case .monitors:
            return [Row(title: "Move to Monitor", kind: .back)] + (0..<facts.monitorCount).map { n in
                Row(title: "Monitor \(n + 1)", kind: .choice(.moveToMonitor(n)), isEnabled: n != facts.monitor, isChecked: n == facts.monitor)
            }
        }
    }

    /// Whether the popover hangs below its anchor (its arrow pointing up), else above it: below,
    /// unless the main page would not fit there and does above.
    public var opensDown: Bool {
        let tallest = Self.size(rows: WindowMenu(panel: panel, facts: facts, at: anchor, in: container).rows.count).height + Self.arrow.length
        return anchor.y + tallest <= container.maxY - Self.margin || anchor.y - tallest < container.minY + Self.margin
    }

    /// The popover's surface (its arrow aside): the rows' size, hanging from the anchor, kept inside the container.
    public var frame: Rect {
        let size = Self.size(rows: rows.count)
        let x = (anchor.x - size.width / 2).rounded()
            .clamped(to: (container.minX + Self.margin)...max(container.minX + Self.margin, container.maxX - Self.margin - size.width))
        let y = opensDown ? anchor.y + Self.arrow.length : anchor.y - Self.arrow.length - size.height
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }

    /// The middle of the arrow's base along the edge facing the anchor.
    public var arrowBase: Double { anchor.x.clamped(to: (frame.minX + 18)...(frame.maxX - 18)) }

    static func size(rows: Int) -> Size { Size(width: width, height: 2 * padding + Double(rows) * rowHeight) }

    /// Where row `index` is drawn.
    public func rowFrame(_ index: Int) -> Rect {
        let f = frame
        return Rect(x: f.minX + Self.padding, y: f.minY + Self.padding + Double(index) * Self.rowHeight, width: f.width - 2 * Self.padding, height: Self.rowHeight)
    }

    /// The row under `p`, if any.
    public func row(at p: Point) -> Int? { rows.indices.first { rowFrame($0).contains(p) } }

    /// Whether `p` is on the popover (its arrow aside).
    public func contains(_ p: Point) -> Bool { frame.contains(p) }

    /// Row `index` taken (a click, Return): its choice, or nil where it turned the page (and
    /// the page's first row that can be chosen is lit, when the keys chose it) or cannot be chosen.
    public mutating func take(_ index: Int, byKeys: Bool = false) -> Choice? {
        guard rows.indices.contains(index), rows[index].isEnabled else { return nil }
        switch rows[index].kind {
        case .choice(let choice): return choice
        case .opens(let opened): page = opened
        case .back: page = .main
        }
        lit = byKeys ? rows.indices.first { rows[$0].isEnabled && rows[$0].kind != .back } : nil
        return nil
    }

    /// The keys: Up and Down light the row before or after that can be chosen (wrapping); Right
    /// opens the lit row's page; Left goes back to the main page. Whether the key did anything.
    public mutating func move(_ direction: KeyDirection) -> Bool {
        let usable = rows.indices.filter { rows[$0].isEnabled }
        switch direction {
        case .down, .up:
            guard !usable.isEmpty else { return false }
            let at = lit.flatMap { usable.firstIndex(of: $0) }
            let next = direction == .down ? (at.map { $0 + 1 } ?? 0) : (at.map { $0 - 1 } ?? usable.count - 1)
            lit = usable[(next % usable.count + usable.count) % usable.count]
            return true
        case .right:
            guard let lit, case .opens = rows[lit].kind else { return false }
            _ = take(lit, byKeys: true)
            return true
        case .left:
            guard page != .main else { return false }
            page = .main
            lit = 0
            return true
        }
    }
}
