/// Where a ``PanelManager``'s panels are, as a session file keeps it between runs: for each panel
/// its state, last floating frame, place in the z-order, presenter and space, plus the focused
/// panel and the space that showed. Whether exposé shows is not kept; the spaces are the desktop
/// model's to apply (``PanelManager/restore(_:)`` leaves them).
///
/// Floating frames keep their origin as a fraction of the window's size (PanelKit's rule) and
/// their size in points, so a layout saved in one window size restores proportionally in another.
/// ``PanelManager/layoutState()`` takes one; ``PanelManager/restore(_:)`` applies one. The JSON
/// form (`PanelLayoutState+Codable.swift`) is decoded strictly; the session file around it carries
/// the format version.
public struct PanelLayoutState: Equatable, Sendable {
    /// Every panel the manager had, in the order they were added; ids are unique.
    public var panels: [Panel]
    /// The focused panel, if any.
    public var focusedID: PanelID?
    /// The space that showed, from 0 (nil: no panel was on a space).
    public var currentSpace: Int?

    public init(panels: [Panel], focusedID: PanelID? = nil, currentSpace: Int? = nil) {
        self.panels = panels
        self.focusedID = focusedID
        self.currentSpace = currentSpace
    }

    /// How a panel was shown.
    public enum Placement: Equatable, Sendable {
        case hidden
        case floating
        /// Pinned to `side` at slot `index`.
        case pinned(side: PanelPinSide, index: Int)
        /// Attached to its source at `frame` (window coordinates): a placeholder until the compositor
        /// places it at its source again. (Saved as "popover".)
        case attached(frame: Rect)
        /// In the minimise shelf; it comes back at its floating frame (or tile).
        case minimised

        var isVisible: Bool { self != .hidden }
        /// Whether a panel placed so keeps its tile: floating, minimised or hidden.
        var keepsTile: Bool {
            switch self {
            case .floating, .minimised, .hidden: true
            case .pinned, .attached: false
            }
        }
    }

    /// One panel's saved layout.
    public struct Panel: Equatable, Sendable {
        public var id: PanelID
        public var placement: Placement
        /// The last floating frame (a pinned panel's is where unpinning returns it); nil when the
        /// panel never floated.
        public var floatingFrame: RelativeFrame?
        /// Its place among the visible panels, back to front (pinned ones included); nil when hidden.
        public var zIndex: Int?
        /// The panel that presented it (nested presentation); nil for top-level and hidden panels.
        public var parent: PanelID?
        /// The tile it floated in, if any (its floating frame is the tile's).
        public var tile: TileArrangement?
        /// The space it was on, from 0 (nil: on every space, or no spaces).
        public var space: Int?

        public init(id: PanelID, placement: Placement, floatingFrame: RelativeFrame? = nil,
                    zIndex: Int? = nil, parent: PanelID? = nil, tile: TileArrangement? = nil, space: Int? = nil) {
            self.id = id
            self.space = space
            self.tile = tile
            self.placement = placement
            self.floatingFrame = floatingFrame
            self.zIndex = zIndex
            self.parent = parent
        }
    }

    /// A frame whose origin is relative to the container (x ÷ width, y ÷ height, from the
    /// container's origin) and whose size is in points.
    public struct RelativeFrame: Equatable, Sendable {
        public var x: Double
        public var y: Double
        public var size: Size

        public init(x: Double, y: Double, size: Size) {
            self.x = x
            self.y = y
            self.size = size
        }

        /// `frame` relative to `container` (an empty container's axis gives 0).
        public init(_ frame: Rect, in container: Rect) {
            x = container.width > 0 ? (frame.minX - container.minX) / container.width : 0
            y = container.height > 0 ? (frame.minY - container.minY) / container.height : 0
            size = frame.size
        }

        /// The frame in `container`. An origin within 10⁻⁶ pt of a multiple of 1/64 pt lands on it:
        /// x ÷ w × w is not always x in binary floating point (1 ÷ 49 × 49 = 0.9999999999999999),
        /// and a panel on whole (or device) pixels must come back on them.
        public func frame(in container: Rect) -> Rect {
            func snapped(_ v: Double) -> Double {
                let grid = (v * 64).rounded() / 64
                return abs(v - grid) <= 1e-6 ? grid : v
            }
            return Rect(x: snapped(container.minX + x * container.width),
                        y: snapped(container.minY + y * container.height),
                        width: size.width, height: size.height)
        }
    }
}

extension PanelManager {
    /// This manager's layout, to save; in a compact window, the layout it returns to when widened
    /// (fitted to the window as it is now).
    public func layoutState() -> PanelLayoutState {
        guard !isCompact else {
            var wide = self
            wide.layOut(allowingCompact: false) { _ in }
            return wide.layoutState()
        }
        let z = Dictionary(zOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let saved = order.compactMap { id -> PanelLayoutState.Panel? in
            guard let p = panels[id] else { return nil }
            let placement: PanelLayoutState.Placement
            switch state(of: id) {
            case .hidden: placement = .hidden
            case .floating, .compactSheet: placement = .floating
            case .pinned(let side, let index): placement = .pinned(side: side, index: index)
            case .attached: placement = .attached(frame: p.attachedFrame ?? .zero)
            case .minimised: placement = .minimised
            }
            let visible = placement.isVisible
            return PanelLayoutState.Panel(id: id, placement: placement,
                                          floatingFrame: p.floatingFrame.map { .init($0, in: container) },
                                          zIndex: visible ? z[id] : nil, parent: visible ? p.parent : nil,
                                          tile: placement.keepsTile ? p.tile : nil, space: spaces.spaceOf[id])
        }
        return PanelLayoutState(panels: saved, focusedID: focusedID, currentSpace: spaces.spaceOf.isEmpty ? nil : spaces.current)
    }

    /// Applies a saved layout over the panels the scene installed; returns the ids `state` names
    /// that this manager does not have (skipped; the caller notes each).
    ///
    /// Exposé ends. Every panel `state` names first loses its place (hidden, out of its slot) and
    /// takes its saved last floating frame, size clamped to its limits and made reachable. Then, as
    /// PanelKit restores: pinned panels, side after side in index order (shown at their last floating
    /// frame, then pinned; a pin that no longer fits — side full, main content too small, pinning
    /// off — leaves the panel floating there), floating panels in z-order, attached panels last at their
    /// saved frame fitted inside the window (a placeholder: the compositor places them at their sources). The
    /// saved z-order and presenters follow (a presenter that is not visible, or would make a
    /// cycle, is dropped). Panels `state` does not name keep what the scene gave them, behind the
    /// restored ones. Focus goes to the saved panel when visible, else to the front-most one.
    /// Restored in a compact window, the layout is applied as in a wide one of the same size (a pin
    /// that does not fit floats), becomes the remembered layout, and then shows as compact sheets.
    @discardableResult
    public mutating func restore(_ state: PanelLayoutState) -> [PanelID] {
        isExposing = false
        isCompact = false
        defer { layOut { _ in } }
        var seen = Set<PanelID>()
        let known = state.panels.filter { panels[$0.id] != nil && seen.insert($0.id).inserted }
        let unmentioned = zOrder.filter { !seen.contains($0) }
        for saved in known { withdraw(saved) }

        for side in PanelPinSide.allCases {
            let pinned = known.compactMap { p -> (id: PanelID, index: Int)? in
                guard case .pinned(side, let index) = p.placement else { return nil }
                return (p.id, index)
            }
            for (id, index) in pinned.sorted(by: { $0.index < $1.index }) {
                present(id)
                pin(id, to: side, at: index)
            }
        }
        let stacked = known.enumerated().filter { $0.element.placement.isVisible }
            .sorted { ($0.element.zIndex ?? .max, $0.offset) < ($1.element.zIndex ?? .max, $1.offset) }
            .map(\.element)
        for saved in stacked {
            switch saved.placement {
            case .floating, .minimised:
                present(saved.id)
                if let tile = saved.tile { self.tile(saved.id, tile) }
                if saved.placement == .minimised { setState(saved.id, .minimised) }
            case .attached(let frame): present(saved.id, attachedAt: reachability.fittedInside(frame))
            case .hidden, .pinned: continue
            }
        }

        zOrder = unmentioned.filter { self.state(of: $0).isVisible } + stacked.map(\.id)
        for saved in stacked {
            guard let parent = saved.parent, parent != saved.id, self.state(of: parent).isVisible,
                  !descendants(of: saved.id).contains(parent) else { continue }
            panels[saved.id]?.parent = parent
        }
        focusedID = state.focusedID.flatMap { self.state(of: $0).isActive ? $0 : nil } ?? frontActivePanel
        return state.panels.map(\.id).filter { panels[$0] == nil }
    }

    /// Takes `saved`'s panel out of wherever it is (no cascade to the panels it presented) and gives
    /// it its saved last floating frame, clamped.
    private mutating func withdraw(_ saved: PanelLayoutState.Panel) {
        guard let p = panels[saved.id] else { return }
        setState(saved.id, .hidden)
        zOrder.removeAll { $0 == saved.id }
        panels[saved.id]?.attachedFrame = nil
        panels[saved.id]?.parent = nil
        let frame = saved.floatingFrame.map { f in
            let r = f.frame(in: container)
            return reachability.clamped(Rect(origin: r.origin, size: p.sizes.clampedFrame(r.size)))
        }
        panels[saved.id]?.floatingFrame = frame
    }
}
