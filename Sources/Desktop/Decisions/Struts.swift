/// How far a dock keeps windows off each edge of the screen, in pixels: the first four numbers of
/// its `_NET_WM_STRUT_PARTIAL` (or `_NET_WM_STRUT`).
public struct Struts: Hashable, Sendable {
    public var left: Int, right: Int, top: Int, bottom: Int

    public init(left: Int = 0, right: Int = 0, top: Int = 0, bottom: Int = 0) {
        self.left = left
        self.right = right
        self.top = top
        self.bottom = bottom
    }

    /// The struts of all `docks` on a screen of `size`: the farthest reach from each edge, each
    /// at most half the screen (a dock cannot take all of it).
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
}
