import Foundation
import Testing
@testable import Spring

@Suite("Parametrisations")
struct ParametrisationTests {
    @Test("Apple: duration 0.5, bounce 0.3 → (m, k, c) ≈ (1, 157.9, 17.6)")
    func appleDurationBounce() throws {
        let p = try SpringParameters(duration: 0.5, bounce: 0.3)
        #expect(p.mass == 1)
        #expect(abs(p.stiffness - 157.9) < 0.05)
        #expect(abs(p.damping - 17.6) < 0.05)
        #expect(abs(p.dampingRatio - 0.7) < 1e-12)
        #expect(p.regime == .underdamped)
    }

    @Test("Apple: (m, k, c) = (1, 100, 10) → duration ≈ 0.63, bounce 0.5")
    func appleInverse() throws {
        let p = try SpringParameters(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(p.duration - 0.63) < 0.005)
        #expect(abs(p.duration - 2 * Double.pi / 10) < 1e-12)
        #expect(abs(p.response - p.duration) == 0)
        #expect(abs(p.bounce - 0.5) < 1e-12)
        #expect(abs(p.dampingRatio - 0.5) < 1e-12)
    }

    @Test("negative bounce maps to ζ = 1/(1 + bounce) and back", arguments: [-0.5, -0.2, -0.9])
    func negativeBounce(bounce: Double) throws {
        let p = try SpringParameters(duration: 0.4, bounce: bounce)
        #expect(abs(p.dampingRatio - 1 / (1 + bounce)) < 1e-12)
        #expect(p.regime == .overdamped)
        #expect(abs(p.bounce - bounce) < 1e-12)
        #expect(abs(p.duration - 0.4) < 1e-12)
    }

    @Test("duration/bounce round-trips", arguments: [0.0, 0.15, 0.3, 0.8, -0.3])
    func roundTrip(bounce: Double) throws {
        let p = try SpringParameters(duration: 0.35, bounce: bounce, mass: 2)
        #expect(abs(p.bounce - bounce) < 1e-12)
        #expect(abs(p.duration - 0.35) < 1e-12)
        #expect(abs(p.stiffness - pow(2 * Double.pi / 0.35, 2) * 2) < 1e-9)
    }

    @Test("response/dampingRatio equals duration/bounce with bounce = 1 − ζ")
    func responseIsDuration() throws {
        let a = try SpringParameters(response: 0.3, dampingRatio: 0.8)
        let b = try SpringParameters(duration: 0.3, bounce: 0.2)
        #expect(abs(a.stiffness - b.stiffness) < 1e-9)
        #expect(abs(a.damping - b.damping) < 1e-9)
    }

    @Test("dampingRatio/stiffness: libadwaita's ζ 1, m 0.5, k 500")
    func dampingRatioStiffness() throws {
        let p = try SpringParameters(dampingRatio: 1, stiffness: 500, mass: 0.5)
        #expect(abs(p.damping - 2 * (500 * 0.5).squareRoot()) < 1e-12)
        #expect(p.regime == .critical)
        #expect(abs(p.naturalFrequency - 1000.0.squareRoot()) < 1e-12)
    }

    @Test("presets have the conventions' response and damping ratio")
    func presets() {
        let cases: [(SpringParameters, Double, Double, SpringRegime)] = [
            (.transition, 0.3, 1, .critical),
            (.thrown, 0.35, 0.9, .underdamped),
            (.presentation, 0.25, 0.8, .underdamped),
        ]
        for (p, response, ratio, regime) in cases {
            #expect(abs(p.response - response) < 1e-12)
            #expect(abs(p.dampingRatio - ratio) < 1e-12)
            #expect(p.regime == regime)
            #expect(p.mass == 1)
        }
    }

    @Test("FloatingPanel: fast release gives ζ ≈ 0.576 with d = 0.991, response 0.4")
    func floatingPanelFast() throws {
        let p = try SpringParameters.floatingPanel(velocity: 1200)
        #expect(abs(p.dampingRatio - 0.576) < 0.0005)
        #expect(abs(p.dampingRatio - 0.4 * log(0.991) / (-2 * Double.pi * 0.001)) < 1e-12)
        #expect(abs(p.response - 0.4) < 1e-12)
        #expect(p.regime == .underdamped)
        // The envelope e^(−βt) shrinks by d every millisecond.
        let beta = p.damping / (2 * p.mass)
        #expect(abs(exp(-beta * 0.001) - 0.991) < 1e-12)
        #expect(try SpringParameters.floatingPanel(velocity: -301).dampingRatio < 1)
    }

    @Test("FloatingPanel: |velocity| ≤ 300 pt/s is critically damped", arguments: [0.0, 120, 300, -300])
    func floatingPanelSlow(velocity: Double) throws {
        let p = try SpringParameters.floatingPanel(response: 0.5, velocity: velocity)
        #expect(p.regime == .critical)
        #expect(abs(p.response - 0.5) < 1e-12)
    }

    @Test("FloatingPanel: a slower deceleration rate means less damping")
    func floatingPanelRate() throws {
        let soft = try SpringParameters.floatingPanel(decelerationRate: 0.995, velocity: 1000)
        let firm = try SpringParameters.floatingPanel(decelerationRate: 0.985, velocity: 1000)
        #expect(soft.dampingRatio < firm.dampingRatio)
    }
}
