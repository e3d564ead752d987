import CXCB
import Glibc

extension X11Connection {
    /// The atom for `name`, interned on first use and cached.
    public func atom(_ name: String) throws(X11Error) -> UInt32 {
        if let atom = atomCache[name] { return atom }
        try internAtoms([name])
        return atomCache[name]!
    }

    /// The name of an atom (a round trip; not cached).
    public func atomName(_ atom: UInt32) throws(X11Error) -> String {
        let reply = try self.reply("GetAtomName \(atom)") { xcb_get_atom_name_reply(raw, xcb_get_atom_name(raw, atom), $0) }
        defer { free(reply) }
        let length = Int(xcb_get_atom_name_name_length(reply))
        let bytes = UnsafeRawBufferPointer(start: xcb_get_atom_name_name(reply), count: length)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Interns several atoms with one round trip's worth of waiting.
    func internAtoms(_ names: [String]) throws(X11Error) {
        let missing = names.filter { atomCache[$0] == nil }
        let cookies = missing.map { name in
            name.withCString { xcb_intern_atom(raw, 0, UInt16(strlen($0)), $0) }
        }
        for (index, cookie) in cookies.enumerated() {
            do {
                let reply = try self.reply("InternAtom \(missing[index])") { xcb_intern_atom_reply(raw, cookie, $0) }
                atomCache[missing[index]] = reply.pointee.atom
                free(reply)
            } catch {
                for later in cookies[(index + 1)...] { xcb_discard_reply(raw, later.sequence) }
                throw error
            }
        }
    }
}
