@testable import App
import Foundation
import Input
import Model
import Scripts
import Testing

/// A script's touchpad gestures replayed offscreen as the gesture events of the input vocabulary,
/// one update a frame; a live replay refuses them before it opens a window (XTEST makes none).
@Suite("Gestures replayed")
struct GestureRecordingTests {
    @Test func aSwipeBeginsGoesOnEachFrameByWhatTheFingersMovedAndEnds() {
        let swipe = ScriptGesture(fingers: 3, .swipe(dx: -300, dy: 30), milliseconds: 50)
        let events = ScriptMotion.gestureEvents(swipe, at: Point(x: 400, y: 300), start: 500, ticks: 3000)
        #expect(events.map(\.time) == [500, 1000, 2000, 3000, 3500, 3500])
        #expect(events.map(\.gesture.phase) == [.began, .changed, .changed, .changed, .changed, .ended])
        #expect(events.allSatisfy { $0.gesture.kind == .swipe && $0.gesture.fingers == 3 && $0.gesture.at == Point(x: 400, y: 300) })
        #expect(events.allSatisfy { $0.gesture.scale == 1 && $0.gesture.rotation == 0 })
        let moved = events.reduce(Vector.zero) { $0 + $1.gesture.delta }
        #expect(abs(moved.dx + 300) < 1e-9 && abs(moved.dy - 30) < 1e-9)
        #expect(events.first?.gesture.delta == .zero && events.last?.gesture.delta == .zero)
        let cancelled = ScriptGesture(fingers: 4, .swipe(dx: 0, dy: 200), milliseconds: 50, cancelled: true)
        #expect(ScriptMotion.gestureEvents(cancelled, at: .zero, start: 0, ticks: 3000).last?.gesture.phase == .cancelled)
    }

    @Test func aPinchSpreadsFromOneToItsScaleAndTurnsByItsDegrees() {
        let pinch = ScriptGesture(fingers: 2, .pinch(percent: 150, degrees: -30), milliseconds: 50)
        let events = ScriptMotion.gestureEvents(pinch, at: Point(x: 10, y: 20), start: 0, ticks: 3000)
        let scales = events.map(\.gesture.scale)
        #expect(scales.first == 1 && scales.last == 1.5)
        #expect(zip(scales, scales.dropFirst()).allSatisfy { $0 <= $1 }, "it spreads steadily: \(scales)")
        #expect(abs(events.reduce(0) { $0 + $1.gesture.rotation } + 30) < 1e-9)
        #expect(events.allSatisfy { $0.gesture.kind == .pinch && $0.gesture.delta == .zero })
    }

    /// A gesture takes its time and, read by a compositor that gives gestures no effect yet, leaves
    /// the picture as a wait of that time would.
    @Test func aScriptWithGesturesPlaysOffscreenLikeTheWaitsTheyTake() throws {
        func play(_ text: String) throws -> (frames: Int, shot: String) {
            let script = try ScriptParser.parse(Array(text.utf8), file: "t.script")
            var shot = ""
            let player = OffscreenPlayer(scene: try RecordingFixtures.scene("demo"), script: script, framesPerSecond: 60,
                                         onShot: { _, _, text, _ in shot = text })
            return (try player.play(), shot)
        }
        let gestures = try play("move 400 300\nswipe 3 -300 0 300\npinch 2 150 20 200 cancel\nsettle\nshot end\n")
        let waits = try play("move 400 300\nwait 300\nwait 200\nsettle\nshot end\n")
        #expect(gestures.frames == waits.frames && gestures.frames >= 30)
        #expect(gestures.shot == waits.shot)
    }

    @Test func aLiveReplayRefusesAGestureBeforeItOpensAWindow() throws {
        let script = try ScriptParser.parse(Array("move 10 10\nwait 100\nswipe 3 -300 0 300\n".utf8), file: "t.script")
        let out = RecordingFixtures.scratch("live-gesture")
        #expect(throws: FlotillaError(.badInput, "t.script: line 3: swipe: XTEST makes no touchpad gestures, so --live cannot replay one; record it without --live")) {
            try Recorder.recordLive(scene: RecordingFixtures.scene("demo"), script: script, display: ":nonexistent", into: out)
        }
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
