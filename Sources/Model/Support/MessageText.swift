extension String {
    /// The text with control characters escaped (`\n`, `\r`, `\t`, others as `\u{1B}`), so a
    /// message quoting input stays on one line and cannot drive the terminal. Idempotent: a
    /// backslash is left as it is.
    public var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: \.isControl) else { return self }
        var out = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.isControl: out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

extension Unicode.Scalar {
    /// C0 and C1 controls, DEL, and the line and paragraph separators.
    fileprivate var isControl: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
    }
}

extension Double {
    /// The number as a message shows it: `3` for a whole number, else as Swift prints it (`1.5`).
    public var shortDescription: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : "\(self)"
    }
}
