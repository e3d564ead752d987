/// A Gaussian blur of an 8-bit alpha image approximated by three box blurs per axis (visually equal
/// to the Gaussian, and linear in the radius).
enum BoxBlur {
    /// The widths of three successive box filters whose combination approximates a Gaussian of
    /// standard deviation `sigma` (each width odd).
    static func boxWidths(sigma: Double, passes n: Int = 3) -> [Int] {
        guard sigma > 0 else { return Array(repeating: 1, count: n) }
        let ideal = (12 * sigma * sigma / Double(n) + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(1, lower)
        let upper = lower + 2
        let l = Double(lower), nn = Double(n)
        let m = Int(((12 * sigma * sigma - nn * l * l - 4 * nn * l - 3 * nn) / (-4 * l - 4)).rounded())
        return (0..<n).map { $0 < m ? lower : upper }
    }

    /// How far the three boxes for `sigma` spread a pixel: the sum of their radii.
    static func reach(sigma: Double) -> Int {
        boxWidths(sigma: sigma).reduce(0) { $0 + ($1 - 1) / 2 }
    }

    /// The standard deviation for a blur that reaches `radius` pixels (Gaussian σ = radius / 3),
    /// lowered if need be so that the boxes never reach further than `radius`.
    static func sigma(forRadius radius: Double) -> Double {
        var sigma = radius / 3
        while sigma > 0, Double(reach(sigma: sigma)) > radius.rounded(.up) { sigma -= 0.05 }
        return max(0, sigma)
    }

    /// Blurs `pixels` (width×height, row-major, no padding) in place.
    static func blur(_ pixels: inout [UInt8], width: Int, height: Int, sigma: Double) {
        guard sigma > 0, width > 0, height > 0 else { return }
        var scratch = [UInt8](repeating: 0, count: pixels.count)
        for size in boxWidths(sigma: sigma) where size > 1 {
            let r = (size - 1) / 2
            pass(from: pixels, to: &scratch, lines: height, length: width, lineStep: width, step: 1, radius: r)
            pass(from: scratch, to: &pixels, lines: width, length: height, lineStep: 1, step: width, radius: r)
        }
    }

    /// One box pass along lines of `length` samples `step` apart; lines start `lineStep` apart.
    /// Samples outside the image count as 0.
    private static func pass(from src: [UInt8], to dst: inout [UInt8], lines: Int, length: Int,
                             lineStep: Int, step: Int, radius r: Int) {
        let size = 2 * r + 1
        for line in 0..<lines {
            let base = line * lineStep
            var sum = 0
            for i in 0...min(r, length - 1) { sum += Int(src[base + i * step]) }
            for i in 0..<length {
                dst[base + i * step] = UInt8((sum + size / 2) / size)
                let add = i + r + 1, sub = i - r
                if add < length { sum += Int(src[base + add * step]) }
                if sub >= 0 { sum -= Int(src[base + sub * step]) }
            }
        }
    }
}
