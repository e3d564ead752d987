import Model

/// A torn-off panel's window let go with the pointer somewhere on the root (`flotilla run`,
/// where another window manager moved it): over the main window, the panel docks back into it,
/// floating where its window was (where that manager left it), at its own size.
public struct TornOffDrop: Equatable, Sendable {
    /// The main window's area on the root, in pixels.
    public var main: PixelRect
    /// Pixels per point.
    public var scale: Double

    public init(main: PixelRect, scale: Double) {
        (self.main, self.scale) = (main, scale)
    }

    /// The frame (main-window points) the panel floats at once docked back: its frame `frame` in
    /// its own window (points), that window's top-left at `window` on the root, the pointer let go
    /// at `pointer`; nil when the pointer is not over the main window (the window stays torn off).
    public func frame(_ frame: Rect, inWindowAt window: RootPoint, droppedAt pointer: RootPoint) -> Rect? {
        guard (main.x..<main.x + main.width).contains(pointer.x), (main.y..<main.y + main.height).contains(pointer.y) else { return nil }
        let origin = Point(x: Double(window.x - main.x) / scale + frame.minX, y: Double(window.y - main.y) / scale + frame.minY)
        return Rect(origin: origin, size: frame.size)
    }
}
