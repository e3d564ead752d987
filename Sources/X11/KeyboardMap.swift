import CXCB
import Glibc
import Input

/// The server's keyboard: the keycode → keysym table (GetKeyboardMapping) and which modifier bits
/// of an event's state mean Alt and Super (GetModifierMapping).
struct KeyboardMap {
    var minKeycode: Int
    var keysymsPerKeycode: Int
    var keysyms: [UInt32]
    /// The state-mask bit of each modifier.
    var masks: [(Modifiers, UInt16)] = [(.shift, 1), (.control, 4), (.alt, 8), (.super, 64)]

    /// Reads both tables (two round trips).
    static func load(_ c: OpaquePointer, setup: UnsafePointer<xcb_setup_t>) throws(X11Error) -> KeyboardMap {
        let first = setup.pointee.min_keycode
        let count = UInt8(Int(setup.pointee.max_keycode) - Int(first) + 1)
        var error: UnsafeMutablePointer<xcb_generic_error_t>?
        let reply = xcb_get_keyboard_mapping_reply(c, xcb_get_keyboard_mapping(c, first, count), &error)
        if let error {
            let code = error.pointee.error_code
            free(error)
            free(reply)
            throw .requestFailed("GetKeyboardMapping: X error \(code)")
        }
        guard let reply else { throw .requestFailed("GetKeyboardMapping: no reply") }
        defer { free(reply) }
        let length = Int(xcb_get_keyboard_mapping_keysyms_length(reply))
        let table = UnsafeBufferPointer(start: xcb_get_keyboard_mapping_keysyms(reply), count: length)
        var map = KeyboardMap(
            minKeycode: Int(first), keysymsPerKeycode: Int(reply.pointee.keysyms_per_keycode), keysyms: Array(table))
        map.loadModifierMasks(c)
        return map
    }

    /// Finds the Mod1…Mod5 bits that carry Alt and Super; keeps Mod1 and Mod4 when the server does
    /// not say.
    private mutating func loadModifierMasks(_ c: OpaquePointer) {
        guard let reply = xcb_get_modifier_mapping_reply(c, xcb_get_modifier_mapping(c), nil) else { return }
        defer { free(reply) }
        let perModifier = Int(reply.pointee.keycodes_per_modifier)
        let codes = UnsafeBufferPointer(start: xcb_get_modifier_mapping_keycodes(reply),
                                        count: Int(xcb_get_modifier_mapping_keycodes_length(reply)))
        for row in 3..<8 where (row + 1) * perModifier <= codes.count {
            let rowKeysyms = Set(codes[row * perModifier..<(row + 1) * perModifier].flatMap(allKeysyms))
            let bit = UInt16(1) << row
            if !rowKeysyms.isDisjoint(with: KeySymbols.altKeysyms) { set(.alt, bit) }
            if !rowKeysyms.isDisjoint(with: KeySymbols.superKeysyms) { set(.super, bit) }
        }
    }

    private mutating func set(_ modifier: Modifiers, _ bit: UInt16) {
        if let i = masks.firstIndex(where: { $0.0 == modifier }) { masks[i].1 = bit }
    }

    /// The modifiers held according to an event's state mask.
    func modifiers(state: UInt16) -> Modifiers {
        masks.reduce(into: Modifiers()) { held, entry in if state & entry.1 != 0 { held.insert(entry.0) } }
    }

    /// The keycode's unshifted keysym (column 0, else column 1), 0 when it has none.
    func keysym(keycode: UInt8) -> UInt32 {
        let row = (Int(keycode) - minKeycode) * keysymsPerKeycode
        guard keysymsPerKeycode > 0, row >= 0, row + keysymsPerKeycode <= keysyms.count else { return 0 }
        if keysyms[row] != 0 || keysymsPerKeycode < 2 { return keysyms[row] }
        return keysyms[row + 1]
    }

    /// The text the keycode types with the modifiers of `state` (Shift: the second column; Caps
    /// Lock: a letter's other case): nil with Control, Alt or Super held, or for a keysym that is
    /// no printable character (Latin-1's, and Unicode's `0x01000000 + code point`).
    func text(keycode: UInt8, state: UInt16) -> String? {
        guard modifiers(state: state).isSubset(of: .shift) else { return nil }
        let columns = allKeysyms(keycode: keycode)
        let shifted = state & 1 != 0
        let keysym = shifted && columns.count > 1 && columns[1] != 0 ? columns[1] : columns.first ?? 0
        let code: UInt32
        switch keysym {
        case 0x20...0x7E, 0xA0...0xFF: code = keysym
        case 0x0100_00A0...0x0110_FFFF: code = keysym - 0x0100_0000
        default: return nil
        }
        guard let scalar = Unicode.Scalar(code) else { return nil }
        let text = String(Character(scalar)), capsLock: UInt16 = 2
        guard state & capsLock != 0, text.count == 1, text.first!.isLetter else { return text }
        return text == text.lowercased() ? text.uppercased() : text.lowercased()
    }

    /// Every keysym of a keycode, in all columns.
    private func allKeysyms(keycode: UInt8) -> [UInt32] {
        let row = (Int(keycode) - minKeycode) * keysymsPerKeycode
        guard keycode != 0, row >= 0, row + keysymsPerKeycode <= keysyms.count else { return [] }
        return Array(keysyms[row..<row + keysymsPerKeycode])
    }

    /// The lowest keycode whose lowest column produces `keysym`.
    func keycode(keysym: UInt32) -> UInt8? {
        guard keysymsPerKeycode > 0, keysym != 0 else { return nil }
        for column in 0..<keysymsPerKeycode {
            var index = column
            while index < keysyms.count {
                if keysyms[index] == keysym { return UInt8(minKeycode + index / keysymsPerKeycode) }
                index += keysymsPerKeycode
            }
        }
        return nil
    }
}
