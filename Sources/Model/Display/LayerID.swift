/// Names a layer from frame to frame: the identity damage is tracked by and a retained layer is
/// kept under. Each surface of a window is drawn in a layer of its own; a few keep parts of
/// themselves in layers of their own too (a floated-out popover's pages, a sheet's content and lists).
///
/// Its text (``description``) is what text snapshots print, spelled in Spellings.swift.
public enum LayerID: Hashable, Sendable {
    /// A surface's own layer.
    case surface(Surface)
    /// A floated-out popover's pages while they cross-fade (reduced motion).
    case panelPages(PanelID)
    /// A sheet's bottom bar, over its surface.
    case sheetBar(SheetID)
    /// A sheet's content (title, search field, body), over its surface.
    case sheetContent(SheetID)
    /// One of a sheet's lists: all the rows of a band around those shown, moved as it scrolls.
    case sheetList(SheetID, index: Int)
    /// A sheet's layers while they cross-fade as one (reduced motion).
    case sheetFade(SheetID)
    /// A window's thumbnail in Alt+Tab's switcher: its panel drawn again, scaled.
    case switcherThumbnail(PanelID)
    /// A window in the thumbnail of space `space` in exposé's row of spaces: its panel drawn again, scaled.
    case spaceThumbnail(PanelID, space: Int)
    /// A placed window's shadow, under its surface: damaged when the window moves, not when it draws.
    case placedShadow(PanelID)
    /// A layer no surface owns (pictures made by hand: the benches, the renderer's tests).
    case named(String)
}
