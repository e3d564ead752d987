/// The largest window or panel length a scene may ask for, in points.
public let maximumLength = 16384.0

/// What fills the window behind every panel.
public struct Backdrop: Hashable, Sendable {
    public var color: Color
    /// When set, the backdrop shades from `color` at the top to this colour at the bottom.
    public var gradientTo: Color?
    /// Draws a map (streets, blocks, a park, water) instead of plain colour.
    public var map: Bool

    public init(color: Color = Color.Palette.nord1, gradientTo: Color? = nil, map: Bool = false) {
        self.color = color
        self.gradientTo = gradientTo
        self.map = map
    }
}

/// A simple floating panel as a scene declares it: a managed panel of fixed size, floating at its
/// frame, with its own appearance and grabber.
public struct PanelSpec: Hashable, Sendable {
    public var id: PanelID
    public var title: String
    /// Text shown in the panel's content area, wrapped to its width.
    public var body: String?
    /// Where the panel starts, in window coordinates.
    public var frame: Rect
    public var appearance: SurfaceAppearance
    public var grabber: Grabber
    /// A velocity the panel is thrown with at time 0 (points per second).
    public var velocity: Vector

    public init(id: PanelID, title: String = "", body: String? = nil, frame: Rect,
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
    /// Pinning rules, the main content area and managed panels (pinned, attached to their sources, nested).
    public var floating: FloatingSetup
    /// The kinds of window besides the main one that `flotilla open TYPE` asks for, by type.
    public var windowTypes: [String: WindowType]
    /// Programs the main window runs, each in a panel of its own.
    public var apps: [AppSpec]

    public init(title: String? = nil, size: Size = Size(width: 800, height: 600),
                backdrop: Backdrop = Backdrop(), panels: [PanelSpec] = [], sheets: [SheetSpec] = [],
                floating: FloatingSetup = FloatingSetup(), windowTypes: [String: WindowType] = [:], apps: [AppSpec] = []) {
        self.apps = apps
        self.title = title
        self.size = size
        self.backdrop = backdrop
        self.panels = panels
        self.sheets = sheets
        self.floating = floating
        self.windowTypes = windowTypes
    }

    /// Every panel the window's panel manager holds: the simple `panels` (floating at their frames,
    /// fixed size) first, then the managed ones.
    public var managedPanels: [ManagedPanelSpec] { panels.map(ManagedPanelSpec.init) + floating.panels }
}

/// A kind of window a scene offers (iPadOS's scene types): its title, size and which of the
/// scene's panels it shows. `main` is the scene's own window.
public struct WindowType: Hashable, Sendable {
    public var title: String?
    /// Nil: the scene's size.
    public var size: Size?
    /// Ids of the scene's panels it shows, floating as the scene places them.
    public var panels: [PanelID]

    public init(title: String? = nil, size: Size? = nil, panels: [PanelID] = []) {
        self.title = title
        self.size = size
        self.panels = panels
    }
}

extension Scene {
    /// The scene a window of type `type` shows (`main`: the whole scene), with `parameters` (its
    /// small user-info payload) after the title; nil for a type the scene does not offer.
    public func window(ofType type: String, parameters: [String: String] = [:]) -> Scene? {
        let shown = parameters.keys.sorted().map { "\($0)=\(parameters[$0]!)" }.joined(separator: ", ")
        func titled(_ base: String?) -> String? {
            shown.isEmpty ? base : [base, shown].compactMap { $0 }.joined(separator: " — ")
        }
        if type == WindowRole.mainType {
            var scene = self
            scene.title = titled(title)
            return scene
        }
        guard let kind = windowTypes[type] else { return nil }
        let panels = managedPanels.filter { kind.panels.contains($0.id) }.map { spec -> ManagedPanelSpec in
            var spec = spec
            if spec.presentation == .pinned || spec.presentation == .attached { spec.presentation = .floating }
            spec.side = nil
            spec.parent = spec.parent.flatMap { kind.panels.contains($0) ? $0 : nil }
            return spec
        }
        return Scene(title: titled(kind.title ?? type), size: kind.size ?? size, backdrop: backdrop,
                     floating: FloatingSetup(pinning: floating.pinning, panels: panels, compactWidth: floating.compactWidth))
    }
}
