import Model

/// The drawing of exposé's row of spaces: each space an opaque dark plate the size of its thumbnail, the
/// space that shows ringed in the accent colour, and a "+" plate that adds a space.
public enum SpacesRowChrome {
    static let plateColor = Color(rgba: 0x2225_2BFF)
    static let radii = CornerRadii(all: 8)
    static let plusStyle = TextStyle(size: 28, color: Color.Palette.nord6, alignment: .center)

    /// Space thumbnail `frame`'s plate, ringed when its space shows.
    public static func plate(_ frame: Rect, shows: Bool, accent: Color = PanelLook.defaultTint) -> [DisplayItem] {
        (shows ? [.roundedRect(frame.outsetBy(3), CornerRadii(all: 11), accent)] : [])
            + [.roundedRect(frame, radii, plateColor)]
    }

    /// What a thumbnail shows (`items`), clipped to its plate at `frame`.
    public static func clipped(_ items: [DisplayItem], to frame: Rect) -> DisplayItem {
        .roundedClip(frame, radii, items)
    }

    /// The "+" that adds a space, at `frame`.
    public static func addButton(_ frame: Rect) -> [DisplayItem] {
        let glyph = Rect(x: frame.minX, y: frame.midY - 18, width: frame.width, height: 36)
        return [.roundedRect(frame, radii, plateColor), .text("+", frame: glyph, style: plusStyle)]
    }
}
