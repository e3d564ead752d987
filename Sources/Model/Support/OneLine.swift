extension String {
    /// The text with every control character and line or paragraph separator written as an escape
    /// (`\n`, `\r`, `\t`, `\u{7F}` …), so a message that quotes what a file holds stays on one line.
    public var oneLine: String {
        guard unicodeScalars.contains(where: \.breaksLine) else { return self }
        var out = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.breaksLine: out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

extension Unicode.Scalar {
    /// A control character (C0, DEL, C1) or a line or paragraph separator.
    fileprivate var breaksLine: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
    }
}
