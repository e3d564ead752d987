import Model

/// What the pointer is over: the front-most surface of the stack that takes it at a point, and the
/// part of it hit.
enum PointerTarget: Equatable {
    /// A managed panel and the part of it under the pointer.
    case panel(PanelID, PanelHitRegion)
    /// A sheet's surface.
    case sheet(SheetID)
    /// The window dimmed by a modal sheet, outside the sheet: presses are the sheet's (a tap may
    /// dismiss it), nothing under the dim is reached.
    case sheetBackdrop(SheetID)
    /// Exposé's dim while exposé shows: a press leaves exposé.
    case exposeDim
    /// A surface that takes the pointer and does nothing with it (a reserved area).
    case inert
    /// The backdrop or the main content: nothing above took the pointer.
    case backdrop

    /// The panel hit, if a panel was.
    var panel: (id: PanelID, region: PanelHitRegion)? {
        if case .panel(let id, let region) = self { (id, region) } else { nil }
    }
}
