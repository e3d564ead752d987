import Model

/// The drawing of a notice (what Flotilla tells the user, such as a screen it could not lock): a
/// dark plate with a shadow near the top of a monitor, its one line of white text centred
/// (ellipsized when longer than the plate).
public enum NoticeChrome {
    static let plateColor = Color(rgb: 0x1C1C1E).withAlpha(multipliedBy: 0.94)
    static let textStyle = TextStyle(size: 15, color: .white, alignment: .center)
    /// The plate's widest and its height, its margin to a monitor's sides, and its distance from its top.
    public static let width = 560.0, height = 44.0, margin = 40.0, top = 48.0

    /// Where the plate lies on `monitor`.
    public static func plate(on monitor: Rect) -> Rect {
        let width = max(0, min(Self.width, monitor.width - 2 * margin))
        return Rect(x: (monitor.midX - width / 2).rounded(), y: monitor.minY + top, width: width, height: height)
    }

    /// The plate `size` holding `text`, drawn in a layer whose origin is the plate's.
    public static func items(text: String, size: Size) -> [DisplayItem] {
        [.surface(SurfaceItem(frame: Rect(origin: .zero, size: size), radii: CornerRadii(all: 12), background: plateColor,
                              shadows: PanelLook.standardAppearance.shadows)),
         .text(text, frame: Rect(x: 16, y: 0, width: max(0, size.width - 32), height: size.height), style: textStyle)]
    }
}
