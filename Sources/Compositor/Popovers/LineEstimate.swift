import Model

/// Text measured without fonts: lines of 1.2 em, 0.55 em per character, words wrapped greedily.
/// For a compositor with no renderer attached; hosts that draw hand over the renderer's measurer,
/// so what they show is measured with the real font.
final class LineEstimate: TextMeasuring {
    func height(of text: String, style: TextStyle, width: Double) -> Double {
        let perLine = max(1, Int(width / (style.size * 0.55)))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) { count, paragraph in
            var lines = 1, used = 0
            for word in paragraph.split(separator: " ") {
                let length = word.count + (used > 0 ? 1 : 0)
                if used + length > perLine, used > 0 {
                    lines += 1
                    used = word.count
                } else {
                    used += length
                }
            }
            return count + lines
        }
        return (Double(lines) * style.size * 1.2).rounded(.up)
    }
}
