import Model

extension MainContent {
    /// Padding between the area's edges and its text.
    public static let padding = 32.0
    public static let titleStyle = TextStyle(size: 20, bold: true, color: Color.Palette.nearBlack)
    public static let bodyStyle = TextStyle(size: 15, color: Color.Palette.darkGray, wraps: true)

    /// The items that draw the area at `frame`: its fill, the heading and the wrapped text.
    public func items(in frame: Rect) -> [DisplayItem] {
        let p = Self.padding, width = max(0, frame.width - 2 * p)
        var items: [DisplayItem] = [.fill(frame, background)]
        var top = frame.minY + p
        if let title, !title.isEmpty {
            items.append(.text(title, frame: Rect(x: frame.minX + p, y: top, width: width, height: 28), style: Self.titleStyle))
            top += 28 + 12
        }
        if !body.isEmpty {
            items.append(.text(body, frame: Rect(x: frame.minX + p, y: top, width: width, height: max(0, frame.maxY - p - top)),
                               style: Self.bodyStyle))
        }
        return items
    }
}
