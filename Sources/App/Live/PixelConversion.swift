import Desktop
import Input
import Model
import X11

extension HostEvent {
    /// The event with its input in points (``InputEvent/inPoints(scale:)``): X11 reports window
    /// pixels, the compositor takes points; sizes and exposed rectangles stay in pixels, which is
    /// what the frame buffers hold.
    func inPoints(scale: Double) -> HostEvent {
        guard case .input(let input) = self else { return self }
        return .input(input.inPoints(scale: scale))
    }
}

extension PixelRect {
    /// The whole pixels that `rect` (in points) touches at `scale`: rounded outward, so a damaged
    /// part is presented entirely.
    init(covering rect: Rect, scale: Double) {
        let r = rect.scaled(by: scale).integral
        self.init(x: Int(r.minX), y: Int(r.minY), width: Int(r.width), height: Int(r.height))
    }
}

/// Lengths in points to whole pixels and back.
struct PixelScale {
    /// Device pixels per point.
    let scale: Double

    /// `points` in whole pixels (rounded to the nearest).
    func pixels(_ points: Double) -> Int { Int((points * scale).rounded()) }

    /// `pixels` in points.
    func points(_ pixels: Int) -> Double { Double(pixels) / scale }
}
