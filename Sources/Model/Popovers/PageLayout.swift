/// Measures wrapped text with the real font. The renderer implements it and the app hands it to
/// the compositor, which does not know pango; a page's preferred size depends on it.
public protocol TextMeasuring: AnyObject {
    /// The height `text` takes in `style` wrapped at `width`.
    func height(of text: String, style: TextStyle, width: Double) -> Double
}

/// Where a page's parts go, and how big the page wants to be.
public enum PageLayout {
    public static let navigationBarHeight = 44.0
    /// A page without a navigation bar keeps this strip at its top for its grabber (it drags the
    /// popover, as a bar does).
    public static let grabberHeight = 24.0
    public static let rowHeight = 44.0
    /// Around text, and between a page's sides and its rows and buttons.
    public static let padding = 16.0
    public static let textStyle = TextStyle(size: 13, wraps: true)
    public static let titleStyle = TextStyle(size: 15, bold: true, alignment: .center)
    public static let rowStyle = TextStyle(size: 14)

    /// The parts of a page laid out in `frame`, in window coordinates.
    public struct Parts: Hashable, Sendable {
        public var navigationBar: Rect?
        /// The back button in the navigation bar (pages above the root).
        public var backButton: Rect?
        /// Where the page's content shows: the frame below its bar or grabber strip (content
        /// scrolls under it).
        public var content: Rect
        public var text: Rect?
        public var rows: [Rect]
        public var buttons: [Rect]
    }

    /// The size `page` asks for: a fixed page's size; else its width, and the height of its
    /// navigation bar (or grabber strip), its text measured at that width (or its rows) and its buttons.
    public static func preferredSize(of page: PopoverPage, toggled: Bool, measuring measurer: any TextMeasuring) -> Size {
        let bar = page.showsNavigationBar ? navigationBarHeight : grabberHeight
        let buttons = Double(page.buttons.count) * rowHeight + (page.buttons.isEmpty ? 0 : padding / 2)
        switch page.content(toggled: toggled) {
        case .fixed(let size):
            return size
        case .text(let text, let width):
            let measured = measurer.height(of: text, style: textStyle, width: max(0, width - 2 * padding))
            return Size(width: width, height: bar + padding + measured.rounded(.up) + padding + buttons)
        case .rows(let rows, let width):
            return Size(width: width, height: bar + Double(rows.count) * rowHeight + buttons)
        }
    }

    /// The parts of `page` in `frame` (its navigation bar or grabber strip on top, then its text or
    /// rows, then its buttons; a fixed page's buttons stack from under the bar or strip). `isRoot`
    /// leaves out the back button. A page whose content is taller than the frame
    /// (`contentHeight`, its preferred height) is laid out at that height and moved up by `scroll`
    /// (clamped to what there is to scroll), its bar staying on top.
    public static func parts(of page: PopoverPage, toggled: Bool, isRoot: Bool, in frame: Rect,
                             contentHeight: Double = 0, scroll: Double = 0) -> Parts {
        let offset = min(max(0, scroll), maximumScroll(frameHeight: frame.height, contentHeight: contentHeight))
        let tall = Rect(x: frame.minX, y: frame.minY - offset, width: frame.width, height: max(frame.height, contentHeight))
        var top = tall.minY
        var parts = Parts(content: frame, rows: [], buttons: [])
        if page.showsNavigationBar {
            let bar = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: navigationBarHeight)
            parts.navigationBar = bar
            if !isRoot { parts.backButton = Rect(x: bar.minX + 8, y: bar.minY + 6, width: 72, height: bar.height - 12) }
            parts.content = Rect(x: frame.minX, y: bar.maxY, width: frame.width, height: max(0, frame.height - bar.height))
            top += navigationBarHeight
        } else {
            parts.content = Rect(x: frame.minX, y: frame.minY + grabberHeight, width: frame.width, height: max(0, frame.height - grabberHeight))
            top += grabberHeight
        }
        let inner = max(0, tall.width - 2 * padding)
        switch page.content(toggled: toggled) {
        case .fixed:
            break
        case .text:
            let bottom = tall.maxY - Double(page.buttons.count) * rowHeight - (page.buttons.isEmpty ? 0 : padding / 2)
            let text = Rect(x: tall.minX + padding, y: top + padding, width: inner, height: max(0, bottom - top - 2 * padding))
            parts.text = text
            top = text.maxY + padding
        case .rows(let rows, _):
            parts.rows = rows.indices.map { Rect(x: tall.minX + padding, y: top + Double($0) * rowHeight, width: inner, height: rowHeight) }
            top += Double(rows.count) * rowHeight
        }
        parts.buttons = page.buttons.indices.map {
            Rect(x: tall.minX + padding, y: top + Double($0) * rowHeight + 6, width: inner, height: rowHeight - 12)
        }
        return parts
    }

    /// How far content `contentHeight` tall scrolls in a page `frameHeight` tall.
    public static func maximumScroll(frameHeight: Double, contentHeight: Double) -> Double {
        max(0, contentHeight - frameHeight)
    }
}
