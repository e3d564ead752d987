import Foundation

extension SpringMotion {
    /// The largest step of the backward scan, in seconds.
    public static let settleScanStep = 0.0005
    /// The most steps the backward scan takes; springs settling in over ~100 s use longer steps.
    public static let settleScanMaximumSteps = 200_000.0

    /// Whether |x(t)| ≤ `displacementThreshold` and |v(t)| ≤ `velocityThreshold` at `t`.
    public func isWithin(displacementThreshold: Double, velocityThreshold: Double, at t: Double) -> Bool {
        abs(displacement(at: t)) <= displacementThreshold && abs(velocity(at: t)) <= velocityThreshold
    }

    /// The earliest time after which the motion stays within both thresholds for good, in seconds.
    ///
    /// Found by search on the closed form: first a time T after which an envelope bound guarantees
    /// both thresholds (|x| ≤ E(t)(|x0| + |βx0 + v0|·S(t)) and |v| ≤ E(t)(|v0| + |ω0²x0 + βv0|·S(t)),
    /// with E the slowest decay and S ≥ |s(t)/E(t)|), then a scan back from T in steps of at most
    /// ``settleScanStep`` (finer for fast springs: 1/50 of their fastest time scale; coarser only beyond
    /// ``settleScanMaximumSteps``) for the last instant outside a threshold, refined by bisection.
    /// Pass `.infinity` as `velocityThreshold` to settle on position only.
    /// Returns 0 when the motion starts within the thresholds and never leaves them, and `.infinity`
    /// when a threshold is not > 0 (or NaN).
    public func settleTime(displacementThreshold px: Double, velocityThreshold pv: Double) -> Double {
        guard px > 0, pv > 0 else { return .infinity }
        let bound = EnvelopeBound(motion: self)
        let horizon = bound.guaranteedTime(px: px, pv: pv)
        guard horizon.isFinite else { return .infinity }
        guard horizon > 0 else { return 0 }

        // Scan back from the horizon for the last sample outside a threshold.
        var step = min(Self.settleScanStep, 0.02 / kernel.fastestRate)
        let maximumSteps = Self.settleScanMaximumSteps
        if horizon / step > maximumSteps { step = horizon / maximumSteps }
        var settled = horizon
        while settled > 0 {
            let t = max(settled - step, 0)
            if !isWithin(displacementThreshold: px, velocityThreshold: pv, at: t) {
                return refine(unsettled: t, settled: settled, px: px, pv: pv)
            }
            settled = t
        }
        return 0
    }

    /// Bisects between an unsettled and a settled time; returns the settled end (within ~1e-12 s).
    private func refine(unsettled: Double, settled: Double, px: Double, pv: Double) -> Double {
        var low = unsettled, high = settled
        for _ in 0..<100 where high - low > 1e-12 * max(1, high) {
            let mid = 0.5 * (low + high)
            if isWithin(displacementThreshold: px, velocityThreshold: pv, at: mid) { high = mid } else { low = mid }
        }
        return high
    }
}

/// g(t) = E(t)·(a + b·min(t, cap)): an upper bound of |x| or |v|, rising then falling once.
private struct Envelope {
    let rate: Double, cap: Double, a: Double, b: Double

    func callAsFunction(_ t: Double) -> Double {
        let e = exp(-rate * t)
        return e == 0 ? 0 : e * (a + b * min(t, cap))
    }

    /// The time after which g only decreases: g′ ∝ b − rate·(a + b·t) before the cap.
    var peak: Double {
        guard b > 0 else { return 0 }
        return min(max(0, 1 / rate - a / b), cap)
    }
}

private struct EnvelopeBound {
    let position: Envelope
    let velocity: Envelope

    init(motion: SpringMotion) {
        let k = motion.kernel
        // |s(t)| / E(t) ≤ min(t, cap): |sin ω1t|/ω1 ≤ min(t, 1/ω1);
        // (1 − e^(−2ω2t))/(2ω2) ≤ min(t, 1/(2ω2)).
        let cap: Double
        switch k.regime {
        case .critical: cap = .infinity
        case .underdamped: cap = 1 / k.omega
        case .overdamped: cap = 1 / (2 * k.omega)
        }
        position = Envelope(rate: k.slowRate, cap: cap, a: abs(motion.initialDisplacement),
                            b: abs(motion.positionCoefficient))
        velocity = Envelope(rate: k.slowRate, cap: cap, a: abs(motion.initialVelocity),
                            b: abs(motion.velocityCoefficient))
    }

    /// A time T ≥ 0 such that both bounds are within their thresholds for every t ≥ T.
    func guaranteedTime(px: Double, pv: Double) -> Double {
        func holds(_ t: Double) -> Bool { position(t) <= px && velocity(t) <= pv }
        let low = max(position.peak, velocity.peak)
        if holds(low) { return low }
        var high = max(low, 1 / position.rate)
        var below = low
        while !holds(high) {
            below = high
            high *= 2
            if !high.isFinite { return .infinity }
        }
        // Past both peaks the bounds only decrease, so `holds` is monotone on [below, high].
        for _ in 0..<100 where high - below > 1e-9 * high {
            let mid = 0.5 * (below + high)
            if holds(mid) { high = mid } else { below = mid }
        }
        return high
    }
}
