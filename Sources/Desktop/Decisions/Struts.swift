/// How far a dock keeps windows off each edge of the screen, in pixels, and along which stretch of
/// that edge: its `_NET_WM_STRUT_PARTIAL` (or `_NET_WM_STRUT`, which reaches along the whole edge).
public struct Struts: Hashable, Sendable {
    public var left: Int, right: Int, top: Int, bottom: Int
    /// Where along its edge each strut reaches (inclusive, as the property says): y for the left
    /// and right ones, x for the top and bottom ones; nil: the whole edge.
    public var leftAlong: ClosedRange<Int>?, rightAlong: ClosedRange<Int>?, topAlong: ClosedRange<Int>?, bottomAlong: ClosedRange<Int>?

    public init(left: Int = 0, right: Int = 0, top: Int = 0, bottom: Int = 0) {
        self.left = left
        self.right = right
        self.top = top
        self.bottom = bottom
    }

    /// A dock's struts from its property's numbers: four (`_NET_WM_STRUT`) or twelve
    /// (`_NET_WM_STRUT_PARTIAL`: then the start and end along each edge); none for fewer. A stretch
    /// from 0 to 0, or ending before it starts, is read as the whole edge (as old docks write it).
    public init(reading values: [Int]) {
        guard values.count >= 4 else {
            self.init()
            return
        }
        self.init(left: values[0], right: values[1], top: values[2], bottom: values[3])
        guard values.count >= 12 else { return }
        func along(_ i: Int) -> ClosedRange<Int>? {
            values[i + 1] > 0 && values[i + 1] >= values[i] ? values[i]...values[i + 1] : nil
        }
        leftAlong = along(4)
        rightAlong = along(6)
        topAlong = along(8)
        bottomAlong = along(10)
    }

    /// The struts of all `docks` on a screen of `size`: the farthest reach from each edge, each
    /// at most half the screen (a dock cannot take all of it); the stretches are not kept.
    public init(_ docks: some Sequence<Struts>, screen size: PixelSize) {
        self.init()
        for dock in docks {
            left = max(left, min(dock.left, size.width / 2))
            right = max(right, min(dock.right, size.width / 2))
            top = max(top, min(dock.top, size.height / 2))
            bottom = max(bottom, min(dock.bottom, size.height / 2))
        }
    }

    /// The part of a screen of `size` left to windows (`_NET_WORKAREA`).
    public func workArea(of size: PixelSize) -> PixelRect {
        PixelRect(x: left, y: top, width: size.width - left - right, height: size.height - top - bottom)
    }

    /// The part of `monitor` left to windows by `docks` on a screen of `size` (`_GTK_WORKAREAS_Dn`,
    /// as Mutter publishes it): a strut cuts a monitor only where its inner edge lies on it and
    /// its stretch meets it — a dock along the left edge of the right-hand monitor reaches in
    /// from the screen's left edge across the left-hand monitor, which it leaves whole — and by
    /// at most half the monitor.
    public static func workArea(of monitor: PixelRect, docks: some Sequence<Struts>, screen size: PixelSize) -> PixelRect {
        var minX = monitor.x, maxX = monitor.x + monitor.width, minY = monitor.y, maxY = monitor.y + monitor.height
        let rows = monitor.y...(monitor.y + monitor.height - 1), columns = monitor.x...(monitor.x + monitor.width - 1)
        func meets(_ along: ClosedRange<Int>?, _ span: ClosedRange<Int>) -> Bool { along.map { $0.overlaps(span) } ?? true }
        for dock in docks {
            if dock.left > 0, meets(dock.leftAlong, rows), dock.left > monitor.x, dock.left <= monitor.x + monitor.width {
                minX = max(minX, min(dock.left, monitor.x + monitor.width / 2))
            }
            let rightEdge = size.width - dock.right
            if dock.right > 0, meets(dock.rightAlong, rows), rightEdge >= monitor.x, rightEdge < monitor.x + monitor.width {
                maxX = min(maxX, max(rightEdge, monitor.x + monitor.width - monitor.width / 2))
            }
            if dock.top > 0, meets(dock.topAlong, columns), dock.top > monitor.y, dock.top <= monitor.y + monitor.height {
                minY = max(minY, min(dock.top, monitor.y + monitor.height / 2))
            }
            let bottomEdge = size.height - dock.bottom
            if dock.bottom > 0, meets(dock.bottomAlong, columns), bottomEdge >= monitor.y, bottomEdge < monitor.y + monitor.height {
                maxY = min(maxY, max(bottomEdge, monitor.y + monitor.height - monitor.height / 2))
            }
        }
        return PixelRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }
}
