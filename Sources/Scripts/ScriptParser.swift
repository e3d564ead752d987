import Input
import Model

/// Reads interaction scripts: one step a line, `#` starts a comment. It reads bytes one at a
/// time and stops at the first error, so a huge line is refused after `maximumLineLength` bytes
/// without the rest being read.
public enum ScriptParser {
    /// The longest line, in bytes (comments included).
    public static let maximumLineLength = 1024
    /// The most lines a script may have (comments and blank lines included).
    public static let maximumLines = 50_000
    /// The most steps a script may have.
    public static let maximumSteps = 10_000
    /// The longest `wait` or `drag`, in milliseconds.
    public static let maximumStepMilliseconds = 60_000
    /// The most wheel notches in one step, each way.
    public static let maximumNotches = 100
    /// The fingers a `swipe` takes (libinput's swipes are of three fingers or more; two scroll).
    public static let swipeFingers = 3...5
    /// The fingers a `pinch` takes.
    public static let pinchFingers = 2...5
    /// How far a `pinch` may spread or close, in percent of its first distance.
    public static let pinchPercent = 10...1000
    /// The pointer buttons `down` and `up` accept (the wheel's 4…7 are `wheel` steps).
    public static let buttons: Set<Int> = [1, 2, 3, 8, 9]

    /// Parses a script; `file` names it in errors.
    public static func parse(_ bytes: some Sequence<UInt8>, file: String) throws(ScriptError) -> Script {
        var lines: [Script.Line] = []
        var shots: [String: Int] = [:]
        var current: [UInt8] = []
        current.reserveCapacity(maximumLineLength)
        var number = 1
        func finishLine() throws(ScriptError) {
            if let step = try parseLine(current, number: number, file: file) {
                guard lines.count < maximumSteps else {
                    throw ScriptError(file: file, line: number, message: "more than \(maximumSteps) steps")
                }
                if case .shot(let name) = step {
                    if let first = shots[name] {
                        throw ScriptError(file: file, line: number, message: "shot \(name): the name is already used on line \(first)")
                    }
                    shots[name] = number
                }
                lines.append(Script.Line(number: number, step: step))
            }
            current.removeAll(keepingCapacity: true)
        }
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                try finishLine()
                number += 1
                guard number <= maximumLines else {
                    throw ScriptError(file: file, line: number, message: "more than \(maximumLines) lines")
                }
                continue
            }
            guard current.count < maximumLineLength else {
                throw ScriptError(file: file, line: number, message: "the line is longer than \(maximumLineLength) bytes")
            }
            current.append(byte)
        }
        try finishLine()
        return Script(file: file, lines: lines)
    }

    /// The step on one line; nil for blank and comment lines.
    static func parseLine(_ raw: [UInt8], number: Int, file: String) throws(ScriptError) -> ScriptStep? {
        func fail(_ message: String) -> ScriptError { ScriptError(file: file, line: number, message: message) }
        var bytes = raw.prefix { $0 != UInt8(ascii: "#") }
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        if let bad = bytes.first(where: { $0 != UInt8(ascii: "\t") && ($0 < 0x20 || $0 > 0x7E) }) {
            throw fail("unexpected byte 0x\(String(bad, radix: 16, uppercase: true)) (steps are ASCII; anything else belongs in a # comment)")
        }
        let words = bytes.split { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            .map { String(decoding: $0, as: UTF8.self) }
        guard let verb = words.first else { return nil }
        return try StepArguments(verb: verb, words: Array(words.dropFirst()), fail: fail).step()
    }
}

/// The words after a verb, turned into a step with errors that say what was expected.
struct StepArguments {
    static let verbs = ["down", "drag", "key", "move", "pinch", "resize", "settle", "shot", "swipe", "up", "wait", "wheel"]

    let verb: String
    let words: [String]
    let fail: (String) -> ScriptError

    func step() throws(ScriptError) -> ScriptStep {
        switch verb {
        case "move":
            try expect(["X", "Y"])
            return .move(ScriptPoint(x: try coordinate(0, "X"), y: try coordinate(1, "Y")))
        case "down", "up":
            guard words.count <= 1 else { throw fail("\(verb): expected at most 1 argument (BUTTON), got \(words.count)") }
            let button = words.isEmpty ? 1 : try number(0, "BUTTON", in: 1...9)
            guard ScriptParser.buttons.contains(button) else {
                throw fail("\(verb): BUTTON must be 1, 2, 3, 8 or 9 (the wheel is a `wheel` step), got \(button)")
            }
            return verb == "down" ? .down(button: button) : .up(button: button)
        case "drag":
            try expect(["X1", "Y1", "X2", "Y2", "DURATION_MS"])
            let from = ScriptPoint(x: try coordinate(0, "X1"), y: try coordinate(1, "Y1"))
            let to = ScriptPoint(x: try coordinate(2, "X2"), y: try coordinate(3, "Y2"))
            return .drag(from: from, to: to, milliseconds: try number(4, "DURATION_MS", in: 1...ScriptParser.maximumStepMilliseconds))
        case "wheel":
            try expect(["DX", "DY"])
            let range = -ScriptParser.maximumNotches...ScriptParser.maximumNotches
            let dx = try number(0, "DX", in: range), dy = try number(1, "DY", in: range)
            guard dx != 0 || dy != 0 else { throw fail("wheel: DX and DY are both 0; turn it at least one notch") }
            return .wheel(dx: dx, dy: dy)
        case "key":
            try expect(["NAME"])
            do {
                return .key(try KeyNames.press(named: clipped(words[0])))
            } catch {
                throw fail("key: \(error.message)")
            }
        case "wait":
            try expect(["MS"])
            return .wait(milliseconds: try number(0, "MS", in: 0...ScriptParser.maximumStepMilliseconds))
        case "settle":
            try expect([])
            return .settle
        case "shot":
            try expect(["NAME"])
            let name = words[0]
            guard name.count <= 100, let first = name.utf8.first, isLetterOrDigit(first) || first == UInt8(ascii: "_"),
                  name.utf8.allSatisfy({ isLetterOrDigit($0) || "_-.".utf8.contains($0) }) else {
                throw fail("shot: NAME must be at most 100 letters, digits, _, - or . (not first), got \"\(clipped(name))\"")
            }
            return .shot(name)
        case "resize":
            try expect(["W", "H"])
            let range = 1...Int(maximumLength)
            let width = try number(0, "W", in: range), height = try number(1, "H", in: range)
            if let problem = Limits.canvasProblem(width: Double(width), height: Double(height)) { throw fail("resize: \(problem)") }
            return .resize(width: width, height: height)
        case "swipe":
            let arguments = ["FINGERS", "DX", "DY", "DURATION_MS"]
            let cancelled = try gestureEnd(arguments)
            let fingers = try number(0, "FINGERS", in: ScriptParser.swipeFingers)
            let dx = try coordinate(1, "DX"), dy = try coordinate(2, "DY")
            let ms = try number(3, "DURATION_MS", in: 1...ScriptParser.maximumStepMilliseconds)
            return .gesture(ScriptGesture(fingers: fingers, .swipe(dx: dx, dy: dy), milliseconds: ms, cancelled: cancelled))
        case "pinch":
            let arguments = ["FINGERS", "PERCENT", "DEGREES", "DURATION_MS"]
            let cancelled = try gestureEnd(arguments)
            let fingers = try number(0, "FINGERS", in: ScriptParser.pinchFingers)
            let percent = try number(1, "PERCENT", in: ScriptParser.pinchPercent)
            let degrees = try number(2, "DEGREES", in: -360...360)
            let ms = try number(3, "DURATION_MS", in: 1...ScriptParser.maximumStepMilliseconds)
            return .gesture(ScriptGesture(fingers: fingers, .pinch(percent: percent, degrees: degrees), milliseconds: ms, cancelled: cancelled))
        default:
            throw fail("unknown step \"\(clipped(verb))\" (expected one of: \(Self.verbs.joined(separator: ", ")))")
        }
    }

    /// A gesture's arguments `names`, then `cancel` or nothing: whether it ends cancelled.
    private func gestureEnd(_ names: [String]) throws(ScriptError) -> Bool {
        if words.count == names.count + 1 {
            guard words.last == "cancel" else {
                throw fail("\(verb): the word after \(names.joined(separator: " ")) may only be cancel, got \"\(clipped(words[names.count]))\"")
            }
            return true
        }
        guard words.count == names.count else {
            throw fail("\(verb): expected \(names.count) arguments (\(names.joined(separator: " ")) [cancel]), got \(words.count)")
        }
        return false
    }

    private func expect(_ names: [String]) throws(ScriptError) {
        guard words.count != names.count else { return }
        let what = names.isEmpty ? "no arguments" : "\(names.count) argument\(names.count == 1 ? "" : "s") (\(names.joined(separator: " ")))"
        throw fail("\(verb): expected \(what), got \(words.count)")
    }

    private func coordinate(_ index: Int, _ name: String) throws(ScriptError) -> Int {
        try number(index, name, in: -Int(maximumLength)...Int(maximumLength))
    }

    /// A whole decimal number: an optional `-` and at most 9 digits (no `+`, exponent or point).
    private func number(_ index: Int, _ name: String, in range: ClosedRange<Int>) throws(ScriptError) -> Int {
        let word = words[index]
        let digits = word.hasPrefix("-") ? word.utf8.dropFirst() : word.utf8[...]
        guard !digits.isEmpty, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            throw fail("\(verb): \(name) must be a whole number, got \"\(clipped(word))\"")
        }
        guard digits.count <= 9, let value = Int(word), range.contains(value) else {
            throw fail("\(verb): \(name) must be within \(range.lowerBound)…\(range.upperBound), got \(clipped(word))")
        }
        return value
    }

    private func isLetterOrDigit(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
    }

    /// At most 40 characters of a word, for messages.
    private func clipped(_ word: String) -> String {
        word.count <= 40 ? word : word.prefix(40) + "…"
    }
}
