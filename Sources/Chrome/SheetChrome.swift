import Model

/// The drawing of a sheet with its free edge at an extent: surface, grabber, and content (title,
/// search field, scrolled list, body) clipped to the surface.
public enum SheetChrome {
    static let titleStyle = TextStyle(size: 17, bold: true, color: Color.Palette.nearBlack)
    static let rowTitleStyle = TextStyle(size: 14, color: Color.Palette.nearBlack)
    static let rowSubtitleStyle = TextStyle(size: 12, color: Color.Palette.gray)
    static let placeholderStyle = TextStyle(size: 14, color: Color.Palette.gray)
    static let bodyStyle = TextStyle(size: 13, color: Color.Palette.darkGray, wraps: true)
    static let separator = Color.Palette.separator
    static let fieldFill = Color.Palette.fieldFill

    /// The items for `sheet` drawn at `frame`, each of its lists scrolled by its entry in `scrollOffsets`;
    /// a sheet with a bottom bar shows it morphed into the sheet by `barProgress` (0: the bar, 1: the sheet).
    public static func items(for sheet: SheetSpec, geometry: SheetGeometry, frame: Rect, scrollOffsets: [Double],
                             barProgress: Double = 1) -> [DisplayItem] {
        let a = sheet.appearance
        let surface = DisplayItem.surface(SurfaceItem(frame: frame, radii: geometry.radii(a.surface.cornerRadius).fitted(to: frame.size),
                                                      background: a.surface.background, border: a.surface.border, shadows: a.surface.shadows))
        let content = contentItems(for: sheet, geometry: geometry, frame: frame, scrollOffsets: scrollOffsets)
        guard let bar = sheet.bottomBar else { return [surface] + content }
        return [surface] + faded(.sheetBar(sheet.id), barItems(bar, geometry: geometry, frame: frame), SheetBarMorph.barOpacity(barProgress))
            + faded(.sheetContent(sheet.id), content, SheetBarMorph.contentOpacity(barProgress))
    }

    /// The grabber and the content (title, search field, lists, body) of `sheet` drawn at `frame`.
    private static func contentItems(for sheet: SheetSpec, geometry: SheetGeometry, frame: Rect, scrollOffsets: [Double]) -> [DisplayItem] {
        let a = sheet.appearance
        var items: [DisplayItem] = []
        if !a.grabber.hidden {
            let pill = geometry.grabberRect(a.grabber, in: frame)
            items.append(.roundedRect(pill, CornerRadii(all: min(pill.width, pill.height) / 2), a.grabber.color))
        }
        let content = SheetContentLayout.contentRect(for: sheet, geometry: geometry, frame: frame)
        guard !content.isEmpty else { return items }
        var inner: [DisplayItem] = []
        var y = content.minY
        let x = content.minX, w = content.width
        if let title = sheet.content.title {
            inner.append(.text(title, frame: Rect(x: x, y: y, width: w, height: 24), style: titleStyle))
            y += 28
        }
        if let placeholder = sheet.content.searchPlaceholder {
            let field = Rect(x: x, y: y + 2, width: w, height: 36)
            inner.append(.roundedRect(field, CornerRadii(all: 10), fieldFill))
            inner.append(.text(placeholder, frame: Rect(x: x + 12, y: field.minY, width: w - 24, height: field.height), style: placeholderStyle))
            y += 48
        }
        if let body = sheet.content.body {
            inner.append(.text(body, frame: Rect(x: x, y: y, width: w, height: max(0, content.maxY - y)), style: bodyStyle))
        }
        let lists = SheetContentLayout.listRects(for: sheet, geometry: geometry, frame: frame)
        for (i, rows) in sheet.content.lists.enumerated() where !rows.isEmpty {
            let offset = scrollOffsets.indices.contains(i) ? scrollOffsets[i] : 0
            inner.append(.clipped(lists[i], listItems(rows, in: lists[i], scrollOffset: offset)))
        }
        items.append(.clipped(content, inner))
        return items
    }

    /// The rows of one list visible in `list`, scrolled by `scrollOffset`.
    private static func listItems(_ rows: [ListRow], in list: Rect, scrollOffset: Double) -> [DisplayItem] {
        let h = SheetContent.rowHeight
        let first = max(0, Int((scrollOffset / h).rounded(.down)))
        let last = min(rows.count, Int(((scrollOffset + list.height) / h).rounded(.up)) + 1)
        guard first < last else { return [] }
        return (first..<last).flatMap { i -> [DisplayItem] in
            let top = list.minY + Double(i) * h - scrollOffset
            let x = list.minX, w = list.width
            return [
                .text(rows[i].title, frame: Rect(x: x, y: top + 8, width: w, height: 20), style: rowTitleStyle),
                .text(rows[i].subtitle, frame: Rect(x: x, y: top + 28, width: w, height: 18), style: rowSubtitleStyle),
                .fill(Rect(x: x, y: top + h - 1, width: w, height: 1), separator),
            ]
        }
    }
}
