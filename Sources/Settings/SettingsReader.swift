import Input
import Model
import Yams

/// Why a settings file was refused: where (the file, line and column, the setting's path) and why,
/// in one line.
public struct SettingsProblem: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    /// The setting, as `appearance.accent`; empty for the file as a whole.
    public var key: String
    public var message: String

    public var description: String {
        "\(file):\(line):\(column): " + (key.isEmpty ? "" : key + ": ") + message
    }
}

/// Reads settings from the text of a settings file (YAML): every setting it names over the
/// defaults, unknown names refused with the nearest known one.
public enum SettingsReader {
    /// The settings `text` sets over ``Settings/init()``'s; `file` names it in problems.
    public static func read(_ text: String, file: String) throws(SettingsProblem) -> Settings {
        var reading = Reading(file: file)
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw reading.problem(syntax: error, in: text)
        } catch {
            throw SettingsProblem(file: file, line: 1, column: 1, key: "", message: "\(error)")
        }
        guard let root, root.null == nil else { return Settings() }
        try reading.readRoot(root)
        return try reading.finish()
    }
}

/// One reading of a file: the settings so far, the key bindings gathered to check together, and
/// where each was written.
private struct Reading {
    let file: String
    var settings = Settings()
    var actionKeys = Settings.standardKeys.keys
    var commands = Settings.standardKeys.commands
    /// Where each binding the file wrote is (an action's name, or a command's key name).
    var bindingMarks: [String: (Mark?, String)] = [:]

    init(file: String) {
        self.file = file
    }

    func problem(at mark: Mark?, _ key: String, _ message: String) -> SettingsProblem {
        SettingsProblem(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1, key: key, message: message)
    }

    func problem(syntax error: YamlError, in text: String) -> SettingsProblem {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            return self.problem(at: mark, "", "not YAML: " + problem)
        case .duplicatedKeysInMapping(let duplicates, let context):
            // Yams says where the mapping starts; the name's second line is found in the text.
            let name = duplicates.first ?? ""
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let found = lines.indices.dropFirst(max(0, context.mark.line - 1)).filter { index in
                let trimmed = lines[index].drop { $0 == " " }
                return trimmed.hasPrefix(name + ":") || trimmed.hasPrefix("\"" + name + "\":")
            }
            guard found.count >= 2 else { return self.problem(at: context.mark, name, "set twice") }
            let column = lines[found[1]].prefix { $0 == " " }.count + 1
            return SettingsProblem(file: file, line: found[1] + 1, column: column, key: name, message: "set twice (first on line \(found[0] + 1))")
        default:
            return self.problem(at: nil, "", "not YAML: " + "\(error)".split(separator: "\n").joined(separator: " "))
        }
    }

    mutating func readRoot(_ root: Node) throws(SettingsProblem) {
        let sections = SettingsSchema.sections.map(\.name)
        for (name, value, mark) in try entries(of: root, path: "") {
            guard sections.contains(name) else {
                let other = SettingsSchema.fields.first { $0.name == name }.map { "; it belongs under \($0.section):" }
                throw problem(at: mark, name, "unknown section" + (other ?? nearest(name, among: sections)))
            }
            if value.null != nil { continue }
            if name == "commands" {
                try readCommands(value)
            } else {
                try readSection(name, value)
            }
        }
    }

    /// A mapping's entries with their names and where they are (Yams refuses a name set twice).
    func entries(of node: Node, path: String) throws(SettingsProblem) -> [(String, Node, Mark?)] {
        guard let mapping = node.mapping else {
            throw problem(at: node.mark, path, path.isEmpty ? "expected sections (keys:, appearance:, …), not a single value" : "expected settings under it, as name: value")
        }
        var found: [(String, Node, Mark?)] = []
        for (key, value) in mapping {
            guard let name = key.scalar?.string else { throw problem(at: key.mark, path, "a setting's name must be plain text") }
            found.append((name, value, key.mark))
        }
        return found
    }

    mutating func readSection(_ section: String, _ node: Node) throws(SettingsProblem) {
        let fields = SettingsSchema.fields.filter { $0.section == section }
        for (name, value, mark) in try entries(of: node, path: section) {
            guard let field = fields.first(where: { $0.name == name }) else {
                let elsewhere = SettingsSchema.fields.first { $0.name == name }.map { "; it belongs under \($0.section):" }
                throw problem(at: mark, section + "." + name, "unknown setting" + (elsewhere ?? nearest(name, among: fields.map(\.name))))
            }
            let read = try self.value(value, as: field.kind, path: field.path)
            if let apply = field.apply {
                apply(&settings, read)
            } else if case .keys(let presses) = read, let action = KeyAction(rawValue: name) {
                actionKeys[action] = presses
                bindingMarks[action.rawValue] = (value.mark ?? mark, field.path)
            }
        }
    }

    mutating func readCommands(_ node: Node) throws(SettingsProblem) {
        for (name, value, mark) in try entries(of: node, path: "commands") {
            let press: KeyPress
            do {
                press = try KeyNames.press(named: name)
            } catch {
                throw problem(at: mark, "commands." + name, error.message)
            }
            commands.removeAll { $0.press == press }
            if value.null != nil { continue }
            guard let command = value.scalar?.string else {
                throw problem(at: value.mark, "commands." + name, "expected a command, as text")
            }
            // Empty, or the lock command of the defaults before the lock key (Super+L) had an action: none.
            guard !command.isEmpty, !Self.isFormerLockCommand(press, command) else { continue }
            commands.append(KeyCommand(press, command))
            bindingMarks[KeyNames.name(of: press)] = (value.mark ?? mark, "commands." + name)
        }
    }

    func value(_ node: Node, as kind: SettingKind, path: String) throws(SettingsProblem) -> SettingValue {
        // The value quoted as the file has it, cut to 80 characters (a 1 MB value is not echoed).
        let got = node.scalar.map { ", got " + ShownText.quoted($0.string) } ?? ""
        let wrong = problem(at: node.mark, path, "expected " + kind.expected + got)
        switch kind {
        case .bool:
            guard node.scalar?.style == .plain, let b = node.bool else { throw wrong }
            return .bool(b)
        case .number(let range, let whole):
            guard node.scalar?.style == .plain, let n = node.float, n.isFinite else { throw wrong }
            guard range.contains(n), !whole || n == n.rounded() else { throw wrong }
            return .number(n)
        case .color(let optional):
            if optional, node.null != nil { return .color(nil) }
            guard let text = node.scalar?.string, let color = Color(hex: text) else { throw wrong }
            return .color(color)
        case .choice(let names):
            guard let text = node.scalar?.string, names.contains(text) else { throw wrong }
            return .text(text)
        case .boolOrChoice(let names):
            if node.scalar?.style == .plain, let b = node.bool { return .bool(b) }
            guard let text = node.scalar?.string, names.contains(text) else { throw wrong }
            return .text(text)
        case .text(let optional):
            if optional, node.null != nil, node.scalar?.style == .plain { return .text("") }
            guard let text = node.scalar?.string, node.null == nil || node.scalar?.style != .plain, !text.isEmpty else { throw wrong }
            return .text(text)
        case .keys:
            let names: [Node] = node.sequence.map(Array.init) ?? [node]
            var presses: [KeyPress] = []
            for name in names {
                guard let text = name.scalar?.string, name.null == nil || name.scalar?.style != .plain else { throw wrong }
                do {
                    presses.append(try KeyNames.press(named: text))
                } catch {
                    throw problem(at: name.mark, path, error.message)
                }
            }
            return .keys(presses)
        }
    }

    /// The settings read, once the key bindings are checked together (a key bound twice is
    /// refused where the file binds it).
    mutating func finish() throws(SettingsProblem) -> Settings {
        do {
            settings.keys = try KeyBindings(keys: actionKeys, commands: commands)
        } catch {
            let written = bindingMarks[error.second] ?? bindingMarks[error.first]
            let other = bindingMarks[error.second] == nil ? error.second : error.first
            throw problem(at: written?.0, written?.1 ?? "keys",
                          "\(KeyNames.name(of: error.press)) is already \(Self.describe(binding: other))'s key; give that another key (or []) first")
        }
        return settings
    }

    /// Whether `command` on `press` is what `flotilla settings --defaults` wrote for Super+L before
    /// it was the lock key (a file copied from it then still reads).
    static func isFormerLockCommand(_ press: KeyPress, _ command: String) -> Bool {
        press == KeyPress(.character("l"), modifiers: .super) && command == "xdg-screensaver lock"
    }

    private static func describe(binding: String) -> String {
        KeyAction(rawValue: binding) != nil ? "keys." + binding : "commands." + binding
    }
}

/// "; did you mean X?" for the known name nearest `name` (by edits, case aside), when one is near.
func nearest(_ name: String, among known: [String]) -> String {
    let lowered = Array(name.lowercased())
    let scored = known.map { ($0, editDistance(lowered, Array($0.lowercased()))) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, lowered.count / 3) else {
        return " (known: " + known.joined(separator: ", ") + ")"
    }
    return "; did you mean \(best.0)?"
}

/// Levenshtein distance: the fewest single-character insertions, deletions and substitutions.
func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
        var current = [i + 1]
        for (j, y) in b.enumerated() {
            current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
        }
        previous = current
    }
    return previous[b.count]
}
