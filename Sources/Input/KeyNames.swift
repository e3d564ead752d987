/// Flotilla's names for keys, in scripts (the table in docs/scripts.md) and the settings' key
/// bindings: `Escape`, `Tab`, `F3`, `a`, `[`, `Print`, `XF86AudioMute`, with modifiers written
/// before the key and joined by `+` (`Shift+Tab`, `Control+Shift+Left`). X keysym names that are
/// not Flotilla's names are refused with the name to write instead.
public enum KeyNames {
    /// Named keys, in the order the documentation lists them.
    static let named: [(String, Key)] = [
        ("Escape", .escape), ("Tab", .tab), ("Return", .enter), ("Backspace", .backspace), ("Delete", .delete),
        ("Insert", .insert), ("Home", .home), ("End", .end), ("PageUp", .pageUp), ("PageDown", .pageDown),
        ("Left", .left), ("Right", .right), ("Up", .up), ("Down", .down), ("Space", .space), ("Menu", .menu),
        ("Print", .print),
    ] + (1...12).map { ("F\($0)", Key.function($0)) } + MediaKey.allCases.map { ("XF86" + $0.rawValue, Key.media($0)) }

    /// The modifiers, as written before a key.
    static let modifiers: [(String, Modifiers)] = [("Shift", .shift), ("Control", .control), ("Alt", .alt), ("Super", .super)]

    /// The punctuation keys, as printed on a US keyboard unshifted.
    static let punctuation = Array("-=[];'`\\,./")

    /// Names people (and X) write for keys, with what Flotilla calls them.
    static let aliases: [String: String] = [
        "ISO_Left_Tab": "Shift+Tab", "BackSpace": "Backspace", "Prior": "PageUp", "Next": "PageDown",
        "Page_Up": "PageUp", "Page_Down": "PageDown", "KP_Enter": "Return", "Enter": "Return", "Esc": "Escape",
        "space": "Space", "minus": "-", "equal": "=", "plus": "Shift+=", "bracketleft": "[", "bracketright": "]",
        "semicolon": ";", "apostrophe": "'", "grave": "`", "backslash": "\\", "comma": ",", "period": ".",
        "slash": "/", "Ctrl": "Control", "Control_L": "Control", "Control_R": "Control", "Shift_L": "Shift",
        "Shift_R": "Shift", "Alt_L": "Alt", "Alt_R": "Alt", "Meta": "Alt", "Super_L": "Super", "Super_R": "Super",
        "Win": "Super", "Sys_Req": "Print", "PrintScreen": "Print",
    ]

    /// Why a key name was refused: the whole message, saying what to write instead.
    public struct Refusal: Error, Equatable, Sendable {
        public var message: String
    }

    /// The key press a name stands for.
    public static func press(named text: String) throws(Refusal) -> KeyPress {
        var parts = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        let keyName = parts.removeLast()
        guard !keyName.isEmpty else { throw Refusal(message: "\"\(text)\" ends with +; a key name follows the modifiers, as in Shift+Tab") }
        var held = Modifiers()
        for part in parts {
            guard let modifier = modifiers.first(where: { $0.0 == part })?.1 else {
                let instead = suggestion(for: part)
                throw Refusal(message: "\"\(part)\" is not a modifier" + (instead.isEmpty ? " (Shift, Control, Alt, Super)" : instead))
            }
            guard !held.contains(modifier) else { throw Refusal(message: "\"\(text)\" names \(part) twice") }
            held.insert(modifier)
        }
        return KeyPress(try key(named: keyName), modifiers: held)
    }

    /// The name of a key press, as scripts write it.
    public static func name(of press: KeyPress) -> String {
        let prefix = modifiers.filter { press.modifiers.contains($0.1) }.map { $0.0 + "+" }.joined()
        let key: String = switch press.key {
        case .character(let c): String(c)
        default: named.first { $0.1 == press.key }?.0 ?? "\(press.key)"
        }
        return prefix + key
    }

    private static func key(named name: String) throws(Refusal) -> Key {
        if let key = named.first(where: { $0.0 == name })?.1 { return key }
        if name.count == 1, let c = name.first {
            if c.isASCII, c.isLowercase || c.isNumber || punctuation.contains(c) { return .character(c) }
            if c.isASCII, c.isUppercase { throw Refusal(message: "\"\(name)\" is a shifted key; write Shift+\(c.lowercased())") }
        }
        if modifiers.contains(where: { $0.0 == name }) {
            throw Refusal(message: "\"\(name)\" is a modifier; write it before a key, as in \(name)+Tab")
        }
        if name.hasPrefix("0x") || name.hasPrefix("0X") {
            throw Refusal(message: "numeric keysyms are not key names; write the key's name, such as Escape, Tab, F3, a or [ (docs/scripts.md)")
        }
        throw Refusal(message: "unknown key \"\(name)\"" + (suggestion(for: name).isEmpty ? "; keys are " + summary : suggestion(for: name)))
    }

    /// "; write X instead" when a name is known under another spelling.
    private static func suggestion(for name: String) -> String {
        if let alias = aliases[name] { return "; write \(alias)" }
        if let known = (named.map(\.0) + modifiers.map(\.0)).first(where: { $0.lowercased() == name.lowercased() }) {
            return "; write \(known)"
        }
        return ""
    }

    /// Every key name in one line, for messages.
    static var summary: String {
        named.prefix(17).map(\.0).joined(separator: ", ") + ", F1…F12, XF86AudioMute and the other XF86 media keys, a…z, 0…9, " + punctuation.map(String.init).joined(separator: " ")
            + "; modifiers Shift+, Control+, Alt+, Super+"
    }
}
