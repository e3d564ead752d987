import Model

/// The drawing of a reserved area (an on-screen keyboard, a toolbar): a plain bar in the panels'
/// background colour, a hairline along its inner edge, and its label centred.
public enum ReservedAreaChrome {
    static let labelStyle = TextStyle(size: 15, bold: true, color: Color.Palette.gray, alignment: .center)
    static let labelHeight = 20.0

    /// The items for an area on `edge` drawn at `frame`, labelled `title`.
    public static func items(edge: SheetEdge, frame: Rect, title: String) -> [DisplayItem] {
        let appearance = PanelLook.standardAppearance
        let f = frame
        let hairline: Rect = switch edge {
        case .bottom: Rect(x: f.minX, y: f.minY, width: f.width, height: 1)
        case .top: Rect(x: f.minX, y: f.maxY - 1, width: f.width, height: 1)
        case .left: Rect(x: f.maxX - 1, y: f.minY, width: 1, height: f.height)
        case .right: Rect(x: f.minX, y: f.minY, width: 1, height: f.height)
        }
        var items: [DisplayItem] = [.fill(f, appearance.background), .fill(hairline, appearance.border?.color ?? .black)]
        if !title.isEmpty {
            items.append(.text(title, frame: Rect(x: f.minX, y: f.midY - labelHeight / 2, width: f.width, height: labelHeight),
                               style: labelStyle))
        }
        return items
    }
}
