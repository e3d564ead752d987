@testable import Compositor
import Model

/// What must hold of a compositor whatever input it gets: nothing infinite or NaN, every floating
/// panel within its size limits and reachable, no panel gained or lost but by presenting or
/// closing, and no collection growing past what the scene has.
struct StormInvariants {
    let compositor: Compositor
    /// Every managed panel of the scene.
    let panelCount: Int
    /// How many panels were visible at the last frame.
    private var visibleCount: Int
    /// Each layer's content at the last frame, found finite: content kept from frame to frame (a
    /// resting panel, the backdrop) is not walked again.
    private var checked: [LayerID: LayerContent] = [:]

    init(_ compositor: Compositor) {
        self.compositor = compositor
        panelCount = compositor.panelManager.panels.count
        visibleCount = Self.visible(compositor.panelManager)
    }

    private static func visible(_ m: PanelManager) -> Int { m.panels.keys.filter { m.state(of: $0).isVisible }.count }

    /// The manager's layout: panels' count, sizes and reachability.
    func checkModel() -> String? {
        let m = compositor.panelManager
        guard m.panels.count == panelCount else { return "\(m.panels.count) panels, the scene has \(panelCount)" }
        for (id, p) in m.panels where m.state(of: id) == .floating {
            guard let f = m.frame(of: id) else { return "floating panel \(id) has no frame" }
            if let problem = sizeProblem(f.size, p.sizes) { return "panel \(id) at \(f): \(problem)" }
            if let problem = reachProblem(f, p.sizes, window: compositor.size) { return "panel \(id) at \(f): \(problem)" }
        }
        return nil
    }

    /// A frame: the model, every number drawn, the panel count against the events, and bounded collections.
    mutating func check(_ frame: Frame) -> String? {
        if let problem = checkModel() { return problem }
        if let item = frame.displayList.items.first(where: { !isFinite($0) }) { return "not finite in the display list: \(item)" }
        checked = Dictionary(frame.displayList.items.compactMap { if case .layer(let l) = $0 { (l.id, l.content) } else { nil } },
                             uniquingKeysWith: { first, _ in first })
        if let r = frame.damage.first(where: { !$0.isFinite }) { return "damage not finite: \(r)" }
        if let problem = posesProblem() { return problem }
        let m = compositor.panelManager
        let now = Self.visible(m)
        var change = 0
        for case .panel(let e) in frame.events {
            switch e {
            case .didPresent: change += 1
            case .didClose: change -= 1
            default: break
            }
        }
        guard now - visibleCount == change else {
            return "\(now - visibleCount) panels more visible, the events say \(change)"
        }
        visibleCount = now
        return boundsProblem()
    }

    /// At rest: drawn floating panels where the model puts them (but the one the pointer holds,
    /// which stays where it was grabbed).
    func checkSettled() -> String? {
        let m = compositor.panelManager, held = compositor.panels.gesture?.heldID
        guard !m.isExposing else { return nil }
        for id in compositor.panelIDs where m.state(of: id) == .floating && id != held {
            let drawn = compositor.frame(of: id), rest = m.frame(of: id)
            guard drawn == rest else { return "panel \(id) settled at \(String(describing: drawn)), belongs at \(String(describing: rest))" }
        }
        return nil
    }

    private func sizeProblem(_ size: Size, _ sizes: PanelContentSizes) -> String? {
        let lo = sizes.minimumFrameSize, hi = sizes.maximumFrameSize, e = 1e-9
        guard size.width >= lo.width - e, size.height >= lo.height - e, size.width <= hi.width + e, size.height <= hi.height + e else {
            return "size outside \(lo)…\(hi)"
        }
        return nil
    }

    /// A floating panel's title bar must meet the window whenever the window can hold the panel.
    private func reachProblem(_ f: Rect, _ sizes: PanelContentSizes, window: Size) -> String? {
        let lo = sizes.minimumFrameSize
        guard window.width >= lo.width, window.height >= lo.height else { return nil }
        let titleBar = Rect(x: f.minX, y: f.minY, width: f.width, height: TitleBarLayout.height)
        return titleBar.intersects(Rect(origin: .zero, size: window)) ? nil : "title bar outside the \(window) window"
    }

    /// Everything drawn is finite; a floating panel at rest is drawn reachable too (outside exposé;
    /// but the one the pointer holds, which follows the pointer from where it was grabbed). A
    /// moving one may pass through a frame that is not: leaving exposé in a window 20 pt high, a
    /// panel grows from a thumbnail 0×0.
    private func posesProblem() -> String? {
        let c = compositor, m = c.panelManager, held = c.panels.gesture?.heldID
        for id in c.panelIDs {
            guard let f = c.frame(of: id) else { continue }
            guard f.isFinite else { return "panel \(id) drawn at \(f)" }
            if !m.isExposing, id != held, c.panels.presentation.poses[id]?.isMoving == false, m.state(of: id) == .floating,
               let sizes = m.panels[id]?.sizes,
               let problem = reachProblem(f, sizes, window: c.size) {
                return "panel \(id) drawn at \(f): \(problem)"
            }
        }
        guard c.mainContentFrame.isFinite else { return "main content at \(c.mainContentFrame)" }
        for id in c.sheetIDs {
            if let f = c.frame(ofSheet: id), !f.isFinite { return "sheet \(id) at \(f)" }
            if let e = c.extent(ofSheet: id), !e.isFinite { return "sheet \(id) extent \(e)" }
            if let offsets = c.scrollOffsets(ofSheet: id), !offsets.allSatisfy(\.isFinite) { return "sheet \(id) scrolled \(offsets)" }
        }
        return nil
    }

    /// The compositor's per-panel collections hold at most one entry per panel, and no events wait.
    private func boundsProblem() -> String? {
        let f = compositor.panels
        let counts = ["poses": f.presentation.poses.count, "leaving": f.presentation.leaving.count, "popovers": f.popovers.ids.count]
        if let (name, n) = counts.first(where: { $0.value > panelCount }) { return "\(n) \(name) for \(panelCount) panels" }
        guard compositor.pending.isEmpty, f.events.isEmpty else { return "events left after a frame" }
        return nil
    }

    /// Whether every number of `item` is finite; a layer's content checked at the last frame is not walked again.
    private func isFinite(_ item: DisplayItem) -> Bool {
        guard case .layer(let l) = item, checked[l.id] == l.content else { return Self.isFinite(item) }
        return l.origin.x.isFinite && l.origin.y.isFinite && l.scale.isFinite && l.opacity.isFinite
    }

    static func isFinite(_ item: DisplayItem) -> Bool {
        switch item {
        case .fill(let r, _), .verticalGradient(let r, _, _), .text(_, let r, _), .hosted(let r, _), .window(let r, _, _, _), .image(_, let r): r.isFinite
        case .roundedRect(let r, let radii, _): r.isFinite && radii.isFinite
        case .surface(let s): s.bounds.isFinite
        case .clipped(let r, let items): r.isFinite && items.allSatisfy(isFinite)
        case .roundedClip(let r, let radii, let items): r.isFinite && radii.isFinite && items.allSatisfy(isFinite)
        case .layer(let l):
            l.origin.x.isFinite && l.origin.y.isFinite && l.scale.isFinite && l.opacity.isFinite && l.items.allSatisfy(isFinite)
        }
    }
}

extension Rect {
    var isFinite: Bool { minX.isFinite && minY.isFinite && width.isFinite && height.isFinite }
}

extension CornerRadii {
    var isFinite: Bool { topLeft.isFinite && topRight.isFinite && bottomRight.isFinite && bottomLeft.isFinite }
}
