import App
import Model

/// The scenes `flotilla bench` measures: `count` panels placed over the window by a seeded
/// generator, so every run measures the same scene. At the standard 1920×1080 the panels are
/// 360×260 pt; at another size (`bench --size`) the scene scales with it: the panels by the
/// smaller of its two ratios to 1920×1080, their places over the whole window.
public enum BenchScenes {
    public static let standardSize = Size(width: 1920, height: 1080)
    static let panelSize = Size(width: 360, height: 260)

    /// How much larger than the standard the scenes of a window of `size` are.
    static func factor(for size: Size) -> Double {
        min(size.width / standardSize.width, size.height / standardSize.height)
    }

    /// The Maps scene keeps its size in points: in a larger window it is drawn at this many pixels
    /// a point (2 at 3840×2160, as a desktop of that size draws), so that it has as many more pixels.
    static func mapsScale(for size: Size) -> Double {
        max(1, factor(for: size).rounded(.down))
    }

    static func panels(_ count: Int, in size: Size = standardSize, seed: UInt64 = 2026) -> Scene {
        var random = SplitMix64(seed: seed)
        let factor = factor(for: size)
        let panel = Size(width: (panelSize.width * factor).rounded(), height: (panelSize.height * factor).rounded())
        let panels = (0..<count).map { i in
            let x = (random.unit() * max(0, size.width - panel.width)).rounded()
            let y = (random.unit() * max(0, size.height - panel.height)).rounded()
            return PanelSpec(id: PanelID("p\(i)"), title: "Panel \(i + 1)",
                             body: "Panel \(i + 1) of \(count): a title bar, wrapped text and a soft shadow, kept as a layer.",
                             frame: Rect(origin: Point(x: x, y: y), size: panel))
        }
        return Scene(title: "bench \(count)", size: size,
                     backdrop: Backdrop(color: Color.Palette.nord10, gradientTo: Color.Palette.nord0), panels: panels)
    }
}
