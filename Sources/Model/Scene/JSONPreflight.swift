/// One pass over a scene's JSON before it is decoded, for what Foundation's decoder reports badly
/// or not at all: syntax errors with their line and column, duplicate fields (the decoder keeps
/// one silently), numbers beyond a double's range, lone UTF-16 surrogates, strings over
/// ``maximumStringBytes`` and nesting deeper than ``maximumDepth``. It builds no values.
struct JSONPreflight {
    /// The longest string (field name or value) a scene may hold, in bytes of UTF-8.
    static let maximumStringBytes = 16384
    /// How deeply objects and arrays may nest.
    static let maximumDepth = 64

    private let bytes: [UInt8]
    private var i = 0, line = 1, lineStart = 0
    private var path: [any CodingKey] = []

    /// Checks `bytes`; the first problem is a ``FieldError`` naming the field where there is one
    /// and the line and column.
    static func check(_ bytes: [UInt8]) throws(FieldError) {
        var scan = JSONPreflight(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scan.i = 3 }
        scan.skipSpace()
        try scan.value()
        scan.skipSpace()
        guard scan.i == bytes.count else { throw scan.syntax("unexpected text after the scene's closing brace") }
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private var here: String { "line \(line), column \(i - lineStart + 1)" }
    private var current: UInt8? { i < bytes.count ? bytes[i] : nil }

    private func syntax(_ what: String) -> FieldError {
        FieldError(path: "", message: "not valid JSON at \(here): \(what)")
    }

    private func field(_ what: String, at location: String) -> FieldError {
        FieldError(path: FieldError.path(path), message: "\(what) (\(location))")
    }

    private mutating func skipSpace() {
        while let b = current, b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D {
            i += 1
            if b == 0x0A { line += 1; lineStart = i }
        }
    }

    private mutating func value() throws(FieldError) {
        guard let b = current else { throw syntax("the text ends where a value was expected") }
        switch b {
        case UInt8(ascii: "{"): try container(closing: UInt8(ascii: "}"))
        case UInt8(ascii: "["): try container(closing: UInt8(ascii: "]"))
        case UInt8(ascii: "\""): _ = try string(keeping: false)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default: throw syntax("expected a value (an object, array, string, number, true, false or null)")
        }
    }

    /// An object (`closing` `}`) or an array (`]`), its opening bracket at `i`.
    private mutating func container(closing: UInt8) throws(FieldError) {
        guard path.count < Self.maximumDepth else { throw syntax("nested more than \(Self.maximumDepth) levels deep") }
        let isObject = closing == UInt8(ascii: "}")
        i += 1
        skipSpace()
        if current == closing { i += 1; return }
        var seen = Set<String>(), index = 0
        while true {
            if isObject {
                guard current == UInt8(ascii: "\"") else { throw syntax("expected a field name in double quotes") }
                let location = here
                let key = try string(keeping: true)
                path.append(AnyKey(stringValue: key))
                guard seen.insert(key).inserted else { throw field("duplicate field", at: location) }
                skipSpace()
                guard current == UInt8(ascii: ":") else { throw syntax("expected ':' after the field name") }
                i += 1
                skipSpace()
            } else {
                path.append(AnyKey(intValue: index))
                index += 1
            }
            try value()
            path.removeLast()
            skipSpace()
            if current == closing { i += 1; return }
            guard current == UInt8(ascii: ",") else {
                throw syntax(isObject ? "expected ',' or '}' after a field" : "expected ',' or ']' after an element")
            }
            i += 1
            skipSpace()
            if current == closing { throw syntax("a trailing comma before '\(Character(Unicode.Scalar(closing)))'") }
        }
    }

    /// A string, its opening quote at `i`; its text when `keeping` (field names), else "".
    private mutating func string(keeping: Bool) throws(FieldError) -> String {
        let location = here
        i += 1
        let start = i
        var text: [UInt8] = []
        while true {
            guard let b = current else { throw syntax("a string that is never closed (it opened at \(location))") }
            if i - start > Self.maximumStringBytes {
                throw field("a string longer than \(Self.maximumStringBytes) bytes", at: location)
            }
            switch b {
            case UInt8(ascii: "\""):
                i += 1
                return keeping ? String(decoding: text, as: UTF8.self) : ""
            case UInt8(ascii: "\\"):
                let scalar = try escape()
                if keeping { text += Array(String(scalar).utf8) }
            case 0..<0x20:
                throw syntax("a control character in a string (write it as an escape such as \\n)")
            case 0x80...:
                let length = try utf8Sequence()
                if keeping { text += bytes[i..<(i + length)] }
                i += length
            default:
                if keeping { text.append(b) }
                i += 1
            }
        }
    }

    /// The escape at `i` (a backslash), consumed.
    private mutating func escape() throws(FieldError) -> Unicode.Scalar {
        guard i + 1 < bytes.count else { throw syntax("the text ends inside an escape") }
        let simple: [UInt8: Unicode.Scalar] = [0x22: "\"", 0x5C: "\\", 0x2F: "/", 0x62: "\u{08}", 0x66: "\u{0C}",
                                               0x6E: "\n", 0x72: "\r", 0x74: "\t"]
        if let scalar = simple[bytes[i + 1]] { i += 2; return scalar }
        guard bytes[i + 1] == UInt8(ascii: "u") else { throw syntax("an unknown escape in a string") }
        let start = i
        let first = try hex4()
        if (0xD800...0xDBFF).contains(first), bytes[i...].starts(with: Array("\\u".utf8)),
           let second = try? hex4(), (0xDC00...0xDFFF).contains(second) {
            return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
        }
        guard let scalar = Unicode.Scalar(first) else {
            i = start
            throw syntax("a lone surrogate (\\u\(String(first, radix: 16, uppercase: true))) in a string")
        }
        return scalar
    }

    /// `\uXXXX` at `i`, consumed; its value.
    private mutating func hex4() throws(FieldError) -> UInt32 {
        guard i + 6 <= bytes.count, let n = UInt32(String(decoding: bytes[(i + 2)..<(i + 6)], as: UTF8.self), radix: 16),
              bytes[(i + 2)..<(i + 6)].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") }) else {
            throw syntax("\\u must be followed by four hex digits")
        }
        i += 6
        return n
    }

    /// The length of the well-formed UTF-8 sequence at `i`.
    private func utf8Sequence() throws(FieldError) -> Int {
        let b = bytes[i]
        let length = b >= 0xF0 && b <= 0xF4 ? 4 : b >= 0xE0 ? 3 : b >= 0xC2 && b < 0xE0 ? 2 : 0
        guard length > 1, i + length <= bytes.count,
              bytes[(i + 1)..<(i + length)].allSatisfy({ $0 & 0xC0 == 0x80 }),
              String(validating: bytes[i..<(i + length)], as: UTF8.self) != nil else {
            throw syntax("bytes that are not UTF-8")
        }
        return length
    }

    private mutating func number() throws(FieldError) {
        let location = here, start = i
        func digits() -> Int {
            let from = i
            while let b = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) { i += 1 }
            return i - from
        }
        if current == UInt8(ascii: "-") { i += 1 }
        let whole = i
        guard digits() > 0 else { throw syntax("a number needs digits") }
        if bytes[whole] == UInt8(ascii: "0"), i - whole > 1 { throw syntax("a number must not start with 0") }
        if current == UInt8(ascii: ".") {
            i += 1
            guard digits() > 0 else { throw syntax("a number needs digits after its decimal point") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            i += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { throw syntax("a number needs digits in its exponent") }
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        guard let n = Double(text), n.isFinite else { throw field("the number \(text) is out of range", at: location) }
    }

    private mutating func literal(_ word: String) throws(FieldError) {
        guard bytes[i...].starts(with: Array(word.utf8)) else { throw syntax("expected a value (did you mean \(word)?)") }
        i += word.utf8.count
    }
}
