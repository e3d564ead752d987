import CDBus
import Glibc

/// What logind asks of the session's screen lock on the system bus, as xss-lock follows it: the
/// session's `Lock` signal (`loginctl lock-session`, a lid closed where logind is told to lock)
/// and the manager's `PrepareForSleep(true)` (a suspend coming). Only where a logind session
/// exists (`XDG_SESSION_ID`, set by pam_systemd) and the system bus answers; the connection is
/// private, and its loss ends the watch, never Flotilla.
final class LogindSignals {
    static let service = "org.freedesktop.login1"

    private var connection: OpaquePointer?
    /// The session's object path on the bus.
    let sessionPath: String

    /// Watches the session `sessionID` (nil: no logind session, no watch); nil too when the system bus cannot be reached.
    init?(sessionID: String?) {
        guard let sessionID, !sessionID.isEmpty else { return nil }
        sessionPath = Self.sessionPath(sessionID)
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let bus = dbus_bus_get_private(DBUS_BUS_SYSTEM, &error) else { return nil }
        // A private connection would _exit the process when the bus goes.
        dbus_connection_set_exit_on_disconnect(bus, 0)
        connection = bus
        // With no error to fill, adding a match does not wait for the bus's answer.
        dbus_bus_add_match(bus, "type='signal',sender='\(Self.service)',interface='org.freedesktop.login1.Session',member='Lock',path='\(sessionPath)'", nil)
        dbus_bus_add_match(bus, "type='signal',sender='\(Self.service)',interface='org.freedesktop.login1.Manager',member='PrepareForSleep'", nil)
        dbus_connection_flush(bus)
    }

    deinit { end() }

    /// The descriptor the loop waits on (nil once the bus went).
    var descriptor: Int32? {
        guard let connection else { return nil }
        var fd: Int32 = -1
        return dbus_connection_get_unix_fd(connection, &fd) != 0 && fd >= 0 ? fd : nil
    }

    /// Reads what came: true when a lock was asked for since the last call.
    func takeLockRequests() -> Bool {
        guard let connection else { return false }
        guard dbus_connection_read_write(connection, 0) != 0 else {
            end()
            return false
        }
        var asked = false
        while let message = dbus_connection_pop_message(connection) {
            defer { dbus_message_unref(message) }
            if Self.asksToLock(message, sessionPath: sessionPath) { asked = true }
        }
        if dbus_connection_get_is_connected(connection) == 0 { end() }
        return asked
    }

    /// Whether `message` asks session `sessionPath`'s screen to lock: its own `Lock` (another
    /// session's is not its), or `PrepareForSleep(true)` (a suspend coming; false is the wake).
    static func asksToLock(_ message: OpaquePointer, sessionPath: String) -> Bool {
        if dbus_message_is_signal(message, "org.freedesktop.login1.Session", "Lock") != 0 {
            return dbus_message_get_path(message).map { String(cString: $0) == sessionPath } ?? false
        }
        return dbus_message_is_signal(message, "org.freedesktop.login1.Manager", "PrepareForSleep") != 0 && firstBoolean(of: message) == true
    }

    /// logind's object path for session `id`: its name escaped as systemd's bus labels are (a
    /// letter kept; a digit kept but as the first character; anything else `_` and two hex digits).
    static func sessionPath(_ id: String) -> String {
        var label = ""
        for (i, byte) in id.utf8.enumerated() {
            let letter = (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122), digit = byte >= 48 && byte <= 57
            label += letter || (digit && i > 0) ? String(UnicodeScalar(byte)) : "_" + String(byte, radix: 16)
        }
        return "/org/freedesktop/login1/session/" + label
    }

    /// D-Bus's type code of a boolean (`DBUS_TYPE_BOOLEAN`, a macro Swift does not import).
    private static let booleanType = Int32(UInt8(ascii: "b"))

    private static func firstBoolean(of message: OpaquePointer) -> Bool? {
        var arguments = DBusMessageIter()
        guard dbus_message_iter_init(message, &arguments) != 0, dbus_message_iter_get_arg_type(&arguments) == Self.booleanType else { return nil }
        var value: dbus_bool_t = 0
        dbus_message_iter_get_basic(&arguments, &value)
        return value != 0
    }

    private func end() {
        guard let connection else { return }
        dbus_connection_close(connection)
        dbus_connection_unref(connection)
        self.connection = nil
    }
}
