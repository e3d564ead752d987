
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
