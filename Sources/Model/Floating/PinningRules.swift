/// A side of the main content area a panel can be pinned to (PanelKit's `PanelPinSide`).
public enum PanelPinSide: String, CaseIterable, Hashable, Sendable {
    case left, right, top, bottom

    /// The order sides are checked in when a dragged panel is near several at once (PanelKit's):
    /// right, left, top, bottom.
    public static let checkOrder: [PanelPinSide] = [.right, .left, .top, .bottom]

    /// Whether slots on this side are columns (left, right) rather than rows (top, bottom).
    public var isVertical: Bool { self == .left || self == .right }
}

/// What the manager allows when pinning: per-side limits, the trigger distance and the space the
/// main content must keep.
public struct PinningRules: Hashable, Sendable {
    /// The most panels each side holds (a side missing from the dictionary holds none). Default:
    /// right 3, left 1, top 2, bottom 2 (PanelKit's example app).
    public var maximumPanels: [PanelPinSide: Int]
    /// A drag that moved and brought the pointer within this distance of a side (or onto it)
    /// previews a pin there while the pointer is held there, and pins there on release: 24 pt.
    public var triggerDistance: Double
    /// A pointer further than this past a side (a grab follows it out of the window) pins
    /// nothing: 44 pt (one title bar).
    public var parkingDistance: Double
    /// Pinning is allowed only when the main content keeps at least this width: 350 pt (PanelKit).
    public var minimumMainContentWidth: Double
    /// …and at least this height (top and bottom pins): 200 pt (Flotilla's choice).
    public var minimumMainContentHeight: Double
    /// Whether pinning is on at all (off in compact windows).
    public var isEnabled: Bool

    public init(maximumPanels: [PanelPinSide: Int] = [.right: 3, .left: 1, .top: 2, .bottom: 2],
                triggerDistance: Double = 24, parkingDistance: Double = 44,
                minimumMainContentWidth: Double = 350, minimumMainContentHeight: Double = 200,
                isEnabled: Bool = true) {
        self.maximumPanels = maximumPanels
        self.triggerDistance = triggerDistance
        self.parkingDistance = parkingDistance
        self.minimumMainContentWidth = minimumMainContentWidth
        self.minimumMainContentHeight = minimumMainContentHeight
        self.isEnabled = isEnabled
    }

    /// The most panels `side` holds (0 when not configured).
    public func maximum(_ side: PanelPinSide) -> Int { max(0, maximumPanels[side] ?? 0) }

    /// How far `frame` is inside `side` of `container`: 0 touching, negative past the side.
    public static func distance(of frame: Rect, to side: PanelPinSide, in container: Rect) -> Double {
        switch side {
        case .left: frame.minX - container.minX
        case .right: container.maxX - frame.maxX
        case .top: frame.minY - container.minY
        case .bottom: container.maxY - frame.maxY
        }
    }

    /// The sides a drag pins to, in ``PanelPinSide/checkOrder``: a pointer at the bottom holds a
    /// panel dropped off the bottom of the window, which never pins (the pin button, the keyboard
    /// and scenes pin there still).
    public static let dragSides = PanelPinSide.checkOrder.filter { $0 != .bottom }

    /// The side a panel dragged by the pointer at `pointer` pins to, ignoring capacity: among the
    /// ``dragSides`` the pointer is within −parkingDistance…triggerDistance of, the nearest
    /// (|distance|), ties in ``PanelPinSide/checkOrder``. Nil when pinning is off or no side is
    /// near. (Where the panel's frame is does not count: a window placed near a side, clicked,
    /// never pins.)
    public func triggeredSide(pointer: Point, in container: Rect) -> PanelPinSide? {
        guard isEnabled else { return nil }
        var best: (side: PanelPinSide, distance: Double)?
        for side in Self.dragSides {
            let d = Self.distance(of: Rect(origin: pointer, size: .zero), to: side, in: container)
            guard d >= -parkingDistance, d <= triggerDistance else { continue }
            if best == nil || abs(d) < best!.distance { best = (side, abs(d)) }
        }
        return best?.side
    }
}
