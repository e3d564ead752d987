/// A button in a panel's title bar.
public enum TitleBarButton: String, CaseIterable, Hashable, Sendable {
    /// Closes the panel and the panels it presented.
    case close
    /// Pins a floating panel to the first side that takes it.
    case pin
    /// Floats a panel attached to its source or in a pinned slot (on a pinned panel it is the unpin button).
    case float
    /// Minimises a window where windows tile (it comes back where it was).
    case minimise
    /// Fills the work area with a window where windows tile, or floats it again when it does.
    case fill
}

/// The title bar's geometry: a ``height`` strip at the panel's top with the
/// close button at the leading end and the pin or float button at the trailing end.
public enum TitleBarLayout {
    /// The side of an icon at the start of the title (a launched application's), and the room it
    /// takes from each end of the title.
    public static let iconSize = 16.0, iconSpace = 22.0

    /// The height of the strip at the panel's top that holds the title and its buttons; the panel is
    /// dragged by it.
    public static let height = 44.0
    /// How far the title keeps from each side: clear of the buttons at the leading end.
    private static func titleInset(for state: PanelState, tiles: Bool) -> Double {
        let leading = buttons(for: state, pinningEnabled: false, tiles: tiles).filter { $0 == .close || $0 == .minimise || $0 == .fill }.count
        return buttonInset + Double(max(1, leading)) * buttonSize + 8
    }

    /// Where the title is drawn in a panel at `frame`, from `top` down to the bar's foot: centred
    /// on the panel, clear of the buttons on both sides; where that leaves less than
    /// ``minimumTitleWidth`` and the trailing end has no button (windows that tile), in the space
    /// right of the leading buttons.
    public static func titleFrame(for state: PanelState, in frame: Rect, top: Double, tiles: Bool) -> Rect {
        let side = titleInset(for: state, tiles: tiles), height = max(0, frame.minY + Self.height - top)
        let trailing = buttons(for: state, pinningEnabled: true, tiles: tiles).contains { $0 == .pin || $0 == .float }
        if frame.width - 2 * side >= minimumTitleWidth || trailing {
            return Rect(x: frame.minX + side, y: top, width: max(0, frame.width - 2 * side), height: height)
        }
        return Rect(x: frame.minX + side, y: top, width: max(0, frame.width - side - buttonInset), height: height)
    }

    /// The least width a centred title is given before it moves beside the leading buttons.
    public static let minimumTitleWidth = 60.0

    /// Buttons are 28 × 28 pt, vertically centred in the 44 pt title bar.
    public static let buttonSize = 28.0
    /// Distance from the panel's side to the outermost button: 8 pt.
    public static let buttonInset = 8.0

    /// The title bar, `height` high, of a panel at `frame`.
    public static func titleBar(of frame: Rect, height: Double = TitleBarLayout.height) -> Rect {
        Rect(x: frame.minX, y: frame.minY, width: frame.width, height: min(frame.height, height))
    }

    /// The content area of a panel at `frame`: everything under its title bar, `titleBar` high
    /// (where a hosted app's window lies, ``PanelContentSizes/contentSize(forFrame:titleBar:)`` big).
    public static func content(of frame: Rect, titleBar: Double = TitleBarLayout.height) -> Rect {
        let bar = min(frame.height, titleBar)
        return Rect(x: frame.minX, y: frame.minY + bar, width: frame.width, height: frame.height - bar)
    }

    /// The buttons a panel in `state` shows: close always; where windows tile (`tiles`), a
    /// floating one's minimise and fill beside it (iPadOS 26's three); else pin when floating and
    /// pinning is on; float when attached or in a pinned slot (a compact sheet's other buttons are
    /// its switcher's tabs); none on a minimised one's thumbnail.
    public static func buttons(for state: PanelState, pinningEnabled: Bool, tiles: Bool = false) -> [TitleBarButton] {
        switch state {
        case .floating where tiles: [.close, .minimise, .fill]
        case .floating: pinningEnabled ? [.close, .pin] : [.close]
        case .attached, .pinned: [.close, .float]
        case .compactSheet: [.close]
        case .minimised, .hidden: []
        }
    }

    /// Each button's frame for a panel at `frame`: close at the left, then minimise and fill; pin
    /// or float at the right.
    public static func buttonFrames(for state: PanelState, in frame: Rect,
                                    pinningEnabled: Bool, tiles: Bool = false) -> [TitleBarButton: Rect] {
        let y = frame.minY + (TitleBarLayout.height - buttonSize) / 2
        var out: [TitleBarButton: Rect] = [:]
        for b in buttons(for: state, pinningEnabled: pinningEnabled, tiles: tiles) {
            let x = switch b {
            case .close: frame.minX + buttonInset
            case .minimise: frame.minX + buttonInset + buttonSize
            case .fill: frame.minX + buttonInset + 2 * buttonSize
            case .pin, .float: frame.maxX - buttonInset - buttonSize
            }
            out[b] = Rect(x: x, y: y, width: buttonSize, height: buttonSize)
        }
        return out
    }
}
