import Foundation

/// How many device pixels a point covers: the desktop's `Xft.dpi` / 96 or `--scale`. Every length
/// in scenes, scripts and events stays in points; only drawing and the X11 host deal in pixels
/// (pixels = points × scale).
public enum DisplayScale {
    /// The scales Flotilla accepts (docs/usage.md, "Limits").
    public static let range: ClosedRange<Double> = 1...4

    /// The scale for a desktop that asks for `dpi` dots per inch: dpi / 96 rounded to the nearest
    /// quarter, within ``range``; 1 when `dpi` is missing, not a number or not positive.
    public static func scale(forDPI dpi: Double?) -> Double {
        guard let dpi, dpi.isFinite, dpi > 0 else { return 1 }
        let quarters = (dpi / 96 * 4).rounded() / 4
        return min(max(quarters, range.lowerBound), range.upperBound)
    }

    /// The scale of an `Xft.dpi` resource's text (`192`, `144.0`), as ``scale(forDPI:)``.
    public static func scale(forResource text: String?) -> Double {
        scale(forDPI: text.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) })
    }

    /// What is wrong with `scale` given as an option, or nil: a finite number within ``range``.
    public static func problem(_ scale: Double) -> String? {
        guard scale.isFinite, range.contains(scale) else {
            return "expected a scale from \(range.lowerBound.shortDescription) to \(range.upperBound.shortDescription), got \(scale.shortDescription)"
        }
        return nil
    }

    /// The whole pixels of a canvas of `size` points at `scale` (each side rounded up, so every
    /// point is covered).
    public static func pixels(of size: Size, scale: Double) -> (width: Double, height: Double) {
        ((size.width * scale).rounded(.up), (size.height * scale).rounded(.up))
    }
}

extension Rect {
    /// The rectangle with every coordinate multiplied by `s` (points to pixels for `s` = scale).
    public func scaled(by s: Double) -> Rect {
        Rect(x: minX * s, y: minY * s, width: width * s, height: height * s)
    }
}

extension CornerRadii {
    /// Every radius multiplied by `s`.
    public func scaled(by s: Double) -> CornerRadii {
        CornerRadii(topLeft: topLeft * s, topRight: topRight * s, bottomRight: bottomRight * s, bottomLeft: bottomLeft * s)
    }
}
