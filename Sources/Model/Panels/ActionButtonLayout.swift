/// Where a panel's content shows the buttons of the panels it presents (PanelKit's popover buttons).
public enum ActionButtonLayout {
    /// The buttons of the panels a content presents, bottom-aligned: 30 pt rows 6 pt apart, 12 pt
    /// from the panel's sides and bottom.
    public static func frames(count: Int, in frame: Rect) -> [Rect] {
        let height = 30.0, gap = 6.0, inset = 12.0
        return (0..<max(0, count)).map { i in
            let fromBottom = Double(count - i)
            return Rect(x: frame.minX + inset, y: frame.maxY - inset - fromBottom * height - (fromBottom - 1) * gap,
                        width: max(0, frame.width - 2 * inset), height: height)
        }
    }
}
