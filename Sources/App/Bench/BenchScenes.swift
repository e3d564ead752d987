import Model

/// The scenes `flotilla bench` measures: `count` panels of 360×260 pt placed over a 1920×1080
/// window by a seeded generator, so every run measures the same scene.
enum BenchScenes {
    static let windowSize = Size(width: 1920, height: 1080)
    static let panelSize = Size(width: 360, height: 260)

    static func panels(_ count: Int, seed: UInt64 = 2026) -> Scene {
        var random = SplitMix64(seed: seed)
        let panels = (0..<count).map { i in
            let x = (random.unit() * (windowSize.width - panelSize.width)).rounded()
            let y = (random.unit() * (windowSize.height - panelSize.height)).rounded()
            return PanelSpec(id: PanelID("p\(i)"), title: "Panel \(i + 1)",
                             body: "Panel \(i + 1) of \(count): a title bar, wrapped text and a soft shadow, kept as a layer.",
                             frame: Rect(origin: Point(x: x, y: y), size: panelSize))
        }
        return Scene(title: "bench \(count)", size: windowSize,
                     backdrop: Backdrop(color: Color.Palette.nord10, gradientTo: Color.Palette.nord0), panels: panels)
    }
}
