/// A button in a panel's title bar.
public enum TitleBarButton: String, CaseIterable, Hashable, Sendable {
    /// Closes the panel and the panels it presented.
    case close
    /// Pins a floating panel to the first side that takes it.
    case pin
    /// Floats a panel that sits in a popover or a pinned slot (on a pinned panel it is the unpin button).
    case float
}

/// The title bar's geometry: a ``height`` strip at the panel's top with the
/// close button at the leading end and the pin or float button at the trailing end.
public enum TitleBarLayout {
    /// The height of the strip at the panel's top that holds the title and its buttons; the panel is
    /// dragged by it.
    public static let height = 44.0
    /// Buttons are 28 × 28 pt, vertically centred in the 44 pt title bar.
    public static let buttonSize = 28.0
    /// Distance from the panel's side to the outermost button: 8 pt.
    public static let buttonInset = 8.0

    /// The title bar of a panel at `frame`.
    public static func titleBar(of frame: Rect) -> Rect {
        Rect(x: frame.minX, y: frame.minY, width: frame.width, height: min(frame.height, TitleBarLayout.height))
    }

    /// The buttons a panel in `state` shows: close always; pin when floating and pinning is on;
    /// float in a popover or a pinned slot (a sheet's other buttons are its switcher's tabs).
    public static func buttons(for state: PanelState, pinningEnabled: Bool) -> [TitleBarButton] {
        switch state {
        case .floating: pinningEnabled ? [.close, .pin] : [.close]
        case .popover, .pinned: [.close, .float]
        case .sheet: [.close]
        case .hidden: []
        }
    }

    /// Each button's frame for a panel at `frame`: close at the left, the other at the right.
    public static func buttonFrames(for state: PanelState, in frame: Rect,
                                    pinningEnabled: Bool) -> [TitleBarButton: Rect] {
        let y = frame.minY + (TitleBarLayout.height - buttonSize) / 2
        var out: [TitleBarButton: Rect] = [:]
        for b in buttons(for: state, pinningEnabled: pinningEnabled) {
            let x = b == .close ? frame.minX + buttonInset : frame.maxX - buttonInset - buttonSize
            out[b] = Rect(x: x, y: y, width: buttonSize, height: buttonSize)
        }
        return out
    }
}

/// What part of a panel a point is over.
public enum PanelHitRegion: Hashable, Sendable {
    case resize(ResizeHandle)
    case button(TitleBarButton)
    /// A compact sheet's switcher tab, naming the panel it shows.
    case tab(String)
    case titleBar
    case content
}

extension PanelManager {
    /// The front-most visible panel under `point` and the part hit. Resize bands (floating,
    /// resizable panels only) come first, then title bar buttons, the title bar and the content.
    /// During exposé every hit on a floating panel's scaled frame is `.content` (a click focuses it).
    public func hitTest(_ point: Point) -> (id: String, region: PanelHitRegion)? {
        for t in targets.reversed() {
            if let region = hit(t, at: point) { return (t.id, region) }
        }
        return nil
    }

    /// The part of visible panel `t` (at the frame it is drawn at) under `point`, if any: its resize
    /// bands first (floating, resizable panels only), then title bar buttons, the title bar and the
    /// content; during exposé only floating panels are hit, each wholly `.content`.
    public func hit(_ t: PanelTarget, at point: Point) -> PanelHitRegion? {
        guard t.opacity > 0 else { return nil }
        if isExposing { return t.layer == .floating && t.frame.contains(point) ? .content : nil }
        if let h = ResizeHitZones.handle(at: point, frame: t.frame), allows(.resize, on: t.id) { return .resize(h) }
        guard t.frame.contains(point) else { return nil }
        let buttons = TitleBarLayout.buttonFrames(for: t.state, in: t.frame, pinningEnabled: rules.isEnabled)
        if let b = buttons.first(where: { $0.value.contains(point) }) { return .button(b.key) }
        if t.state == .sheet {
            let tabs = sheetSwitcher
            if let i = SheetSwitcherLayout.tabs(count: tabs.count, in: t.frame).firstIndex(where: { $0.contains(point) }) {
                return .tab(tabs[i])
            }
        }
        return TitleBarLayout.titleBar(of: t.frame).contains(point) ? .titleBar : .content
    }
}
