import Foundation

/// Momentum after a flick, as scroll views decelerate: the velocity decays exponentially,
/// v(t) = v0·e^(−t/τ), and the motion comes to rest exactly at ``Momentum``'s projection.
///
/// τ = r / (1000·(1 − r)) seconds for a deceleration rate r per millisecond (0.499 s at UIKit's
/// normal 0.998), so the distance travelled, v0·τ, is ``Momentum/projectedDistance(velocity:decelerationRate:)``.
/// Closed form: x(t) = x0 + v0·τ·(1 − e^(−t/τ)), at any time, whatever the frame rate. It is settled
/// once within ``tolerance`` of its target; from then on the value is exactly the target.
public struct Deceleration: Sendable, Hashable {
    /// Half a point: less than a pixel at scale 1.
    public static let defaultTolerance = 0.5

    /// The value at ``startTime``.
    public let from: Double
    /// The velocity at ``startTime``, units per second.
    public let initialVelocity: Double
    /// The absolute time (seconds) the motion starts at.
    public let startTime: Double
    /// τ, seconds (0 for an invalid rate: no motion).
    public let timeConstant: Double
    /// Where it comes to rest: ``from`` plus the projected distance.
    public let target: Double
    /// Seconds after ``startTime`` when it is within ``tolerance`` of the target for good.
    public let settleDuration: Double

    /// Decelerates from `from` moving at `velocity` from `startTime`, by `decelerationRate` per
    /// millisecond. A rate outside (0, 1) or a non-finite velocity gives no motion.
    public init(from: Double, velocity: Double, startTime: Double,
                decelerationRate: Double = Momentum.normalDecelerationRate, tolerance: Double = defaultTolerance) {
        let distance = Momentum.projectedDistance(velocity: velocity, decelerationRate: decelerationRate)
        self.from = from
        self.startTime = startTime
        initialVelocity = distance == 0 ? 0 : velocity
        timeConstant = distance == 0 ? 0 : distance / velocity
        target = from + distance
        let margin = tolerance.isFinite && tolerance > 0 ? tolerance : Self.defaultTolerance
        settleDuration = abs(distance) > margin ? timeConstant * log(abs(distance) / margin) : 0
    }

    /// The absolute time at which it is settled for good.
    public var endTime: Double { startTime + settleDuration }

    /// Whether it is settled at `time`.
    public func isSettled(at time: Double) -> Bool { time >= endTime }

    /// The value at the absolute `time`: ``from`` before the start, exactly ``target`` once settled.
    public func value(at time: Double) -> Double {
        if isSettled(at: time) { return target }
        if !(time > startTime) { return from }
        return target - (target - from) * exp(-(time - startTime) / timeConstant)
    }

    /// The velocity at the absolute `time`, units per second; 0 once settled.
    public func velocity(at time: Double) -> Double {
        if isSettled(at: time) { return 0 }
        if !(time > startTime) { return initialVelocity }
        return initialVelocity * exp(-(time - startTime) / timeConstant)
    }

    /// The first absolute time the value reaches `position`, or nil when it never does (behind
    /// the start, or at or beyond the target).
    public func time(reaching position: Double) -> Double? {
        let distance = target - from
        let part = (position - from) / distance
        guard distance != 0, part >= 0, part < 1 else { return nil }
        return startTime - timeConstant * log(1 - part)
    }
}
