import Model

// Windows the host composites exactly where they are, never moved, scaled or hit-tested: menus,
// tooltips and notifications over everything, desktop windows under every panel.
extension Compositor {
    /// Replaces the placed windows with `windows`, back to front within each level (an id given
    /// twice counts where it is first). The next frame repaints what changed: the old and new
    /// places (shadows included) of windows that moved, came, went or changed their stacking.
    /// Where the host has no pixels for a window, only its shadow is drawn: place a window once its
    /// first pixels are in the store.
    public func setPlacedWindows(_ windows: [PlacedWindow]) { placed.set(windows) }

    /// The placed windows, as last set.
    public var placedWindows: [PlacedWindow] { placed.windows }

    /// The host has new pixels for placed window `id`: the next frame repaints its frame (not its
    /// shadow). Ignored for an id not placed.
    public func placedWindowPixelsChanged(_ id: PanelID) { placed.pixelsChanged(id) }

    /// Placed window `id`'s layers: its shadow (when it has one) under its pixels.
    func placedLayers(_ id: PanelID) -> [DamageTracker.Layer] {
        let (shadow, window) = placed.items(of: id)
        return (shadow.isEmpty ? [] : [layer(.placedShadow(id), shadow)]) + [layer(.surface(.placedWindow(id)), window)]
    }
}
