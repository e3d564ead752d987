import Input
import Model
import Spring

/// One setting of the file: where it is (`appearance.accent`), what it says, how its value is
/// written and read. The table below is the one list of settings: reading, checking and
/// `flotilla settings --defaults` all go through it.
struct SettingField: Sendable {
    var section: String
    var name: String
    var comment: String
    var kind: SettingKind
    /// The value `settings` holds, as the file writes it.
    var text: @Sendable (Settings) -> String
    /// Sets it from a value of ``kind``; nil for key bindings, which are checked together once the
    /// whole file is read.
    var apply: (@Sendable (inout Settings, SettingValue) -> Void)?

    var path: String { section + "." + name }
}

/// What a setting's value may be.
enum SettingKind: Sendable {
    case bool
    case number(ClosedRange<Double>, whole: Bool)
    case color(optional: Bool)
    /// Text; `optional`: or null, read as empty (the automatic choice).
    case text(optional: Bool)
    /// One of a few names.
    case choice([String])
    /// True, false or one of a few names.
    case boolOrChoice([String])
    /// A key name or a list of them (`keys.*`).
    case keys

    var expected: String {
        switch self {
        case .bool: "true or false"
        case .number(let range, let whole):
            (whole ? "a whole number" : "a number") + " from \(SettingValue.number(range.lowerBound).text) to \(SettingValue.number(range.upperBound).text)"
        case .color(let optional): "a colour, \"#RRGGBB\" or \"#RRGGBBAA\"" + (optional ? ", or null for none" : "")
        case .text(let optional): "text" + (optional ? ", or null for the automatic choice" : "")
        case .choice(let names): "one of " + names.joined(separator: ", ")
        case .boolOrChoice(let names): "true, false or " + names.joined(separator: " or ")
        case .keys: "a key name (such as Super+Left, F3, a) or a list of them"
        }
    }
}

/// A setting's value once read.
enum SettingValue: Sendable {
    case bool(Bool)
    case number(Double)
    case color(Color?)
    case text(String)
    case keys([KeyPress])

    /// As the file writes it.
    var text: String {
        switch self {
        case .bool(let b): b ? "true" : "false"
        case .number(let n): n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
        case .color(let c): c.map { quoted($0.hex) } ?? "null"
        case .text(let s): quoted(s)
        case .keys(let presses):
            presses.count == 1 ? quoted(KeyNames.name(of: presses[0])) : "[" + presses.map { quoted(KeyNames.name(of: $0)) }.joined(separator: ", ") + "]"
        }
    }
}

/// `text` in double quotes, as YAML reads it back.
func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}

enum SettingsSchema {
    /// The sections in the order the file lists them, with what each holds.
    static let sections: [(name: String, comment: String)] = [
        ("keys", "Flotilla's keys: each action's key, or a list of keys ([] for none). Keys are named as in docs/keys.md:\n"
            + "modifiers (Shift, Control, Alt, Super) joined to the key by +. Shift added to a key that moves, resizes,\n"
            + "switches or shows a space makes the larger step, carries the window, or goes backwards."),
        ("commands", "Keys that run a command (through /bin/sh), wherever the keyboard is. null or \"\" removes one of these."),
        ("appearance", "How windows' panels and the backdrop look."),
        ("motion", "How things move."),
        ("desktop", "The desktop under flotilla manage."),
        ("session", "What a login session (flotilla manage --session) does."),
        ("icons", "Icons."),
    ]

    /// Every setting with a fixed name (the `commands` section's names are keys, any number).
    static let fields: [SettingField] = keyFields + [
        field("appearance", "accent", "the accent: the chosen search result, the switcher's ring, the space that shows, pin previews",
              .color(optional: false), \.appearance.accent),
        SettingField(section: "appearance", name: "cornerRadius", comment: "the corner radius of windows' panels, in points",
                     kind: .number(0...64, whole: false), text: { SettingValue.number($0.appearance.cornerRadius).text },
                     apply: { if case .number(let n) = $1 { $0.appearance.cornerRadius = n } }),
        field("appearance", "shadows", "whether windows' panels cast shadows", .bool, \.appearance.shadows),
        field("appearance", "titles", "whether title bars show their window's title (the bar and its buttons stay)", .bool, \.appearance.titles),
        field("appearance", "wallpaper", "draw the wallpaper a setter put on the screen (feh --bg-fill, nitrogen, xwallpaper) where there is one",
              .bool, \.appearance.wallpaper),
        field("appearance", "backdrop", "the backdrop's colour, where no wallpaper is drawn", .color(optional: false), \.appearance.backdrop),
        SettingField(section: "appearance", name: "gradientTo", comment: "the backdrop shades to this colour at its foot; null: a plain colour",
                     kind: .color(optional: true), text: { SettingValue.color($0.appearance.gradientTo).text },
                     apply: { if case .color(let c) = $1 { $0.appearance.gradientTo = c } }),
        field("motion", "reduced", "cross-fades in place of springs (as --reduced-motion)", .bool, \.motion.reduced),
        SettingField(section: "motion", name: "springs",
                     comment: "the springs' feel: standard; snappy (quicker), gentle (slower), bouncy (a little overshoot)",
                     kind: .choice(SpringPreset.allCases.map(\.rawValue)), text: { $0.motion.springs.rawValue },
                     apply: { if case .text(let name) = $1, let preset = SpringPreset(rawValue: name) { $0.motion.springs = preset } }),
        SettingField(section: "desktop", name: "spaces", comment: "how many spaces, where the display had none and --spaces does not say",
                     kind: .number(1...32, whole: true), text: { SettingValue.number(Double($0.desktop.spaces)).text },
                     apply: { if case .number(let n) = $1 { $0.desktop.spaces = Int(n) } }),
        field("desktop", "tiling", "whether windows tile: flung to an edge, Super+arrows, arrange all", .bool, \.desktop.tiling),
        SettingField(section: "desktop", name: "hotCorner",
                     comment: "true: the pointer pushed into a monitor's top-left corner shows exposé; instant: its arrival there does; false: nothing",
                     kind: .boolOrChoice([HotCorner.instant.rawValue]), text: { $0.desktop.hotCorner.rawValue },
                     apply: { settings, value in
                         switch value {
                         case .bool(let on): settings.desktop.hotCorner = on ? .pushed : .off
                         case .text(let name): settings.desktop.hotCorner = HotCorner(rawValue: name) ?? .pushed
                         default: break
                         }
                     }),
        SettingField(section: "desktop", name: "lock",
                     comment: "the screen locker Super+L starts, a command that runs until the screen is unlocked (i3lock -n); null: xsecurelock, else i3lock",
                     kind: .text(optional: true), text: { $0.desktop.lock.isEmpty ? "null" : SettingValue.text($0.desktop.lock).text },
                     apply: { if case .text(let s) = $1 { $0.desktop.lock = s } }),
        field("desktop", "lockOnIdle", "lock the screen when the X screen saver starts, after the idle time xset s sets", .bool, \.desktop.lockOnIdle),
        field("session", "autostart", "start the autostart entries ($XDG_CONFIG_HOME/autostart, $XDG_CONFIG_DIRS/autostart)", .bool, \.session.autostart),
        field("session", "relaunch", "start again the applications that ran when the last session ended", .bool, \.session.relaunch),
        SettingField(section: "icons", name: "theme", comment: "the icon theme, where no XSETTINGS manager (a desktop's settings daemon) names one",
                     kind: .text(optional: false), text: { SettingValue.text($0.iconTheme).text },
                     apply: { if case .text(let s) = $1 { $0.iconTheme = s } }),
    ]

    /// One field per key action, and the window drags' modifier and resize button.
    private static let keyFields: [SettingField] = KeyAction.allCases.map { action in
        SettingField(section: "keys", name: action.rawValue, comment: action.summary, kind: .keys,
                     text: { SettingValue.keys($0.keys.keys[action] ?? []).text }, apply: nil)
    } + [
        SettingField(section: "keys", name: "dragModifier",
                     comment: "held, a press anywhere in a window moves it (and resizeButton resizes it): Super, Alt, Control, or none",
                     kind: .choice(dragModifiers.map(\.name)), text: { settings in
                         dragModifiers.first { $0.modifier == settings.windowDrags.modifier }?.name ?? "none"
                     },
                     apply: { settings, value in
                         if case .text(let name) = value { settings.windowDrags.modifier = dragModifiers.first { $0.name == name }?.modifier }
                     }),
        SettingField(section: "keys", name: "resizeButton", comment: "with dragModifier held, the button that resizes a window: right or middle",
                     kind: .choice(["right", "middle"]), text: { $0.windowDrags.resizeButton == 2 ? "middle" : "right" },
                     apply: { settings, value in if case .text(let name) = value { settings.windowDrags.resizeButton = name == "middle" ? 2 : 3 } }),
    ]

    /// The modifiers a window drag may be held with, as the file names them.
    private static let dragModifiers: [(name: String, modifier: Modifiers?)] = [("Super", .super), ("Alt", .alt), ("Control", .control), ("none", nil)]

    private static func field(_ section: String, _ name: String, _ comment: String, _ kind: SettingKind,
                              _ path: WritableKeyPath<Settings, Bool> & Sendable) -> SettingField {
        SettingField(section: section, name: name, comment: comment, kind: kind, text: { SettingValue.bool($0[keyPath: path]).text },
                     apply: { if case .bool(let b) = $1 { $0[keyPath: path] = b } })
    }

    private static func field(_ section: String, _ name: String, _ comment: String, _ kind: SettingKind,
                              _ path: WritableKeyPath<Settings, Color> & Sendable) -> SettingField {
        SettingField(section: section, name: name, comment: comment, kind: kind, text: { SettingValue.color($0[keyPath: path]).text },
                     apply: { if case .color(let c?) = $1 { $0[keyPath: path] = c } })
    }
}
