/// The largest window or panel length a scene may ask for, in points.
public let maximumLength = 16384.0

/// What fills the window behind every panel.
public struct Backdrop: Hashable, Sendable {
    public var color: Color
    /// When set, the backdrop shades from `color` at the top to this colour at the bottom.
    public var gradientTo: Color?
    /// Draws a map (streets, blocks, a park, water) instead of plain colour.
    public var map: Bool

    public init(color: Color = Color(hex: "#3B4252")!, gradientTo: Color? = nil, map: Bool = false) {
        self.color = color
        self.gradientTo = gradientTo
        self.map = map
    }
}

/// A simple floating panel as a scene declares it: a managed panel of fixed size, floating at its
/// frame, with its own appearance and grabber.
public struct PanelSpec: Hashable, Sendable {
    public var id: String
    public var title: String
    /// Text shown in the panel's content area, wrapped to its width.
    public var body: String?
    /// Where the panel starts, in window coordinates.
    public var frame: Rect
    public var appearance: SurfaceAppearance
    public var grabber: Grabber
    /// A velocity the panel is thrown with at time 0 (points per second).
    public var velocity: Vector

    public init(id: String, title: String = "", body: String? = nil, frame: Rect,
                appearance: SurfaceAppearance = SurfaceAppearance(), grabber: Grabber = Grabber(),
                velocity: Vector = .zero) {
        self.id = id
        self.title = title
        self.body = body
        self.frame = frame
        self.appearance = appearance
        self.grabber = grabber
        self.velocity = velocity
    }
}

/// A window's worth of panels: its size, backdrop and panels, as read from a scene file.
public struct Scene: Hashable, Sendable {
    /// The scene-file format version this build reads.
    public static let formatVersion = 1

    public var title: String?
    public var size: Size
    public var backdrop: Backdrop
    public var panels: [PanelSpec]
    /// Sheets attached to the window's edges, back to front, above the panels.
    public var sheets: [SheetSpec]
    /// Pinning rules, the main content area and managed panels (pinned, in popovers, nested).
    public var floating: FloatingSetup

    public init(title: String? = nil, size: Size = Size(width: 800, height: 600),
                backdrop: Backdrop = Backdrop(), panels: [PanelSpec] = [], sheets: [SheetSpec] = [],
                floating: FloatingSetup = FloatingSetup()) {
        self.title = title
        self.size = size
        self.backdrop = backdrop
        self.panels = panels
        self.sheets = sheets
        self.floating = floating
    }

    /// Every panel the window's panel manager holds: the simple `panels` (floating at their frames,
    /// fixed size) first, then the managed ones.
    public var managedPanels: [ManagedPanelSpec] { panels.map(ManagedPanelSpec.init) + floating.panels }
}
