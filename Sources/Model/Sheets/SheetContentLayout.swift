/// Where a sheet's content sits: the part of the surface below its grabber strip, and the list
/// below the title and search field, which scrolls (in columns when there are several lists).
public enum SheetContentLayout {
    /// Where the content sits: the surface's visible part (a static surface runs past the window)
    /// minus the grabber strip and the content padding.
    public static func contentRect(for sheet: SheetSpec, geometry: SheetGeometry, frame: Rect) -> Rect {
        let a = sheet.appearance
        var r = frame.intersection(Rect(origin: .zero, size: geometry.size))
        switch sheet.edge {
        case .bottom: r = r.inset(by: EdgeInsets(top: a.grabberAreaLength))
        case .top: r = r.inset(by: EdgeInsets(bottom: a.grabberAreaLength))
        case .left: r = r.inset(by: EdgeInsets(right: a.grabberAreaLength))
        case .right: r = r.inset(by: EdgeInsets(left: a.grabberAreaLength))
        }
        return r.inset(by: a.contentPadding)
    }

    /// Where the lists sit inside the content (below the title and search field), all columns together.
    public static func listRect(for sheet: SheetSpec, geometry: SheetGeometry, frame: Rect) -> Rect {
        let content = contentRect(for: sheet, geometry: geometry, frame: frame)
        var top = content.minY
        if sheet.content.title != nil { top += 28 }
        if sheet.content.searchPlaceholder != nil { top += 48 }
        return Rect(x: content.minX, y: top, width: content.width, height: max(0, content.maxY - top))
    }

    /// The space between two lists side by side.
    public static let columnGap = 12.0

    /// Where each list sits: the list area divided into equal columns, one per list.
    public static func listRects(for sheet: SheetSpec, geometry: SheetGeometry, frame: Rect) -> [Rect] {
        let area = listRect(for: sheet, geometry: geometry, frame: frame)
        let n = Double(sheet.content.lists.count)
        let width = max(0, (area.width - columnGap * (n - 1)) / n)
        return sheet.content.lists.indices.map {
            Rect(x: area.minX + Double($0) * (width + columnGap), y: area.minY, width: width, height: area.height)
        }
    }

    /// How far list `index` can scroll when its sheet is at `frame`.
    public static func maximumScroll(for sheet: SheetSpec, list index: Int, geometry: SheetGeometry, frame: Rect) -> Double {
        let rows = Double(sheet.content.lists[index].count) * SheetContent.rowHeight
        return max(0, rows - listRect(for: sheet, geometry: geometry, frame: frame).height)
    }
}
