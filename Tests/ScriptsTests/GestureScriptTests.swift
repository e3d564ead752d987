import Model
import Scripts
import Testing

/// Touchpad gestures in scripts: `swipe FINGERS DX DY DURATION_MS [cancel]` and
/// `pinch FINGERS PERCENT DEGREES DURATION_MS [cancel]`, read and checked.
@Suite("Gestures in scripts")
struct GestureScriptTests {
    func parse(_ text: String) throws(ScriptError) -> Script { try ScriptParser.parse(Array(text.utf8), file: "t.script") }

    func message(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func swipesAndPinchesAreReadWithTheirFingersMotionTimeAndEnd() throws {
        let script = try parse("move 100 200\nswipe 3 -300 0 300\nswipe 4 0 120 80 cancel\npinch 2 150 -15 400\npinch 2 50 0 200 cancel\n")
        #expect(script.lines.dropFirst().map(\.step) == [
            .gesture(ScriptGesture(fingers: 3, .swipe(dx: -300, dy: 0), milliseconds: 300)),
            .gesture(ScriptGesture(fingers: 4, .swipe(dx: 0, dy: 120), milliseconds: 80, cancelled: true)),
            .gesture(ScriptGesture(fingers: 2, .pinch(percent: 150, degrees: -15), milliseconds: 400)),
            .gesture(ScriptGesture(fingers: 2, .pinch(percent: 50, degrees: 0), milliseconds: 200, cancelled: true)),
        ])
        #expect(script.lines.map(\.number) == [1, 2, 3, 4, 5])
    }

    @Test(arguments: [
        ("swipe 3 10 0", "t.script: line 1: swipe: expected 4 arguments (FINGERS DX DY DURATION_MS [cancel]), got 3"),
        ("swipe 2 10 0 100", "t.script: line 1: swipe: FINGERS must be within 3…5, got 2"),
        ("swipe 3 10 0 100 stop", "t.script: line 1: swipe: the word after FINGERS DX DY DURATION_MS may only be cancel, got \"stop\""),
        ("swipe 3 10 0 0", "t.script: line 1: swipe: DURATION_MS must be within 1…60000, got 0"),
        ("pinch 1 150 0 100", "t.script: line 1: pinch: FINGERS must be within 2…5, got 1"),
        ("pinch 2 5 0 100", "t.script: line 1: pinch: PERCENT must be within 10…1000, got 5"),
        ("pinch 2 150 400 100", "t.script: line 1: pinch: DEGREES must be within -360…360, got 400"),
        ("pinch 2 1.5 0 100", "t.script: line 1: pinch: PERCENT must be a whole number, got \"1.5\""),
    ])
    func badGesturesNameTheLineAndWhatWasExpected(text: String, expected: String) {
        #expect(message(text) == expected)
    }

    @Test func aGestureTakesItsTimeAndNoButtonMayBeHeldThroughIt() throws {
        let held = try parse("move 10 10\ndown\nswipe 3 100 0 200\nup\n")
        #expect(throws: ScriptError(file: "t.script", line: 3, message: "swipe: button 1 is still pressed (line 2); release it first")) {
            try held.validate(windowSize: Size(width: 800, height: 560))
        }
        let long = try parse("swipe 3 100 0 60000\n" + String(repeating: "pinch 2 150 0 60000\n", count: 10))
        #expect(throws: ScriptError(file: "t.script", line: 11, message: "the script's waits and drags add up to more than 600000 ms")) {
            try long.validate(windowSize: Size(width: 800, height: 560))
        }
        try parse("move 10 10\nswipe 3 -5000 0 200\n").validate(windowSize: Size(width: 800, height: 560))
    }
}
