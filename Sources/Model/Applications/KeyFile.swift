/// A file in the XDG "desktop entry" format (desktop entries, `index.theme`, autostart entries):
/// `[Group]` headers and `Key=Value` lines, `#` comments, localized keys `Key[xx_YY@mod]`, the
/// spec's escapes and `;`-separated lists. Parsing only: what the keys mean is the caller's.
public struct KeyFile: Hashable, Sendable {
    /// One group: its entries by key (localized ones under `Key[locale]`, as written).
    public struct Group: Hashable, Sendable {
        public var entries: [String: String] = [:]

        /// The raw value of `key`.
        public subscript(key: String) -> String? { entries[key] }

        /// `key` unescaped (`\s \n \t \r \\`), its best translation for `locale` first
        /// (``KeyFile/Locale``): `lang_COUNTRY@MODIFIER`, `lang_COUNTRY`, `lang@MODIFIER`,
        /// `lang`, then the key itself.
        public func string(_ key: String, locale: Locale? = nil) -> String? {
            for name in locale?.keys(for: key) ?? [] {
                if let value = entries[name] { return KeyFile.unescaped(value) }
            }
            return entries[key].map(KeyFile.unescaped)
        }

        /// `key` as a list: split at unescaped `separator`s (`;`, or `,` in an `index.theme`; a
        /// trailing one ends the list), each unescaped; empty items dropped.
        public func list(_ key: String, locale: Locale? = nil, separator: Character = ";") -> [String] {
            var raw: String?
            for name in locale?.keys(for: key) ?? [] where raw == nil { raw = entries[name] }
            guard let text = raw ?? entries[key] else { return [] }
            var items: [String] = [], current = "", escaped = false
            for c in text {
                if escaped {
                    current += c == separator ? String(separator) : "\\" + String(c)
                    escaped = false
                } else if c == "\\" {
                    escaped = true
                } else if c == separator {
                    items.append(current)
                    current = ""
                } else {
                    current.append(c)
                }
            }
            if escaped { current += "\\" }
            items.append(current)
            return items.map(KeyFile.unescaped).filter { !$0.isEmpty }
        }

        /// `key` as a boolean (`true` or `false`); nil when absent; a ``KeyFile/Problem`` when it is
        /// something else.
        public func boolean(_ key: String) throws(Problem) -> Bool? {
            guard let value = entries[key] else { return nil }
            switch value {
            case "true": return true
            case "false": return false
            default: throw Problem(line: nil, "\(key): expected true or false, got \"\(value)\"")
            }
        }
    }

    /// What is wrong with a file, and on which line (1-based) when one is to blame.
    public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        public var line: Int?
        public var message: String

        public init(line: Int?, _ message: String) {
            self.line = line
            self.message = message
        }

        public var description: String { line.map { "line \($0): \(message)" } ?? message }
    }

    /// A locale as `LC_ALL`, `LC_MESSAGES` or `LANG` name it (`de_AT.UTF-8@euro`): the encoding is
    /// not used for matching.
    public struct Locale: Hashable, Sendable {
        public var language: String
        public var country: String?
        public var modifier: String?

        /// The locale named `name`; nil for `C`, `POSIX` or an empty name (no translations).
        public init?(_ name: String) {
            var rest = Substring(name)
            if let at = rest.firstIndex(of: "@") {
                modifier = String(rest[rest.index(after: at)...])
                rest = rest[..<at]
            }
            if let dot = rest.firstIndex(of: ".") { rest = rest[..<dot] }
            if let underscore = rest.firstIndex(of: "_") {
                country = String(rest[rest.index(after: underscore)...])
                rest = rest[..<underscore]
            }
            guard !rest.isEmpty, rest != "C", rest != "POSIX" else { return nil }
            language = String(rest)
        }

        /// The locale of a process's environment: `LC_ALL`, else `LC_MESSAGES`, else `LANG`.
        public init?(environment: [String: String]) {
            guard let name = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }) else { return nil }
            self.init(name)
        }

        /// The localized keys for `key`, best first, as the spec orders them.
        func keys(for key: String) -> [String] {
            var names: [String] = []
            if let country, let modifier { names.append("\(language)_\(country)@\(modifier)") }
            if let country { names.append("\(language)_\(country)") }
            if let modifier { names.append("\(language)@\(modifier)") }
            names.append(language)
            return names.map { "\(key)[\($0)]" }
        }
    }

    /// The groups by name, and their names in the order written.
    public private(set) var groups: [String: Group] = [:]
    public private(set) var groupNames: [String] = []

    /// Parses `text`. A line that is neither blank, a comment, a header nor `Key=Value`, an entry
    /// before the first header, a group or a key given twice are problems, with their line.
    public init(parsing text: String) throws(Problem) {
        var current: String?
        // ("\r\n" is one Character in Swift.)
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated() {
            let number = index + 1
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) || line.first == "#" { continue }
            if line.first == "[" {
                guard line.last == "]", line.count > 2 else { throw Problem(line: number, "a group header must be [Name]") }
                let name = String(line.dropFirst().dropLast())
                guard !name.contains(where: { $0 == "[" || $0 == "]" || $0.isASCII && $0.asciiValue! < 32 }) else {
                    throw Problem(line: number, "a group name must not hold [, ] or control characters")
                }
                guard groups[name] == nil else { throw Problem(line: number, "group [\(name)] is given twice") }
                groups[name] = Group()
                groupNames.append(name)
                current = name
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { throw Problem(line: number, "expected Key=Value, a [Group] or a # comment") }
            let key = line[..<equals].trimmingSpaces, value = line[line.index(after: equals)...].trimmingLeadingSpaces
            guard Self.isValidKey(key) else { throw Problem(line: number, "\"\(key)\" is not a key (A–Z, a–z, 0–9 and -, then an optional [locale])") }
            guard let group = current else { throw Problem(line: number, "\(key) comes before any [Group]") }
            guard groups[group]?.entries[String(key)] == nil else { throw Problem(line: number, "\(key) is given twice in [\(group)]") }
            groups[group]?.entries[String(key)] = String(value)
        }
    }

    /// The group named `name`.
    public subscript(group name: String) -> Group? { groups[name] }

    /// Whether `key` is `Name` or `Name[locale]` with a name of A–Z, a–z, 0–9 and `-`.
    private static func isValidKey(_ key: Substring) -> Bool {
        var name = key
        if let open = key.firstIndex(of: "[") {
            guard key.last == "]", key.index(after: open) < key.index(before: key.endIndex) else { return false }
            name = key[..<open]
        }
        return !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
    }

    /// `value` with the spec's escapes replaced: `\s` space, `\n`, `\t`, `\r`, `\\`; any other
    /// backslash is kept as written.
    static func unescaped(_ value: String) -> String {
        guard value.contains("\\") else { return value }
        var out = "", escaped = false
        for c in value {
            if escaped {
                switch c {
                case "s": out += " "
                case "n": out += "\n"
                case "t": out += "\t"
                case "r": out += "\r"
                case "\\": out += "\\"
                default: out += "\\" + String(c)
                }
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else {
                out.append(c)
            }
        }
        return escaped ? out + "\\" : out
    }
}

private extension Substring {
    var trimmingLeadingSpaces: Substring { drop { $0 == " " || $0 == "\t" } }
    var trimmingSpaces: Substring {
        var s = trimmingLeadingSpaces
        while s.last == " " || s.last == "\t" { s = s.dropLast() }
        return s
    }
}
