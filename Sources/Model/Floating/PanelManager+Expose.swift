/// Exposé: every floating panel scaled into a grid that fits the window.
extension PanelManager {
    /// The floating panels of the space that shows exposé lays out, back to front. Pinned panels stay in their slots;
    /// attached panels fade out (opacity 0) until exposé ends.
    public var exposeOrder: [PanelID] { zOrder.filter { state(of: $0) == .floating && !appSheets.contains($0) && isHere($0) } }

    /// The grid for the floating panels over the whole window, below the row of spaces where there
    /// is one (padding 44, spacing 20); nil when there are none.
    public var exposeGrid: ExposeGrid? {
        let ids = exposeOrder
        guard !ids.isEmpty else { return nil }
        return ExposeGrid.layout(frames: ids.compactMap { frame(of: $0) }, in: spacesRow?.gridArea ?? container)
    }

    /// The exposé key (and API): shows exposé, or leaves it when it shows. Returns whether it now
    /// shows (it does not show with no floating panels, unless the window has spaces: their row shows).
    @discardableResult
    public mutating func toggleExpose() -> Bool {
        isExposing = !isExposing && (!exposeOrder.isEmpty || spaces.count > 0)
        return isExposing
    }

    /// Leaves exposé; with `id`, that panel also comes to the front and takes focus (a click on it).
    public mutating func exitExpose(focusing id: PanelID? = nil) {
        isExposing = false
        if let id { focus(id) }
    }
}
