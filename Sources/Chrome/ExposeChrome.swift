import Model

/// The drawing of what exposé puts over its grid (``ExposeLabels``): each window's name tag — a
/// dark translucent pill with the app's icon and the title, white — and on the lit window a ring
/// in the accent colour and a close button.
public enum ExposeChrome {
    /// One window in the grid, as drawn now.
    public struct Cell: Hashable, Sendable {
        public var frame: Rect
        public var title: String
        public var icon: String?
        public var isLit: Bool
        /// The corner radius its panel is drawn with, scaled to the cell.
        public var radius: Double

        public init(frame: Rect, title: String, icon: String?, isLit: Bool, radius: Double) {
            (self.frame, self.title, self.icon, self.isLit, self.radius) = (frame, title, icon, isLit, radius)
        }
    }

    static let tagColor = Color(rgba: 0x1C1C_1ECC)
    static let titleStyle = TextStyle(size: 12, color: Color.Palette.nord6, alignment: .center)
    static let litTitleStyle = TextStyle(size: 12, bold: true, color: .white, alignment: .center)
    static let closeColor = Color(rgba: 0x3A3A_3CF2)

    /// The items for `cells`, in window coordinates: the lit window's ring, every name tag over
    /// it, then the lit window's close button.
    public static func items(for cells: [Cell], accent: Color = PanelLook.defaultTint) -> [DisplayItem] {
        var items: [DisplayItem] = []
        let lit = cells.first(where: \.isLit)
        if let lit {
            items.append(.surface(SurfaceItem(frame: ExposeLabels.ring(around: lit.frame), radii: CornerRadii(all: lit.radius + ExposeLabels.ringGap),
                                              background: .clear, border: Border(color: accent, width: ExposeLabels.ringWidth))))
        }
        for cell in cells {
            let tag = ExposeLabels.tag(under: cell.frame)
            items.append(.roundedRect(tag, CornerRadii(all: tag.height / 2), cell.isLit ? accent : tagColor))
            var text = Rect(x: tag.minX + 8, y: tag.minY + 2, width: tag.width - 16, height: tag.height - 4)
            if let icon = cell.icon {
                items.append(.image(path: icon, frame: ExposeLabels.icon(in: tag)))
                text = Rect(x: tag.minX + 8 + ExposeLabels.iconSide, y: text.minY, width: max(0, tag.width - 16 - 2 * ExposeLabels.iconSide), height: text.height)
            }
            items.append(.text(cell.title, frame: text, style: cell.isLit ? litTitleStyle : titleStyle))
        }
        if let lit {
            let close = ExposeLabels.closeButton(on: lit.frame)
            items.append(.roundedRect(close, CornerRadii(all: close.width / 2), closeColor))
            items.append(.text("×", frame: Rect(x: close.minX, y: close.minY + 3, width: close.width, height: close.height - 6),
                               style: TextStyle(size: 15, bold: true, color: .white, alignment: .center)))
        }
        return items
    }
}
