import Foundation

/// How far two images may differ and still count as the same picture: at most `maxFraction` of
/// the pixels differ, none by more than `maxLevels` in any channel.
public struct Tolerance: Hashable, Sendable, CustomStringConvertible {
    public var maxFraction: Double
    public var maxLevels: Int

    public init(maxFraction: Double, maxLevels: Int) {
        self.maxFraction = maxFraction
        self.maxLevels = maxLevels
    }

    /// Every pixel equal.
    public static let exact = Tolerance(maxFraction: 0, maxLevels: 0)
    /// Live (X server) screenshots: 0.1 % of pixels, 8 levels (conventions.md).
    public static let live = Tolerance(maxFraction: 0.001, maxLevels: 8)

    public var description: String { "\(maxFraction * 100)% of pixels, \(maxLevels) levels" }
}

/// What comparing two images found.
public struct ImageDifference: Hashable, Sendable, CustomStringConvertible {
    public let expectedWidth, expectedHeight, actualWidth, actualHeight: Int
    /// Pixels whose channels differ at all.
    public let differingPixels: Int
    /// The largest difference of any channel of any pixel, 0…255.
    public let maxLevels: Int
    public let totalPixels: Int

    public var sizesMatch: Bool { expectedWidth == actualWidth && expectedHeight == actualHeight }
    public var isIdentical: Bool { sizesMatch && differingPixels == 0 }

    /// Whether the difference stays within `tolerance`.
    public func passes(_ tolerance: Tolerance) -> Bool {
        guard sizesMatch else { return false }
        if differingPixels == 0 { return true }
        return maxLevels <= tolerance.maxLevels
            && Double(differingPixels) <= tolerance.maxFraction * Double(totalPixels)
    }

    public var description: String {
        guard sizesMatch else {
            return "sizes differ: expected \(expectedWidth)×\(expectedHeight), got \(actualWidth)×\(actualHeight)"
        }
        if differingPixels == 0 { return "identical" }
        let pct = Double(differingPixels) / Double(max(1, totalPixels)) * 100
        let shown = pct < 0.01 ? "<0.01" : String(format: "%.2f", pct)
        return "\(differingPixels) of \(totalPixels) pixels differ (\(shown)%), by up to \(maxLevels) levels"
    }
}

/// Exact ARGB comparison of two images, and a picture of where they differ.
public enum ImageComparison {
    /// Counts the differing pixels and the largest per-channel difference.
    public static func compare(expected: Image, actual: Image) -> ImageDifference {
        guard expected.width == actual.width, expected.height == actual.height else {
            return ImageDifference(expectedWidth: expected.width, expectedHeight: expected.height,
                                   actualWidth: actual.width, actualHeight: actual.height,
                                   differingPixels: expected.width * expected.height, maxLevels: 255,
                                   totalPixels: expected.width * expected.height)
        }
        var count = 0, worst = 0
        for i in 0..<expected.pixels.count {
            let a = expected.pixels[i], b = actual.pixels[i]
            if a == b { continue }
            count += 1
            worst = max(worst, channelDistance(a, b))
        }
        return ImageDifference(expectedWidth: expected.width, expectedHeight: expected.height,
                               actualWidth: actual.width, actualHeight: actual.height,
                               differingPixels: count, maxLevels: worst, totalPixels: expected.pixels.count)
    }

    /// The largest difference of the four channels of two pixels.
    static func channelDistance(_ a: UInt32, _ b: UInt32) -> Int {
        var worst = 0
        for shift in stride(from: 0, to: 32, by: 8) {
            worst = max(worst, abs(Int(a >> UInt32(shift) & 0xFF) - Int(b >> UInt32(shift) & 0xFF)))
        }
        return worst
    }

    /// A picture of the difference: the expected image faded to grey, with every differing pixel
    /// in red, brighter the larger the difference (any difference at all is clearly visible).
    /// Images of different sizes are compared over their common area.
    public static func diffImage(expected: Image, actual: Image) -> Image {
        let w = max(expected.width, actual.width), h = max(expected.height, actual.height)
        var out = Image(width: w, height: h, fill: 0xFF00_0000)
        for y in 0..<h {
            for x in 0..<w {
                guard x < expected.width, y < expected.height, x < actual.width, y < actual.height else {
                    out[x, y] = 0xFFFF_00FF
                    continue
                }
                let e = expected[x, y], a = actual[x, y]
                if e == a {
                    let sum: UInt32 = (e >> 16 & 0xFF) + (e >> 8 & 0xFF) + (e & 0xFF)
                    let grey: UInt32 = sum / 12 + 32
                    out[x, y] = 0xFF00_0000 | grey << 16 | grey << 8 | grey
                } else {
                    let level = UInt32(min(255, 128 + channelDistance(e, a) * 8))
                    out[x, y] = 0xFF00_0000 | level << 16
                }
            }
        }
        return out
    }
}
