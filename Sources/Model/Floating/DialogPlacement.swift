/// Where an app's dialog shows on its parent's panel, within the work area of the monitor the
/// parent is on: as a sheet below the parent's title bar, made as small as it must be to fit
/// there (its limits allowing), or, when even its least size does not fit below the title bar, as
/// a panel of its own centred on its parent. Never off the work area where it fits in it at all.
public struct DialogPlacement: Hashable, Sendable {
    /// The parent panel's frame.
    public var parent: Rect
    /// The work area of the monitor the parent is on (its docks' struts and its shelf cut).
    public var workArea: Rect
    /// The height of the parent's title bar, below which a sheet shows.
    public var titleBar: Double

    public init(parent: Rect, workArea: Rect, titleBar: Double = TitleBarLayout.height) {
        self.parent = parent
        self.workArea = workArea
        self.titleBar = titleBar
    }

    /// What a sheet has: from the foot of the parent's title bar to the work area's, the work
    /// area's width.
    public var room: Rect {
        let top = parent.minY + titleBar
        return Rect(x: workArea.minX, y: top, width: workArea.width, height: max(0, workArea.maxY - top))
    }

    /// Whether a dialog with `sizes` shows as a sheet: its least frame fits the ``room``.
    public func fitsAsSheet(_ sizes: PanelContentSizes) -> Bool {
        let least = sizes.minimumFrameSize
        return least.width <= room.width && least.height <= room.height
    }

    /// The frame of a sheet asking for frame size `size`, with `sizes`' limits: below the
    /// parent's title bar, centred on the parent; no larger than the ``room`` where its limits
    /// allow (the dialog is asked to take that size); moved sideways inside the work area, and up
    /// as far as the work area's top when its least size is taller than the room (the parent
    /// moved low since).
    public func sheet(size: Size, sizes: PanelContentSizes) -> Rect {
        let fitted = sizes.clampedFrame(Size(width: min(size.width, room.width), height: min(size.height, room.height)))
        return onWorkArea(fitted, top: room.minY)
    }

    /// The frame of a dialog shown as a panel of its own (``fitsAsSheet(_:)`` false), asking for
    /// frame size `size` (its title bar counted) with `sizes`' limits: no larger than the work
    /// area where they allow, centred on the parent, moved inside the work area.
    public func floating(size: Size, sizes: PanelContentSizes) -> Rect {
        let fitted = sizes.clampedFrame(Size(width: min(size.width, workArea.width), height: min(size.height, workArea.height)))
        return onWorkArea(fitted, top: (parent.midY - fitted.height / 2).rounded())
    }

    /// A frame of `size` centred across the parent with its top at `top`, moved onto the work area.
    private func onWorkArea(_ size: Size, top: Double) -> Rect {
        let x = Self.inside((parent.midX - size.width / 2).rounded(), length: size.width, from: workArea.minX, to: workArea.maxX)
        let y = Self.inside(top, length: size.height, from: workArea.minY, to: workArea.maxY)
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }

    /// `start` moved so that `length` from it lies within `from…to`; `from` when it is longer.
    private static func inside(_ start: Double, length: Double, from: Double, to: Double) -> Double {
        guard length <= to - from else { return from }
        return min(max(start, from), to - length)
    }
}
