import Foundation

/// The small X clients of Tests/LiveTests/Clients/ that live tests start, by path.
enum TestClients {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Clients")
    /// misbehave.py: an X client that misbehaves on purpose (its modes are listed at its top).
    static let misbehave = folder.appendingPathComponent("misbehave.py").path
    /// logind-lock.py: says what logind says to lock a session, on a bus standing in for the system bus.
    static let logindLock = folder.appendingPathComponent("logind-lock.py").path
    /// set-icon.py: sets another client's `_NET_WM_ICON` (three sizes, the 32-pixel one in a colour given).
    static let setIcon = folder.appendingPathComponent("set-icon.py").path
    /// send-keys.py: sends a made-up key press and release to a window (SendEvent).
    static let sendKeys = folder.appendingPathComponent("send-keys.py").path
    /// impostor.py: a window that marks itself with a launch's panel name.
    static let impostor = folder.appendingPathComponent("impostor.py").path
    /// focus-at-map.py: maps windows one after another and reads the focus as each maps.
    static let focusAtMap = folder.appendingPathComponent("focus-at-map.py").path
    /// own-states.py: a window that sets its own `_NET_WM_STATE` (maximised, say) before it maps.
    static let ownStates = folder.appendingPathComponent("own-states.py").path
}
