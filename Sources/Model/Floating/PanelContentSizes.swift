/// A panel's sizes, in PanelKit's vocabulary: preferred, minimum and maximum *content* size (the
/// area under the title bar) plus the preferred width when pinned left/right and height when
/// pinned top/bottom.
///
/// A panel's frame is its content plus the title bar on top: frame height = content height +
/// ``titleBar`` (``TitleBarLayout/height``, or 0 for an app that draws its own), same width.
/// Every frame a floating panel settles at respects ``minimumFrameSize`` … ``maximumFrameSize``.
public struct PanelContentSizes: Hashable, Sendable {
    /// Steps a content size keeps to (a terminal's character cells): `base` plus whole `step`s.
    public struct Increments: Hashable, Sendable {
        public var base: Size
        /// Each axis's step; 0 or less: that axis is free.
        public var step: Size

        public init(base: Size, step: Size) {
            self.base = base
            self.step = step
        }

        /// `length` (within `lo`…`hi`) on the axis with `base` and `step`: the largest length
        /// `base` + n × `step` at or below it, or the smallest at or above `lo` when none is; `length`
        /// itself when no such length lies within `lo`…`hi`.
        func snapped(_ length: Double, base: Double, step: Double, lo: Double, hi: Double) -> Double {
            guard step > 0, length.isFinite, base.isFinite else { return length }
            var snapped = base + ((length - base) / step).rounded(.down) * step
            if snapped < lo { snapped = base + ((lo - base) / step).rounded(.up) * step }
            return snapped <= hi + 1e-9 && snapped >= lo - 1e-9 ? snapped : length
        }
    }
    /// The content size a panel opens at.
    public var preferred: Size
    /// The smallest content size (each axis).
    public var minimum: Size
    /// The largest content size (each axis).
    public var maximum: Size
    /// The column width when pinned to the left or right.
    public var preferredPinnedWidth: Double
    /// The row height when pinned to the top or bottom.
    public var preferredPinnedHeight: Double
    /// The steps the content keeps to while it floats, if any.
    public var increments: Increments?
    /// The height of the title bar above the content: ``TitleBarLayout/height``, or 0 where an
    /// app draws its own title bar inside its window.
    public var titleBar: Double

    /// The pinned width when none is given: 320 (PanelKit's example).
    public static let defaultPinnedWidth: Double = 320
    /// The pinned height when none is given: 240.
    public static let defaultPinnedHeight: Double = 240

    /// Sizes as given, made consistent: negative lengths become 0, `maximum` is raised to at least
    /// `minimum` on each axis, `preferred` is clamped into the range. Minimum and maximum default
    /// to `preferred` (a fixed size); pinned lengths to ``defaultPinnedWidth`` and ``defaultPinnedHeight``.
    public init(preferred: Size, minimum: Size? = nil, maximum: Size? = nil,
                preferredPinnedWidth: Double = defaultPinnedWidth, preferredPinnedHeight: Double = defaultPinnedHeight,
                increments: Increments? = nil, titleBar: Double = TitleBarLayout.height) {
        self.increments = increments
        self.titleBar = max(0, titleBar)
        let lo = (minimum ?? preferred).nonNegative
        let hi = (maximum ?? preferred).nonNegative
        self.minimum = lo
        self.maximum = Size(width: max(lo.width, hi.width), height: max(lo.height, hi.height))
        self.preferred = preferred.nonNegative
        self.preferredPinnedWidth = max(0, preferredPinnedWidth)
        self.preferredPinnedHeight = max(0, preferredPinnedHeight)
        self.preferred = clampedContent(self.preferred)
    }

    /// The panel's thickness pinned to `side`: its preferred pinned width for a column, height for a row.
    public func pinnedThickness(on side: PanelPinSide) -> Double {
        side.isVertical ? preferredPinnedWidth : preferredPinnedHeight
    }

    /// Whether the panel can be resized at all (minimum ≠ maximum on some axis).
    public var isResizable: Bool { minimum != maximum }

    /// `size` (a content size) limited to minimum … maximum on each axis, and down to its
    /// ``increments`` where it has them.
    public func clampedContent(_ size: Size) -> Size {
        let clamped = Size(width: size.width.clamped(to: minimum.width...maximum.width),
                           height: size.height.clamped(to: minimum.height...maximum.height))
        guard let i = increments else { return clamped }
        return Size(width: i.snapped(clamped.width, base: i.base.width, step: i.step.width, lo: minimum.width, hi: maximum.width),
                    height: i.snapped(clamped.height, base: i.base.height, step: i.step.height, lo: minimum.height, hi: maximum.height))
    }

    /// The frame size for a content size: same width, a title bar `titleBar` high added to the height.
    public static func frameSize(forContent size: Size, titleBar: Double = TitleBarLayout.height) -> Size {
        Size(width: size.width, height: size.height + titleBar)
    }

    /// The content size inside a frame size with a title bar `titleBar` high (never negative).
    public static func contentSize(forFrame size: Size, titleBar: Double = TitleBarLayout.height) -> Size {
        Size(width: size.width, height: max(0, size.height - titleBar))
    }

    public var preferredFrameSize: Size { Self.frameSize(forContent: preferred, titleBar: titleBar) }
    public var minimumFrameSize: Size { Self.frameSize(forContent: minimum, titleBar: titleBar) }
    public var maximumFrameSize: Size { Self.frameSize(forContent: maximum, titleBar: titleBar) }

    /// `size` (a frame size) limited to the minimum … maximum frame sizes.
    public func clampedFrame(_ size: Size) -> Size {
        Self.frameSize(forContent: clampedContent(Self.contentSize(forFrame: size, titleBar: titleBar)), titleBar: titleBar)
    }
}

extension Size {
    /// Both lengths at least 0 (NaN becomes 0).
    fileprivate var nonNegative: Size {
        Size(width: width > 0 ? width : 0, height: height > 0 ? height : 0)
    }
}
