import Testing
@testable import Spring

@Suite("Retargeting and interruption")
struct RetargetingTests {
    @Test("scalar retarget mid-flight: no jump in value or velocity",
          arguments: [SpringParameters.thrown, .transition, .presentation, try! SpringParameters(duration: 0.4, bounce: -0.5)])
    func scalar(parameters: SpringParameters) {
        let old = SpringAnimation(from: 0, to: 100, velocity: 800, startTime: 2, parameters: parameters)
        for t in [2.0, 2.03, 2.1, 2.2] {
            let new = old.retargeted(to: -50, at: t)
            #expect(new.startTime == t)
            #expect(new.target == -50)
            #expect(new.value(at: t) == old.value(at: t))
            #expect(new.velocity(at: t) == old.velocity(at: t))
            // Continuous just after the switch too: the new motion leaves with the old velocity.
            let h = 1e-5
            let expected = old.value(at: t) + old.velocity(at: t) * h
            #expect(abs(new.value(at: t + h) - expected) < 1e-4)
            #expect(new.value(at: new.endTime) == -50)
        }
    }

    @Test("the retargeted motion carries velocity: it differs from a start at rest")
    func carriesVelocity() {
        let old = SpringAnimation(from: 0, to: 100, startTime: 0, parameters: .thrown)
        let t = 0.08
        #expect(abs(old.velocity(at: t)) > 100)
        let new = old.retargeted(to: 0, at: t)
        let fromRest = SpringAnimation(from: old.value(at: t), to: 0, startTime: t, parameters: .thrown)
        #expect(new.value(at: t + 0.05) > fromRest.value(at: t + 0.05) + 1)
    }

    @Test("retarget with other parameters is continuous too")
    func newParameters() {
        let old = SpringAnimation(from: 0, to: 1, velocity: 2, startTime: 0, parameters: .transition)
        let new = old.retargeted(to: 3, at: 0.1, parameters: .presentation)
        #expect(new.parameters == .presentation)
        #expect(new.value(at: 0.1) == old.value(at: 0.1))
        #expect(new.velocity(at: 0.1) == old.velocity(at: 0.1))
    }

    @Test("retarget keeps ε and an explicit range; the default range follows the new move")
    func keepsSettings() {
        let explicit = SpringAnimation(from: 0, to: 10, startTime: 0, parameters: .thrown, epsilon: 0.01, range: 4)
        let a = explicit.retargeted(to: 500, at: 0.1)
        #expect(a.epsilon == 0.01)
        #expect(a.range == 4)
        let implicit = SpringAnimation(from: 0, to: 10, startTime: 0, parameters: .thrown)
        let b = implicit.retargeted(to: 500, at: 0.1)
        #expect(b.range == abs(500 - implicit.value(at: 0.1)))
    }

    @Test("retarget after settling starts at rest on the old target")
    func afterSettled() {
        let old = SpringAnimation(from: 0, to: 10, startTime: 0, parameters: .transition)
        let new = old.retargeted(to: 20, at: old.endTime + 1)
        #expect(new.from == 10)
        #expect(new.initialVelocity == 0)
    }

    @Test("grab (interrupt): position kept, velocity dropped")
    func interrupt() {
        let old = SpringAnimation(from: 0, to: 100, velocity: 400, startTime: 0, parameters: .thrown)
        let held = old.interrupted(at: 0.07)
        #expect(abs(old.velocity(at: 0.07)) > 1)
        #expect(held.value(at: 0.07) == old.value(at: 0.07))
        #expect(held.value(at: 5) == old.value(at: 0.07))
        #expect(held.velocity(at: 0.07) == 0)
        #expect(held.isSettled(at: 0.07))
    }

    @Test("vector retarget mid-flight: no jump in any component")
    func vector() {
        let old = VectorSpringAnimation<SIMD2<Double>>(
            from: [0, 0], to: [300, -120], velocity: [50, 900], startTime: 1, parameters: .thrown)
        for t in [1.0, 1.04, 1.15] {
            let new = old.retargeted(to: [10, 10], at: t)
            #expect(new.value(at: t) == old.value(at: t))
            #expect(new.velocity(at: t) == old.velocity(at: t))
            #expect(new.value(at: new.endTime) == [10, 10])
        }
        let held = old.interrupted(at: 1.1)
        #expect(held.value(at: 1.1) == old.value(at: 1.1))
        #expect(held.velocity(at: 1.1) == .zero)
    }
}
