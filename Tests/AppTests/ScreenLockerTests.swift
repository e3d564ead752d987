@testable import App
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
}
