import Model

/// The drawing of a placed window (``PlacedWindow``): the host's pixels where the window is and,
/// when it has one, a small square-cornered drop shadow under it, in a layer of its own so that
/// the window drawing again repaints its frame only.
public enum PlacedWindowChrome {
    /// A menu's shadow: short and soft, lighter than a floating panel's
    /// (``SurfaceAppearance/defaultShadow``, 6 pt down, 18 pt blur, 0.28).
    public static let shadow = Shadow(color: .black, offset: Vector(dx: 0, dy: 2), radius: 7, spread: 0, opacity: 0.22)

    /// The shadow under `window` (none when it has none): a clear square surface at its frame.
    public static func shadowItems(of window: PlacedWindow) -> [DisplayItem] {
        guard window.hasShadow else { return [] }
        return [.surface(SurfaceItem(frame: window.frame, radii: CornerRadii(all: 0), background: .clear, shadows: [shadow]))]
    }

    /// `window`'s pixels, at their `revision`.
    public static func items(of window: PlacedWindow, revision: Int) -> [DisplayItem] {
        [.window(window.frame, window.id, revision: revision, opaque: window.isOpaque)]
    }
}
