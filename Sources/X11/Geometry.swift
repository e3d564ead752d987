/// An X window (or any drawable) id.
public typealias WindowID = UInt32

/// A rectangle in device pixels, origin top-left.
public struct PixelRect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// True when the rectangle covers no pixel.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The overlap of two rectangles (empty, with zero size, when they do not overlap).
    public func intersection(_ other: PixelRect) -> PixelRect {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(x + width, other.x + other.width)
        let bottom = min(y + height, other.y + other.height)
        guard right > left, bottom > top else { return PixelRect(x: left, y: top, width: 0, height: 0) }
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

/// Pixels read back from the X server: 0xFFRRGGBB, row-major, `width` pixels per row, no padding.
public struct Screenshot: Sendable, Equatable {
    public var width: Int
    public var height: Int
    public var pixels: [UInt32]

    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "Screenshot needs width × height pixels")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at (x, y).
    public subscript(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }
}
