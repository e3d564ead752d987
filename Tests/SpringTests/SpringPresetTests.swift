import Spring
import Testing

@Suite("Spring presets")
struct SpringPresetTests {
    @Test func eachPresetScalesTheResponseOrTheDampingRatioAndStandardChangesNothing() throws {
        let transition = SpringParameters.transition, thrown = SpringParameters.thrown
        #expect(SpringPreset.standard.adjusted(thrown) == thrown)
        let snappy = SpringPreset.snappy.adjusted(transition)
        #expect(abs(snappy.response - 0.21) < 1e-9 && abs(snappy.dampingRatio - 1) < 1e-9)
        let gentle = SpringPreset.gentle.adjusted(thrown)
        #expect(abs(gentle.response - 0.49) < 1e-9 && abs(gentle.dampingRatio - 0.9) < 1e-9)
        let bouncy = SpringPreset.bouncy.adjusted(thrown)
        #expect(abs(bouncy.response - 0.35) < 1e-9 && abs(bouncy.dampingRatio - 0.63) < 1e-9)
    }

    @Test func aBouncySpringOvershootsWhereTheStandardOneDoesNot() throws {
        func peak(_ parameters: SpringParameters) -> Double {
            let spring = SpringAnimation(from: 0, to: 100, velocity: 0, startTime: 0, parameters: parameters)
            return stride(from: 0.0, through: 2, by: 0.005).map { spring.value(at: $0) }.max()!
        }
        #expect(peak(SpringPreset.standard.adjusted(.transition)) <= 100 + 1e-9)
        #expect(peak(SpringPreset.bouncy.adjusted(.transition)) > 100.5)
    }

    @Test func aSnappySpringSettlesSoonerAndAGentleOneLater() throws {
        func end(_ preset: SpringPreset) -> Double {
            SpringAnimation(from: 0, to: 100, velocity: 0, startTime: 0, parameters: preset.adjusted(.transition)).endTime
        }
        #expect(end(.snappy) < end(.standard) && end(.standard) < end(.gentle))
    }
}
