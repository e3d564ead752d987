/// The window edge a sheet is attached to. A sheet's position is measured as its *extent*: how
/// far its free edge stands from the attached edge (its visible length), so that "more
/// expanded" is always "larger extent" whatever the edge.
public enum SheetEdge: String, CaseIterable, Hashable, Sendable {
    case top, left, bottom, right

    /// Whether the sheet moves along the vertical axis.
    public var isVertical: Bool { self == .top || self == .bottom }

    /// The window's length along the sheet's axis.
    public func length(of size: Size) -> Double { isVertical ? size.height : size.width }

    /// The window's breadth across the sheet's axis.
    public func breadth(of size: Size) -> Double { isVertical ? size.width : size.height }

    /// +1 when the extent grows with the window coordinate along the axis (top, left), −1 otherwise.
    public var sign: Double { self == .top || self == .left ? 1 : -1 }

    /// The extent of a free edge at window coordinate `c` (a y for top/bottom, an x for left/right).
    public func extent(atCoordinate c: Double, in size: Size) -> Double {
        sign > 0 ? c : length(of: size) - c
    }

    /// The window coordinate of a free edge at `extent`.
    public func coordinate(ofExtent e: Double, in size: Size) -> Double {
        sign > 0 ? e : length(of: size) - e
    }

    /// The pointer's coordinate along the axis.
    public func coordinate(of p: Point) -> Double { isVertical ? p.y : p.x }

    /// A velocity along the axis converted to extent per second (positive: expanding).
    public func extentVelocity(_ v: Vector) -> Double { (isVertical ? v.dy : v.dx) * sign }

    /// The window edge opposite this one.
    public var opposite: SheetEdge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .left: .right
        case .right: .left
        }
    }
}

/// A named position of a sheet. States are ordered: a higher `order` is more expanded.
public struct SheetState: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var name: String
    public var order: Int

    public init(name: String, order: Int) {
        self.name = name
        self.order = order
    }

    public static let full = SheetState(name: "full", order: 1000)
    public static let half = SheetState(name: "half", order: 500)
    public static let tip = SheetState(name: "tip", order: 100)
    public static let hidden = SheetState(name: "hidden", order: 0)

    /// The built-in state called `name`, if any.
    public static func builtIn(_ name: String) -> SheetState? {
        [full, half, tip, hidden].first { $0.name == name }
    }

    public static func < (a: SheetState, b: SheetState) -> Bool { a.order < b.order }
    public var description: String { name }
}
