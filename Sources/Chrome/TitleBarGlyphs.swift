import Model

/// The title bar buttons' glyphs, made of rounded rectangles and one text glyph.
enum TitleBarGlyphs {
    static let closeColor = Color.Palette.closeRed
    /// Minimise's and fill's dots (iPadOS's and macOS's amber and green).
    static let minimiseColor = Color(rgb: 0xF4B63F), fillColor = Color(rgb: 0x5BC45A)
    /// Buttons of a panel without focus.
    static let quietColor = Color.Palette.lightGray

    /// The items that draw `button` centred in `frame`: close is a red dot with a ×; pin is a window
    /// with a filled column on its right (a panel pinned to a side); float is two overlapping windows.
    /// `active` (the focused panel) draws them in colour, else grey.
    static func items(for button: TitleBarButton, in frame: Rect, tint: Color, background: Color,
                      active: Bool) -> [DisplayItem] {
        let c = frame.center
        let color = active ? tint : quietColor
        switch button {
        case .close:
            let dot = Rect(x: c.x - 7, y: c.y - 7, width: 14, height: 14)
            return [.roundedRect(dot, CornerRadii(all: 7), active ? closeColor : quietColor),
                    .text("×", frame: dot.insetBy(-1), style: TextStyle(size: 13, bold: true, color: .white, alignment: .center))]
        case .pin:
            let window = Rect(x: c.x - 8, y: c.y - 6, width: 16, height: 12)
            return outline(window, color: color, background: background)
                + [.roundedRect(Rect(x: window.maxX - 6, y: window.minY, width: 6, height: window.height), CornerRadii(all: 2), color)]
        case .float:
            return outline(Rect(x: c.x - 3, y: c.y - 7, width: 10, height: 10), color: color, background: background)
                + outline(Rect(x: c.x - 7, y: c.y - 3, width: 10, height: 10), color: color, background: background)
        case .minimise:
            // An amber dot with a bar: the window goes to the shelf.
            let dot = Rect(x: c.x - 7, y: c.y - 7, width: 14, height: 14)
            return [.roundedRect(dot, CornerRadii(all: 7), active ? minimiseColor : quietColor),
                    .roundedRect(Rect(x: c.x - 4, y: c.y - 0.75, width: 8, height: 1.5), CornerRadii(all: 0.75), .white)]
        case .fill:
            // A green dot with a square outline: the window fills the work area.
            let dot = Rect(x: c.x - 7, y: c.y - 7, width: 14, height: 14)
            let square = Rect(x: c.x - 3.5, y: c.y - 3.5, width: 7, height: 7)
            return [.roundedRect(dot, CornerRadii(all: 7), active ? fillColor : quietColor),
                    .roundedRect(square, CornerRadii(all: 1.5), .white),
                    .roundedRect(square.insetBy(1.5), CornerRadii(all: 0.5), active ? fillColor : quietColor)]
        }
    }

    /// A 1.5 pt outline: the shape in `color` with its inside in `background` (covering what lies below).
    private static func outline(_ r: Rect, color: Color, background: Color) -> [DisplayItem] {
        [.roundedRect(r, CornerRadii(all: 2.5), color), .roundedRect(r.insetBy(1.5), CornerRadii(all: 1), background)]
    }
}
