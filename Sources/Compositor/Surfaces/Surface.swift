import Model

/// One thing a window shows, as one typed value: the compositor keeps its window as a stack of
/// these, back to front (``Compositor/surfaces``), and derives from that one stack the drawing order,
/// the layer each is drawn in and where the pointer goes. A new kind of surface (a hosted
/// application's window, with an input region of its own) is one more case here, with its layer
/// and its hit rule beside the others'.
public enum Surface: Hashable, Sendable {
    /// The window's backdrop: under everything, it takes what nothing above it takes.
    case backdrop
    /// The main content area beside pinned panels.
    case mainContent
    /// A managed panel: pinned, floating, in a popover or in a compact window's sheet.
    case panel(String)
    /// Where a dragged panel would pin.
    case pinPreview
    /// Exposé's dim: while exposé shows, a press on it leaves exposé.
    case exposeDim
    /// The dim behind a compact window's panel sheet.
    case compactDim
    /// The dim behind a modal popover.
    case modalDim(String)
    /// A reserved area (an on-screen keyboard): it takes the pointer over itself.
    case reservedArea(String)
    /// A scene's sheet; a modal one that dims the window takes presses everywhere under it.
    case sheet(String)

    /// The layer the surface is drawn in.
    public var layerID: LayerID {
        switch self {
        case .backdrop: .backdrop
        case .mainContent: .mainContent
        case .panel(let id): .panel(id)
        case .pinPreview: .pinPreview
        case .exposeDim: .exposeDim
        case .compactDim: .compactDim
        case .modalDim(let id): .modalDim(id)
        case .reservedArea(let id): .reservedArea(id)
        case .sheet(let id): .sheet(id)
        }
    }
}

/// What the pointer is over: the front-most surface of the stack that takes it at a point, and the
/// part of it hit.
enum PointerTarget: Equatable {
    /// A managed panel and the part of it under the pointer.
    case panel(String, PanelHitRegion)
    /// A sheet's surface.
    case sheet(String)
    /// The window dimmed by a modal sheet, outside the sheet: presses are the sheet's (a tap may
    /// dismiss it), nothing under the dim is reached.
    case sheetBackdrop(String)
    /// Exposé's dim while exposé shows: a press leaves exposé.
    case exposeDim
    /// A surface that takes the pointer and does nothing with it (a reserved area).
    case inert
    /// The backdrop or the main content: nothing above took the pointer.
    case backdrop

    /// The panel hit, if a panel was.
    var panel: (id: String, region: PanelHitRegion)? {
        if case .panel(let id, let region) = self { (id, region) } else { nil }
    }
}
