import Assets
import Render

/// Flotilla's icon as `_NET_WM_ICON` cardinals: the bundled 512×512 icon, box-averaged to 128×128.
enum WindowIcon {
    static let side = 128

    /// Width, height, then the pixels as straight-alpha ARGB, row by row.
    static func cardinals() throws(FlotillaError) -> [UInt32] {
        let image: Image
        do {
            image = try Image(contentsOf: Assets.icon)
        } catch {
            throw FlotillaError(.internal, "the icon: \(error)")
        }
        return [UInt32(side), UInt32(side)] + shrunk(image).pixels.map(unpremultiplied)
    }

    /// `image` averaged over square blocks down to `side`×`side`.
    static func shrunk(_ image: Image) -> Image {
        let block = max(image.width / side, 1)
        var out = Image(width: side, height: side, fill: 0)
        for y in 0..<side {
            for x in 0..<side {
                var sums = [UInt32](repeating: 0, count: 4)
                for dy in 0..<block {
                    for dx in 0..<block {
                        let pixel = image[min(x * block + dx, image.width - 1), min(y * block + dy, image.height - 1)]
                        for c in 0..<4 { sums[c] += (pixel >> UInt32(24 - 8 * c)) & 0xFF }
                    }
                }
                let n = UInt32(block * block)
                out[x, y] = (0..<4).reduce(UInt32(0)) { $0 | ((sums[$1] + n / 2) / n) << UInt32(24 - 8 * $1) }
            }
        }
        return out
    }

    /// A premultiplied ARGB pixel with its colour divided by its alpha.
    static func unpremultiplied(_ pixel: UInt32) -> UInt32 {
        let alpha = pixel >> 24
        guard alpha != 0, alpha != 255 else { return alpha == 0 ? 0 : pixel }
        let channel = { (shift: UInt32) in min((((pixel >> shift) & 0xFF) * 255 + alpha / 2) / alpha, 255) << shift }
        return alpha << 24 | channel(16) | channel(8) | channel(0)
    }
}
