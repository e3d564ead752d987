import Model

/// Where and how a managed panel is drawn: its unscaled frame, the scale it is drawn at about its
/// origin (exposé) and its opacity (fading in and out). Springs carry it as one 8-lane vector.
struct PanelPose: Equatable {
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

    /// A spring's value as a pose: sizes and scale kept positive, opacity within 0…1 (an
    /// under-damped spring may swing past them; the spring's state keeps its true value).
    init(_ v: SIMD8<Double>) {
        self.init(frame: Rect(x: v[0], y: v[1], width: max(0, v[2]), height: max(0, v[3])),
                  scale: max(0.01, v[4]), opacity: min(1, max(0, v[5])))
    }

    var vector: SIMD8<Double> {
        SIMD8(frame.minX, frame.minY, frame.width, frame.height, scale, opacity, 0, 0)
    }

    /// The frame as drawn: the unscaled frame scaled about its origin.
    var shownFrame: Rect {
        Rect(origin: frame.origin, size: Size(width: frame.width * scale, height: frame.height * scale))
    }
}

extension Rect {
    /// (x, y, width, height) for the rectangle springs.
    var vector: SIMD4<Double> { SIMD4(minX, minY, width, height) }

    init(_ v: SIMD4<Double>) {
        self.init(x: v[0], y: v[1], width: max(0, v[2]), height: max(0, v[3]))
    }
}
