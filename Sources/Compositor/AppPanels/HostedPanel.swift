import Model

/// A panel an application's window lives in, as the host asks for it (``Compositor/host(_:)``).
public struct HostedPanel: Hashable, Sendable {
    public var id: PanelID
    /// The app's name: its placeholder's text, and the title until the window names itself.
    public var name: String
    public var title: String
    /// The content's size (the app window's, in points) and its limits.
    public var sizes: PanelContentSizes
    /// Where it floats (nil: centred, cascaded), unless `side` pins it.
    public var frame: Rect?
    public var side: PanelPinSide?
    /// Flotilla's title bar, or the app's own (its `sizes` then count no title bar).
    public var decorations: HostedDecorations
    /// The panel it shows on as a sheet (a dialog of the app there; see ``HostedContent/sheetOf``).
    public var sheetOf: PanelID?
    /// The panel it floats above (a utility or toolbar window of the app there): presented from
    /// it, raised and closed with it, placed beside its top right.
    public var above: PanelID?

    public init(id: PanelID, name: String, title: String, sizes: PanelContentSizes, frame: Rect? = nil, side: PanelPinSide? = nil,
                decorations: HostedDecorations = .titleBar, sheetOf: PanelID? = nil, above: PanelID? = nil) {
        self.id = id
        self.sheetOf = sheetOf
        self.above = above
        self.decorations = decorations
        self.name = name
        self.title = title
        self.sizes = sizes
        self.frame = frame
        self.side = side
    }
}

/// Where a hosted panel's content is drawn now, and whether the app's real window may take the
/// pointer there. X never transforms input: only while the panel rests, unscaled and opaque, does
/// the real window lie under its drawn content and take the input itself; while it moves, fades,
/// scales or sits in exposé, the window holds it (``inputRegion`` empty) and hit-tests what it draws.
public struct HostedPlacement: Hashable, Sendable {
    public var panel: PanelID
    /// Where the app's window is drawn, in window points: the content area (the whole frame for
    /// an app that draws its own title bar), grown by the app's own shadow; nil while the panel is
    /// not shown at all.
    public var content: Rect?
    /// At rest where it belongs: the host moves the real window under ``content`` now.
    public var isSettled: Bool
    /// Where the app takes the pointer, in window points: the content less every surface drawn
    /// above it that takes the pointer (a panel, a sheet, a dim). Empty while it is not settled.
    public var inputRegion: [Rect]
}

/// Where an app's pixels lie as the last frame showed them, for the X server to show the app's
/// next ones there itself (``Compositor/serverShown(panel:)``): one to one, in window points.
public struct ServerShown: Hashable, Sendable {
    /// Where the app's window's top-left pixel is drawn and how far its pixels reach.
    public var area: Rect
    /// The corners the app's pixels are clipped to (Flotilla's to draw).
    public var radii: CornerRadii
    /// What the frame drew above the panel that meets ``area`` (panels, shadows, dims): bounds.
    public var covered: [Rect]

    public init(area: Rect, radii: CornerRadii, covered: [Rect]) {
        self.area = area
        self.radii = radii
        self.covered = covered
    }
}
