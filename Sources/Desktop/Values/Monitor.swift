/// A monitor as RandR reports it: a rectangle of the screen, in pixels.
public struct Monitor: Equatable, Sendable {
    public var x: Int, y: Int, width: Int, height: Int
    public var isPrimary: Bool

    public init(x: Int, y: Int, width: Int, height: Int, isPrimary: Bool = false) {
        (self.x, self.y, self.width, self.height, self.isPrimary) = (x, y, width, height, isPrimary)
    }

    /// Its rectangle on the root.
    public var rect: PixelRect { PixelRect(x: x, y: y, width: width, height: height) }
}
