import Model

/// The drawing of the search field (Spotlight's): an opaque light plate with a shadow, the field with a
/// magnifier glyph and what was typed (or a placeholder) ended by a caret, then a row for each result —
/// its icon (or, with none found, a tile with the name's first letter), its name, what it
/// is, the chosen row in the accent colour.
public enum SearchChrome {
    static let plateColor = Color(rgb: 0xF5F5F7)
    static let queryStyle = TextStyle(size: 22, color: Color.Palette.nearBlack)
    static let placeholderStyle = TextStyle(size: 22, color: Color.Palette.gray)
    static let nameStyle = TextStyle(size: 15, bold: true, color: Color.Palette.nearBlack)
    static let kindStyle = TextStyle(size: 12, color: Color.Palette.gray)
    static let tileStyle = TextStyle(size: 17, bold: true, color: .white, alignment: .center)
    static let problemStyle = TextStyle(size: 13, color: Color(rgb: 0xB3261E))
    /// What the empty field says.
    public static let placeholder = "Search apps and windows"
    /// Drawn after what was typed (the text is drawn by pango, so the caret rides its end).
    static let caret = "\u{258F}"

    /// One result as drawn: its name, what it is (a generic name, "Application" or "Window") and the
    /// letter on its tile.
    public struct Row: Hashable, Sendable {
        public var name: String
        public var kind: String
        /// Its icon's file (nil: a tile with its first letter).
        public var icon: String?

        public init(name: String, kind: String, icon: String? = nil) {
            self.name = name
            self.kind = kind
            self.icon = icon
        }
    }

    /// The field and its rows in `layout`, drawn in a layer whose origin is the plate's; the
    /// query `selected` (Control+A) shows on the accent's tint, with no caret; a `problem` (a
    /// launch refused) is said in red under the rows.
    public static func items(query: String, selected: Bool = false, rows: [Row], chosen: Int, problem: String? = nil, layout: LaunchFieldLayout,
                             accent: Color = PanelLook.defaultTint) -> [DisplayItem] {
        let origin = layout.plate.origin
        func local(_ r: Rect) -> Rect { r.offsetBy(Vector(dx: -origin.x, dy: -origin.y)) }
        var items: [DisplayItem] = [.surface(SurfaceItem(frame: Rect(origin: .zero, size: layout.plate.size), radii: CornerRadii(all: 16),
                                                         background: plateColor, shadows: PanelLook.standardAppearance.shadows))]
        let field = local(layout.field)
        items += magnifier(in: Rect(x: field.minX + 12, y: field.midY - 11, width: 22, height: 22))
        let textFrame = Rect(x: field.minX + 46, y: field.minY, width: field.width - 58, height: field.height)
        if query.isEmpty {
            items.append(.text(placeholder, frame: textFrame, style: placeholderStyle))
        } else if selected {
            var style = queryStyle
            style.highlight = accent.withAlpha(multipliedBy: 0.3)
            items.append(.text(query, frame: textFrame, style: style))
        } else {
            items.append(.text(query + caret, frame: textFrame, style: queryStyle))
        }
        if !rows.isEmpty { items.append(.fill(Rect(x: field.minX, y: field.maxY + 3, width: field.width, height: 1), Color.Palette.separator)) }
        for (i, (row, frame)) in zip(rows, layout.rows.map(local)).enumerated() {
            let isChosen = i == chosen
            if isChosen { items.append(.roundedRect(frame, CornerRadii(all: 10), accent)) }
            let tile = Rect(x: frame.minX + 8, y: frame.midY - 16, width: 32, height: 32)
            if let icon = row.icon {
                items.append(.image(path: icon, frame: tile))
            } else {
                items.append(.roundedRect(tile, CornerRadii(all: 8), isChosen ? Color.white.withAlpha(multipliedBy: 0.25) : tileColor(row.name)))
                items.append(.text(row.name.first.map { String($0).uppercased() } ?? "?", frame: tile, style: tileStyle))
            }
            var name = nameStyle, kind = kindStyle
            if isChosen { (name.color, kind.color) = (.white, Color.white.withAlpha(multipliedBy: 0.8)) }
            items.append(.text(row.name, frame: Rect(x: tile.maxX + 12, y: frame.minY + 5, width: frame.maxX - tile.maxX - 20, height: 22), style: name))
            items.append(.text(row.kind, frame: Rect(x: tile.maxX + 12, y: frame.minY + 26, width: frame.maxX - tile.maxX - 20, height: 16), style: kind))
        }
        if let problem, let frame = layout.message { items.append(.text(problem, frame: local(frame), style: problemStyle)) }
        return items
    }

    /// A magnifier glyph in `frame`: a ring and a handle.
    static func magnifier(in frame: Rect) -> [DisplayItem] {
        let ring = Rect(x: frame.minX, y: frame.minY, width: frame.width * 0.72, height: frame.height * 0.72)
        return [.roundedRect(ring, CornerRadii(all: ring.width / 2), Color.Palette.gray),
                .roundedRect(ring.insetBy(2.5), CornerRadii(all: ring.width / 2 - 2.5), plateColor),
                .roundedRect(Rect(x: frame.maxX - 8, y: frame.maxY - 8, width: 7, height: 7), CornerRadii(all: 3.5), Color.Palette.gray)]
    }

    /// A tile's colour, chosen by the name so that it stays the same.
    static func tileColor(_ name: String) -> Color {
        let colors = [Color(rgb: 0x5E81AC), Color(rgb: 0xBF616A), Color(rgb: 0xA3BE8C), Color(rgb: 0xD08770), Color(rgb: 0xB48EAD), Color(rgb: 0x88C0D0)]
        let sum = name.unicodeScalars.reduce(0) { $0 &+ Int($1.value) }
        return colors[sum % colors.count]
    }
}
