import Model

/// The drawing of a popover: its surface with the arrow, and its pages side by side, slid by the
/// stack's position — each page with its own navigation bar, text or rows, and buttons.
public enum PopoverChrome {
    public static let barColor = Color(hex: "#F0F0F4")!
    public static let rowStyle = TextStyle(size: 14, color: Color(hex: "#1C1C1E")!)

    /// What a popover shows this frame.
    public struct Drawing: Hashable, Sendable {
        public var look: PanelLook
        public var pages: PageStack
        /// Where the slide is: the index of the page shown (fractional mid-slide).
        public var position: Double
        /// The button of the top page that keys act on, if any.
        public var focusedButton: Int?

        public init(look: PanelLook, pages: PageStack, position: Double, focusedButton: Int? = nil) {
            self.look = look
            self.pages = pages
            self.position = position
            self.focusedButton = focusedButton
        }
    }

    /// The items that draw `popover` with its body at `frame`, corners of `radii` and `arrow` (in the
    /// same coordinates; with an arrow the corners are all `radii.topLeft`).
    public static func items(for popover: Drawing, at frame: Rect, arrow: SurfaceArrow?, radii: CornerRadii) -> [DisplayItem] {
        let a = popover.look.appearance
        let border = a.border?.width ?? 0
        let inner = CornerRadii(topLeft: max(0, radii.topLeft - border), topRight: max(0, radii.topRight - border),
                                bottomRight: max(0, radii.bottomRight - border), bottomLeft: max(0, radii.bottomLeft - border))
        return [
            .surface(SurfaceItem(frame: frame, radii: radii, background: a.background, border: a.border, shadows: a.shadows, arrow: arrow)),
            // A sliding page shows only inside the body, within its border.
            pages(for: popover, in: frame.insetBy(border), radii: inner),
        ]
    }

    /// `popover`'s pages side by side in `frame` (each page as wide as it), slid to the stack's
    /// position and clipped to `frame` with `radii`: a popover's body, or a floated-out panel's
    /// content area.
    public static func pages(for popover: Drawing, in frame: Rect, radii: CornerRadii) -> DisplayItem {
        var pages: [DisplayItem] = []
        for (i, id) in popover.pages.shown.enumerated() {
            let offset = (Double(i) - popover.position) * frame.width
            guard abs(offset) < frame.width, let page = popover.pages.pages[id] else { continue }
            let focused = id == popover.pages.top.id ? popover.focusedButton : nil
            pages += pageItems(page, toggled: popover.pages.isToggled(id), isRoot: i == 0, focused: focused,
                               tint: popover.look.tint, in: frame.offsetBy(Vector(dx: offset, dy: 0)))
        }
        return .roundedClip(frame, radii, pages)
    }

    private static func pageItems(_ page: PopoverPage, toggled: Bool, isRoot: Bool, focused: Int?, tint: Color,
                                  in frame: Rect) -> [DisplayItem] {
        let parts = PageLayout.parts(of: page, toggled: toggled, isRoot: isRoot, in: frame)
        var items: [DisplayItem] = []
        if let bar = parts.navigationBar {
            items.append(.fill(bar, barColor))
            items.append(.fill(Rect(x: bar.minX, y: bar.maxY - 1, width: bar.width, height: 1), PanelChrome.hairline))
            let side = 88.0
            items.append(.text(page.title, frame: Rect(x: bar.minX + side, y: bar.minY, width: max(0, bar.width - 2 * side), height: bar.height),
                               style: PageLayout.titleStyle))
            if let back = parts.backButton {
                items.append(.text("‹ Back", frame: back, style: TextStyle(size: 14, color: tint)))
            }
        }
        if parts.navigationBar == nil {
            let grabber = Rect(x: frame.midX - 18, y: frame.minY + 8, width: 36, height: 5)
            items.append(.roundedRect(grabber, CornerRadii(all: 2.5), Color(hex: "#C7C7CC")!))
        }
        switch page.content(toggled: toggled) {
        case .text(let text, _):
            if let r = parts.text { items.append(.text(text, frame: r, style: PageLayout.textStyle)) }
        case .rows(let rows, _):
            for (title, r) in zip(rows, parts.rows) {
                items.append(.text(title, frame: r, style: rowStyle))
                items.append(.fill(Rect(x: r.minX, y: r.maxY - 1, width: r.width, height: 1), PanelChrome.hairline))
            }
        case .fixed:
            break
        }
        for (i, (button, r)) in zip(page.buttons, parts.buttons).enumerated() {
            items.append(.roundedRect(r, CornerRadii(all: 8), tint.withAlpha(multipliedBy: i == focused ? 0.3 : 0.12)))
            items.append(.text(button.title, frame: r, style: TextStyle(size: 13, bold: true, color: tint, alignment: .center)))
        }
        return items
    }
}
