import Foundation
import Model

/// How far two images may differ and still count as the same picture: at most so many pixels
/// differ (a fraction of the image's pixels, or a count), none by more than `maxLevels` in any channel.
public struct Tolerance: Hashable, Sendable, CustomStringConvertible {
    /// How many pixels may differ.
    public enum Pixels: Hashable, Sendable {
        /// A fraction of the image's pixels (0.001 is 0.1 %).
        case fraction(Double)
        /// A number of pixels, whatever the image's size.
        case count(Int)
    }

    public var pixels: Pixels
    public var maxLevels: Int

    public init(maxFraction: Double, maxLevels: Int) {
        self.pixels = .fraction(maxFraction)
        self.maxLevels = maxLevels
    }

    public init(maxPixels: Int, maxLevels: Int) {
        self.pixels = .count(maxPixels)
        self.maxLevels = maxLevels
    }

    /// Every pixel equal.
    public static let exact = Tolerance(maxPixels: 0, maxLevels: 0)
    /// Offscreen goldens: any number of pixels, none off by more than 2 levels. It absorbs the
    /// rounding a cairo, pixman or blur change spreads over large areas (1–2 levels) and still
    /// fails a missing shadow (≥ 4 levels), a 1 pt move (≥ 72) or changed text (≥ 145); measured
    /// in docs/testing.md.
    public static let golden = Tolerance(maxFraction: 1, maxLevels: 2)
    /// Live (X server) screenshots: 0.1 % of pixels, 8 levels (XTEST timing and the server's own
    /// pixel paths differ slightly from the offscreen renderer; see docs/testing.md).
    public static let live = Tolerance(maxFraction: 0.001, maxLevels: 8)

    /// Whether `count` differing pixels of an image of `total` pixels are few enough.
    public func allows(_ count: Int, of total: Int) -> Bool {
        switch pixels {
        case .fraction(let f): Double(count) <= f * Double(total)
        case .count(let n): count <= n
        }
    }

    /// The tolerance as `compare --tolerance` writes it: `PIXELS:LEVELS`, PIXELS a count (`3`) or
    /// a percentage of the image's pixels (`0.1%`).
    public var syntax: String {
        switch pixels {
        case .fraction(let f): "\(f * 100)%:\(maxLevels)"
        case .count(let n): "\(n):\(maxLevels)"
        }
    }

    /// Reads `PIXELS:LEVELS` (see `syntax`): PIXELS a whole count or a percentage from 0 to 100
    /// with a `%`, LEVELS a whole number from 0 to 255. Nil when the text is not of that form.
    public static func parse(_ text: String) -> Tolerance? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count <= 3, parts[1].allSatisfy(\.isASCIIDigit),
              let levels = Int(parts[1]), levels <= 255 else { return nil }
        let pixels = parts[0]
        if pixels.hasSuffix("%") {
            let number = pixels.dropLast()
            guard !number.isEmpty, number.count <= 12, number.allSatisfy({ $0.isASCIIDigit || $0 == "." }),
                  number.first != ".", number.last != ".", let percent = Double(number), percent <= 100 else { return nil }
            return Tolerance(maxFraction: percent / 100, maxLevels: levels)
        }
        guard !pixels.isEmpty, pixels.count <= 9, pixels.allSatisfy(\.isASCIIDigit), let count = Int(pixels) else { return nil }
        return Tolerance(maxPixels: count, maxLevels: levels)
    }

    public var description: String {
        if self == .exact { return "exact" }
        return switch pixels {
        case .fraction(let f): "\(f * 100)% of pixels, \(maxLevels) levels"
        case .count(let n): "\(n) pixel\(n == 1 ? "" : "s"), \(maxLevels) levels"
        }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

/// What comparing two images found.
public struct ImageDifference: Hashable, Sendable, CustomStringConvertible {
    public let expectedWidth, expectedHeight, actualWidth, actualHeight: Int
    /// Pixels whose channels differ at all.
    public let differingPixels: Int
    /// The largest difference of any channel of any pixel, 0…255.
    public let maxLevels: Int
    public let totalPixels: Int
    /// The smallest box holding every differing pixel (nil when none differ or sizes differ).
    public var differenceBounds: PixelBounds? = nil

    public var sizesMatch: Bool { expectedWidth == actualWidth && expectedHeight == actualHeight }
    public var isIdentical: Bool { sizesMatch && differingPixels == 0 }

    /// Whether the difference stays within `tolerance`.
    public func passes(_ tolerance: Tolerance) -> Bool {
        guard sizesMatch else { return false }
        if differingPixels == 0 { return true }
        return maxLevels <= tolerance.maxLevels && tolerance.allows(differingPixels, of: totalPixels)
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

/// A box of whole pixels, both corners included.
public struct PixelBounds: Hashable, Sendable, CustomStringConvertible {
    public var minX, minY, maxX, maxY: Int

    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    public var description: String { "x \(minX)…\(maxX), y \(minY)…\(maxY)" }

    /// Whether pixel (x, y) is inside (the bounds are inclusive).
    public func contains(x: Int, y: Int) -> Bool { (minX...maxX).contains(x) && (minY...maxY).contains(y) }

    /// The pixels `rect` (in points) touches at `scale`, rounded outward.
    public init(covering rect: Rect, scale: Double) {
        let r = rect.scaled(by: scale).integral
        self.init(minX: Int(r.minX), minY: Int(r.minY), maxX: Int(r.maxX) - 1, maxY: Int(r.maxY) - 1)
    }
}

/// Exact ARGB comparison of two images, and a picture of where they differ.
public enum ImageComparison {
    /// Counts the differing pixels and the largest per-channel difference; pixels inside
    /// `ignoring` (what no offscreen picture can show: apps' content) are not compared.
    public static func compare(expected: Image, actual: Image, ignoring: [PixelBounds] = []) -> ImageDifference {
        guard expected.width == actual.width, expected.height == actual.height else {
            return ImageDifference(expectedWidth: expected.width, expectedHeight: expected.height,
                                   actualWidth: actual.width, actualHeight: actual.height,
                                   differingPixels: expected.width * expected.height, maxLevels: 255,
                                   totalPixels: expected.width * expected.height)
        }
        var count = 0, worst = 0
        var bounds: PixelBounds?
        for i in 0..<expected.pixels.count {
            let a = expected.pixels[i], b = actual.pixels[i]
            if a == b { continue }
            let x = i % expected.width, y = i / expected.width
            if ignoring.contains(where: { $0.contains(x: x, y: y) }) { continue }
            count += 1
            worst = max(worst, channelDistance(a, b))
            bounds = bounds.map { PixelBounds(minX: min($0.minX, x), minY: $0.minY, maxX: max($0.maxX, x), maxY: y) }
                ?? PixelBounds(minX: x, minY: y, maxX: x, maxY: y)
        }
        return ImageDifference(expectedWidth: expected.width, expectedHeight: expected.height,
                               actualWidth: actual.width, actualHeight: actual.height,
                               differingPixels: count, maxLevels: worst, totalPixels: expected.pixels.count,
                               differenceBounds: bounds)
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
