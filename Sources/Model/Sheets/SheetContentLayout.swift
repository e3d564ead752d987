/// Where a sheet's content sits: the part of the surface below its grabber strip, and the list
/// below the title and search field, which scrolls.
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

    /// Where the list sits inside the content (below the title and search field).
    public static func listRect(for sheet: SheetSpec, geometry: SheetGeometry, frame: Rect) -> Rect {
        let content = contentRect(for: sheet, geometry: geometry, frame: frame)
        var top = content.minY
        if sheet.content.title != nil { top += 28 }
        if sheet.content.searchPlaceholder != nil { top += 48 }
        return Rect(x: content.minX, y: top, width: content.width, height: max(0, content.maxY - top))
    }

    /// How far the list can scroll when its sheet is at `frame`.
    public static func maximumScroll(for sheet: SheetSpec, geometry: SheetGeometry, frame: Rect) -> Double {
        max(0, Double(sheet.content.rows.count) * SheetContent.rowHeight - listRect(for: sheet, geometry: geometry, frame: frame).height)
    }
}
