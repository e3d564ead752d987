/// Momentum projection, as in scroll views: where a release at some velocity would come to rest.
public enum Momentum {
    /// UIKit's normal deceleration rate, per millisecond.
    public static let normalDecelerationRate = 0.998
    /// UIKit's fast deceleration rate, per millisecond.
    public static let fastDecelerationRate = 0.99

    /// The distance travelled by a release at `velocity` (points per second) decelerating by the
    /// factor `decelerationRate` every millisecond: (v/1000) · r / (1 − r).
    ///
    /// Returns 0 when the rate is outside (0, 1) or not finite, or when the velocity is not finite.
    public static func projectedDistance(velocity: Double,
                                         decelerationRate: Double = normalDecelerationRate) -> Double {
        guard velocity.isFinite, decelerationRate.isFinite, decelerationRate > 0, decelerationRate < 1 else {
            return 0
        }
        return (velocity / 1000) * decelerationRate / (1 - decelerationRate)
    }

    /// The resting point of a release at `position` moving at `velocity`: position + projected distance.
    public static func projectedPosition(_ position: Double, velocity: Double,
                                         decelerationRate: Double = normalDecelerationRate) -> Double {
        position + projectedDistance(velocity: velocity, decelerationRate: decelerationRate)
    }
}
