/// The largest size whose pixels Flotilla keeps for a client's window (their memory is Flotilla's:
/// a window of 8192 × 8192 holds 256 MiB), and the largest the X server can redirect. A window
/// larger than the limit is read in its top-left part, and one adopted is made smaller first.
public struct PixelLimit: Equatable, Sendable {
    public var width: Int, height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The longest side of a window whose pixels are kept, in pixels.
    public static let largestSide = 8192
    /// The limit of a window Flotilla frames (an app's, a managed window's).
    public static let framed = PixelLimit(width: largestSide, height: largestSide)
    /// The longest side of a pixmap the X server makes (its sizes are 16-bit, signed).
    public static let largestPixmapSide = 32767

    /// The limit of a window composited where it is on a screen `screen` big (a notification,
    /// a menu): no more of it than the screen can show is kept, however large it makes itself.
    public static func inPlace(screen: PixelSize) -> PixelLimit {
        PixelLimit(width: min(max(screen.width, 1), largestSide), height: min(max(screen.height, 1), largestSide))
    }

    /// `width` × `height` clamped to 1 … the limit.
    public func fit(width: Int, height: Int) -> (width: Int, height: Int) {
        (min(max(width, 1), self.width), min(max(height, 1), self.height))
    }

    /// Whether a window `width` × `height` with a border `border` wide can be redirected: a pixmap
    /// larger than the X server makes would have to hold it, borders included, and the server
    /// crashes when it cannot make a mapped window's.
    public static func redirects(width: Int, height: Int, border: Int) -> Bool {
        max(width, height) + 2 * border <= largestPixmapSide
    }
}
