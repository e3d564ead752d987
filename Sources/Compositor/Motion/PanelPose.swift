import Model

/// Where and how a managed panel is drawn: its unscaled frame, the scale it is drawn at about its
/// origin (exposé) and its opacity (fading in and out).
struct PanelPose: Equatable, SpringCarried {
    var frame: Rect
    var scale: Double
    var opacity: Double

    init(frame: Rect, scale: Double = 1, opacity: Double = 1) {
        self.frame = frame
        self.scale = scale
        self.opacity = opacity
    }

    /// The pose a target asks for: its frame is the scaled one, so the unscaled size is frame ÷ scale.
    init(_ target: PanelTarget) {
        let s = target.scale > 0 ? target.scale : 1
        self.init(frame: Rect(origin: target.frame.origin, size: Size(width: target.frame.width / s, height: target.frame.height / s)),
                  scale: s, opacity: target.opacity)
    }

    /// The frame as drawn: the unscaled frame scaled about its origin.
    var shownFrame: Rect {
        Rect(origin: frame.origin, size: Size(width: frame.width * scale, height: frame.height * scale))
    }

    // The lanes: x, y, width, height, scale, opacity.

    /// A spring's lanes as a pose: sizes and scale kept positive, opacity within 0…1 (an
    /// under-damped spring may swing past them; the spring's state keeps its true value).
    init(lanes v: SIMD8<Double>) {
        self.init(frame: Rect(x: v[0], y: v[1], width: max(0, v[2]), height: max(0, v[3])),
                  scale: max(0.01, v[4]), opacity: min(1, max(0, v[5])))
    }

    var lanes: SIMD8<Double> { SIMD8(frame.minX, frame.minY, frame.width, frame.height, scale, opacity, 0, 0) }

    static var fadeLanes: SIMD8<Double> { SIMD8(0, 0, 0, 0, 0, 1, 0, 0) }

    /// The lanes of a pose moving at `velocity` (points per second), its size, scale and opacity still.
    static func lanes(moving velocity: Vector) -> SIMD8<Double> {
        SIMD8(velocity.dx, velocity.dy, 0, 0, 0, 0, 0, 0)
    }
}

/// The pin preview as drawn: the slot's rectangle, growing in from the dragged panel's frame, and
/// how opaque it is (0…1).
struct PreviewPose: Equatable, SpringCarried {
    var frame: Rect
    var alpha: Double

    // The lanes: x, y, width, height, alpha.

    init(frame: Rect, alpha: Double) {
        self.frame = frame
        self.alpha = alpha
    }

    init(lanes v: SIMD8<Double>) {
        self.init(frame: Rect(lanes: SIMD4(v[0], v[1], v[2], v[3])), alpha: min(1, max(0, v[4])))
    }

    var lanes: SIMD8<Double> { SIMD8(frame.minX, frame.minY, frame.width, frame.height, alpha, 0, 0, 0) }

    static var fadeLanes: SIMD8<Double> { SIMD8(0, 0, 0, 0, 1, 0, 0, 0) }
}
