import Testing
@testable import Spring

@Suite("Momentum projection")
struct ProjectionTests {
    @Test("1000 pt/s at UIKit's normal rate 0.998 travels 499 pt")
    func normal() {
        #expect(abs(Momentum.projectedDistance(velocity: 1000) - 499) < 1e-9)
        #expect(abs(Momentum.projectedDistance(velocity: 1000, decelerationRate: Momentum.normalDecelerationRate) - 499) < 1e-9)
    }

    @Test("1000 pt/s at the fast rate 0.99 travels 99 pt")
    func fast() {
        #expect(abs(Momentum.projectedDistance(velocity: 1000, decelerationRate: Momentum.fastDecelerationRate) - 99) < 1e-9)
    }

    @Test("direction follows the velocity; position is offset")
    func sign() {
        #expect(abs(Momentum.projectedDistance(velocity: -2000) + 998) < 1e-9)
        #expect(abs(Momentum.projectedPosition(100, velocity: 1000) - 599) < 1e-9)
        #expect(Momentum.projectedDistance(velocity: 0) == 0)
    }

    @Test("invalid rates project nothing", arguments: [1.0, 1.5, 0, -0.3, .nan])
    func invalid(rate: Double) {
        #expect(Momentum.projectedDistance(velocity: 1000, decelerationRate: rate) == 0)
    }
}

@Suite("Rubber banding")
struct RubberBandTests {
    @Test("known value: an overshoot of d presents (1 − 1/1.55)·d")
    func knownValue() {
        for d in [100.0, 640, 1] {
            #expect(abs(RubberBand.offset(d, dimension: d) - (1 - 1 / 1.55) * d) < 1e-12 * d)
        }
        #expect(abs(RubberBand.offset(50, dimension: 200, constant: 1) - (1 - 1 / 1.25) * 200) < 1e-12)
    }

    @Test("monotone, below the dimension, slope c at the edge")
    func shape() {
        let d = 800.0
        var previous = 0.0
        for step in 1...2000 {
            let overshoot = Double(step) * 5
            let offset = RubberBand.offset(overshoot, dimension: d)
            #expect(offset > previous)
            #expect(offset < overshoot)
            #expect(offset < d)
            previous = offset
        }
        #expect(RubberBand.offset(1e9, dimension: d) > 0.999 * d)
        #expect(abs(RubberBand.offset(1e-6, dimension: d) / 1e-6 - 0.55) < 1e-6)
        #expect(RubberBand.offset(.infinity, dimension: d) == d)
    }

    @Test("sign symmetric; zero overshoot or dimension gives 0")
    func symmetry() {
        for overshoot in [0.5, 10, 333] {
            #expect(RubberBand.offset(-overshoot, dimension: 300) == -RubberBand.offset(overshoot, dimension: 300))
        }
        #expect(RubberBand.offset(0, dimension: 300) == 0)
        #expect(RubberBand.offset(40, dimension: 0) == 0)
        #expect(RubberBand.offset(40, dimension: -10) == 0)
        #expect(RubberBand.offset(.nan, dimension: 100) == 0)
        #expect(RubberBand.defaultConstant == 0.55)
    }
}
