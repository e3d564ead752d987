import Model

/// A compact window's sheet: its switcher's tabs along the title bar.
extension PanelChrome {
    /// The tabs of `panel`'s switcher in a sheet at `frame` (``CompactSheetSwitcherLayout``): the selected
    /// one on a pill in the panel's tint, its title in the title colour; the others quiet.
    static func sheetTabs(_ panel: Drawing, at frame: Rect) -> [DisplayItem] {
        let frames = CompactSheetSwitcherLayout.tabs(count: panel.tabs.count, in: frame)
        var items: [DisplayItem] = []
        for (i, (title, r)) in zip(panel.tabs, frames).enumerated() {
            var style = titleStyle
            style.size = 13
            if i == panel.selectedTab {
                items.append(.roundedRect(r.insetBy(2), CornerRadii(all: (r.height - 4) / 2), panel.look.tint.withAlpha(multipliedBy: 0.16)))
            } else {
                style.bold = false
                style.color = quietTitleColor
            }
            items.append(.text(title, frame: r.insetBy(6), style: style))
        }
        return items
    }
}
