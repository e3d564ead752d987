import Compositor
import Model
import Testing

@Suite("Release velocity")
struct VelocityTrackerTests {
    @Test func steadyMotionGivesItsVelocity() {
        var t = VelocityTracker()
        for i in 0...10 { t.add(Point(x: Double(i) * 5, y: 100 - Double(i) * 2), time: Double(i) * 0.01) }
        let v = t.velocity(at: 0.1)
        #expect(abs(v.dx - 500) < 1e-6)
        #expect(abs(v.dy - -200) < 1e-6)
    }

    @Test func onlyTheLastHundredMillisecondsCount() {
        var t = VelocityTracker()
        // Slow for a second, then fast for the last 100 ms.
        for i in 0...100 { t.add(Point(x: Double(i), y: 0), time: Double(i) * 0.01) }
        for i in 1...10 { t.add(Point(x: 100 + Double(i) * 10, y: 0), time: 1 + Double(i) * 0.01) }
        #expect(abs(t.velocity(at: 1.1).dx - 1000) < 1e-6)
    }

    @Test func aRestingReleaseIsNotAThrow() {
        var t = VelocityTracker()
        for i in 0...10 { t.add(Point(x: Double(i) * 5, y: 0), time: Double(i) * 0.01) }
        #expect(t.velocity(at: 0.1 + 0.049).dx > 0)
        #expect(t.velocity(at: 0.1 + 0.051) == .zero)
        // A pointer that stays in place while still reporting counts as resting too.
        t.add(Point(x: 50, y: 0), time: 0.2)
        #expect(t.velocity(at: 0.2) == .zero)
    }

    @Test func aSingleSampleHasNoVelocity() {
        var t = VelocityTracker()
        t.add(Point(x: 3, y: 4), time: 1)
        #expect(t.velocity(at: 1) == .zero)
    }
}
