import Model

/// Shared numbers for the floating-window model tests.
enum FloatingFixtures {
    /// PanelKit's example container.
    static let window = Rect(x: 0, y: 0, width: 1024, height: 768)

    /// Content 300×400 (frame 300×444), minimum 200×150 (frame 200×194), maximum 600×556 (frame
    /// 600×600), pinned width 320, pinned height 200.
    static let sizes = PanelContentSizes(preferred: Size(width: 300, height: 400),
                                         minimum: Size(width: 200, height: 150),
                                         maximum: Size(width: 600, height: 556),
                                         preferredPinnedWidth: 320, preferredPinnedHeight: 200)

    static func sizes(pinnedWidth: Double, pinnedHeight: Double = 200) -> PanelContentSizes {
        var s = sizes
        s.preferredPinnedWidth = pinnedWidth
        s.preferredPinnedHeight = pinnedHeight
        return s
    }

    /// A manager over `window` with panels `ids` added (hidden) using `sizes`.
    static func manager(_ ids: [PanelID], container: Rect = window, rules: PinningRules = PinningRules(),
                        sizes: PanelContentSizes = sizes) -> PanelManager {
        var m = PanelManager(container: container, rules: rules)
        for id in ids { m.add(ManagedPanel(id: id, title: id.name.uppercased(), sizes: sizes)) }
        return m
    }

    static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

    static func close(_ a: Rect?, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
        guard let a else { return false }
        return close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance)
            && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
    }
}
