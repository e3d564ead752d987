import Foundation
import Input
import Model
import Scripts
import Testing

@Suite("Script parsing")
struct ScriptParserTests {
    private func parse(_ text: String) throws(ScriptError) -> Script {
        try ScriptParser.parse(Array(text.utf8), file: "t.script")
    }

    /// The error a script gives (the test fails when it parses).
    private func failure(_ text: String) -> ScriptError? {
        do {
            _ = try parse(text)
            Issue.record("parsed, but should not have: \(text.prefix(60))")
            return nil
        } catch {
            return error
        }
    }

    @Test func everyVerbWithCommentsBlankLinesTabsAndCRLF() throws {
        let script = try parse("""
            # a comment
            move 10 20   # trailing comment
            down\r
            down 3
            up\t1
            up 3

            drag 1 2 -3 40 80
            wheel 0 -2
            key Escape
            wait 0
            settle
            shot thrown-50ms.v2
            resize 640 400
            """)
        #expect(script.lines.map(\.step) == [
            .move(ScriptPoint(x: 10, y: 20)), .down(button: 1), .down(button: 3), .up(button: 1), .up(button: 3),
            .drag(from: ScriptPoint(x: 1, y: 2), to: ScriptPoint(x: -3, y: 40), milliseconds: 80), .wheel(dx: 0, dy: -2),
            .key(KeyPress(.escape)), .wait(milliseconds: 0), .settle, .shot("thrown-50ms.v2"), .resize(width: 640, height: 400),
        ])
        #expect(script.lines.map(\.number) == [2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14])
        #expect(script.shotNames == ["thrown-50ms.v2"])
    }

    @Test(arguments: [
        ("move 1 2\njump 3 4", 2, #"unknown step "jump" (expected one of: down, drag, key, move, pinch, resize, settle, shot, swipe, up, wait, wheel)"#),
        ("Move 1 2", 1, #"unknown step "Move" (expected one of: down, drag, key, move, pinch, resize, settle, shot, swipe, up, wait, wheel)"#),
        ("move 1", 1, "move: expected 2 arguments (X Y), got 1"),
        ("drag 1 2 3 4", 1, "drag: expected 5 arguments (X1 Y1 X2 Y2 DURATION_MS), got 4"),
        ("settle now", 1, "settle: expected no arguments, got 1"),
        ("shot", 1, "shot: expected 1 argument (NAME), got 0"),
        ("up 1 2", 1, "up: expected at most 1 argument (BUTTON), got 2"),
        ("move 1.5 2", 1, #"move: X must be a whole number, got "1.5""#),
        ("move 1e3 2", 1, #"move: X must be a whole number, got "1e3""#),
        ("move 0x10 2", 1, #"move: X must be a whole number, got "0x10""#),
        ("move +1 2", 1, #"move: X must be a whole number, got "+1""#),
        ("move nan 2", 1, #"move: X must be a whole number, got "nan""#),
        ("move - 2", 1, #"move: X must be a whole number, got "-""#),
        ("move 1 99999999999999999999", 1, "move: Y must be within -16384…16384, got 99999999999999999999"),
        ("wait -1", 1, "wait: MS must be within 0…60000, got -1"),
        ("wait 60001", 1, "wait: MS must be within 0…60000, got 60001"),
        ("drag 1 2 3 4 0", 1, "drag: DURATION_MS must be within 1…60000, got 0"),
        ("down 4", 1, "down: BUTTON must be 1, 2, 3, 8 or 9 (the wheel is a `wheel` step), got 4"),
        ("wheel 0 0", 1, "wheel: DX and DY are both 0; turn it at least one notch"),
        ("wheel 101 0", 1, "wheel: DX must be within -100…100, got 101"),
        ("resize 0 400", 1, "resize: W must be within 1…16384, got 0"),
        ("key Esc-ape", 1, #"key: unknown key "Esc-ape"; keys are Escape, Tab, Return, Backspace, Delete, Insert, Home, End, PageUp, PageDown, Left, Right, Up, Down, Space, Menu, Print, F1…F12, XF86AudioMute and the other XF86 media keys, a…z, 0…9, - = [ ] ; ' ` \ , . /; modifiers Shift+, Control+, Alt+, Super+"#),
        ("shot .hidden", 1, #"shot: NAME must be at most 100 letters, digits, _, - or . (not first), got ".hidden""#),
        ("shot a/b", 1, #"shot: NAME must be at most 100 letters, digits, _, - or . (not first), got "a/b""#),
        ("shot a\nwait 1\nshot a", 3, "shot a: the name is already used on line 1"),
        ("move 1 2\nmove 1 2 é", 2, "unexpected byte 0xC3 (steps are ASCII; anything else belongs in a # comment)"),
        ("move 1\u{0} 2", 1, "unexpected byte 0x0 (steps are ASCII; anything else belongs in a # comment)"),
    ])
    func errorsNameTheLineAndWhatIsWrong(text: String, line: Int, message: String) {
        let error = failure(text)
        #expect(error?.line == line)
        #expect(error?.message == message)
        #expect(error?.description == "t.script: line \(line): \(message)")
    }

    @Test func aCommentMayHoldAnything() throws {
        #expect(try parse("move 1 2 # é, ü, 日本, \u{1}").lines.count == 1)
    }

    @Test func aTenMegabyteLineIsRefusedAfterItsFirstKilobyte() {
        // A lazy sequence that counts how much the parser reads of 10 MB.
        final class Counter: @unchecked Sendable { var read = 0 }
        let counter = Counter()
        let bytes = (0..<10_000_000).lazy.map { i -> UInt8 in
            counter.read += 1
            return i < 9 ? Array("move 1 2\n".utf8)[i] : UInt8(ascii: "7")
        }
        let start = ContinuousClock.now
        #expect {
            try ScriptParser.parse(bytes, file: "huge.script")
        } throws: { error in
            (error as? ScriptError)?.description == "huge.script: line 2: the line is longer than 1024 bytes"
        }
        #expect(counter.read <= 9 + ScriptParser.maximumLineLength + 1)
        #expect(ContinuousClock.now - start < .seconds(1))
    }

    @Test func tooManyStepsOrLinesAreRefused() {
        let steps = String(repeating: "settle\n", count: ScriptParser.maximumSteps + 1)
        #expect(failure(steps)?.description == "t.script: line \(ScriptParser.maximumSteps + 1): more than \(ScriptParser.maximumSteps) steps")
        let lines = String(repeating: "\n", count: ScriptParser.maximumLines + 5)
        #expect(failure(lines)?.line == ScriptParser.maximumLines + 1)
    }

    @Test func randomBytesNeverCrashTheParser() {
        var generator = SplitMix64(seed: 7)
        let vocabulary = ["move", "down", "up", "drag", "wheel", "key", "wait", "settle", "shot", "resize", "#", "-", "0",
                          "1", "99999", "-16385", "\t", " ", "\n", "\r", "x", "é", "\u{0}", "1.5", "shot a"]
        for _ in 0..<2000 {
            var text = ""
            for _ in 0..<Int(generator.next() % 24) { text += vocabulary[Int(generator.next() % UInt64(vocabulary.count))] + " " }
            var bytes = Array(text.utf8)
            for _ in 0..<Int(generator.next() % 3) { bytes.append(UInt8(truncatingIfNeeded: generator.next())) }
            do {
                let script = try ScriptParser.parse(bytes, file: "fuzz")
                _ = try? script.validate(windowSize: Size(width: 800, height: 560))
            } catch {
                #expect(error.line >= 1)
            }
        }
    }
}
