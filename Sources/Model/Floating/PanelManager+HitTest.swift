/// What part of a panel a point is over.
public enum PanelHitRegion: Hashable, Sendable {
    case resize(ResizeHandle)
    case button(TitleBarButton)
    /// A compact sheet's switcher tab, naming the panel it shows.
    case tab(PanelID)
    /// A minimised panel's thumbnail in the shelf: a click brings the panel back.
    case thumbnail
    case titleBar
    case content
}

/// Hit testing: which panel, and which part of it, a point is over.
extension PanelManager {
    /// The front-most visible panel under `point` and the part hit. Resize bands (floating,
    /// resizable panels only) come first, then title bar buttons, the title bar and the content.
    /// During exposé every hit on a floating panel's scaled frame is `.content` (a click focuses it).
    public func hitTest(_ point: Point) -> (id: PanelID, region: PanelHitRegion)? {
        for t in targets.reversed() {
            if let region = hit(t, at: point) { return (t.id, region) }
        }
        return nil
    }

    /// The part of visible panel `t` (at the frame it is drawn at) under `point`, if any: its resize
    /// bands first (floating, resizable panels only), then title bar buttons, the title bar and the
    /// content; during exposé only floating panels are hit, each wholly `.content`.
    public func hit(_ t: PanelTarget, at point: Point) -> PanelHitRegion? {
        guard t.opacity > 0, isHere(t.id) else { return nil }
        if isExposing { return t.layer == .floating && !appSheets.contains(t.id) && t.frame.contains(point) ? .content : nil }
        if t.state == .minimised { return t.frame.contains(point) ? .thumbnail : nil }
        if let h = ResizeHitZones.handle(at: point, frame: t.frame), allows(.resize, on: t.id) { return .resize(h) }
        guard t.frame.contains(point) else { return nil }
        // An app that draws its own title bar takes every press in its frame itself.
        let bar = titleBarHeight(of: t.id)
        guard bar > 0 else { return .content }
        let buttons = TitleBarLayout.buttonFrames(for: t.state, in: t.frame, pinningEnabled: rules.isEnabled, tiles: tilesWindows)
        if let b = buttons.first(where: { $0.value.contains(point) }) { return .button(b.key) }
        if t.state == .compactSheet {
            let tabs = compactSheetSwitcher
            if let i = CompactSheetSwitcherLayout.tabs(count: tabs.count, in: t.frame).firstIndex(where: { $0.contains(point) }) {
                return .tab(tabs[i])
            }
        }
        return TitleBarLayout.titleBar(of: t.frame, height: bar).contains(point) ? .titleBar : .content
    }

    /// Where visible panel `t` (at the frame it is drawn at) takes the pointer: its frame, grown by
    /// the outer half of its resize bands when it can be resized; nil where ``hit(_:at:)`` finds
    /// nothing anywhere (faded out; not floating during exposé; on a space that does not show).
    public func hitArea(of t: PanelTarget) -> Rect? {
        guard t.opacity > 0, isHere(t.id) else { return nil }
        if isExposing { return t.layer == .floating && !appSheets.contains(t.id) ? t.frame : nil }
        return allows(.resize, on: t.id) ? t.frame.outsetBy(ResizeHitZones.zoneWidth / 2) : t.frame
    }

    /// The height of panel `id`'s title bar (0 where its app draws its own).
    public func titleBarHeight(of id: PanelID) -> Double { panels[id]?.sizes.titleBar ?? TitleBarLayout.height }

    /// The part of panel `t`'s content area that is not a resize band (what a hosted app's window
    /// may take the pointer in).
    public func contentOutsideResizeBands(of t: PanelTarget) -> Rect {
        let bar = titleBarHeight(of: t.id), content = TitleBarLayout.content(of: t.frame, titleBar: bar)
        guard !isExposing, allows(.resize, on: t.id) else { return content }
        // The top band lies over the title bar, or over the content where the app draws its own.
        let half = ResizeHitZones.zoneWidth / 2, top = bar > 0 ? 0 : half
        return Rect(x: content.minX + half, y: content.minY + top, width: max(0, content.width - 2 * half),
                    height: max(0, content.height - half - top))
    }
}
