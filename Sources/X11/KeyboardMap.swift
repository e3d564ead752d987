import CXCB
import Glibc

/// The server's keycode → keysym table, read with GetKeyboardMapping.
struct KeyboardMap {
    var minKeycode: Int
    var keysymsPerKeycode: Int
    var keysyms: [UInt32]

    /// Reads the whole table (one round trip).
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
        return KeyboardMap(
            minKeycode: Int(first), keysymsPerKeycode: Int(reply.pointee.keysyms_per_keycode), keysyms: Array(table))
    }

    /// The keycode's unshifted keysym (column 0, else column 1), 0 when it has none.
    func keysym(keycode: UInt8) -> UInt32 {
        let row = (Int(keycode) - minKeycode) * keysymsPerKeycode
        guard keysymsPerKeycode > 0, row >= 0, row + keysymsPerKeycode <= keysyms.count else { return 0 }
        if keysyms[row] != 0 || keysymsPerKeycode < 2 { return keysyms[row] }
        return keysyms[row + 1]
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
