/// Where a panel is in its window (PanelKit's states): the one state a managed panel stores. The
/// pinned slots (``PanelManager/slots``) and the layer it is drawn in (``layer``) follow from it. A
/// panel torn off into a window of its own is hidden in the window it left and floats in its own.
public enum PanelState: Hashable, Sendable {
    /// Attached to its source at a frame its presenter chose: drawn with an arrow at the source,
    /// in the popover style when its look has one. (Printed "popover".)
    case attached
    /// Floating over the main content.
    case floating
    /// Pinned to `side` at slot `index` (0 at the top or left).
    case pinned(side: PanelPinSide, index: Int)
    /// Shown modally as a compact sheet: a bottom sheet in a compact window (floating and pinning
    /// are off there); one shows at a time, the others wait in its switcher. (Printed "sheet".)
    case compactSheet
    /// Minimised: shown as a small thumbnail in the shelf along the bottom of the work area
    /// (``MinimiseShelf``), its floating frame (and tile) kept for when it comes back.
    case minimised
    /// Not shown (closed, or never presented).
    case hidden

    public var isVisible: Bool { self != .hidden }
    public var isPinned: Bool { if case .pinned = self { true } else { false } }
    /// Shown and not minimised: it can take the focus and the keys.
    public var isActive: Bool { self != .hidden && self != .minimised }

    /// The layer a panel in this state is drawn in.
    public var layer: PanelLayer {
        switch self {
        case .pinned: .pinned
        case .attached: .attached
        case .compactSheet: .compactSheet
        case .minimised: .shelf
        case .floating, .hidden: .floating
        }
    }
}

/// One panel the manager owns: its sizes, its state, where it floats, and who presented it.
public struct ManagedPanel: Hashable, Sendable {
    public let id: PanelID
    public var title: String
    public var sizes: PanelContentSizes
    /// Where the panel is; the manager keeps a side's pinned indices 0…N−1.
    public internal(set) var state: PanelState = .hidden
    /// The last floating frame; nil until the panel has floated. Its size is reused after unpinning.
    public internal(set) var floatingFrame: Rect?
    /// The frame its presenter chose while attached.
    public internal(set) var attachedFrame: Rect?
    /// The panel that presented this one (nested presentation); closing it closes this one.
    public internal(set) var parent: PanelID?
    /// The tile it floats in (its floating frame is the tile's), and the size it had before,
    /// which it takes again when dragged out (PanelManager+Tiling.swift).
    public internal(set) var tile: TileArrangement?
    public internal(set) var untiledSize: Size?
    /// Minimised: the state it was minimised from (floating, or pinned at a side and index), which
    /// restoring brings back.
    public internal(set) var minimisedFrom: PanelState?

    public init(id: PanelID, title: String = "", sizes: PanelContentSizes, floatingFrame: Rect? = nil) {
        self.id = id
        self.title = title
        self.sizes = sizes
        self.floatingFrame = floatingFrame
    }

    /// The size the panel floats at: its last floating size, else its preferred frame size, clamped.
    public var floatingSize: Size { sizes.clampedFrame(floatingFrame?.size ?? sizes.preferredFrameSize) }
}

/// How a panel is drawn this frame, back to front: pinned panels (no corner radius, no shadow)
/// behind floating ones, then the minimise shelf's thumbnails, then a compact window's compact
/// sheet, then attached panels. It follows from the
/// panel's state (``PanelState/layer``).
public enum PanelLayer: Int, Hashable, Sendable, Comparable {
    case pinned, floating, shelf, compactSheet, attached

    public static func < (a: PanelLayer, b: PanelLayer) -> Bool { a.rawValue < b.rawValue }
}

/// Where a visible panel belongs now: what the compositor animates it to (with the spring) and how
/// it is drawn there.
public struct PanelTarget: Hashable, Sendable {
    public var id: PanelID
    public var state: PanelState
    /// The frame to animate to (during exposé: the scaled frame in its grid cell; minimised: its
    /// thumbnail's in the shelf).
    public var frame: Rect
    /// The factor the panel's content is drawn at: 1, or exposé's or the shelf's scale.
    public var scale: Double
    /// 1, or 0 for attached panels hidden while exposé shows.
    public var opacity: Double
    /// The focused panel: deeper shadow, emphasised title bar.
    public var isFocused: Bool

    /// The layer it is drawn in (its state's).
    public var layer: PanelLayer { state.layer }
}
