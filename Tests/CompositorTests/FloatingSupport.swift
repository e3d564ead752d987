import Compositor
import Input
import Model

/// Managed-panel scenes for the compositor tests: a 1024×768 window (PanelKit's example container).
enum Floating {
    static let window = Size(width: 1024, height: 768)

    /// Content 300×200 (frame 300×244), resizable from 200×100 (frame 200×144) to 500×400
    /// (frame 500×444), pinned width 320.
    static let sizes = PanelContentSizes(preferred: Size(width: 300, height: 200), minimum: Size(width: 200, height: 100),
                                         maximum: Size(width: 500, height: 400), preferredPinnedWidth: 320)

    /// A floating panel `id` at `origin` with `sizes`.
    static func panel(_ id: PanelID, at origin: Point, sizes: PanelContentSizes = sizes, presents: [PanelID] = []) -> ManagedPanelSpec {
        ManagedPanelSpec(id: id, title: id.name.uppercased(), sizes: sizes,
                         frame: Rect(origin: origin, size: sizes.preferredFrameSize), look: PanelLook(presents: presents))
    }

    static func scene(_ panels: [ManagedPanelSpec], size: Size = window, rules: PinningRules = PinningRules()) -> Scene {
        Scene(size: size, floating: FloatingSetup(pinning: rules, mainContent: MainContent(body: "Main"), panels: panels))
    }

    /// "a" at (100, 100) and "b" at (500, 300), both floating; "b" is focused (presented last).
    static func twoPanels(size: Size = window, rules: PinningRules = PinningRules()) -> Scene {
        scene([panel("a", at: Point(x: 100, y: 100)), panel("b", at: Point(x: 500, y: 300))], size: size, rules: rules)
    }

    /// Only the floating-window events of `events`.
    static func floatingEvents(_ events: [CompositorEvent]) -> [PanelEvent] {
        events.compactMap { if case .panel(let e) = $0 { e } else { nil } }
    }
}

extension Compositor {
    /// A press and a release in place, `0.05` s apart.
    func click(_ p: Point, clock: ManualClock) {
        handle(.pointerPressed(p, button: 1, time: clock.now))
        clock.advance(by: 0.05)
        handle(.pointerReleased(p, button: 1, time: clock.now))
    }

    func key(_ key: Key, _ modifiers: Modifiers = [], clock: ManualClock) {
        handle(.key(KeyPress(key, modifiers: modifiers), time: clock.now))
    }
}
