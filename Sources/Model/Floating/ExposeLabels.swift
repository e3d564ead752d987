/// What exposé draws over its grid (GNOME's overview): on the bottom edge of each window's cell
/// its name tag — the app's icon and the window's title, half over the window, half in the
/// space below, which the grid's spacing leaves free — and, on the lit window
/// (``PanelManager/exposeLit``), a ring and a close button at its top-left corner. Where each
/// goes, from the cell.
public enum ExposeLabels {
    public static let tagHeight = 22.0, tagWidth = 240.0, iconSide = 16.0
    public static let closeSide = 24.0, ringWidth = 3.0, ringGap = 4.0

    /// The name tag on `cell`'s bottom edge: centred, as wide as the cell less a margin, up to ``tagWidth``.
    public static func tag(under cell: Rect) -> Rect {
        let width = min(max(0, cell.width - 16), tagWidth)
        return Rect(x: (cell.midX - width / 2).rounded(), y: (cell.maxY - tagHeight / 2).rounded(), width: width.rounded(), height: tagHeight)
    }

    /// The tag's icon, at its leading end.
    public static func icon(in tag: Rect) -> Rect {
        Rect(x: tag.minX + 4, y: tag.midY - iconSide / 2, width: iconSide, height: iconSide)
    }

    /// The close button on the lit window's cell: centred on its top-left corner.
    public static func closeButton(on cell: Rect) -> Rect {
        Rect(x: cell.minX - closeSide / 3, y: cell.minY - closeSide / 3, width: closeSide, height: closeSide)
    }

    /// The ring around the lit window's cell.
    public static func ring(around cell: Rect) -> Rect { cell.outsetBy(ringGap) }
}
