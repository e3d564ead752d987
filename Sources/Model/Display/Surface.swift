/// One thing a window shows, as one typed value: the compositor keeps its window as a stack of
/// these, back to front (``Compositor/surfaces``), and derives from that one stack the drawing order,
/// the layer each is drawn in (``LayerID/surface(_:)``) and where the pointer goes. A new kind of
/// surface (a hosted application's window, with an input region of its own) is one more case here,
/// with its layer and its hit rule beside the others'.
public enum Surface: Hashable, Sendable {
    /// The window's backdrop: under everything, it takes what nothing above it takes.
    case backdrop
    /// The main content area beside pinned panels.
    case mainContent
    /// A managed panel: pinned, floating, in a popover or in a compact window's sheet.
    case panel(PanelID)
    /// Where a dragged panel would pin.
    case pinPreview
    /// Exposé's dim: while exposé shows, a press on it leaves exposé.
    case exposeDim
    /// Exposé's row of spaces (``ExposeSpacesRow``), over the dim: a thumbnail shows its space.
    case spacesRow
    /// The dim behind a compact window's panel sheet.
    case compactDim
    /// The dim behind a modal popover.
    case modalDim(PanelID)
    /// Alt+Tab's switcher, over everything while Alt is held: it takes no pointer.
    case switcher
    /// The search field, over everything while it shows: it has the keyboard, and takes no pointer.
    case search
    /// A notice at the top of a monitor: something Flotilla tells the user (the screen could not
    /// be locked), over everything until it fades; it takes no pointer.
    case notice
    /// The log-out prompt: asking whether to log out, it has the keyboard and takes every press;
    /// waiting for the apps to close, it takes the pointer over itself.
    case logOut
    /// The arrangements popover over a window's fill button: it takes the pointer over itself.
    case arrangements
    /// A window's menu, opened at the pointer: it takes the pointer over itself.
    case windowMenu
    /// Exposé's name tags under its windows, and the lit window's ring and close button (drawn
    /// over the grid; exposé takes every press).
    case exposeLabels
    /// The plate of the minimise shelf on a monitor (by its index), behind its thumbnails: it
    /// takes the pointer over itself.
    case shelf(Int)
    /// A reserved area (an on-screen keyboard): it takes the pointer over itself.
    case reservedArea(String)
    /// A scene's sheet; a modal one that dims the window takes presses everywhere under it.
    case sheet(SheetID)
    /// A window the host composites where it is (``PlacedWindow``): it never takes the pointer
    /// (the real window above gets it from the X server).
    case placedWindow(PanelID)
}
