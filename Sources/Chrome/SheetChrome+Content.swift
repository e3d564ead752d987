import Model

// What a sheet's content and list layers draw, each in its own coordinates.
extension SheetChrome {
    /// How many rows a list's layer draws at a time: the band of whole blocks of this many rows
    /// that holds the rows shown, so a list scrolls within its layer and is drawn again only as
    /// the rows shown pass into another block.
    static let rowBlock = 16

    /// The title, search field and body of `sheet` in a content area of `size`, from its top-left
    /// corner, over `backing` when there is one.
    static func contentItems(for sheet: SheetSpec, size: Size, backing: Color?) -> [DisplayItem] {
        var items: [DisplayItem] = []
        var y = 0.0
        let w = size.width
        if let title = sheet.content.title {
            items.append(.text(title, frame: Rect(x: 0, y: y, width: w, height: 24), style: titleStyle))
            y += 28
        }
        if let placeholder = sheet.content.searchPlaceholder {
            let field = Rect(x: 0, y: y + 2, width: w, height: 36)
            items.append(.roundedRect(field, CornerRadii(all: 10), fieldFill))
            items.append(.text(placeholder, frame: Rect(x: 12, y: field.minY, width: w - 24, height: field.height), style: placeholderStyle))
            y += 48
        }
        if let body = sheet.content.body {
            // Wrapped text ends (ellipsized) where the content shown ends.
            items.append(.text(body, frame: Rect(x: 0, y: y, width: w, height: max(0, size.height - y)), style: bodyStyle))
        }
        guard let backing, !items.isEmpty else { return items }
        return [.fill(items.reduce(Rect.zero) { $0.union($1.bounds) }, backing)] + items
    }

    /// The rows of the blocks that hold those shown in a list `height` tall scrolled by `scrollOffset`.
    static func rowBand(count: Int, scrollOffset: Double, height: Double) -> Range<Int> {
        let h = SheetContent.rowHeight
        let first = max(0, Int((scrollOffset / h).rounded(.down)))
        let last = min(count, Int(((scrollOffset + height) / h).rounded(.up)))
        guard first < last else { return 0..<0 }
        return first / rowBlock * rowBlock..<min(count, (last + rowBlock - 1) / rowBlock * rowBlock)
    }

    /// The rows of `band` of a list `width` wide, row 0's top-left corner at the origin, over `backing`
    /// when there is one.
    static func listItems(_ rows: [ListRow], band: Range<Int>, width w: Double, backing: Color?) -> [DisplayItem] {
        let h = SheetContent.rowHeight
        let under = backing.map { [DisplayItem.fill(Rect(x: 0, y: Double(band.lowerBound) * h, width: w, height: Double(band.count) * h), $0)] } ?? []
        return under + band.flatMap { i -> [DisplayItem] in
            let top = Double(i) * h
            return [
                .text(rows[i].title, frame: Rect(x: 0, y: top + 8, width: w, height: 20), style: rowTitleStyle),
                .text(rows[i].subtitle, frame: Rect(x: 0, y: top + 28, width: w, height: 18), style: rowSubtitleStyle),
                .fill(Rect(x: 0, y: top + h - 1, width: w, height: 1), separator),
            ]
        }
    }
}
