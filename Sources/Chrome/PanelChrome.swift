import Model

/// The drawing of a panel at a frame: its surface, its title bar (grabber, title, close button, pin
/// or float button), its content text and the buttons of the panels its content presents.
public enum PanelChrome {
    /// Horizontal padding of the title and body.
    public static let contentPadding = 16.0
    /// A pin preview is drawn in the panel's tint at this alpha (PanelKit's).
    public static let pinPreviewAlpha = 0.4

    public static let titleStyle = TextStyle(size: 14, bold: true, color: Color.Palette.nearBlack, alignment: .center)
    /// The title of a panel without focus (the focused one's title bar stands out).
    public static let quietTitleColor = Color.Palette.gray
    public static let bodyStyle = TextStyle(size: 12, color: Color.Palette.darkGray, wraps: true)
    /// Title bar separators and the edges of pinned panels.
    public static let hairline = Color.Palette.hairline

    /// What a panel shows this frame.
    public struct Drawing: Hashable, Sendable {
        public var title: String
        public var look: PanelLook
        public var state: PanelState
        public var isFocused: Bool
        /// Whether pinning is on (floating panels then show a pin button).
        public var pinningEnabled: Bool
        /// The titles of the panels the content presents, one button each.
        public var actionTitles: [String]
        /// A compact sheet's switcher: the open sheets' titles, drawn as tabs in place of the title.
        public var tabs: [String]
        /// The tab of the sheet drawn.
        public var selectedTab: Int?
        /// A sheet shows on it (an app's dialog): it is dimmed under it.
        public var isUnderSheet: Bool
        /// Windows tile (a floating panel shows minimise and fill beside close, no pin).
        public var tilesWindows: Bool

        public init(title: String, look: PanelLook, state: PanelState = .floating, isFocused: Bool = true,
                    pinningEnabled: Bool = true, actionTitles: [String] = [], tabs: [String] = [], selectedTab: Int? = nil,
                    isUnderSheet: Bool = false, tilesWindows: Bool = false) {
            self.title = title
            self.isUnderSheet = isUnderSheet
            self.tilesWindows = tilesWindows
            self.look = look
            self.state = state
            self.isFocused = isFocused
            self.pinningEnabled = pinningEnabled
            self.actionTitles = actionTitles
            self.tabs = tabs
            self.selectedTab = selectedTab
        }
    }

    /// The items that draw `panel` at `frame`, back to front. Pinned panels have square corners, no
    /// shadow and a hairline where they meet the main content or the slot before them; a sheet
    /// rounds its top corners only and shows its switcher's tabs in place of its title; a panel
    /// without focus has a shallower shadow and a grey title.
    public static func items(for panel: Drawing, at frame: Rect) -> [DisplayItem] {
        let a = panel.look.appearance
        var items: [DisplayItem]
        if case .pinned(let side, let index) = panel.state {
            items = [.surface(SurfaceItem(frame: frame, radii: .zero, background: a.background))]
            items += pinnedEdges(of: frame, side: side, index: index)
        } else {
            items = [.surface(SurfaceItem(frame: frame, radii: radii(for: panel.state, look: panel.look, at: frame),
                                          background: a.background, border: a.border,
                                          shadows: panel.isFocused ? a.shadows : a.shadows.map(quieter)))]
        }
        if let hosted = panel.look.hosted, let app = appArea(state: panel.state, look: panel.look, at: frame) {
            if case .clientSide(let shadow) = hosted.decorations, shadow != .zero {
                // One that draws its own shadow too is drawn as it is, shadow and all.
                return [.hosted(app.area, hosted)] + sheetDim(for: panel, at: frame)
            }
            items.append(.roundedClip(app.area, app.radii, [.hosted(app.area, hosted)]))
            // The app draws its own title bar: nothing of Flotilla's but the panel's ground under it.
            if case .clientSide = hosted.decorations { return items + sheetDim(for: panel, at: frame) }
        }
        items += titleBar(for: panel, at: frame)
        let actions = ActionButtonLayout.frames(count: panel.actionTitles.count, in: frame)
        if let body = panel.look.body, !body.isEmpty {
            let top = frame.minY + TitleBarLayout.height + 4
            let bottom = (actions.first?.minY ?? frame.maxY) - contentPadding
            items.append(.text(body, frame: Rect(x: frame.minX + contentPadding, y: top, width: max(0, frame.width - 2 * contentPadding),
                                                 height: max(0, bottom - top)), style: bodyStyle))
        }
        for (title, r) in zip(panel.actionTitles, actions) { items += actionButton(title, in: r, tint: panel.look.tint) }
        return items + sheetDim(for: panel, at: frame)
    }

    /// Where the app a hosted panel shows (``PanelLook/hosted``) is drawn in `frame`, and the
    /// corners it is clipped to: the content area below the title bar, clipped to the panel's lower
    /// corners; the whole frame, clipped to the panel's corners, for an app that draws its own
    /// title bar; grown by its shadow, unclipped, for one that draws its own shadow too. Nil when
    /// the panel hosts no app.
    public static func appArea(state: PanelState, look: PanelLook, at frame: Rect) -> (area: Rect, radii: CornerRadii)? {
        guard let hosted = look.hosted else { return nil }
        let corners = radii(for: state, look: look, at: frame)
        if case .clientSide(let shadow) = hosted.decorations {
            return shadow == .zero ? (frame, corners) : (frame.outset(by: shadow), .zero)
        }
        return (TitleBarLayout.content(of: frame), CornerRadii(topLeft: 0, topRight: 0, bottomRight: corners.bottomRight, bottomLeft: corners.bottomLeft))
    }

    /// The corners of a panel in `state` at `frame`: square when pinned, the top ones only for a
    /// compact sheet, else every one.
    private static func radii(for state: PanelState, look: PanelLook, at frame: Rect) -> CornerRadii {
        if case .pinned = state { return .zero }
        let r = look.appearance.cornerRadius
        let radii = state == .compactSheet ? CornerRadii(topLeft: r, topRight: r, bottomRight: 0, bottomLeft: 0) : CornerRadii(all: r)
        return radii.fitted(to: frame.size)
    }

    /// A panel under a sheet is dimmed by this much black.
    public static let sheetDimAlpha = 0.2

    /// The dim over a panel a sheet shows on, to its corners.
    private static func sheetDim(for panel: Drawing, at frame: Rect) -> [DisplayItem] {
        guard panel.isUnderSheet else { return [] }
        let r = panel.state.isPinned ? 0 : panel.look.appearance.cornerRadius
        return [.roundedRect(frame, CornerRadii(all: r).fitted(to: frame.size), Color.black.withAlpha(multipliedBy: sheetDimAlpha))]
    }

    /// The grabber, the title (after the icon, when there is one), the separator below and the buttons.
    private static func titleBar(for panel: Drawing, at frame: Rect) -> [DisplayItem] {
        var items: [DisplayItem] = []
        let g = panel.look.grabber
        var titleTop = frame.minY
        // A compact sheet does not drag: no grabber.
        if !g.hidden, panel.state != .compactSheet {
            let pill = Rect(x: frame.midX - g.size.width / 2, y: frame.minY + g.padding, width: g.size.width, height: g.size.height)
            items.append(.roundedRect(pill, CornerRadii(all: g.size.height / 2), g.color))
            titleTop = pill.maxY + 6
        }
        if !panel.tabs.isEmpty {
            items += sheetTabs(panel, at: frame)
        } else if !panel.title.isEmpty, panel.look.showsTitle {
            var style = titleStyle
            if !panel.isFocused { style.color = quietTitleColor }
            var titleFrame = TitleBarLayout.titleFrame(for: panel.state, in: frame, top: titleTop, tiles: panel.tilesWindows)
            if let icon = panel.look.icon, titleFrame.width > 2 * TitleBarLayout.iconSpace {
                // The icon at the start of the title's room; the title stays centred in what is left.
                items.append(.image(path: icon, frame: Rect(x: titleFrame.minX + 2, y: (titleFrame.midY - TitleBarLayout.iconSize / 2).rounded(), width: TitleBarLayout.iconSize, height: TitleBarLayout.iconSize)))
                titleFrame = Rect(x: titleFrame.minX + TitleBarLayout.iconSpace, y: titleFrame.minY, width: titleFrame.width - 2 * TitleBarLayout.iconSpace, height: titleFrame.height)
            }
            items.append(.text(panel.title, frame: titleFrame, style: style))
        }
        let inset = panel.look.appearance.border?.width ?? 0
        items.append(.fill(Rect(x: frame.minX + inset, y: frame.minY + TitleBarLayout.height - 1,
                                width: max(0, frame.width - 2 * inset), height: 1), hairline))
        let buttons = TitleBarLayout.buttonFrames(for: panel.state, in: frame, pinningEnabled: panel.pinningEnabled, tiles: panel.tilesWindows)
        for b in TitleBarButton.allCases {
            guard let r = buttons[b] else { continue }
            items += TitleBarGlyphs.items(for: b, in: r, tint: panel.look.tint,
                                          background: panel.look.appearance.background, active: panel.isFocused)
        }
        return items
    }

    /// A pinned panel's hairlines: along the side facing the main content, and between it and the
    /// slot before it.
    private static func pinnedEdges(of f: Rect, side: PanelPinSide, index: Int) -> [DisplayItem] {
        var lines: [Rect]
        switch side {
        case .left: lines = [Rect(x: f.maxX - 1, y: f.minY, width: 1, height: f.height)]
        case .right: lines = [Rect(x: f.minX, y: f.minY, width: 1, height: f.height)]
        case .top: lines = [Rect(x: f.minX, y: f.maxY - 1, width: f.width, height: 1)]
        case .bottom: lines = [Rect(x: f.minX, y: f.minY, width: f.width, height: 1)]
        }
        if index > 0 {
            lines.append(side.isVertical ? Rect(x: f.minX, y: f.minY, width: f.width, height: 1)
                                         : Rect(x: f.minX, y: f.minY, width: 1, height: f.height))
        }
        return lines.map { .fill($0, hairline) }
    }

    /// A shadow for a panel without focus: lighter and closer than the focused panel's.
    private static func quieter(_ s: Shadow) -> Shadow {
        var q = s
        q.opacity *= 0.55
        q.radius *= 0.6
        q.offset = q.offset * 0.5
        return q
    }

    private static func actionButton(_ title: String, in r: Rect, tint: Color) -> [DisplayItem] {
        let label = TextStyle(size: 13, bold: true, color: tint)
        let chevron = TextStyle(size: 16, bold: true, color: tint, alignment: .trailing)
        return [
            .roundedRect(r, CornerRadii(all: 8), tint.withAlpha(multipliedBy: 0.12)),
            .text(title, frame: Rect(x: r.minX + 12, y: r.minY, width: max(0, r.width - 44), height: r.height), style: label),
            .text("›", frame: Rect(x: r.maxX - 28, y: r.minY, width: 16, height: r.height), style: chevron),
        ]
    }
}
