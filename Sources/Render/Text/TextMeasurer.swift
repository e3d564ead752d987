import Model

/// Measures text with the fonts the renderer draws with (pango), for content that sizes itself
/// (a popover's text pages). Measurements are kept.
public final class TextMeasurer: TextMeasuring {
    private struct Key: Hashable {
        let text: String, style: TextStyle, width: Double
    }

    private let painter: TextPainter
    private var measured: [Key: Double] = [:]

    public init(fonts: FontLibrary) {
        painter = TextPainter(fonts: fonts, cachesLayouts: false)
    }

    public func height(of text: String, style: TextStyle, width: Double) -> Double {
        let key = Key(text: text, style: style, width: width)
        if let h = measured[key] { return h }
        let h = painter.height(of: text, style: style, width: width)
        measured[key] = h
        return h
    }
}
