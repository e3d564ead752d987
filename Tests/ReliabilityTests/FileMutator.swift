import Model

/// Damages a file the ways files get damaged or written wrong: cut short, bits flipped, a value of
/// the wrong type, huge or fractional numbers, deep nesting, long strings, control characters.
/// Works on bytes, so it serves JSON and line-based text alike. Seeded: the same seed damages the
/// same way.
struct FileMutator {
    private var rng: SplitMix64

    init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
    }

    /// Numbers a value may be replaced with: huge, tiny, fractional, negative, out of every range.
    static let numbers = ["1e308", "-1e308", "1e400", "-0", "0.5", "1.5", "-1", "0", "2.5e-320", "9007199254740993",
                          "123456789012345678901234567890", "4294967296", "-2147483649", "65536", "32768", "1e-7", "NaN", "Infinity"]
    /// Values of other types.
    static let values = ["\"x\"", "[]", "{}", "null", "true", "[1,2]", "{\"a\":1}", "\"\"", "0"]
    /// Long runs of one character: plain, two-byte, an escaped quote, a percent sign.
    static let longStrings: [[UInt8]] = ["a", "é", "\\\"", "%"].flatMap { piece in
        [300, 5000, 100_000].map { Array(String(repeating: piece, count: $0).utf8) }
    }
    static let controls: [[UInt8]] = [[0], [1], [9], [10], [13], [27], [0x7F], [0xFF], [0xC3], [0xE2, 0x80, 0xA8], [0x5C, 0x6E], [0x5C, 0x75, 0x30, 0x30, 0x30, 0x30]]

    /// `seed` with one to three kinds of damage.
    mutating func mutate(_ seed: [UInt8]) -> [UInt8] {
        var bytes = seed
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            switch Int.random(in: 0..<8, using: &rng) {
            case 0: bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &rng)))
            case 1: flipBits(&bytes)
            case 2: replaceToken(&bytes, isNumber: true, with: Array(pick(Self.values).utf8))
            case 3: replaceToken(&bytes, isNumber: true, with: Array(pick(Self.numbers).utf8))
            case 4: nest(&bytes)
            case 5: replaceToken(&bytes, isNumber: false, with: pick(Self.longStrings))
            case 6: insert(pick(Self.controls), into: &bytes)
            default: replaceToken(&bytes, isNumber: false, with: Array(pick(Self.numbers + Self.values).utf8))
            }
        }
        return bytes
    }

    private mutating func pick<T>(_ choices: [T]) -> T { choices.randomElement(using: &rng)! }

    private mutating func position(in bytes: [UInt8]) -> Int { Int.random(in: 0...bytes.count, using: &rng) }

    private mutating func flipBits(_ bytes: inout [UInt8]) {
        guard !bytes.isEmpty else { return }
        for _ in 0..<Int.random(in: 1...8, using: &rng) {
            bytes[Int.random(in: bytes.indices, using: &rng)] ^= 1 << UInt8.random(in: 0...7, using: &rng)
        }
    }

    private mutating func insert(_ piece: [UInt8], into bytes: inout [UInt8]) {
        bytes.insert(contentsOf: piece, at: position(in: bytes))
    }

    /// Wraps a stretch of the file, or a value, in brackets hundreds to thousands deep.
    private mutating func nest(_ bytes: inout [UInt8]) {
        let depth = pick([100, 1000, 10_000])
        let (open, close) = pick([("[", "]"), ("{\"a\":", "}")])
        let at = position(in: bytes)
        bytes.replaceSubrange(at..<at, with: Array(String(repeating: open, count: depth).utf8) + Array(String(repeating: close, count: depth).utf8))
    }

    /// Replaces a random number (a run of digits, `.`, `-`, `e`) or word (a run of letters, or a
    /// quoted string) with `piece`; inserts it when there is none.
    private mutating func replaceToken(_ bytes: inout [UInt8], isNumber: Bool, with piece: [UInt8]) {
        func isPart(_ b: UInt8) -> Bool {
            isNumber ? (b >= 48 && b <= 57) || b == 46 || b == 45 : (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95
        }
        // The first token from a random place on, wrapping around.
        let from = Int.random(in: 0...bytes.count, using: &rng)
        let text = bytes
        func isStart(_ i: Int) -> Bool { isPart(text[i]) && (i == 0 || !isPart(text[i - 1])) }
        guard let start = (from..<text.count).first(where: isStart) ?? (0..<from).first(where: isStart) else {
            return insert(piece, into: &bytes)
        }
        var end = start
        while end < bytes.count, isPart(bytes[end]) || (isNumber && (bytes[end] == 101 || bytes[end] == 69)) { end += 1 }
        bytes.replaceSubrange(start..<end, with: piece)
    }
}
