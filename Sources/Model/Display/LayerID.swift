/// Names a layer from frame to frame: the identity damage is tracked by and a retained layer is
/// kept under. Each surface of a window has one (a panel, a sheet, a dim); a few surfaces keep
/// parts of themselves in layers of their own (a floated-out popover's pages, a sheet's bottom bar).
///
/// Its text (``description``) is what text snapshots print, spelled here and nowhere else.
public enum LayerID: Hashable, Sendable, CustomStringConvertible {
    /// The window's backdrop: a colour, a gradient or a map.
    case backdrop
    /// The main content area beside pinned panels.
    case mainContent
    /// A managed panel (floating, pinned, in a popover or a compact window's sheet).
    case panel(String)
    /// A floated-out popover's pages while they cross-fade (reduced motion).
    case panelPages(String)
    /// Where a dragged panel would pin.
    case pinPreview
    /// Exposé's dim under the panels it lays out.
    case exposeDim
    /// The dim behind a compact window's panel sheet.
    case compactDim
    /// The dim behind a modal popover.
    case modalDim(String)
    /// A reserved area (an on-screen keyboard).
    case reservedArea(String)
    /// A scene's sheet (and its backdrop dim).
    case sheet(String)
    /// A sheet's bottom bar while it morphs into the sheet.
    case sheetBar(String)
    /// A sheet's content while its bottom bar morphs into it.
    case sheetContent(String)
    /// A layer no surface owns (pictures made by hand: the benches, the renderer's tests).
    case named(String)

    public var description: String {
        switch self {
        case .backdrop: "backdrop"
        case .mainContent: "main"
        case .panel(let id): "panel:" + id
        case .panelPages(let id): "panel:" + id + ":pages"
        case .pinPreview: "pin-preview"
        case .exposeDim: "expose-dim"
        case .compactDim: "sheet-dim"
        case .modalDim(let id): "modal-dim:" + id
        case .reservedArea(let id): "reserved:" + id
        case .sheet(let id): "sheet:" + id
        case .sheetBar(let id): "sheet-bar:" + id
        case .sheetContent(let id): "sheet-content:" + id
        case .named(let name): name
        }
    }
}
