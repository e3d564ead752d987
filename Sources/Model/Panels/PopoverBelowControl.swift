/// Where a popover opens: under the control that presents it.
public enum PopoverPlacement {
    /// Space between the control and the popover, and the least space kept to the window's edges.
    public static let gap = 8.0

    /// A popover of `size` under `anchor` (left-aligned with it, `gap` below), moved up and left as
    /// needed to lie inside `container` with `gap` to spare, and shrunk to fit it.
    public static func frame(size: Size, below anchor: Rect, in container: Rect) -> Rect {
        let area = container.insetBy(gap)
        let w = min(size.width, area.width), h = min(size.height, area.height)
        let x = anchor.minX.clamped(to: area.minX...max(area.minX, area.maxX - w))
        let y = (anchor.maxY + gap).clamped(to: area.minY...max(area.minY, area.maxY - h))
        return Rect(x: x, y: y, width: w, height: h)
    }
}
