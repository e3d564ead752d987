import Model

/// The drawing of a popover: its surface with the arrow, and its pages side by side, slid by the
/// stack's position — each page with its own navigation bar, text or rows, and buttons.
public enum PopoverChrome {
    public static let barColor = Color.Palette.paleGray
    public static let rowStyle = TextStyle(size: 14, color: Color.Palette.nearBlack)

    /// What a popover shows this frame.
    public struct Drawing: Hashable, Sendable {
        public var look: PanelLook
        public var pages: PageStack
        /// Where the slide is: the index of the page shown (fractional mid-slide).
        public var position: Double
        /// The button of the top page that keys act on, if any.
        public var focusedButton: Int?
        /// Each page's content height and how far it is scrolled (content taller than its page scrolls).
        public var contentHeights: [String: Double]
        public var scroll: [String: Double]

        public init(look: PanelLook, pages: PageStack, position: Double, focusedButton: Int? = nil,
                    contentHeights: [String: Double] = [:], scroll: [String: Double] = [:]) {
            self.look = look
            self.pages = pages
            self.position = position
            self.focusedButton = focusedButton
            self.contentHeights = contentHeights
            self.scroll = scroll
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
            let parts = PageLayout.parts(of: page, toggled: popover.pages.isToggled(id), isRoot: i == 0,
                                         in: frame.offsetBy(Vector(dx: offset, dy: 0)),
                                         contentHeight: popover.contentHeights[id] ?? 0, scroll: popover.scroll[id] ?? 0)
            pages += pageItems(page, toggled: popover.pages.isToggled(id), parts: parts, focused: focused, tint: popover.look.tint)
        }
        return .roundedClip(frame, radii, pages)
    }

    private static func pageItems(_ page: PopoverPage, toggled: Bool, parts: PageLayout.Parts, focused: Int?, tint: Color) -> [DisplayItem] {
        var items: [DisplayItem] = [], bar: [DisplayItem] = []
        if let r = parts.navigationBar {
            bar.append(.fill(r, barColor))
            bar.append(.fill(Rect(x: r.minX, y: r.maxY - 1, width: r.width, height: 1), PanelChrome.hairline))
            let side = 88.0
            bar.append(.text(page.title, frame: Rect(x: r.minX + side, y: r.minY, width: max(0, r.width - 2 * side), height: r.height),
                             style: PageLayout.titleStyle))
            if let back = parts.backButton {
                bar.append(.text("‹ Back", frame: back, style: TextStyle(size: 14, color: tint)))
            }
        } else {
            let grabber = Rect(x: parts.content.midX - 18, y: parts.content.minY - PageLayout.grabberHeight + 8, width: 36, height: 5)
            bar.append(.roundedRect(grabber, CornerRadii(all: 2.5), Color.Palette.lightGray))
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
        // The content scrolls under the bar.
        return [.clipped(parts.content, items)] + bar
    }
}
