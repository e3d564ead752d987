import Foundation
import Testing
@testable import Spring

@Suite("Closed form")
struct ClosedFormTests {
    @Test("matches RK4 at 0.1 ms in position and velocity", arguments: SpringCase.all)
    func matchesRK4(_ spring: SpringCase) {
        let reference = RK4Reference(parameters: spring.parameters, displacement: spring.x0,
                                     velocity: spring.v0, duration: 2)
        let motion = spring.motion
        for index in stride(from: 0, to: reference.positions.count, by: 37) {
            let t = Double(index) * reference.step
            let dx = abs(motion.displacement(at: t) - reference.positions[index])
            let dv = abs(motion.velocity(at: t) - reference.velocities[index])
            #expect(dx <= 1e-6 * spring.positionScale, "x at t=\(t)")
            #expect(dv <= 1e-6 * spring.velocityScale, "v at t=\(t)")
        }
    }

    @Test("regimes are classified by damping ratio")
    func regimes() throws {
        #expect(try SpringParameters(dampingRatio: 0.5, stiffness: 100).regime == .underdamped)
        #expect(try SpringParameters(dampingRatio: 1, stiffness: 100).regime == .critical)
        #expect(try SpringParameters(dampingRatio: 1 + 1e-10, stiffness: 100).regime == .critical)
        #expect(try SpringParameters(dampingRatio: 1 - 1e-10, stiffness: 100).regime == .critical)
        #expect(try SpringParameters(dampingRatio: 1 + 1e-7, stiffness: 100).regime == .overdamped)
        #expect(try SpringParameters(dampingRatio: 1 - 1e-7, stiffness: 100).regime == .underdamped)
        #expect(try SpringParameters(dampingRatio: 2, stiffness: 100).regime == .overdamped)
    }

    @Test("continuous across ζ = 1", arguments: [(1.0, 0.0), (-0.4, 25.0), (0.0, -10.0)])
    func continuityAcrossCritical(x0: Double, v0: Double) throws {
        let ratios = [1 - 1e-7, 1 - 1e-10, 1, 1 + 1e-10, 1 + 1e-7]
        let motions = try ratios.map {
            SpringMotion(parameters: try SpringParameters(dampingRatio: $0, stiffness: 800),
                         displacement: x0, velocity: v0)
        }
        #expect(motions.first?.parameters.regime == .underdamped)
        #expect(motions.last?.parameters.regime == .overdamped)
        let critical = motions[2]
        let omega0 = 800.0.squareRoot()
        let positionScale = max(abs(x0), abs(v0) / omega0), velocityScale = max(abs(v0), abs(x0) * omega0)
        for step in 0...400 {
            let t = Double(step) * 0.0025
            for motion in motions {
                #expect(abs(motion.displacement(at: t) - critical.displacement(at: t)) <= 1e-6 * positionScale)
                #expect(abs(motion.velocity(at: t) - critical.velocity(at: t)) <= 1e-6 * velocityScale)
            }
        }
    }

    @Test("critical velocity matches its closed form e^(−βt)(v0 − β(βx0 + v0)t)")
    func criticalVelocityFormula() throws {
        let p = try SpringParameters(dampingRatio: 1, stiffness: 400)
        let beta = 20.0, x0 = 1.5, v0 = -7.0
        let motion = SpringMotion(parameters: p, displacement: x0, velocity: v0)
        for t in [0, 0.01, 0.05, 0.1, 0.3, 0.8] {
            let expected = exp(-beta * t) * (v0 - beta * (beta * x0 + v0) * t)
            #expect(abs(motion.velocity(at: t) - expected) <= 1e-12 * 100)
        }
    }

    @Test("velocity is the derivative of position", arguments: SpringCase.all)
    func velocityIsDerivative(_ spring: SpringCase) {
        let motion = spring.motion
        let h = 1e-6
        for step in 1...150 {
            let t = Double(step) * 0.01
            let slope = (motion.displacement(at: t + h) - motion.displacement(at: t - h)) / (2 * h)
            #expect(abs(slope - motion.velocity(at: t)) <= 1e-6 * spring.velocityScale, "t=\(t)")
        }
    }

    @Test("starts at the initial condition; negative time is time 0", arguments: SpringCase.all)
    func initialCondition(_ spring: SpringCase) {
        let motion = spring.motion
        #expect(motion.displacement(at: 0) == spring.x0)
        #expect(motion.velocity(at: 0) == spring.v0)
        #expect(motion.displacement(at: -3) == spring.x0)
        #expect(motion.velocity(at: -.infinity) == spring.v0)
    }

    @Test("huge times give 0, never NaN or ∞", arguments: SpringCase.all)
    func largeTime(_ spring: SpringCase) {
        let motion = spring.motion
        for t in [1e3, 1e6, 1e300, .infinity] {
            #expect(motion.displacement(at: t) == 0, "x at \(t)")
            #expect(motion.velocity(at: t) == 0, "v at \(t)")
        }
    }

    @Test("strongly over-damped spring at t = 1e6 stays finite (no cosh/sinh overflow)")
    func stronglyOverdamped() throws {
        let p = try SpringParameters(dampingRatio: 1e4, stiffness: 800)
        let motion = SpringMotion(parameters: p, displacement: 1, velocity: 100)
        for t in [10.0, 1e3, 1e5, 1e6] {
            let x = motion.displacement(at: t), v = motion.velocity(at: t)
            #expect(x.isFinite && v.isFinite, "t=\(t)")
        }
        // The slow mode decays at ω0²/(β + ω2) ≈ ω0/(2ζ): still well above 0 at t = 100 s.
        #expect(motion.displacement(at: 100) > 0.1)
        #expect(motion.displacement(at: 1e6) == 0)
    }
}
