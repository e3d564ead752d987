/// Reduced motion's stand-in for a spring (``MotionPreference/reduced``): a value going from
/// `from` to `to` without passing through anything between.
///
/// When only fading lanes differ (a dim, a panel's opacity in place), they ease straight from one
/// level to the other. Otherwise the value fades through nothing: it shows `from` fading out for
/// the first half of the duration, then `to` fading in for the second, so one item is never drawn
/// twice, never between its two places, and hit testing sees one place at a time. Fading lanes
/// are multiplied by the fade; a value with none reports it through ``opacity(at:)``.
struct CrossFade<Lanes: SIMD> where Lanes.Scalar == Double {
    let from: Lanes
    private(set) var to: Lanes
    let startTime: Double
    let duration: Double
    /// 1 for the lanes that are opacities, 0 for geometry.
    let fadeLanes: Lanes

    init(from: Lanes, to: Lanes, startTime: Double, duration: Double = MotionPreference.crossFadeDuration, fadeLanes: Lanes) {
        self.from = from
        self.to = to
        self.startTime = startTime
        self.duration = duration
        self.fadeLanes = fadeLanes
    }

    /// Whether the geometry changes, so the value fades out and back in rather than straight across.
    var fadesThrough: Bool { (from - to) * (Lanes(repeating: 1) - fadeLanes) != .zero }

    /// Whether the fade has finished by `time` (at once when there is nothing to change).
    func isFinished(at time: Double) -> Bool { from == to || time >= startTime + duration }

    /// The value at `time`: exactly `to` once finished. `fadingThrough` false leaves the fading
    /// lanes as they are at the end shown (the level of the item itself, not of its drawing).
    func value(at time: Double, fadingThrough: Bool = true) -> Lanes {
        let p = progress(at: time)
        if p >= 1 { return to }
        guard fadesThrough else { return from + (to - from) * Lanes(repeating: Self.eased(p)) }
        let base = p < 0.5 ? from : to
        guard fadingThrough else { return base }
        let keep = Lanes(repeating: 1) - fadeLanes
        return base * keep + base * fadeLanes * opacity(at: time)
    }

    /// How opaque the item is drawn at `time` while it fades through nothing (1 otherwise).
    func opacity(at time: Double) -> Double {
        let p = progress(at: time)
        guard fadesThrough, p < 1 else { return 1 }
        return p < 0.5 ? 1 - Self.eased(2 * p) : Self.eased(2 * p - 1)
    }

    /// A level that belongs with the value (a dim that follows a sheet's extent) at `time`: eased
    /// straight from `a` to `b` over the fade, exactly `b` once finished.
    func level(from a: Double, to b: Double, at time: Double) -> Double {
        let p = progress(at: time)
        return p >= 1 ? b : a + (b - a) * Self.eased(p)
    }

    /// A new destination from `time` on: the fade goes on, now ending at `to`.
    mutating func retarget(to target: Lanes) { to = target }

    private func progress(at time: Double) -> Double {
        duration > 0 ? min(1, max(0, (time - startTime) / duration)) : 1
    }

    /// Smoothstep: starts and ends gently.
    private static func eased(_ p: Double) -> Double { p * p * (3 - 2 * p) }
}
