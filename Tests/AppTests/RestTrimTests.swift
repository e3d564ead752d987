@testable import App
import Testing

/// A live session lets go of memory a moment after its frames stop, not between the frames of a
/// drag whose moves each draw one with a rest between.
@Suite("Trimming memory at rest")
struct RestTrimTests {
    @Test func trimsOnceAQuarterSecondAfterTheLastFrame() {
        var trim = RestTrim()
        var due = trim.isDue(now: 0, resting: true)
        #expect(!due, "nothing drawn yet")
        trim.drew()
        due = trim.isDue(now: 0.01, resting: true)
        #expect(!due && trim.due == 0.01 + RestTrim.delay)
        due = trim.isDue(now: 0.2, resting: true)
        #expect(!due)
        due = trim.isDue(now: 0.01 + RestTrim.delay, resting: true)
        #expect(due && trim.due == nil)
        due = trim.isDue(now: 5, resting: true)
        #expect(!due, "once per rest")
    }

    @Test func framesAFrameApartNeverTrimUntilTheyStop() {
        var trim = RestTrim()
        var now = 0.0, trimmed = 0
        for _ in 0..<100 {
            trim.drew()
            if trim.isDue(now: now, resting: true) { trimmed += 1 }
            now += 0.016
        }
        #expect(trimmed == 0)
        var due = trim.isDue(now: now, resting: false)
        #expect(!due && trim.due == nil, "a frame still due: not at rest")
        due = trim.isDue(now: now + 0.1, resting: true)
        #expect(!due)
        due = trim.isDue(now: now + 0.1 + RestTrim.delay, resting: true)
        #expect(due)
    }
}
