/// A command line split into words as a POSIX shell splits them — blanks separate words; single
/// quotes keep everything; double quotes keep everything but `\` before `$`, `` ` ``, `"`, `\` or
/// a newline; `\` outside quotes keeps the next character — and nothing else: no variables, globs,
/// `~`, pipes or redirections (the command runs without a shell).
enum CommandWords {
    /// Why a command line cannot be split.
    enum Problem: Error, Equatable, CustomStringConvertible {
        case empty
        case unterminatedQuote(Character)
        case trailingBackslash

        var description: String {
            switch self {
            case .empty: "no command"
            case .unterminatedQuote(let q): "a \(q) quote is not closed"
            case .trailingBackslash: "it ends with a lone backslash"
            }
        }
    }

    /// The words of `line`; at least one.
    static func split(_ line: String) throws(Problem) -> [String] {
        var words: [String] = []
        var word = "", inWord = false
        var chars = line.makeIterator()
        while let c = chars.next() {
            switch c {
            case " ", "\t", "\n":
                if inWord { words.append(word) }
                word = ""
                inWord = false
            case "'":
                inWord = true
                while true {
                    guard let q = chars.next() else { throw .unterminatedQuote("'") }
                    if q == "'" { break }
                    word.append(q)
                }
            case "\"":
                inWord = true
                while true {
                    guard let q = chars.next() else { throw .unterminatedQuote("\"") }
                    if q == "\"" { break }
                    if q == "\\" {
                        guard let next = chars.next() else { throw .unterminatedQuote("\"") }
                        if next == "\n" { continue }
                        if !"$`\"\\".contains(next) { word.append("\\") }
                        word.append(next)
                    } else {
                        word.append(q)
                    }
                }
            case "\\":
                guard let next = chars.next() else { throw .trailingBackslash }
                if next == "\n" { continue }
                word.append(next)
                inWord = true
            default:
                word.append(c)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        guard !words.isEmpty else { throw .empty }
        return words
    }
}
