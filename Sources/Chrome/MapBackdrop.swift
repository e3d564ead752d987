import Model

/// A map-like backdrop drawn from shapes: city blocks between streets, a park and water, laid out
/// deterministically for any window size (the Maps scene's background).
public enum MapBackdrop {
    static let street = Color(rgb: 0xF4F1EA)
    static let block = Color(rgb: 0xE4E0D6)
    static let park = Color(rgb: 0xC5E3B5)
    static let water = Color(rgb: 0xA9CFEA)
    static let avenue = Color.white

    /// The items that draw the map over `rect`.
    public static func items(in rect: Rect) -> [DisplayItem] {
        var items: [DisplayItem] = [.fill(rect, street)]
        let blockW = 86.0, blockH = 64.0, gap = 12.0
        var row = 0
        var y = rect.minY - 20
        while y < rect.maxY {
            var x = rect.minX - Double(row % 2) * 40 - 10
            var col = 0
            while x < rect.maxX {
                let r = Rect(x: x, y: y, width: blockW, height: blockH)
                let isPark = (row * 7 + col * 3) % 11 == 4
                items.append(.roundedRect(r, CornerRadii(all: 4), isPark ? park : block))
                x += blockW + gap
                col += 1
            }
            y += blockH + gap
            row += 1
        }
        // Two avenues and a bay along the left edge.
        items.append(.fill(Rect(x: rect.minX, y: rect.minY + rect.height * 0.31, width: rect.width, height: 10), avenue))
        items.append(.fill(Rect(x: rect.minX + rect.width * 0.62, y: rect.minY, width: 10, height: rect.height), avenue))
        items.append(.roundedRect(Rect(x: rect.minX - 120, y: rect.minY + rect.height * 0.12, width: 190, height: rect.height * 0.5),
                                  CornerRadii(all: 80), water))
        return items
    }
}
