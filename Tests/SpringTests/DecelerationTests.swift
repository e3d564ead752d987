import Foundation
import Testing
@testable import Spring

@Suite("Deceleration (scroll momentum)")
struct DecelerationTests {
    @Test("comes to rest exactly at Momentum's projection, at any rate")
    func restsAtTheProjection() {
        for (v, rate) in [(2000.0, Momentum.normalDecelerationRate), (-1500, 0.998), (800, Momentum.fastDecelerationRate)] {
            let d = Deceleration(from: 100, velocity: v, startTime: 3, decelerationRate: rate)
            #expect(d.target == Momentum.projectedPosition(100, velocity: v, decelerationRate: rate))
            #expect(d.value(at: d.endTime) == d.target)
            #expect(d.velocity(at: d.endTime) == 0)
            // Just before it settles it is within the tolerance of the target.
            #expect(abs(d.value(at: d.endTime - 1e-9) - d.target) <= Deceleration.defaultTolerance + 1e-6)
        }
    }

    @Test("starts at the release velocity and decays by the rate every millisecond")
    func decaysByTheRate() {
        let d = Deceleration(from: 0, velocity: 1000, startTime: 0)
        #expect(d.value(at: 0) == 0 && d.velocity(at: 0) == 1000)
        #expect(abs(d.timeConstant - 0.499) < 1e-12)
        // v(t + 1 ms) / v(t) is about r (the continuous decay that travels the same distance).
        let ratio = d.velocity(at: 0.101) / d.velocity(at: 0.1)
        #expect(abs(ratio - 0.998) < 1e-5)
        // The velocity is the derivative of the value.
        for t in [0.05, 0.3, 1.2] {
            let numeric = (d.value(at: t + 1e-6) - d.value(at: t - 1e-6)) / 2e-6
            #expect(abs(numeric - d.velocity(at: t)) < 1e-3)
        }
        // Monotone, decelerating.
        let steps = stride(from: 0.0, through: 2, by: 1.0 / 60).map(d.value(at:))
        let moves = zip(steps.dropFirst(), steps).map { $0 - $1 }
        #expect(moves.allSatisfy { $0 >= 0 })
        #expect(zip(moves.dropFirst(), moves).allSatisfy { $0 <= $1 })
    }

    @Test("the time it reaches a position")
    func timeReaching() throws {
        let d = Deceleration(from: 50, velocity: -2000, startTime: 1)
        let t = try #require(d.time(reaching: 0))
        #expect(abs(d.value(at: t)) < 1e-9)
        #expect(t > 1)
        #expect(d.time(reaching: 60) == nil)
        #expect(d.time(reaching: d.target - 1) == nil)
        #expect(d.time(reaching: 50) == 1)
    }

    @Test("no motion for an invalid rate or velocity", arguments: [(1000.0, 1.0), (1000, 0), (.nan, 0.998), (0, 0.998)])
    func noMotion(velocity: Double, rate: Double) {
        let d = Deceleration(from: 7, velocity: velocity, startTime: 0, decelerationRate: rate)
        #expect(d.target == 7 && d.isSettled(at: 0) && d.value(at: 1) == 7 && d.velocity(at: 0) == 0)
    }
}

@Suite("Rubber band inverse")
struct RubberBandInverseTests {
    @Test("overshoot(forOffset:) undoes offset(_:)")
    func roundTrip() {
        for o in [-300.0, -12, 0, 0.5, 40, 250] {
            let shown = RubberBand.offset(o, dimension: 698)
            #expect(abs(RubberBand.overshoot(forOffset: shown, dimension: 698) - o) < 1e-9)
        }
        #expect(RubberBand.overshoot(forOffset: 698, dimension: 698) == .infinity)
        #expect(RubberBand.overshoot(forOffset: 10, dimension: 0) == 0)
    }
}
