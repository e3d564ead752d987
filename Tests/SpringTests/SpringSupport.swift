@testable import Spring

/// Reference solution: classic RK4 on m·x″ + c·x′ + k·x = 0 with a fixed step.
struct RK4Reference {
    /// Displacement and velocity after each step (index 0 is t = 0).
    let positions: [Double]
    let velocities: [Double]
    let step: Double

    init(parameters p: SpringParameters, displacement x0: Double, velocity v0: Double,
         duration: Double, step: Double = 1e-4) {
        self.step = step
        func acceleration(_ x: Double, _ v: Double) -> Double {
            -(p.damping * v + p.stiffness * x) / p.mass
        }
        let count = Int((duration / step).rounded())
        var x = x0, v = v0
        var xs = [x], vs = [v]
        xs.reserveCapacity(count + 1)
        vs.reserveCapacity(count + 1)
        for _ in 0..<count {
            let k1x = v, k1v = acceleration(x, v)
            let k2x = v + 0.5 * step * k1v, k2v = acceleration(x + 0.5 * step * k1x, v + 0.5 * step * k1v)
            let k3x = v + 0.5 * step * k2v, k3v = acceleration(x + 0.5 * step * k2x, v + 0.5 * step * k2v)
            let k4x = v + step * k3v, k4v = acceleration(x + step * k3x, v + step * k3v)
            x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            xs.append(x)
            vs.append(v)
        }
        positions = xs
        velocities = vs
    }
}

/// A named spring and initial condition, for parameterised tests.
struct SpringCase: Sendable, CustomStringConvertible {
    let name: String
    let parameters: SpringParameters
    let x0: Double
    let v0: Double

    var description: String { "\(name) x0=\(x0) v0=\(v0)" }

    /// Scales for absolute tolerances: the size of the motion in position and in velocity.
    var positionScale: Double { max(abs(x0), abs(v0) / parameters.naturalFrequency) }
    var velocityScale: Double { max(abs(v0), abs(x0) * parameters.naturalFrequency) }

    var motion: SpringMotion { SpringMotion(parameters: parameters, displacement: x0, velocity: v0) }

    static func make(_ name: String, ratio: Double, stiffness: Double, mass: Double = 1,
                     _ x0: Double, _ v0: Double) -> SpringCase {
        // swiftlint:disable:next force_try
        let p = try! SpringParameters(dampingRatio: ratio, stiffness: stiffness, mass: mass)
        return SpringCase(name: name, parameters: p, x0: x0, v0: v0)
    }

    /// Under-, critically and over-damped springs, from rest, with velocity, and velocity only.
    static let all: [SpringCase] = [
        make("under ζ0.5", ratio: 0.5, stiffness: 100, 1, 0),
        make("under ζ0.5", ratio: 0.5, stiffness: 100, 0.3, -5),
        make("under ζ0.1", ratio: 0.1, stiffness: 400, mass: 2, -2, 30),
        make("under ζ0.9", ratio: 0.9, stiffness: 322, 0, 12),
        make("critical", ratio: 1, stiffness: 800, 1, 0),
        make("critical", ratio: 1, stiffness: 800, -1, 50),
        make("critical m0.5", ratio: 1, stiffness: 500, mass: 0.5, 0, -20),
        make("over ζ3", ratio: 3, stiffness: 200, mass: 0.5, 1, 0),
        make("over ζ3", ratio: 3, stiffness: 200, mass: 0.5, 0.5, -40),
        make("over ζ1.5", ratio: 1.5, stiffness: 150, 0, 8),
    ]
}
