/// A compact window (shared/panels.md's Adaptivity): narrower than ``compactWidth``, floating and pinning
/// are off and each panel presents modally as a compact sheet (a bottom sheet, not a scene's
/// sheet), one at a time — the front-most in the z-order. Its title bar is its switcher: a tab for
/// every open compact sheet, in the order the panels were added; a tab raises its panel
/// (``focus(_:)``), the close button closes the one shown and the next one in the z-order shows. Widening the window lays the panels out again from
/// the remembered layout (``layOut(_:)``).
extension PanelManager {
    /// The width below which a window is compact by default: 500 pt, the width popovers become
    /// sheets at.
    public static let defaultCompactWidth = PopoverPlacer.compactWidth

    /// The compact sheet that shows: the front-most one in the z-order; nil when none is open.
    public var frontCompactSheet: PanelID? { zOrder.last { panels[$0]?.state == .compactSheet } }

    /// The open compact sheets, in the order the panels were added: the switcher's tabs.
    public var compactSheetSwitcher: [PanelID] { order.filter { panels[$0]?.state == .compactSheet && zOrder.contains($0) } }

    /// Where compact sheet `id` shows: the window's full width at its bottom, as tall as the panel's
    /// last floating frame (its title bar included), leaving at least
    /// ``PopoverPlacer/sheetTopInset`` of the window above it.
    func compactSheetFrame(of id: PanelID) -> Rect? {
        guard let p = panels[id] else { return nil }
        let c = container
        let height = min(p.floatingSize.height, max(0, c.height - PopoverPlacer.sheetTopInset))
        return Rect(x: c.minX, y: c.maxY - height, width: c.width, height: height)
    }
}

/// A compact sheet's switcher: one tab per open compact sheet along its title bar, between the close
/// button and the bar's far end, equally wide, as tall as a title bar button.
public enum CompactSheetSwitcherLayout {
    /// The tabs' frames for `count` compact sheets in one at `frame`.
    public static func tabs(count: Int, in frame: Rect) -> [Rect] {
        guard count > 0 else { return [] }
        let inset = TitleBarLayout.buttonInset
        let start = frame.minX + 2 * inset + TitleBarLayout.buttonSize, end = frame.maxX - inset
        let width = max(0, end - start) / Double(count)
        let y = frame.minY + (TitleBarLayout.height - TitleBarLayout.buttonSize) / 2
        return (0..<count).map { i in
            let lo = (start + width * Double(i)).rounded(), hi = (start + width * Double(i + 1)).rounded()
            return Rect(x: lo, y: y, width: hi - lo, height: TitleBarLayout.buttonSize)
        }
    }
}
