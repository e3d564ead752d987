import Model

/// Measures text with the fonts the renderer draws with (pango), for content that sizes itself
/// (a popover's text pages). The last ``capacity`` measurements are kept (a page's width changes
/// every frame while it animates, so keeping all of them would grow without end).
public final class TextMeasurer: TextMeasuring {
    private struct Key: Hashable {
        let text: String, style: TextStyle, width: Double
    }

    /// How many measurements are kept.
    public static let capacity = 1024

    private let painter: TextPainter
    private var measured = LRU<Key, Double>(capacity: TextMeasurer.capacity)

    public init(fonts: FontLibrary) {
        painter = TextPainter(fonts: fonts, cachesLayouts: false)
    }

    public func height(of text: String, style: TextStyle, width: Double) -> Double {
        let key = Key(text: text, style: style, width: width)
        if let h = measured.value(for: key) { return h }
        let h = painter.height(of: text, style: style, width: width)
        measured.insert(h, for: key)
        return h
    }
}
