/// What part of a panel a point is over.
public enum PanelHitRegion: Hashable, Sendable {
    case resize(ResizeHandle)
    case button(TitleBarButton)
    /// A compact sheet's switcher tab, naming the panel it shows.
    case tab(String)
    case titleBar
    case content
}

/// Hit testing: which panel, and which part of it, a point is over.
extension PanelManager {
    /// The front-most visible panel under `point` and the part hit. Resize bands (floating,
    /// resizable panels only) come first, then title bar buttons, the title bar and the content.
    /// During exposé every hit on a floating panel's scaled frame is `.content` (a click focuses it).
    public func hitTest(_ point: Point) -> (id: String, region: PanelHitRegion)? {
        hitTest(point, in: targets)
    }

    /// ``hitTest(_:)`` against `shown`: the targets with the frames panels are drawn at now (a
    /// panel still on its way to its target is hit where it shows).
    /// `shown` may be lazy: it is read front to back and only until the panel hit.
    public func hitTest<Shown: BidirectionalCollection<PanelTarget>>(_ point: Point, in shown: Shown) -> (id: String, region: PanelHitRegion)? {
        for t in shown.reversed() where t.opacity > 0 {
            if isExposing {
                if t.layer == .floating, t.frame.contains(point) { return (t.id, .content) }
                continue
            }
            if let h = ResizeHitZones.handle(at: point, frame: t.frame), allows(.resize, on: t.id) {
                return (t.id, .resize(h))
            }
            guard t.frame.contains(point) else { continue }
            let buttons = TitleBarLayout.buttonFrames(for: t.state, in: t.frame, pinningEnabled: rules.isEnabled)
            if let b = buttons.first(where: { $0.value.contains(point) }) { return (t.id, .button(b.key)) }
            if t.state == .sheet {
                let tabs = sheetSwitcher
                if let i = SheetSwitcherLayout.tabs(count: tabs.count, in: t.frame).firstIndex(where: { $0.contains(point) }) {
                    return (t.id, .tab(tabs[i]))
                }
            }
            if TitleBarLayout.titleBar(of: t.frame).contains(point) { return (t.id, .titleBar) }
            return (t.id, .content)
        }
        return nil
    }
}
