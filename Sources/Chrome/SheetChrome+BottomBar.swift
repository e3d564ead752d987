import Model

// libadwaita's bottom bar on a sheet: its label in the strip along the free edge, and the fades
// that cross from the bar to the sheet's own content as the surface grows.
extension SheetChrome {
    static let barTitleStyle = TextStyle(size: 15, bold: true, color: Color.Palette.nearBlack, alignment: .center)

    /// The bar's label, centred in the strip of the bar's height along the surface's free edge.
    static func barItems(_ bar: SheetBottomBar, geometry: SheetGeometry, frame: Rect) -> [DisplayItem] {
        let strip = geometry.grabberArea(length: bar.height, in: frame).intersection(frame)
        guard !strip.isEmpty else { return [] }
        return [.clipped(strip, [.text(bar.title, frame: strip.inset(by: EdgeInsets(left: 16, right: 16)), style: barTitleStyle)])]
    }

    /// `items` at `opacity`: as they are when opaque, in a layer named `id` when translucent, none when clear.
    public static func faded(_ id: LayerID, _ items: [DisplayItem], _ opacity: Double) -> [DisplayItem] {
        guard opacity > 0, !items.isEmpty else { return [] }
        return opacity < 1 ? [.layer(LayerItem(id: id, opacity: opacity, items: items))] : items
    }
}
