/// A desktop entry's `Exec` line as the Desktop Entry spec reads it: split into arguments (double
/// quotes group, and within them `\"`, `` \` ``, `\$` and `\\` stand for the character), then the
/// field codes expanded as GLib does: `%f %u` the first file, `%F %U` every file (an argument of
/// only such a code with no files is dropped), `%i` `--icon ICON`, `%c` the name, `%k` the entry's
/// path, `%%` a percent sign; the deprecated `%d %D %n %N %v %m` are removed.
public struct ExecCommand: Hashable, Sendable {
    /// The arguments as written, unquoted, codes not yet expanded.
    public let arguments: [String]

    /// `line` (the value of `Exec`, its string escapes already read) split into arguments; a
    /// quote left open or a line with no program is a problem.
    public init(_ line: String) throws(KeyFile.Problem) {
        var arguments: [String] = [], current = "", inArgument = false, quoted = false, escaped = false
        for c in line {
            if escaped {
                if !["\"", "`", "$", "\\"].contains(c) { current.append("\\") }
                current.append(c)
                escaped = false
            } else if quoted {
                if c == "\\" { escaped = true } else if c == "\"" { quoted = false } else { current.append(c) }
            } else if c == "\"" {
                quoted = true
                inArgument = true
            } else if c == " " || c == "\t" || c == "\n" {
                if inArgument { arguments.append(current) }
                current = ""
                inArgument = false
            } else {
                current.append(c)
                inArgument = true
            }
        }
        guard !quoted else { throw KeyFile.Problem(line: nil, "Exec: a quote is not closed") }
        if inArgument { arguments.append(current) }
        guard !(arguments.first ?? "").isEmpty else { throw KeyFile.Problem(line: nil, "Exec: no program") }
        self.arguments = arguments
    }

    /// The command to start for `entry` with `files` (paths or URLs), codes expanded.
    public func expanded(for entry: DesktopEntry, files: [String] = []) -> [String] {
        arguments.flatMap { argument -> [String] in
            switch argument {
            case "%F", "%U": return files
            case "%f", "%u": return Array(files.prefix(1))
            case "%i": return entry.icon.map { ["--icon", $0] } ?? []
            case "%d", "%D", "%n", "%N", "%v", "%m": return []
            default: return [Self.expanding(argument, entry: entry, files: files)]
            }
        }
    }

    /// The codes inside one argument replaced.
    private static func expanding(_ argument: String, entry: DesktopEntry, files: [String]) -> String {
        guard argument.contains("%") else { return argument }
        var out = "", code = false
        for c in argument {
            guard code else {
                if c == "%" { code = true } else { out.append(c) }
                continue
            }
            code = false
            switch c {
            case "%": out += "%"
            case "f", "u": out += files.first ?? ""
            case "F", "U": out += files.joined(separator: " ")
            case "i": out += entry.icon.map { "--icon \($0)" } ?? ""
            case "c": out += entry.name
            case "k": out += entry.path
            default: break
            }
        }
        return out
    }
}
