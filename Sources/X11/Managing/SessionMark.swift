import CXCB
import Desktop

/// The mark a login session leaves on the root as it starts (`_FLOTILLA_SESSION`, Flotilla's
/// process id), so a `flotilla manage --session` started again in the same X server — after a
/// crash, or `--replace` — knows the session began already and does not autostart again. The
/// mark goes with the X server.
extension X11Connection {
    static let sessionMark = "_FLOTILLA_SESSION"

    /// Whether a session marked the root already.
    public func sessionWasStarted() -> Bool {
        (try? property(Self.sessionMark, of: rootWindow))??.values32.isEmpty == false
    }

    /// Marks the root: the session has started (by process `pid`).
    public func markSessionStarted(pid: Int32) {
        guard (try? internAtoms([Self.sessionMark])) != nil, let atom = atomCache[Self.sessionMark] else { return }
        xcb_change_property(raw, UInt8(XCB_PROP_MODE_REPLACE.rawValue), rootWindow, atom, XCB_ATOM_CARDINAL.rawValue, 32, 1, [UInt32(bitPattern: pid)])
        flush()
    }

    static let sessionBusMark = "_FLOTILLA_SESSION_BUS"

    /// The D-Bus session bus the session started (its address and its daemon's process id), so
    /// a Flotilla started again in the same X server gives it to what it launches; it goes with
    /// the X server.
    public func markSessionBus(_ mark: SessionBusMark) {
        guard (try? internAtoms([Self.sessionBusMark, "UTF8_STRING"])) != nil, let atom = atomCache[Self.sessionBusMark],
              let utf8 = atomCache["UTF8_STRING"] else { return }
        let bytes = Array("\(mark.address)\0\(mark.pid)".utf8)
        xcb_change_property(raw, UInt8(XCB_PROP_MODE_REPLACE.rawValue), rootWindow, atom, utf8, 8, UInt32(bytes.count), bytes)
        flush()
    }

    /// The session bus a session marked the root with: its address and its daemon's process id; nil when none.
    public func sessionBus() -> SessionBusMark? {
        guard let text = (try? property(Self.sessionBusMark, of: rootWindow))??.string else { return nil }
        let parts = text.split(separator: "\0", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, let pid = Int32(parts[1]) else { return nil }
        return SessionBusMark(address: String(parts[0]), pid: pid)
    }

    /// Removes the session bus's mark (the session ended it).
    public func unmarkSessionBus() {
        guard let atom = try? atom(Self.sessionBusMark) else { return }
        xcb_delete_property(raw, rootWindow, atom)
        flush()
    }

    static let entryMark = "_FLOTILLA_ENTRY"

    /// Marks `window` as one of the application Flotilla launched from desktop entry `entry`
    /// (``ClientFacts/entryMark``): the mark stays when Flotilla ends, and goes with the window
    /// or when it is withdrawn.
    public func markLaunched(_ window: WindowID, entry: String) {
        guard (try? internAtoms([Self.entryMark, "UTF8_STRING"])) != nil, let atom = atomCache[Self.entryMark],
              let utf8 = atomCache["UTF8_STRING"] else { return }
        let bytes = Array(entry.utf8.prefix(255))
        xcb_change_property(raw, UInt8(XCB_PROP_MODE_REPLACE.rawValue), window, atom, utf8, 8, UInt32(bytes.count), bytes)
        flush()
    }
}
