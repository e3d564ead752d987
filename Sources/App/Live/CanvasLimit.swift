import Model
import Synchronization

/// The canvas limit (docs/usage.md, "Limits") applied to live windows, whatever asks for the size: the
/// scene, `--size` and the scale, a session file, another client resizing the window. A size past
/// it is clamped — each side to ``Model/maximumLength`` pixels, then both sides by one factor to
/// at most ``Limits/maximumCanvasPixels`` — and that is said once per run.
enum CanvasLimit {
    private static let said = Mutex(false)

    /// `width`×`height` pixels (at least 1×1) clamped to the limit, the first clamp of the run
    /// reported on standard error.
    static func fit(width: Int, height: Int) -> (width: Int, height: Int) {
        let side = Int(maximumLength)
        var fitted = (width: min(max(width, 1), side), height: min(max(height, 1), side))
        if fitted.width * fitted.height > Limits.maximumCanvasPixels {
            let factor = (Double(Limits.maximumCanvasPixels) / Double(fitted.width * fitted.height)).squareRoot()
            fitted = (max(1, Int(Double(fitted.width) * factor)), max(1, Int(Double(fitted.height) * factor)))
        }
        if fitted != (width, height), !said.withLock({ saidBefore in
            defer { saidBefore = true }
            return saidBefore
        }) {
            StandardError.write(line: "flotilla: a window of \(width)×\(height) px is past the canvas limit (each side 1…\(side), "
                                + "\(Limits.maximumCanvasPixels >> 20) Mpx in all); clamped to \(fitted.width)×\(fitted.height) (said once)")
        }
        return fitted
    }
}
