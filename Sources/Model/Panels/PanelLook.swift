/// How a panel looks apart from where it is: its surface, grabber, content text, accent colour and
/// the panels its content offers to present.
public struct PanelLook: Hashable, Sendable {
    public var appearance: SurfaceAppearance
    public var grabber: Grabber
    /// Text in the content area, wrapped to the panel's width.
    public var body: String?
    /// The panel's accent: its pin preview (at 40 % alpha), its focused pin
    /// and float buttons and its content's buttons.
    public var tint: Color
    /// Ids of the panels the content presents in a popover, one button each (nested panels).
    public var presents: [PanelID]
    /// Shown in the popover style (an arrow at its source, sized by its pages) when presented in a
    /// popover; nil: a plain panel frame under the presenting button.
    public var popover: PopoverStyle?
    /// An application fills the content area (under the title bar) in place of the body.
    public var hosted: HostedContent?
    /// An icon file drawn at the start of the title bar (a launched application's, from its
    /// desktop entry); nil: none.
    public var icon: String?
    /// Whether the title bar shows the title (and icon); the bar and its buttons stay either way.
    public var showsTitle = true

    public init(appearance: SurfaceAppearance = PanelLook.standardAppearance, grabber: Grabber = Grabber(hidden: true),
                body: String? = nil, tint: Color = PanelLook.defaultTint, presents: [PanelID] = [], popover: PopoverStyle? = nil,
                hosted: HostedContent? = nil) {
        self.hosted = hosted
        self.appearance = appearance
        self.grabber = grabber
        self.body = body
        self.tint = tint
        self.presents = presents
        self.popover = popover
    }

    /// A managed panel's surface: near-white, 12 pt corners, the soft shadow and a hairline border.
    public static let standardAppearance = SurfaceAppearance(
        background: Color.Palette.offWhite, cornerRadius: 12, shadows: [SurfaceAppearance.defaultShadow],
        border: Border(color: Color.Palette.hairline))

    /// A calm blue.
    public static let defaultTint = Color.Palette.calmBlue
}

/// How windows' panels (the apps') look, and the accent of Flotilla's own chrome (the search
/// field, the switcher, the spaces row, the arrangements): what the settings' appearance sets.
public struct WindowStyle: Hashable, Sendable {
    public var accent: Color
    public var cornerRadius: Double
    public var shadows: Bool
    public var titles: Bool

    public init(accent: Color = PanelLook.defaultTint, cornerRadius: Double = PanelLook.standardAppearance.cornerRadius,
                shadows: Bool = true, titles: Bool = true) {
        self.accent = accent
        self.cornerRadius = cornerRadius
        self.shadows = shadows
        self.titles = titles
    }

    /// `look` in this style.
    public func styled(_ look: PanelLook) -> PanelLook {
        var styled = look
        styled.tint = accent
        styled.appearance.cornerRadius = cornerRadius
        styled.appearance.shadows = shadows ? PanelLook.standardAppearance.shadows : []
        styled.showsTitle = titles
        return styled
    }
}
