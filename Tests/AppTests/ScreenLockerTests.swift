@testable import App
import CDBus
import Foundation
import Testing

/// Issue 61: which locker the lock starts, and how logind names the session it watches.
@Suite("Screen lockers")
struct ScreenLockerTests {
    /// A folder of empty executables named `names`, as a PATH.
    func path(with names: [String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-lockers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in names {
            let file = folder.appendingPathComponent(name)
            try "#!/bin/sh\n".write(to: file, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        }
        return folder
    }

    @Test func theFirstInstalledLockerIsChosenWhereTheSettingsNameNone() throws {
        let both = try path(with: ["i3lock", "xsecurelock"]), i3lock = try path(with: ["i3lock"]), none = try path(with: [])
        defer { for f in [both, i3lock, none] { try? FileManager.default.removeItem(at: f) } }
        #expect(ScreenLockers.command(setting: "", path: both.path) == .success(["xsecurelock"]))
        #expect(ScreenLockers.command(setting: "", path: i3lock.path) == .success(["i3lock", "--nofork", "--color=000000"]))
        #expect(ScreenLockers.command(setting: "", path: none.path)
                == .failure(ScreenLockers.Refusal("no locker installed (xsecurelock or i3lock)")))
    }

    @Test func theSettingsLockerIsItsWordsAndOneNotInstalledIsSaid() throws {
        let folder = try path(with: ["i3lock"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(ScreenLockers.command(setting: "i3lock -n -i '/home/me/my lock.png'", path: folder.path)
                == .success(["i3lock", "-n", "-i", "/home/me/my lock.png"]))
        #expect(ScreenLockers.command(setting: "slock", path: folder.path) == .failure(ScreenLockers.Refusal("desktop.lock's slock is not installed")))
        #expect(ScreenLockers.command(setting: "i3lock '-n", path: folder.path)
                == .failure(ScreenLockers.Refusal("desktop.lock: a ' quote is not closed")))
        let long = String(repeating: "x", count: 200)
        guard case .failure(let refusal) = ScreenLockers.command(setting: long, path: folder.path) else { Issue.record("ran \(long)"); return }
        #expect(refusal.message.count < 140 && refusal.message.contains("x…"), "a name from the file is cut: \(refusal.message)")
    }

    @Test func logindsSessionPathsEscapeTheIDAsSystemdDoes() {
        #expect(LogindSignals.sessionPath("c7") == "/org/freedesktop/login1/session/c7")
        #expect(LogindSignals.sessionPath("2") == "/org/freedesktop/login1/session/_32")
        #expect(LogindSignals.sessionPath("12") == "/org/freedesktop/login1/session/_312")
        #expect(LogindSignals.sessionPath("a-b") == "/org/freedesktop/login1/session/a_2db")
    }

    /// A signal as logind sends it (no bus needed to make one), `boolean` its first argument if given.
    func signal(_ path: String, _ interface: String, _ member: String, boolean: Bool? = nil) throws -> OpaquePointer {
        let message = try #require(dbus_message_new_signal(path, interface, member))
        if let boolean {
            var value: dbus_bool_t = boolean ? 1 : 0
            var arguments = DBusMessageIter()
            dbus_message_iter_init_append(message, &arguments)
            _ = dbus_message_iter_append_basic(&arguments, Int32(UInt8(ascii: "b")), &value)
        }
        return message
    }

    @Test func thisSessionsLockAndASuspendComingLockAnotherSessionsLockAndTheWakeDoNot() throws {
        let ours = LogindSignals.sessionPath("c7"), session = "org.freedesktop.login1.Session", manager = "org.freedesktop.login1.Manager"
        let messages = [
            ("this session's Lock", try signal(ours, session, "Lock"), true),
            ("another session's Lock", try signal(LogindSignals.sessionPath("c8"), session, "Lock"), false),
            ("this session's Unlock", try signal(ours, session, "Unlock"), false),
            ("PrepareForSleep(true)", try signal("/org/freedesktop/login1", manager, "PrepareForSleep", boolean: true), true),
            ("PrepareForSleep(false)", try signal("/org/freedesktop/login1", manager, "PrepareForSleep", boolean: false), false),
            ("PrepareForSleep with no argument", try signal("/org/freedesktop/login1", manager, "PrepareForSleep"), false),
            ("PrepareForShutdown(true)", try signal("/org/freedesktop/login1", manager, "PrepareForShutdown", boolean: true), false),
        ]
        defer { for (_, message, _) in messages { dbus_message_unref(message) } }
        for (name, message, locks) in messages {
            #expect(LogindSignals.asksToLock(message, sessionPath: ours) == locks, "\(name)")
        }
    }
}
