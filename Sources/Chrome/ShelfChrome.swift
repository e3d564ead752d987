import Model

/// The drawing of the minimise shelf's plate: a rounded bar in the panels' background colour, a
/// little translucent, with their hairline border and shadow, behind the minimised panels' thumbnails.
public enum ShelfChrome {
    /// How much of the plate's fill shows.
    static let fillAlpha = 0.85

    /// The plate's items for a shelf whose plate is at `frame` (in the layer's coordinates).
    public static func items(frame: Rect) -> [DisplayItem] {
        let look = PanelLook.standardAppearance
        return [.surface(SurfaceItem(frame: frame, radii: CornerRadii(all: 18), background: look.background.withAlpha(multipliedBy: fillAlpha),
                                     border: look.border, shadows: look.shadows))]
    }
}
