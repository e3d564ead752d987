import Foundation

/// The time the compositor animates by, in seconds. Live it is the monotonic system clock; tests
/// and recordings drive a `ManualClock` in exact steps so frames are the same on every machine.
public protocol AnimationClock: AnyObject {
    var now: Double { get }
}

/// A clock that moves only when told to.
public final class ManualClock: AnimationClock {
    public private(set) var now: Double

    public init(now: Double = 0) {
        self.now = now
    }

    /// Moves time forward by `seconds` (never backwards).
    public func advance(by seconds: Double) {
        now += max(0, seconds)
    }

    /// Sets the time, if it is later than now.
    public func set(_ time: Double) {
        now = max(now, time)
    }
}

/// The system's monotonic clock, in seconds since the clock was made.
public final class MonotonicClock: AnimationClock {
    private let start = ContinuousClock.now

    public init() {}

    public var now: Double {
        let d = ContinuousClock.now - start
        return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }
}
