import Model

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

    /// As X writes a geometry: `640x480+10+20`.
    public var geometry: String { "\(width)x\(height)+\(x)+\(y)" }

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

/// A position on the root window, in pixels.
public struct RootPoint: Hashable, Sendable {
    public var x: Int, y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}

/// A width and a height in pixels.
public struct PixelSize: Hashable, Sendable {
    public var width: Int, height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

extension PixelRect {
    /// `r`, whose edges lie on whole pixels.
    public init(_ r: Rect) {
        self.init(x: Int(r.minX.rounded()), y: Int(r.minY.rounded()), width: Int(r.width.rounded()), height: Int(r.height.rounded()))
    }
}

extension Rect {
    /// `pixels` as a rectangle of whole numbers.
    public init(_ pixels: PixelRect) {
        self.init(x: Double(pixels.x), y: Double(pixels.y), width: Double(pixels.width), height: Double(pixels.height))
    }
}
