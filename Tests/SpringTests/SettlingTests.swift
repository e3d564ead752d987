import Foundation
import Testing
@testable import Spring

@Suite("Settling")
struct SettlingTests {
    static let niri = SpringCase.make("niri", ratio: 1, stiffness: 800, 1, 0)

    @Test("ζ 1, k 800, ε 1e-4 on position only: ≈ 416 ms (envelope estimate 326 ms)")
    func positionOnly() {
        let motion = Self.niri.motion
        let settle = motion.settleTime(displacementThreshold: 1e-4, velocityThreshold: .infinity)
        #expect(abs(settle - 0.416) <= 0.002)
        let estimate = -log(1e-4) / 800.0.squareRoot()
        #expect(abs(estimate - 0.326) <= 0.001)
        #expect(settle > estimate)
    }

    @Test("ζ 1, k 800, default rule (ε 0.001 on position and velocity): ≈ 453 ms")
    func defaultRule() throws {
        let p = try SpringParameters(dampingRatio: 1, stiffness: 800)
        let animation = SpringAnimation(from: 1, to: 0, startTime: 0, parameters: p)
        #expect(animation.range == 1)
        #expect(animation.epsilon == 0.001)
        #expect(abs(animation.settleDuration - 0.453) <= 0.002)
        #expect(animation.settleDuration > -log(0.001) / 800.0.squareRoot())
    }

    @Test("snaps exactly to the target at settleDuration; unsettled just before", arguments: SpringCase.all)
    func snap(_ spring: SpringCase) {
        let start = 12.5
        let animation = SpringAnimation(from: 40 + spring.x0, to: 40, velocity: spring.v0,
                                        startTime: start, parameters: spring.parameters)
        let end = start + animation.settleDuration
        #expect(animation.endTime == end)
        #expect(animation.settleDuration > 0)
        #expect(animation.isSettled(at: end))
        #expect(animation.value(at: end) == 40)
        #expect(animation.velocity(at: end) == 0)
        #expect(animation.value(at: end + 100) == 40)
        let before = end - 1e-6
        #expect(!animation.isSettled(at: before))
        let threshold = animation.epsilon * animation.range
        #expect(!animation.motion.isWithin(displacementThreshold: threshold, velocityThreshold: threshold,
                                           at: before - start))
        #expect(animation.value(at: before) != 40)
    }

    @Test("settleDuration agrees with a brute-force forward scan", arguments: SpringCase.all)
    func bruteForce(_ spring: SpringCase) {
        let animation = SpringAnimation(from: spring.x0, to: 0, velocity: spring.v0, startTime: 0,
                                        parameters: spring.parameters)
        let threshold = animation.epsilon * animation.range
        let step = 1e-4
        var lastUnsettled = -step
        for index in 0...100_000 {
            let t = Double(index) * step
            if !animation.motion.isWithin(displacementThreshold: threshold, velocityThreshold: threshold, at: t) {
                lastUnsettled = t
            }
        }
        #expect(animation.settleDuration < 10)
        #expect(animation.settleDuration > lastUnsettled)
        #expect(animation.settleDuration <= lastUnsettled + step)
    }

    @Test("default range max(|Δ|, 1): settling scales with the move, floors at 1")
    func defaultRange() {
        let p = SpringParameters.thrown
        let small = SpringAnimation(from: 0, to: 0.01, startTime: 0, parameters: p)
        let one = SpringAnimation(from: 0, to: 1, startTime: 0, parameters: p)
        let large = SpringAnimation(from: 0, to: 500, startTime: 0, parameters: p)
        let larger = SpringAnimation(from: 200, to: -800, startTime: 0, parameters: p)
        #expect(small.range == 1)
        #expect(large.range == 500)
        #expect(larger.range == 1000)
        #expect(abs(large.settleDuration - one.settleDuration) < 1e-9)
        #expect(abs(larger.settleDuration - one.settleDuration) < 1e-9)
        #expect(small.settleDuration < one.settleDuration)
    }

    @Test("explicit range and epsilon change the thresholds")
    func explicitRange() {
        let p = SpringParameters.transition
        let coarse = SpringAnimation(from: 0, to: 100, startTime: 0, parameters: p, epsilon: 0.01)
        let fine = SpringAnimation(from: 0, to: 100, startTime: 0, parameters: p)
        let pixel = SpringAnimation(from: 0, to: 100, startTime: 0, parameters: p, range: 1)
        #expect(coarse.settleDuration < fine.settleDuration)
        #expect(fine.settleDuration < pixel.settleDuration)
        #expect(pixel.range == 1)
        let invalid = SpringAnimation(from: 0, to: 100, startTime: 0, parameters: p, epsilon: .nan, range: -3)
        #expect(invalid.epsilon == SpringAnimation.defaultEpsilon)
        #expect(invalid.range == 100)
    }

    @Test("at rest from the start: settled at once")
    func resting() {
        let animation = SpringAnimation.resting(at: 7, startTime: 3)
        #expect(animation.settleDuration == 0)
        #expect(animation.isSettled(at: 3))
        #expect(animation.value(at: 3) == 7)
        #expect(animation.value(at: 2) == 7)
    }

    @Test("before the start: the initial value")
    func beforeStart() {
        let animation = SpringAnimation(from: 3, to: 10, velocity: 5, startTime: 1, parameters: .thrown)
        #expect(animation.value(at: 0) == 3)
        #expect(animation.value(at: 1) == 3)
        #expect(animation.velocity(at: 0.5) == 5)
        #expect(animation.value(at: 1.05) > 3)
    }

    @Test("non-finite inputs are made safe")
    func nonFinite() {
        let noTarget = SpringAnimation(from: 3, to: .nan, startTime: 0, parameters: .transition)
        #expect(noTarget.target == 3)
        #expect(noTarget.value(at: 0.1) == 3)
        let noVelocity = SpringAnimation(from: 0, to: 10, velocity: .infinity, startTime: 0, parameters: .transition)
        #expect(noVelocity.initialVelocity == 0)
        #expect(noVelocity.settleDuration.isFinite)
    }

    @Test("non-positive thresholds never settle")
    func zeroThreshold() {
        #expect(Self.niri.motion.settleTime(displacementThreshold: 0, velocityThreshold: 1) == .infinity)
        #expect(Self.niri.motion.settleTime(displacementThreshold: 1, velocityThreshold: .nan) == .infinity)
    }

    @Test("a very slow spring settles in finite time without a huge scan")
    func slowSpring() throws {
        let p = try SpringParameters(dampingRatio: 0.5, stiffness: 1e-4)
        let animation = SpringAnimation(from: 0, to: 1, startTime: 0, parameters: p)
        #expect(animation.settleDuration.isFinite)
        #expect(animation.settleDuration > 1000)
    }
}
