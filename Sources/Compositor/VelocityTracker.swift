import Model

/// Estimates the pointer's velocity at release: a least-squares line through the samples of the
/// last `window` seconds; zero when the pointer rested longer than `restThreshold` before the
/// release (a resting release is not a throw).
public struct VelocityTracker: Sendable {
    public var window: Double
    public var restThreshold: Double
    private var samples: [(time: Double, point: Point)] = []

    public init(window: Double = 0.1, restThreshold: Double = 0.05) {
        self.window = window
        self.restThreshold = restThreshold
    }

    /// Records where the pointer was at `time`.
    public mutating func add(_ point: Point, time: Double) {
        if let last = samples.last, time < last.time { samples.removeAll() }
        samples.append((time, point))
        samples.removeAll { $0.time < time - window - restThreshold }
    }

    /// The velocity in points per second at `time` (normally the release's time).
    public func velocity(at time: Double) -> Vector {
        guard let lastMove = lastMotionTime(), time - lastMove <= restThreshold else { return .zero }
        let recent = samples.filter { $0.time >= time - window && $0.time <= time }
        guard recent.count >= 2 else { return .zero }
        let n = Double(recent.count)
        let mt = recent.reduce(0) { $0 + $1.time } / n
        let mx = recent.reduce(0) { $0 + $1.point.x } / n
        let my = recent.reduce(0) { $0 + $1.point.y } / n
        var stt = 0.0, stx = 0.0, sty = 0.0
        for s in recent {
            let dt = s.time - mt
            stt += dt * dt
            stx += dt * (s.point.x - mx)
            sty += dt * (s.point.y - my)
        }
        guard stt > 1e-12 else { return .zero }
        return Vector(dx: stx / stt, dy: sty / stt)
    }

    /// The time of the last sample at which the pointer was at a new place.
    private func lastMotionTime() -> Double? {
        guard var i = samples.indices.last else { return nil }
        while i > 0, samples[i - 1].point == samples[i].point { i -= 1 }
        return samples[i].time
    }
}
