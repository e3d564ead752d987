import Testing
@testable import Spring

@Suite("Vector and rect springs")
struct VectorSpringTests {
    @Test("each component is the scalar spring with the shared range")
    func componentsAreScalars() {
        let from: SIMD4<Double> = [0, 10, 200, -5]
        let to: SIMD4<Double> = [300, 10, 150, 40]
        let velocity: SIMD4<Double> = [100, -30, 0, 700]
        let vector = VectorSpringAnimation(from: from, to: to, velocity: velocity, startTime: 0.5,
                                           parameters: .thrown)
        #expect(vector.range == 300)
        var longest = 0.0
        for i in 0..<4 {
            let scalar = SpringAnimation(from: from[i], to: to[i], velocity: velocity[i], startTime: 0.5,
                                         parameters: .thrown, range: 300)
            longest = max(longest, scalar.settleDuration)
            for t in stride(from: 0.4, through: 0.9, by: 0.01) where t < scalar.endTime {
                #expect(abs(vector.value(at: t)[i] - scalar.value(at: t)) < 1e-9)
                #expect(abs(vector.velocity(at: t)[i] - scalar.velocity(at: t)) < 1e-9)
            }
        }
        #expect(vector.settleDuration == longest)
        // Components that settled earlier are presented exactly on target while others still move.
        #expect(vector.settleDuration > SpringAnimation(from: 10, to: 10, velocity: -30, startTime: 0.5,
                                                        parameters: .thrown, range: 300).settleDuration)
    }

    @Test("a diagonal move settles all components together, exactly on the target")
    func diagonal() {
        let vector = VectorSpringAnimation<SIMD2<Double>>(from: [0, 0], to: [400, 3], startTime: 0,
                                                          parameters: .transition)
        let alone = SpringAnimation(from: 0, to: 3, startTime: 0, parameters: .transition)
        // With its own range (3) the short axis would settle at the same normalised time; with the
        // shared range (400) its thresholds are looser, so it never holds the vector back.
        #expect(vector.range == 400)
        #expect(abs(vector.settleDuration - SpringAnimation(from: 0, to: 400, startTime: 0,
                                                            parameters: .transition).settleDuration) < 1e-12)
        #expect(alone.range == 3)
        let end = vector.endTime
        #expect(vector.value(at: end) == [400, 3])
        #expect(vector.velocity(at: end) == .zero)
        #expect(!vector.isSettled(at: end - 1e-6))
        #expect(vector.value(at: end - 1e-6) != [400, 3])
    }

    @Test("vector at rest and before the start")
    func restAndBefore() {
        let resting = VectorSpringAnimation<SIMD2<Double>>.resting(at: [3, 4])
        #expect(resting.settleDuration == 0)
        #expect(resting.value(at: 1) == [3, 4])
        let moving = VectorSpringAnimation<SIMD2<Double>>(from: [1, 2], to: [5, 6], startTime: 2,
                                                          parameters: .transition)
        #expect(moving.value(at: 1) == [1, 2])
        #expect(moving.value(at: 2.1) != [1, 2])
    }

    @Test("huge times never give NaN")
    func largeTime() {
        let vector = VectorSpringAnimation<SIMD2<Double>>(from: [0, 0], to: [1, 1], velocity: [5, -5],
                                                          startTime: 0, parameters: .transition)
        #expect(vector.velocity(at: .infinity) == .zero)
        #expect(vector.value(at: 1e6) == [1, 1])
    }
}
