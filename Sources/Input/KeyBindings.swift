/// What a key of Flotilla's does: one row of the key table (docs/keys.md), as the settings name it.
public enum KeyAction: String, CaseIterable, Hashable, Sendable {
    case expose, focusNext, focusPrevious
    case moveLeft, moveRight, moveUp, moveDown
    case narrower, wider, shorter, taller
    case pin, tearOff, back, arrangeAll, close
    case tileLeft, tileRight, fill, floatAgain
    case switchWindows
    case previousSpace, nextSpace
    case space1, space2, space3, space4, space5, space6, space7, space8, space9
    case search, lock, logOut

    /// Its keys when the settings do not say.
    public var defaultKeys: [KeyPress] {
        switch self {
        case .expose: [KeyPress(.function(3))]
        case .focusNext: [KeyPress(.tab)]
        case .focusPrevious: [KeyPress(.tab, modifiers: .shift)]
        case .moveLeft: [KeyPress(.left)]
        case .moveRight: [KeyPress(.right)]
        case .moveUp: [KeyPress(.up)]
        case .moveDown: [KeyPress(.down)]
        case .narrower: [KeyPress(.character("["))]
        case .wider: [KeyPress(.character("]"))]
        case .shorter: [KeyPress(.character("-"))]
        case .taller: [KeyPress(.character("="))]
        case .pin: [KeyPress(.character("p"))]
        case .tearOff: [KeyPress(.character("n"))]
        case .back: [KeyPress(.escape)]
        case .arrangeAll: [KeyPress(.character("a"))]
        case .close: [KeyPress(.function(4), modifiers: .alt)]
        case .tileLeft: [KeyPress(.left, modifiers: .super)]
        case .tileRight: [KeyPress(.right, modifiers: .super)]
        case .fill: [KeyPress(.up, modifiers: .super)]
        case .floatAgain: [KeyPress(.down, modifiers: .super)]
        case .switchWindows: [KeyPress(.tab, modifiers: .alt)]
        case .previousSpace: [KeyPress(.pageUp, modifiers: .super)]
        case .nextSpace: [KeyPress(.pageDown, modifiers: .super)]
        case .search: [KeyPress(.space, modifiers: .super)]
        case .lock: [KeyPress(.character("l"), modifiers: .super)]
        case .logOut: [KeyPress(.delete, modifiers: [.control, .alt])]
        default: spaceNumber.map { [KeyPress(.character(Character(String($0 + 1))), modifiers: .super)] } ?? []
        }
    }

    /// What it does, in one line (the comment `flotilla settings --defaults` prints above it).
    public var summary: String {
        switch self {
        case .expose: "show exposé, or leave it"
        case .focusNext: "focus the next panel and raise it"
        case .focusPrevious: "focus the previous panel and raise it"
        case .moveLeft, .moveRight, .moveUp, .moveDown:
            "move the focused floating panel \(rawValue.dropFirst(4).lowercased()) 10 pt (with Shift, 50 pt)"
        case .narrower, .wider, .shorter, .taller: "make the focused floating panel \(rawValue) by 10 pt (with Shift, 50 pt)"
        case .pin: "pin the focused panel to the first side that takes it; float it when pinned"
        case .tearOff: "tear the focused panel off into a window of its own (an app's: back to the desktop)"
        case .back: "cancel a drag, close a popover or the switcher, leave exposé, collapse a sheet"
        case .arrangeAll: "where windows tile: every floating window in a grid"
        case .close: "close the focused window, as its close button does (an app is asked; asked again after 5 s, ended)"
        case .tileLeft: "where windows tile: the focused window in the left half of its monitor"
        case .tileRight: "where windows tile: the focused window in the right half of its monitor"
        case .fill: "where windows tile: the focused window fills the work area"
        case .floatAgain: "where windows tile: the focused window floats again"
        case .switchWindows: "the switcher, while the key's modifiers are held (with Shift, backwards)"
        case .previousSpace: "show the previous space (with Shift, the focused window comes along)"
        case .nextSpace: "show the next space (with Shift, the focused window comes along)"
        case .search: "open the search field (find and launch an application, or find a window), or close it"
        case .lock: "lock the screen (manage): the desktop.lock locker, else xsecurelock or i3lock"
        case .logOut: "log out (manage): asked first; then every app asked to close, those asking to save brought forward and waited for"
        default: "show space \((spaceNumber ?? 0) + 1) (with Shift, the focused window comes along)"
        }
    }

    /// The space a `space1`…`space9` action shows, counted from 0.
    public var spaceNumber: Int? {
        guard rawValue.hasPrefix("space"), let n = Int(rawValue.dropFirst(5)) else { return nil }
        return n - 1
    }

    /// Whether it tiles the focused window (or floats it again): such keys act only where windows tile.
    public var tiles: Bool { [.tileLeft, .tileRight, .fill, .floatAgain].contains(self) }

    /// Whether Shift added to its key makes a variant of it (a larger step, the window carried,
    /// backwards) rather than another key.
    public var takesShift: Bool {
        switch self {
        case .moveLeft, .moveRight, .moveUp, .moveDown, .narrower, .wider, .shorter, .taller,
             .switchWindows, .previousSpace, .nextSpace: true
        default: spaceNumber != nil
        }
    }
}

/// A key bound to a command run through the shell (a terminal, a screenshot tool, the volume).
public struct KeyCommand: Hashable, Sendable {
    public var press: KeyPress
    public var command: String

    public init(_ press: KeyPress, _ command: String) {
        self.press = press
        self.command = command
    }
}

/// Which keys do what: every ``KeyAction``'s keys, and the keys that run commands.
public struct KeyBindings: Hashable, Sendable {
    /// Each action's keys; an action missing has none.
    public private(set) var keys: [KeyAction: [KeyPress]]
    public private(set) var commands: [KeyCommand]

    /// Every action on its ``KeyAction/defaultKeys``, and no commands.
    public static let standard = KeyBindings(keys: Dictionary(uniqueKeysWithValues: KeyAction.allCases.map { ($0, $0.defaultKeys) }))

    /// Why bindings were refused: a key bound twice.
    public struct Clash: Error, Equatable, Sendable {
        public var press: KeyPress
        public var first: String
        public var second: String
    }

    /// Bindings of `keys` and `commands`; throws when one key is bound twice.
    public init(keys: [KeyAction: [KeyPress]], commands: [KeyCommand] = []) throws(Clash) {
        var seen: [KeyPress: String] = [:]
        let named = KeyAction.allCases.flatMap { action in (keys[action] ?? []).map { (bare($0), action.rawValue) } }
            + commands.map { (bare($0.press), KeyNames.name(of: $0.press)) }
        for (press, name) in named {
            if let first = seen[press] { throw Clash(press: press, first: first, second: name) }
            seen[press] = name
        }
        self.keys = keys
        self.commands = commands
    }

    private init(keys: [KeyAction: [KeyPress]]) {
        self.keys = keys
        self.commands = []
    }

    /// The action `press` asks for, and whether Shift was added to its key for the action's
    /// variant (``KeyAction/takesShift``); a key bound exactly wins over one with Shift added.
    public func action(for press: KeyPress) -> (action: KeyAction, shifted: Bool)? {
        let pressed = bare(press)
        if let action = KeyAction.allCases.first(where: { keys[$0]?.contains(pressed) == true }) { return (action, false) }
        guard pressed.modifiers.contains(.shift) else { return nil }
        let unshifted = KeyPress(pressed.key, modifiers: pressed.modifiers.subtracting(.shift))
        guard let action = KeyAction.allCases.first(where: { $0.takesShift && keys[$0]?.contains(unshifted) == true }) else { return nil }
        return (action, true)
    }

    /// Whether `press` is `action`'s key (with Shift added where the action takes it).
    public func matches(_ press: KeyPress, _ action: KeyAction) -> Bool {
        self.action(for: press)?.action == action
    }

    /// The command `press` runs, if any.
    public func command(for press: KeyPress) -> String? {
        let pressed = bare(press)
        return commands.first { $0.press == pressed }?.command
    }

    /// Every key that does something wherever the keyboard is (a command's, or an action's held
    /// with Control, Alt or Super), with Shift for those that take it: what a window manager grabs.
    public var globalKeys: [KeyPress] {
        let actionKeys = KeyAction.allCases.flatMap { action in
            (keys[action] ?? []).filter { !$0.modifiers.isDisjoint(with: [.control, .alt, .super]) }.flatMap { press in
                action.takesShift ? [press, KeyPress(press.key, modifiers: press.modifiers.union(.shift))] : [press]
            }
        }
        return actionKeys + commands.map(\.press)
    }
}

/// `press` without the text it types: bindings compare keys and modifiers only.
private func bare(_ press: KeyPress) -> KeyPress {
    KeyPress(press.key, modifiers: press.modifiers)
}
