/// X keysym names for the keys a panel app handles; the rest are written "0x…".
enum KeySymbols {
    /// keysym → name.
    static let names: [UInt32: String] = {
        var table: [UInt32: String] = [
            0xff08: "BackSpace", 0xff09: "Tab", 0xff0d: "Return", 0xff1b: "Escape", 0xffff: "Delete",
            0xff50: "Home", 0xff51: "Left", 0xff52: "Up", 0xff53: "Right", 0xff54: "Down",
            0xff55: "Prior", 0xff56: "Next", 0xff57: "End", 0xff63: "Insert", 0xff67: "Menu",
            0xff8d: "KP_Enter", 0xfe20: "ISO_Left_Tab",
            0xffe1: "Shift_L", 0xffe2: "Shift_R", 0xffe3: "Control_L", 0xffe4: "Control_R",
            0xffe9: "Alt_L", 0xffea: "Alt_R", 0xffeb: "Super_L", 0xffec: "Super_R",
            0x20: "space", 0x27: "apostrophe", 0x2b: "plus", 0x2c: "comma", 0x2d: "minus",
            0x2e: "period", 0x2f: "slash", 0x3b: "semicolon", 0x3d: "equal", 0x5b: "bracketleft",
            0x5c: "backslash", 0x5d: "bracketright", 0x60: "grave",
        ]
        for code in UInt32(0x30)...0x39 { table[code] = String(UnicodeScalar(UInt8(code))) }  // 0…9
        for code in UInt32(0x41)...0x5a { table[code] = String(UnicodeScalar(UInt8(code))) }  // A…Z
        for code in UInt32(0x61)...0x7a { table[code] = String(UnicodeScalar(UInt8(code))) }  // a…z
        for number in UInt32(1)...12 { table[0xffbd + number] = "F\(number)" }  // F1 = 0xffbe
        return table
    }()

    /// name → keysym ("Page_Up"/"Page_Down" are accepted as the aliases of Prior/Next).
    static let keysyms: [String: UInt32] = {
        var table = Dictionary(names.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        table["Page_Up"] = 0xff55
        table["Page_Down"] = 0xff56
        return table
    }()

    /// The name of a keysym: its X name, or "0x…" in lowercase hex.
    static func name(of keysym: UInt32) -> String {
        names[keysym] ?? "0x" + String(keysym, radix: 16)
    }

    /// The keysym for a name (X name or "0x…"), nil when unknown.
    static func keysym(named name: String) -> UInt32? {
        if let keysym = keysyms[name] { return keysym }
        if name.hasPrefix("0x") { return UInt32(name.dropFirst(2), radix: 16) }
        return nil
    }
}
