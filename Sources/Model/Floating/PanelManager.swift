import Spring

/// Every panel of one window and where each belongs (PanelKit's manager), as a value: panels and
/// their states, pinned slots, z-order, focus and exposé.
///
/// Operations are pure mutations that return what they decided; afterwards ``targets`` lists
/// where every visible panel belongs (the compositor animates there: ``SpringParameters/thrown``
/// after a fling, ``SpringParameters/transition`` for everything else) and ``mainContent`` the
/// main content's frame. ``changedTargets(since:)`` lists just what moved.
///
/// Wiring a pointer to it: ``hitTest(_:)`` says what was pressed. On a title bar, ``focus(_:)``;
/// a pinned panel dragged away calls ``unpin(_:pointer:)`` and the drag continues from the frame
/// it returns. While moving, ``draggedFrame(_:rawOrigin:)`` is where to draw the panel and
/// ``pinPreview(for:pointer:frame:)`` the preview slot to show (nil: none). On release,
/// ``endDrag(_:at:velocity:pointer:)`` pins or throws it. On a resize band, ``resize(_:from:)`` gives a
/// ``PanelResize`` whose ``PanelResize/frame(for:)`` follows the pointer; ``endResize(_:from:delta:)``
/// settles it. Keys: ``focusNext()``, ``focusPrevious()``, ``moveFocused(_:large:)``,
/// ``resizeFocused(_:large:)``, ``toggleExpose()``, ``escape()``. Reserved areas (an on-screen
/// keyboard): ``setReservedAreas(_:)``. The window's size: ``setContainer(_:)``; below
/// ``compactWidth`` the window is compact and panels show as compact sheets, one at a time. Both
/// lay the panels out again from the ``remembered`` layout.
public struct PanelManager: Hashable, Sendable {
    /// The window's bounds.
    public internal(set) var container: Rect
    /// What pinning allows; after changing it, call ``enforcePinningRules()``.
    public var rules: PinningRules
    /// Momentum projection rate per millisecond for flings (0.998).
    public var decelerationRate: Double
    /// Every panel by id, visible or not.
    public internal(set) var panels: [PanelID: ManagedPanel] = [:]
    /// Panel ids in the order they were added: the order focus cycles in.
    public internal(set) var order: [PanelID] = []
    /// Visible panel ids, back to front (pinned ones included; they are drawn behind the rest).
    /// Panels kept above (``keptAbove``) stay at the top, theirs with them.
    public internal(set) var zOrder: [PanelID] = [] {
        didSet { liftKeptAbove() }
    }
    /// Panels kept above every other (a window in `_NET_WM_STATE_ABOVE`: ``keepAbove(_:_:)``).
    public internal(set) var keptAbove: Set<PanelID> = []
    public internal(set) var focusedID: PanelID?
    /// Whether exposé shows.
    public internal(set) var isExposing = false {
        didSet { if !isExposing { exposeLit = nil } }
    }
    /// The window exposé lights while it shows (under the pointer, or chosen with the arrow keys):
    /// raised a little larger in its cell, and ringed (PanelManager+Expose.swift).
    public internal(set) var exposeLit: PanelID?
    /// The space each panel is on, and the one that shows (PanelManager+Spaces.swift).
    public internal(set) var spaces = PanelSpaces()
    /// The monitors the window spans (PanelManager+Monitors.swift; empty: the window is one).
    public internal(set) var monitors: [Rect] = []
    /// The monitor new windows open on: the one the pointer is on (nil: the whole window).
    public var newWindowsMonitor: Rect?
    /// The panels moved off a monitor that went, until it comes back (PanelManager+Monitors.swift).
    public internal(set) var displaced: [PanelID: DisplacedPanel] = [:]
    /// Panels shown as sheets on their parent (apps' dialogs): drawn on it, also in exposé, where
    /// they have no cell of their own and a click goes to the parent's.
    public var appSheets: Set<PanelID> = []
    /// The reserved areas that show; floating panels keep clear of them (``setReservedAreas(_:)``).
    public internal(set) var reservedAreas: [ReservedArea] = []
    /// The layout the user left, which window changes lay panels out from (as of the last change).
    public internal(set) var remembered = RememberedLayout()
    /// Below this width the window is compact (``defaultCompactWidth``; 0: never).
    public var compactWidth: Double
    /// Whether the window is compact (narrower than ``compactWidth`` at the last layout): floating
    /// and pinning are off, and every panel but the attached ones shows as a compact sheet.
    public internal(set) var isCompact = false

    public init(container: Rect, rules: PinningRules = PinningRules(),
                decelerationRate: Double = Momentum.normalDecelerationRate, compactWidth: Double = Self.defaultCompactWidth) {
        self.container = container
        self.rules = rules
        self.compactWidth = compactWidth
        self.decelerationRate = decelerationRate
    }

    /// Whether windows tile: flung or dragged to an edge or a corner, a floating panel takes that
    /// half, quarter or all of the work area (PanelManager+Tiling.swift; a scene's `floating.tiling`).
    public var tilesWindows = false

    /// The keep-reachable rule for this window.
    public var reachability: PanelReachability {
        PanelReachability(area: container, decelerationRate: decelerationRate)
    }

    /// The pinned panels' slots, from their states: each side's panels in index order.
    public var slots: PinnedSlots {
        var sides: [PanelPinSide: [(index: Int, entry: PinnedSlots.Entry)]] = [:]
        for (id, p) in panels {
            guard case .pinned(let side, let index) = p.state else { continue }
            sides[side, default: []].append((index, PinnedSlots.Entry(id: id, thickness: p.sizes.pinnedThickness(on: side))))
        }
        return PinnedSlots(container: container, sides: sides.mapValues { $0.sorted { $0.index < $1.index }.map(\.entry) })
    }

    /// The main content area: the window minus pinned columns and rows.
    public var mainContent: Rect { slots.mainContent }

    /// Registers a panel, hidden; ``present(_:from:floatingAt:)`` or
    /// ``present(_:from:attachedAt:)`` shows it. Returns false if the id is taken.
    @discardableResult
    public mutating func add(_ panel: ManagedPanel) -> Bool {
        guard panels[panel.id] == nil else { return false }
        var p = panel
        p.state = .hidden
        p.parent = nil
        panels[p.id] = p
        order.append(p.id)
        return true
    }

    /// The state of panel `id` (hidden when unknown).
    public func state(of id: PanelID) -> PanelState { panels[id]?.state ?? .hidden }

    /// Where panel `id` rests now, ignoring exposé: its slot, floating frame, attached frame or
    /// thumbnail in the shelf.
    public func frame(of id: PanelID) -> Rect? {
        panels[id].flatMap { frame(of: $0, slots: slots) }
    }

    /// Where `panel` rests now; `slots` is read only for a pinned panel.
    private func frame(of panel: ManagedPanel, slots: @autoclosure () -> PinnedSlots) -> Rect? {
        switch panel.state {
        case .hidden: nil
        case .minimised: shelfThumbnail(of: panel.id)?.frame
        case .attached: panel.attachedFrame
        case .floating: panel.floatingFrame
        case .compactSheet: compactSheetFrame(of: panel.id)
        case .pinned(let side, let index): slots().slot(side, index: index)
        }
    }

    /// Every visible panel's target, back to front: pinned, then floating panels in z-order, the
    /// shelf's thumbnails, then attached panels;
    /// in a compact window, of the compact sheets only the front one (``frontCompactSheet``).
    /// A panel on a space that does not show lies beside the window (``PanelSpaces``).
    public var targets: [PanelTarget] {
        let exposed = isExposing ? exposeCells : [:]
        let pinned = slots, front = frontCompactSheet
        let thumbnails = Dictionary(shelves.values.flatMap(\.thumbnails).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let list = zOrder.compactMap { id -> PanelTarget? in
            guard let p = panels[id], p.state != .compactSheet || id == front else { return nil }
            let thumbnail = thumbnails[id]
            guard let rest = thumbnail?.frame ?? (p.state == .minimised ? nil : frame(of: p, slots: pinned)) else { return nil }
            return PanelTarget(id: id, state: p.state, frame: exposed[id]?.frame ?? placedOnItsSpace(rest, of: id),
                               scale: exposed[id]?.scale ?? thumbnail?.scale ?? 1,
                               opacity: isExposing && p.state.layer == .attached ? 0 : 1,
                               isFocused: focusedID == id)
        }
        return list.enumerated().sorted { ($0.element.layer, $0.offset) < ($1.element.layer, $1.offset) }.map(\.element)
    }

    /// The targets that differ from `old`'s (new panels included), back to front.
    public func changedTargets(since old: PanelManager) -> [PanelTarget] {
        let before = Dictionary(uniqueKeysWithValues: old.targets.map { ($0.id, $0) })
        return targets.filter { before[$0.id] != $0 }
    }

    /// Whether `interaction` is allowed on panel `id` now: exposé's blocking rules, then the state
    /// (only floating panels move and resize, only resizable ones resize, only pinned ones unpin).
    public func allows(_ interaction: PanelInteraction, on id: PanelID) -> Bool {
        guard interaction.isAllowed(duringExpose: isExposing) else { return false }
        let s = state(of: id), p = panels[id]
        switch interaction {
        case .drag: return s == .floating || s.isPinned
        case .resize, .keyboardResize: return s == .floating && (p?.sizes.isResizable ?? false)
        case .keyboardMove: return s == .floating
        case .pin: return s == .floating && rules.isEnabled
        case .unpin: return s.isPinned
        case .focus: return s.isActive
        case .close: return s.isVisible
        case .toggleExpose: return !isCompact
        }
    }

    // MARK: Shared helpers

    /// Puts `id` and its visible descendants on top of the z-order, keeping their relative order.
    mutating func raise(_ id: PanelID) {
        let group = Set([id] + descendants(of: id))
        zOrder = zOrder.filter { !group.contains($0) } + zOrder.filter { group.contains($0) }
    }

    /// Makes `id` floating at `frame` (made reachable), on top of the z-order; in a compact window
    /// it shows as a compact sheet and keeps `frame` as its last floating frame.
    mutating func setFloating(_ id: PanelID, frame: Rect) {
        guard panels[id] != nil else { return }
        panels[id]?.tile = nil
        setState(id, isCompact ? .compactSheet : .floating)
        panels[id]?.attachedFrame = nil
        let clamped = reachability.clamped(frame)
        panels[id]?.floatingFrame = clamped
        if !zOrder.contains(id) { zOrder.append(id) }
    }

    /// Sets panel `id`'s state. A panel leaving a pinned slot leaves no gap: the panels after it on
    /// its side move up one index.
    mutating func setState(_ id: PanelID, _ state: PanelState) {
        guard let old = panels[id]?.state else { return }
        panels[id]?.state = state
        guard case .pinned(let side, let index) = old else { return }
        for (other, p) in panels {
            guard case .pinned(side, let i) = p.state, i > index else { continue }
            panels[other]?.state = .pinned(side: side, index: i - 1)
        }
    }

    /// Pins every panel `slots` holds to its side and index (a pin preview's layout after).
    mutating func setPinned(_ slots: PinnedSlots) {
        for (side, entries) in slots.sides {
            for (index, entry) in entries.enumerated() { panels[entry.id]?.state = .pinned(side: side, index: index) }
        }
    }

    /// A new floating panel's frame, where ``WindowPlacement`` puts it among the visible floating
    /// panels in the main content less the areas kept clear (docks, the shelf), on the monitor
    /// new windows open on (``newWindowsMonitor``).
    func defaultFloatingFrame(for panel: ManagedPanel) -> Rect {
        let base = mainContent.isEmpty ? container : mainContent
        let onMonitor = (newWindowsMonitor ?? monitors.first).map { $0.intersection(base) }
        let area = keptClearAreas.cut(onMonitor.flatMap { $0.isEmpty ? nil : $0 } ?? base, in: container)
        let windows = zOrder.compactMap { state(of: $0) == .floating ? frame(of: $0) : nil }
        return reachability.clamped(WindowPlacement(area: area, windows: windows).frame(for: panel.floatingSize))
    }
}
