@testable import App
import Model
import Testing

/// When a live window draws: a pointer moving about once a frame is drawn as each move comes, a
/// fast one at most once a frame, and motion on a fixed cadence.
@Suite("Frame pacing")
struct FramePacingTests {
    static let interval = 1.0 / 60

    /// A run loop that wakes at each input and, while input waits to be drawn, when the next frame
    /// is due. Returns the times frames were drawn and, per input, when a frame showed it.
    static func run(inputs: [Double]) -> (frames: [Double], shown: [Double]) {
        var pacing = FramePacing(interval: interval)
        var frames: [Double] = [], shown: [Double] = [], waiting = 0, next = 0
        while next < inputs.count || waiting > 0 {
            let input = next < inputs.count && (waiting == 0 || inputs[next] < pacing.nextFrame)
            let now = input ? inputs[next] : pacing.nextFrame
            if input {
                next += 1
                waiting += 1
            }
            if pacing.draws(at: now, afterInput: input, wanted: waiting > 0) {
                frames.append(now)
                shown += Array(repeating: now, count: waiting)
                waiting = 0
            }
        }
        return (frames, shown)
    }

    @Test(arguments: [0.016, 0.0161, 0.0165, 0.014, 0.013, 0.033])
    func movesAboutAFrameApartAreEachDrawnAsTheyCome(spacing: Double) {
        let inputs = (0..<300).map { 0.005 + Double($0) * spacing }
        let (frames, shown) = Self.run(inputs: inputs)
        #expect(frames.count == inputs.count)
        #expect(zip(inputs, shown).allSatisfy { $0 == $1 }, "a move waited for a later frame")
    }

    @Test func movesAboutAFrameApartWithJitterAreEachDrawnAsTheyCome() {
        // 16 ms ± 1.5 ms apart.
        var generator = SplitMix64(seed: 7), t = 0.0
        let inputs = (0..<300).map { _ in
            t += 0.016 + (generator.unit() - 0.5) * 0.003
            return t
        }
        let (_, shown) = Self.run(inputs: inputs)
        #expect(zip(inputs, shown).allSatisfy { $0 == $1 })
    }

    @Test(arguments: [0.001, 0.004, 0.008])
    func aFastPointerIsDrawnAtMostOnceAFrame(spacing: Double) {
        let inputs = (0..<Int((1 / spacing).rounded())).map { Double($0) * spacing }
        let (frames, shown) = Self.run(inputs: inputs)
        // A frame may come up to three quarters of an interval early, never more often than the cadence.
        let span = frames.last! - frames.first!
        #expect(Double(frames.count - 1) <= span / Self.interval + 0.75, "more than one frame an interval")
        #expect(Double(frames.count) >= span / Self.interval, "fewer than one frame an interval")
        #expect(zip(inputs, shown).allSatisfy { $1 - $0 < 2 * Self.interval }, "a move waited more than two frames")
    }

    @Test func motionWithoutInputFallsOnAFixedCadence() {
        var pacing = FramePacing(interval: Self.interval)
        let atRest = pacing.draws(at: 1, afterInput: false, wanted: true)
        #expect(atRest, "at rest a frame is drawn at once")
        var frames = [1.0]
        for _ in 0..<10 {
            let due = pacing.nextFrame
            let before = pacing.draws(at: due - 0.001, afterInput: false, wanted: true)
            let then = pacing.draws(at: due, afterInput: false, wanted: true)
            #expect(!before, "a wake before the cadence draws nothing")
            #expect(then)
            frames.append(due)
        }
        #expect(zip(frames, frames.dropFirst()).allSatisfy { abs($1 - $0 - Self.interval) < 1e-9 })
    }

    @Test func inputRightAfterAFrameOfTheCadenceWaitsForTheNext() {
        var pacing = FramePacing(interval: Self.interval)
        let drawn = [pacing.draws(at: 1, afterInput: false, wanted: true),
                     pacing.draws(at: 1 + Self.interval, afterInput: false, wanted: true),
                     // A first move lands a millisecond after a frame of a running motion: drawn with the next.
                     pacing.draws(at: 1.001 + Self.interval, afterInput: true, wanted: true),
                     pacing.draws(at: 1 + 2 * Self.interval, afterInput: false, wanted: true)]
        #expect(drawn == [true, true, false, true])
    }

    @Test func nothingWantedDrawsNothing() {
        var pacing = FramePacing(interval: Self.interval)
        let drawn = [pacing.draws(at: 1, afterInput: true, wanted: false), pacing.draws(at: 1.02, afterInput: true, wanted: true)]
        #expect(drawn == [false, true])
    }
}
