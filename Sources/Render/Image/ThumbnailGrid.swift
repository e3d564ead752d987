import CCairo
import Model

/// Many frames of an animation in one picture: thumbnails in a grid, each labelled (with its
/// time, say), so a person can see a whole motion at a glance.
public enum ThumbnailGrid {
    /// One frame and the text under it.
    public struct Cell: Sendable {
        public var image: Image
        public var label: String

        public init(image: Image, label: String) {
            self.image = image
            self.label = label
        }
    }

    static let margin = 12.0, gap = 12.0, labelHeight = 20.0
    static let background = Color.Palette.nord6, labelColor = Color.Palette.nord0
    static let frameColor = Color.Palette.nord4

    /// Draws `cells` left to right, top to bottom, `columns` a row; every image is scaled to
    /// `thumbnailWidth` points wide (never enlarged), keeping its proportions. Labels are drawn
    /// with `renderer`'s pinned fonts.
    public static func render(_ cells: [Cell], columns: Int, thumbnailWidth: Int, renderer: Renderer) throws(RenderError) -> Image {
        guard !cells.isEmpty, columns > 0, thumbnailWidth > 0 else { throw .invalidSize(width: 0, height: 0) }
        let scales = cells.map { min(1, Double(thumbnailWidth) / Double(max(1, $0.image.width))) }
        let cellWidth = zip(cells, scales).map { (Double($0.image.width) * $1).rounded(.up) }.max()!
        let thumbHeight = zip(cells, scales).map { (Double($0.image.height) * $1).rounded(.up) }.max()!
        let columns = min(columns, cells.count), rows = (cells.count + columns - 1) / columns
        let pitch = (x: cellWidth + gap, y: thumbHeight + labelHeight + gap)
        let size = Size(width: 2 * margin + Double(columns) * pitch.x - gap, height: 2 * margin + Double(rows) * pitch.y - gap)
        func origin(_ i: Int) -> Point {
            Point(x: margin + Double(i % columns) * pitch.x, y: margin + Double(i / columns) * pitch.y)
        }
        let style = TextStyle(size: 12, color: labelColor)
        var items: [DisplayItem] = [.fill(Rect(origin: .zero, size: size), background)]
        for (i, cell) in cells.enumerated() {
            let o = origin(i)
            items.append(.fill(Rect(x: o.x - 1, y: o.y - 1, width: cellWidth + 2, height: thumbHeight + 2), frameColor))
            items.append(.text(cell.label, frame: Rect(x: o.x, y: o.y + thumbHeight, width: cellWidth, height: labelHeight), style: style))
        }
        let sheet = try renderer.render(DisplayList(size: size, items: items))
        let cr = cairo_create(sheet.surface)!
        defer { cairo_destroy(cr) }
        for (i, cell) in cells.enumerated() {
            let thumbnail = try ImageSurface(cell.image)
            let o = origin(i)
            cairo_save(cr)
            cairo_rectangle(cr, o.x, o.y, cellWidth, thumbHeight)
            cairo_clip(cr)
            cairo_translate(cr, o.x, o.y)
            cairo_scale(cr, scales[i], scales[i])
            cairo_set_source_surface(cr, thumbnail.surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_paint(cr)
            cairo_restore(cr)
        }
        return sheet.image()
    }
}
