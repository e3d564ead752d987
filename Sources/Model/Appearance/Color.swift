/// An sRGB colour with straight (not premultiplied) alpha, each component in 0…1.
public struct Color: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA`; nil for anything else.
    public init?(hex: String) {
        guard hex.hasPrefix("#"), hex.count == 7 || hex.count == 9,
              let value = UInt32(hex.dropFirst(), radix: 16) else { return nil }
        self.init(rgba: hex.count == 7 ? value << 8 | 0xFF : value)
    }

    /// An opaque colour from its 8-bit components, written `0xRRGGBB`.
    public init(rgb: UInt32) {
        self.init(rgba: rgb << 8 | 0xFF)
    }

    /// A colour from its 8-bit components, written `0xRRGGBBAA` (straight alpha).
    public init(rgba: UInt32) {
        self.init(red: Double(rgba >> 24 & 0xFF) / 255, green: Double(rgba >> 16 & 0xFF) / 255,
                  blue: Double(rgba >> 8 & 0xFF) / 255, alpha: Double(rgba & 0xFF) / 255)
    }

    /// The colour with its alpha multiplied by `factor`.
    public func withAlpha(multipliedBy factor: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var hex: String {
        func byte(_ c: Double) -> String {
            let s = String(Int((min(1, max(0, c)) * 255).rounded()), radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Nothing at all: fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}
