/// Rubber banding past an edge: the further something is pulled, the less it follows.
public enum RubberBand {
    /// UIKit's rubber-band constant c.
    public static let defaultConstant = 0.55

    /// The presented offset for an `overshoot` past the edge: (1 − 1/(|overshoot|·c/d + 1))·d with
    /// the sign of `overshoot`, d the `dimension` (the window's length on that axis).
    ///
    /// Starts with slope c, grows monotonically and stays below d. Returns 0 when the dimension is
    /// not finite and > 0, the constant not finite and > 0, or the overshoot NaN; an infinite
    /// overshoot gives ±d.
    public static func offset(_ overshoot: Double, dimension: Double, constant: Double = defaultConstant) -> Double {
        guard dimension.isFinite, dimension > 0, constant.isFinite, constant > 0, !overshoot.isNaN else {
            return 0
        }
        let magnitude = (1 - 1 / (abs(overshoot) * constant / dimension + 1)) * dimension
        return overshoot < 0 ? -magnitude : magnitude
    }

    /// The overshoot that ``offset(_:dimension:constant:)`` presents at `offset` (its inverse):
    /// d·o / (c·(d − |o|)) with the sign of `offset`, so a grab of something presented past an edge
    /// picks it up where it is drawn. Returns 0 for invalid arguments as ``offset(_:dimension:constant:)``
    /// does, and ±∞ at |offset| ≥ d.
    public static func overshoot(forOffset offset: Double, dimension: Double, constant: Double = defaultConstant) -> Double {
        guard dimension.isFinite, dimension > 0, constant.isFinite, constant > 0, !offset.isNaN else {
            return 0
        }
        let magnitude = abs(offset) < dimension ? dimension * abs(offset) / (constant * (dimension - abs(offset))) : .infinity
        return offset < 0 ? -magnitude : magnitude
    }
}
