/// The drawing of a floating panel at a frame: its surface, grabber, title and body text.
public enum PanelChrome {
    /// The height of the strip at the panel's top that holds the grabber and the title.
    public static let titleBarHeight = 44.0
    /// Horizontal padding of the title and body.
    public static let contentPadding = 16.0

    public static let titleStyle = TextStyle(size: 14, bold: true, color: Color(hex: "#1C1C1E")!, alignment: .center)
    public static let bodyStyle = TextStyle(size: 12, color: Color(hex: "#3A3A3C")!, wraps: true)

    /// The items that draw `panel` at `frame`, back to front.
    public static func items(for panel: PanelSpec, at frame: Rect) -> [DisplayItem] {
        let a = panel.appearance
        var items: [DisplayItem] = [
            .surface(SurfaceItem(frame: frame, radii: CornerRadii(all: a.cornerRadius).fitted(to: frame.size),
                                 background: a.background, border: a.border, shadows: a.shadows)),
        ]
        let g = panel.grabber
        if !g.hidden {
            let pill = Rect(x: frame.midX - g.size.width / 2, y: frame.minY + g.padding,
                            width: g.size.width, height: g.size.height)
            items.append(.roundedRect(pill, CornerRadii(all: g.size.height / 2), g.color))
        }
        let textWidth = max(0, frame.width - 2 * contentPadding)
        if !panel.title.isEmpty {
            let top = frame.minY + g.padding + g.size.height + 6
            items.append(.text(panel.title, frame: Rect(x: frame.minX + contentPadding, y: top, width: textWidth,
                                                        height: titleBarHeight - (top - frame.minY)),
                               style: titleStyle))
        }
        if let body = panel.body, !body.isEmpty {
            let top = frame.minY + titleBarHeight + 4
            items.append(.text(body, frame: Rect(x: frame.minX + contentPadding, y: top, width: textWidth,
                                                 height: max(0, frame.maxY - top - contentPadding)),
                               style: bodyStyle))
        }
        return items
    }
}

extension Rect {
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
}
