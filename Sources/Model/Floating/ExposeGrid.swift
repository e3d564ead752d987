/// Exposé's layout: every floating panel scaled down, one scale for all, into a grid of equal cells
/// that fits the window, the grid shape chosen to make that scale as large as possible.
public struct ExposeGrid: Hashable, Sendable {
    /// Space kept free around the grid: 44 pt (PanelKit's exposé padding).
    public static let defaultPadding = 44.0
    /// Space between neighbouring cells: 20 pt (PanelKit's exposé spacing).
    public static let defaultSpacing = 20.0

    public var columns: Int
    public var rows: Int
    /// The factor every panel is drawn at, at most 1 (panels are never enlarged).
    public var scale: Double
    /// The size of each cell.
    public var cellSize: Size
    /// The target frame of each panel, in the order the panels were given.
    public var frames: [Rect]

    /// The scale a `columns` × `rows` grid gives panels of `sizes` inside `area`: the largest factor
    /// ≤ 1 at which every panel fits its cell; 0 when cells have no room.
    public static func scale(columns: Int, rows: Int, sizes: [Size], in area: Rect,
                             padding: Double = defaultPadding, spacing: Double = defaultSpacing) -> Double {
        let cell = cellSize(columns: columns, rows: rows, in: area, padding: padding, spacing: spacing)
        guard cell.width > 0, cell.height > 0 else { return 0 }
        return sizes.reduce(1.0) { s, size in
            min(s, size.width > 0 ? cell.width / size.width : 1, size.height > 0 ? cell.height / size.height : 1)
        }
    }

    /// The cell size of a `columns` × `rows` grid in `area`.
    public static func cellSize(columns: Int, rows: Int, in area: Rect,
                                padding: Double = defaultPadding, spacing: Double = defaultSpacing) -> Size {
        guard columns > 0, rows > 0 else { return .zero }
        let c = Double(columns), r = Double(rows)
        return Size(width: (area.width - 2 * padding - (c - 1) * spacing) / c,
                    height: (area.height - 2 * padding - (r - 1) * spacing) / r)
    }

    /// The grid for panels currently at `frames` inside `area`.
    ///
    /// Shapes tried: every column count 1…n with rows = ⌈n / columns⌉. The chosen shape has the
    /// largest ``scale(columns:rows:sizes:in:padding:spacing:)``; ties go to the larger smaller
    /// side of a cell, then to fewer columns. Panels keep their spatial order: sorted by centre y,
    /// taken a row at a time, each row sorted by centre x. Each panel is centred in its cell; a
    /// last, partly filled row is centred horizontally.
    public static func layout(frames: [Rect], in area: Rect,
                              padding: Double = defaultPadding, spacing: Double = defaultSpacing) -> ExposeGrid {
        let n = frames.count
        guard n > 0 else { return ExposeGrid(columns: 0, rows: 0, scale: 1, cellSize: .zero, frames: []) }
        let sizes = frames.map(\.size)
        var best: (columns: Int, rows: Int, scale: Double, side: Double)?
        for columns in 1...n {
            let rows = (n + columns - 1) / columns
            let s = scale(columns: columns, rows: rows, sizes: sizes, in: area, padding: padding, spacing: spacing)
            let cell = cellSize(columns: columns, rows: rows, in: area, padding: padding, spacing: spacing)
            let side = min(cell.width, cell.height)
            if let b = best, s < b.scale + 1e-12, !(abs(s - b.scale) <= 1e-12 && side > b.side) { continue }
            best = (columns, rows, s, side)
        }
        let (columns, rows, s) = (best!.columns, best!.rows, best!.scale)
        let cell = cellSize(columns: columns, rows: rows, in: area, padding: padding, spacing: spacing)
        var out = [Rect](repeating: .zero, count: n)
        for (row, members) in spatialRows(frames, columns: columns).enumerated() {
            let shift = Double(columns - members.count) * (cell.width + spacing) / 2
            for (column, i) in members.enumerated() {
                let cx = area.minX + padding + shift + Double(column) * (cell.width + spacing) + cell.width / 2
                let cy = area.minY + padding + Double(row) * (cell.height + spacing) + cell.height / 2
                let w = frames[i].width * s, h = frames[i].height * s
                out[i] = Rect(x: cx - w / 2, y: cy - h / 2, width: w, height: h)
            }
        }
        return ExposeGrid(columns: columns, rows: rows, scale: s, cellSize: cell, frames: out)
    }

    /// Indices of `frames` grouped into rows of `columns`, top to bottom, each left to right.
    static func spatialRows(_ frames: [Rect], columns: Int) -> [[Int]] {
        let byY = frames.indices.sorted { (frames[$0].midY, $0) < (frames[$1].midY, $1) }
        return stride(from: 0, to: byY.count, by: columns).map { start in
            byY[start..<min(byY.count, start + columns)].sorted { (frames[$0].midX, $0) < (frames[$1].midX, $1) }
        }
    }
}
