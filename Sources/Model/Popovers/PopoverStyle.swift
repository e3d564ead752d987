/// A panel presented in the popover style: an arrow at its source, sized by its pages.
public struct PopoverStyle: Hashable, Sendable {
    /// What it points at; nil: the content button of the panel that presents it.
    public var source: PopoverSource?
    public var side: PopoverSide
    /// A modal popover dims the window behind it and takes a click outside it (which dismisses it).
    public var isModal: Bool
    public var pages: [PopoverPage]
    /// The page shown first.
    public var root: String

    public init(source: PopoverSource? = nil, side: PopoverSide = .bottom, isModal: Bool = false,
                pages: [PopoverPage], root: String? = nil) {
        self.source = source
        self.side = side
        self.isModal = isModal
        self.pages = pages
        self.root = root ?? pages.first?.id ?? ""
    }
}

/// What a popover points at. Regions of panels and sheets are in their own coordinates and move
/// with them.
public enum PopoverSource: Hashable, Sendable {
    /// A region of the window (of the main content).
    case window(Rect)
    /// A region of a managed panel.
    case panel(PanelID, Rect)
    /// A region of a sheet.
    case sheet(SheetID, Rect)
}
