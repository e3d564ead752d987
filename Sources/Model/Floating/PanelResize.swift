import Spring

/// The frames of a panel being resized from a ``ResizeHandle``.
///
/// Dragging a handle by a pointer delta moves only that handle's edges; the opposite edge stays
/// still (resizing from the left keeps the right edge, from the top keeps the bottom). While the
/// pointer is down, lengths past the minimum or maximum frame size are rubber-banded
/// (``RubberBand`` with the exceeded limit as the dimension, so a panel never shrinks to nothing
/// nor more than doubles past its maximum); on release the frame settles at the limit.
public struct PanelResize: Hashable, Sendable {
    /// The frame when the pointer went down on the handle.
    public var start: Rect
    public var handle: ResizeHandle
    /// The panel's sizes; frame limits are its minimum and maximum frame sizes.
    public var sizes: PanelContentSizes

    public init(start: Rect, handle: ResizeHandle, sizes: PanelContentSizes) {
        self.start = start
        self.handle = handle
        self.sizes = sizes
    }

    /// The frame presented for a pointer moved by `delta` since the press: rubber-banded beyond the
    /// size limits.
    public func frame(for delta: Vector) -> Rect {
        frame(for: delta, limit: Self.banded)
    }

    /// The frame the panel settles at when released after moving by `delta`: lengths clamped to
    /// the limits, opposite edges still; then, when `reachability` is given, a top edge dragged
    /// above the area stops at the area's top (the bottom edge stays) and the frame is made
    /// reachable.
    public func settled(for delta: Vector, reachability: PanelReachability? = nil) -> Rect {
        var f = frame(for: delta) { length, lo, hi in length.clamped(to: lo...hi) }
        // Content that keeps to steps (a terminal's cells) settles on one; the edges the handle
        // does not move stay where they are.
        let snapped = sizes.clampedFrame(f.size)
        if snapped != f.size {
            f = Rect(x: handle.movesLeftEdge ? f.maxX - snapped.width : f.minX, y: handle.movesTopEdge ? f.maxY - snapped.height : f.minY,
                     width: snapped.width, height: snapped.height)
        }
        guard let reach = reachability else { return f }
        if handle.movesTopEdge, f.minY < reach.area.minY {
            let bottom = f.maxY
            let height = max(sizes.minimumFrameSize.height, bottom - reach.area.minY)
            f = Rect(x: f.minX, y: reach.area.minY, width: f.width, height: height)
        }
        return reach.clamped(f)
    }

    /// The frame for `delta` with each raw length passed through `limit(length, min, max)`.
    private func frame(for delta: Vector, limit: (Double, Double, Double) -> Double) -> Rect {
        let lo = sizes.minimumFrameSize, hi = sizes.maximumFrameSize
        // An edge the handle does not move keeps its place, but its length is limited too: a panel
        // grabbed mid-animation may start a hair (or more) outside its limits.
        var x = start.minX, y = start.minY, w = limit(start.width, lo.width, hi.width), h = limit(start.height, lo.height, hi.height)
        if handle.movesLeftEdge {
            w = limit(start.width - delta.dx, lo.width, hi.width)
            x = start.maxX - w
        } else if handle.movesRightEdge {
            w = limit(start.width + delta.dx, lo.width, hi.width)
        }
        if handle.movesTopEdge {
            h = limit(start.height - delta.dy, lo.height, hi.height)
            y = start.maxY - h
        } else if handle.movesBottomEdge {
            h = limit(start.height + delta.dy, lo.height, hi.height)
        }
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// A length followed 1:1 within [lo, hi] and rubber-banded past either limit.
    static func banded(_ length: Double, _ lo: Double, _ hi: Double) -> Double {
        if length < lo { return lo + RubberBand.offset(length - lo, dimension: lo) }
        if length > hi { return hi + RubberBand.offset(length - hi, dimension: hi) }
        return length
    }
}
