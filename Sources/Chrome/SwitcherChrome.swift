import Model

/// The drawing of Alt+Tab's switcher: a dark opaque plate (nothing under it shows through its
/// text), a ring in the accent colour around the chosen window's thumbnail, each window's icon
/// over its thumbnail's lower right corner (as GNOME's switcher badges its windows), and its
/// title under it.
public enum SwitcherChrome {
    static let plateColor = Color(rgba: 0x1C1C_1EFF)
    static let titleStyle = TextStyle(size: 12, color: Color.Palette.nord4, alignment: .center)
    static let chosenTitleStyle = TextStyle(size: 12, bold: true, color: Color.Palette.nord6, alignment: .center)

    /// The plate, `size`, at the layer's origin.
    public static func plate(size: Size) -> [DisplayItem] {
        [.surface(SurfaceItem(frame: Rect(origin: .zero, size: size), radii: CornerRadii(all: 18), background: plateColor,
                              shadows: PanelLook.standardAppearance.shadows))]
    }

    /// The ring around a thumbnail at `frame`.
    public static func ring(around frame: Rect, accent: Color = PanelLook.defaultTint) -> [DisplayItem] {
        [.roundedRect(frame.outsetBy(6), CornerRadii(all: 14), accent)]
    }

    /// A window's icon file over the lower right corner of its thumbnail at `frame`, 32 points square.
    public static func icon(_ path: String, on frame: Rect) -> DisplayItem {
        .image(path: path, frame: Rect(x: frame.maxX - 24, y: frame.maxY - 24, width: 32, height: 32))
    }

    /// A window's title in `frame`, bold when it is the chosen one.
    public static func title(_ title: String, in frame: Rect, chosen: Bool) -> DisplayItem {
        .text(title, frame: frame, style: chosen ? chosenTitleStyle : titleStyle)
    }
}
