import Model
import Scripts
import Testing

@Suite("Script validation")
struct ScriptValidationTests {
    private let window = Size(width: 800, height: 560)

    private func failure(_ text: String) -> ScriptError? {
        do {
            try ScriptParser.parse(Array(text.utf8), file: "t.script").validate(windowSize: window)
            Issue.record("valid, but should not be: \(text)")
            return nil
        } catch {
            return error
        }
    }

    @Test func aScriptInsideTheWindowIsValid() throws {
        try ScriptParser.parse(Array("move 0 0\nmove 799 559\ndrag 1 1 700 500 80\ndown\nup\nresize 900 700\nmove 899 699".utf8),
                               file: "t.script").validate(windowSize: window)
    }

    @Test(arguments: [
        ("move 800 10", 1, "(800, 10) is outside the 800×560 window (x 0…799, y 0…559)"),
        ("move 10 -1", 1, "(10, -1) is outside the 800×560 window (x 0…799, y 0…559)"),
        ("settle\ndrag 10 10 10 560 50", 2, "(10, 560) is outside the 800×560 window (x 0…799, y 0…559)"),
        ("resize 400 300\nmove 500 10", 2, "(500, 10) is outside the 400×300 window (x 0…399, y 0…299)"),
        ("up", 1, "up: button 1 is not pressed"),
        ("down\ndown 1\nup", 2, "down: button 1 is already pressed (line 1)"),
        ("down 3\ndrag 1 1 2 2 10\nup 3", 2, "drag: button 3 is still pressed (line 1); release it first"),
        ("move 1 1\ndown 2", 2, "down: button 2 is never released (add `up 2`)"),
    ])
    func problemsNameTheirLine(text: String, line: Int, message: String) {
        let error = failure(text)
        #expect(error?.line == line)
        #expect(error?.message == message)
    }

    @Test func waitsAndDragsAddUpToAtMostTenMinutes() {
        let text = String(repeating: "wait 60000\n", count: 10) + "drag 1 1 2 2 1"
        #expect(failure(text)?.description == "t.script: line 11: the script's waits and drags add up to more than 600000 ms")
    }
}
