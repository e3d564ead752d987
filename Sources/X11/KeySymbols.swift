import Input

/// The X11 host's key translation table: X keysyms ↔ Flotilla's ``Key``. Only this file spells
/// keysym numbers.
enum KeySymbols {
    /// Keysyms of named keys. ISO_Left_Tab (what Shift+Tab produces) and the keypad's Enter are
    /// the same keys as Tab and Return.
    private static let named: [UInt32: Key] = {
        var table: [UInt32: Key] = [
            0xff1b: .escape, 0xff09: .tab, 0xfe20: .tab, 0xff0d: .enter, 0xff8d: .enter,
            0xff08: .backspace, 0xffff: .delete, 0xff63: .insert,
            0xff50: .home, 0xff57: .end, 0xff55: .pageUp, 0xff56: .pageDown,
            0xff51: .left, 0xff52: .up, 0xff53: .right, 0xff54: .down,
            0x20: .space, 0xff67: .menu, 0xff61: .print,
        ]
        for number in 1...12 { table[0xffbd + UInt32(number)] = .function(number) }  // F1 = 0xffbe
        for (keysym, media) in mediaKeysyms { table[keysym] = .media(media) }
        return table
    }()

    /// The keysym that types each named key (the first of its keysyms above).
    private static let keysyms: [Key: UInt32] = [
        .escape: 0xff1b, .tab: 0xff09, .enter: 0xff0d, .backspace: 0xff08, .delete: 0xffff, .insert: 0xff63,
        .home: 0xff50, .end: 0xff57, .pageUp: 0xff55, .pageDown: 0xff56,
        .left: 0xff51, .up: 0xff52, .right: 0xff53, .down: 0xff54, .space: 0x20, .menu: 0xff67, .print: 0xff61,
    ]

    /// XF86's media keysyms (XF86keysym.h).
    private static let mediaKeysyms: [UInt32: MediaKey] = [
        0x1008_ff13: .audioRaiseVolume, 0x1008_ff11: .audioLowerVolume, 0x1008_ff12: .audioMute,
        0x1008_ff14: .audioPlay, 0x1008_ff31: .audioPause, 0x1008_ff15: .audioStop,
        0x1008_ff16: .audioPrev, 0x1008_ff17: .audioNext,
        0x1008_ff02: .monBrightnessUp, 0x1008_ff03: .monBrightnessDown,
    ]

    /// The keysyms of the modifier keys pressed to send each modifier (left-hand keys).
    static let modifierKeysyms: [(Modifiers, UInt32)] = [(.shift, 0xffe1), (.control, 0xffe3), (.alt, 0xffe9), (.super, 0xffeb)]
    /// Keysyms that make a modifier bit mean Alt, and Super.
    static let altKeysyms: Set<UInt32> = [0xffe9, 0xffea, 0xffe7, 0xffe8]  // Alt_L/R, Meta_L/R
    static let superKeysyms: Set<UInt32> = [0xffeb, 0xffec]

    /// The modifier a modifier key's keysym stands for (either hand's key; Meta as Alt); nil for other keys.
    static func modifier(for keysym: UInt32) -> Modifiers? {
        switch keysym {
        case 0xffe1, 0xffe2: .shift
        case 0xffe3, 0xffe4: .control
        case _ where altKeysyms.contains(keysym): .alt
        case _ where superKeysyms.contains(keysym): .super
        default: nil
        }
    }

    /// The key an (unshifted) keysym stands for; nil for modifiers and keys Flotilla has no name for.
    static func key(for keysym: UInt32) -> Key? {
        if let key = named[keysym] { return key }
        guard let scalar = codePoint(of: keysym), !scalar.properties.isWhitespace else { return nil }
        return .character(Character(String(scalar).lowercased()))
    }

    /// The keysym that types `key`.
    static func keysym(for key: Key) -> UInt32? {
        switch key {
        case .function(let n): return (1...12).contains(n) ? 0xffbd + UInt32(n) : nil
        case .media(let media): return mediaKeysyms.first { $0.value == media }?.key
        case .character(let c):
            guard c.unicodeScalars.count == 1, let v = c.unicodeScalars.first?.value else { return nil }
            return v >= 0x20 && v <= 0xff ? v : 0x0100_0000 + v  // Latin-1 keysyms are their code points
        default: return keysyms[key]
        }
    }

    /// The character of a printable Latin-1 or Unicode keysym.
    private static func codePoint(of keysym: UInt32) -> Unicode.Scalar? {
        if (0x21...0x7e).contains(keysym) || (0xa0...0xff).contains(keysym) { return Unicode.Scalar(keysym) }
        if keysym & 0xff00_0000 == 0x0100_0000 { return Unicode.Scalar(keysym & 0x00ff_ffff) }
        return nil
    }
}
