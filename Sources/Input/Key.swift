/// A key as printed on the keyboard, unshifted, whatever the host: Shift+Tab is ``tab`` with
/// ``Modifiers/shift``, Shift+[ is `[` with Shift. Hosts translate their own codes into it; the
/// script language has its own names for it (docs/scripts.md).
public enum Key: Hashable, Sendable {
    case escape, tab, enter, backspace, delete, insert
    case home, end, pageUp, pageDown
    case left, right, up, down
    case space, menu
    /// Print Screen.
    case print
    /// A media or hardware key (volume, playback, brightness): XF86's keys.
    case media(MediaKey)
    /// F1…F12.
    case function(Int)
    /// A key that types one character unshifted: a lowercase letter, a digit or punctuation
    /// (`[`, `-`, `=`, …).
    case character(Character)

    /// The four arrow keys.
    public var isArrow: Bool { [.left, .right, .up, .down].contains(self) }
}

/// The media and hardware keys keyboards carry beside the typing keys, named as X names them
/// without its `XF86` prefix.
public enum MediaKey: String, CaseIterable, Hashable, Sendable {
    case audioRaiseVolume = "AudioRaiseVolume", audioLowerVolume = "AudioLowerVolume", audioMute = "AudioMute"
    case audioPlay = "AudioPlay", audioPause = "AudioPause", audioStop = "AudioStop"
    case audioPrev = "AudioPrev", audioNext = "AudioNext"
    case monBrightnessUp = "MonBrightnessUp", monBrightnessDown = "MonBrightnessDown"
}

/// The modifier keys held with a key.
public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let shift = Modifiers(rawValue: 1 << 0)
    public static let control = Modifiers(rawValue: 1 << 1)
    public static let alt = Modifiers(rawValue: 1 << 2)
    public static let `super` = Modifiers(rawValue: 1 << 3)

    /// Every modifier, in the order they are written and pressed: Shift, Control, Alt, Super.
    public static let all: [Modifiers] = [.shift, .control, .alt, .super]
}

/// A key pressed with the modifiers held at that moment, and the text it types (with Shift and
/// Caps Lock, in the keyboard's layout) when it types any.
public struct KeyPress: Hashable, Sendable {
    public var key: Key
    public var modifiers: Modifiers
    /// What the key types: a printable character, with neither Control, Alt nor Super held; nil
    /// for keys that type nothing (and where the host does not say).
    public var text: String?

    public init(_ key: Key, modifiers: Modifiers = [], text: String? = nil) {
        self.key = key
        self.modifiers = modifiers
        self.text = text
    }

    /// What it types: ``text``, or where the host did not say, a character key's own character
    /// (uppercase with Shift) held with at most Shift.
    public var typed: String? {
        if let text { return text }
        guard modifiers.isSubset(of: .shift), case .character(let c) = key else { return nil }
        return modifiers.contains(.shift) ? c.uppercased() : String(c)
    }
}
