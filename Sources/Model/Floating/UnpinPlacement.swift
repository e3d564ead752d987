/// Where a pinned panel goes when it floats again.
public enum UnpinPlacement {
    /// How far from the side it was pinned to a panel floated by the float button or by a window
    /// too narrow for pinning lands: 20 pt.
    public static let sideInset = 20.0

    /// A pinned panel dragged away: at its last floating `size`, under the pointer. The pointer keeps
    /// its fraction of the title bar's width and its depth into the title bar (at most the title
    /// bar's height), then the frame is made reachable in `reachability`'s area.
    public static func underPointer(_ pointer: Point, slot: Rect, size: Size,
                                    reachability: PanelReachability) -> Rect {
        let fraction = slot.width > 0 ? ((pointer.x - slot.minX) / slot.width).clamped(to: 0...1) : 0.5
        let depth = (pointer.y - slot.minY).clamped(to: 0...TitleBarLayout.height)
        let frame = Rect(x: pointer.x - fraction * size.width, y: pointer.y - depth,
                         width: size.width, height: size.height)
        return reachability.clamped(frame)
    }

    /// A pinned panel floated without a pointer (its float button, or a window too narrow for
    /// pinning): at its last floating `size`, ``sideInset`` from the side it was pinned to, lined up
    /// with its slot's start along that side plus ``sideInset`` (so panels from one side stay in
    /// their order and do not cover one another's title bars), then fitted inside the area
    /// (``PanelReachability/fittedInside(_:)``).
    public static func beside(_ side: PanelPinSide, slot: Rect, size: Size,
                              reachability: PanelReachability) -> Rect {
        let a = reachability.area, inset = sideInset
        let origin: Point
        switch side {
        case .left: origin = Point(x: a.minX + inset, y: slot.minY + inset)
        case .right: origin = Point(x: a.maxX - inset - size.width, y: slot.minY + inset)
        case .top: origin = Point(x: slot.minX + inset, y: a.minY + inset)
        case .bottom: origin = Point(x: slot.minX + inset, y: a.maxY - inset - size.height)
        }
        return reachability.fittedInside(Rect(origin: origin, size: size))
    }
}
