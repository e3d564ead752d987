import Model

/// The drawing of the arrangements popover (``ArrangementsMenu``): a popover surface with its arrow
/// at the fill button, each arrangement as a small picture of the work area with its tile in the
/// accent colour (the one pressed darker), and an "Arrange All" button under them.
public enum ArrangementsChrome {
    static let areaColor = Color.Palette.paleGray

    /// The items for `menu`, in coordinates whose origin is the popover's frame's; `pressed` is
    /// the choice the pointer holds, if any.
    public static func items(for menu: ArrangementsMenu, pressed: ArrangementsMenu.Choice?, accent: Color = PanelLook.defaultTint) -> [DisplayItem] {
        let pressedColor = Color(red: accent.red * 0.72, green: accent.green * 0.77, blue: accent.blue * 0.79, alpha: accent.alpha)
        let buttonStyle = TextStyle(size: 14, bold: true, color: accent, alignment: .center)
        let look = PanelLook.standardAppearance, origin = menu.frame.origin
        let local = Rect(origin: .zero, size: menu.frame.size)
        let arrow = SurfaceArrow(side: menu.side, base: menu.arrowBase - origin.x,
                                 width: ArrangementsMenu.arrow.width, length: ArrangementsMenu.arrow.length)
        var items: [DisplayItem] = [.surface(SurfaceItem(frame: local, radii: CornerRadii(all: look.cornerRadius), background: look.background,
                                                         border: look.border, shadows: look.shadows, arrow: arrow))]
        for (choice, frame) in menu.choices {
            let cell = frame.offsetBy(Vector(dx: -origin.x, dy: -origin.y))
            switch choice {
            case .tile(let arrangement):
                items.append(.roundedRect(cell, CornerRadii(all: 5), areaColor))
                let tile = arrangement.frame(in: cell.insetBy(3))
                items.append(.roundedRect(tile.insetBy(1), CornerRadii(all: 3), choice == pressed ? pressedColor : accent))
            case .arrangeAll:
                items.append(.roundedRect(cell, CornerRadii(all: 8), choice == pressed ? Color.Palette.lightGray : areaColor))
                items.append(.text("Arrange All", frame: Rect(x: cell.minX, y: cell.midY - 10, width: cell.width, height: 20), style: buttonStyle))
            }
        }
        return items
    }
}
