import CXCB

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
}
