import Model

/// The drawing of a window's menu (``WindowMenu``): a popover surface with its arrow at the
/// point it opened from, a row for each choice — the lit one on the accent, a check before a
/// row that holds, a chevron after one that opens a page, greyed where it cannot be chosen — and,
/// on a pushed page, its title as a row back, with a chevron back before it.
public enum WindowMenuChrome {
    static let rowStyle = TextStyle(size: 13, color: Color.Palette.nearBlack)
    static let backStyle = TextStyle(size: 13, bold: true, color: Color.Palette.nearBlack)
    static let markStyle = TextStyle(size: 13, color: Color.Palette.gray, alignment: .center)

    /// The items for `menu`, in coordinates whose origin is the popover's frame's.
    public static func items(for menu: WindowMenu, accent: Color = PanelLook.defaultTint) -> [DisplayItem] {
        let look = PanelLook.standardAppearance, origin = menu.frame.origin
        let arrow = SurfaceArrow(side: menu.opensDown ? .bottom : .top, base: menu.arrowBase - origin.x,
                                 width: WindowMenu.arrow.width, length: WindowMenu.arrow.length)
        var items: [DisplayItem] = [.surface(SurfaceItem(frame: Rect(origin: .zero, size: menu.frame.size), radii: CornerRadii(all: 10),
                                                         background: look.background, border: look.border, shadows: look.shadows, arrow: arrow))]
        for (index, row) in menu.rows.enumerated() {
            let frame = menu.rowFrame(index).offsetBy(Vector(dx: -origin.x, dy: -origin.y))
            let lit = menu.lit == index && row.isEnabled
            if lit { items.append(.roundedRect(frame, CornerRadii(all: 6), accent)) }
            var style = row.kind == .back ? backStyle : rowStyle
            style.color = lit ? .white : row.isEnabled ? style.color : Color.Palette.gray
            var marks = markStyle
            marks.color = lit ? .white : marks.color
            let mark = Rect(x: frame.minX, y: frame.midY - 10, width: 24, height: 20)
            if row.isChecked { items.append(.text("✓", frame: mark, style: marks)) }
            if row.kind == .back { items.append(.text("‹", frame: mark, style: marks)) }
            if case .opens = row.kind {
                items.append(.text("›", frame: Rect(x: frame.maxX - 24, y: frame.midY - 10, width: 24, height: 20), style: marks))
            }
            items.append(.text(row.title, frame: Rect(x: frame.minX + 26, y: frame.midY - 10, width: frame.width - 52, height: 20), style: style))
        }
        return items
    }
}
