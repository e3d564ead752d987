import Desktop
import Model
import X11

extension HostEvent {
    /// The event with its pointer position in points: X11 reports window pixels, the compositor
    /// takes points (pixels / `scale`). Wheel notches and smooth-scroll amounts are not lengths
    /// and stay as they are (a notch scrolls the same points at every scale); sizes and exposed
    /// rectangles stay in pixels, which is what the frame buffers hold.
    func inPoints(scale: Double) -> HostEvent {
        guard scale != 1 else { return self }
        switch self {
        case .pointerMoved(let x, let y, let t): return .pointerMoved(x: x / scale, y: y / scale, time: t)
        case .buttonPressed(let b, let x, let y, let t): return .buttonPressed(button: b, x: x / scale, y: y / scale, time: t)
        case .buttonReleased(let b, let x, let y, let t): return .buttonReleased(button: b, x: x / scale, y: y / scale, time: t)
        case .wheel(let dx, let dy, let x, let y, let t): return .wheel(dx: dx, dy: dy, x: x / scale, y: y / scale, time: t)
        case .smoothScroll(let dx, let dy, let x, let y, let t): return .smoothScroll(dx: dx, dy: dy, x: x / scale, y: y / scale, time: t)
        case .keyPressed, .modifiersReleased, .exposeAsked, .resized, .exposed, .visibilityChanged, .closeRequested, .mapped, .unmapped,
             .settingsChanged, .destroyed, .client:
            return self
        }
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
