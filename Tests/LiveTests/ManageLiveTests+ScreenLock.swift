@testable import App
import CXCB
import Desktop
import Foundation
import Glibc
import Input
import Testing
@testable import X11

/// Issue 61: Super+L, the X screen saver and logind lock the screen with a locker Flotilla
/// starts (i3lock on the set-up), and a lock that cannot be had is said on screen.
extension Live.ManageLiveTests {
    /// Super+L over a focused xterm starts i3lock: the screen is its black alone, and what is typed
    /// reaches no app. Once the locker ends (unlocked), typing reaches the xterm again.
    @Test func superLLocksAndWhatIsTypedReachesNoApp() throws {
        let display = try ManagedDisplay()
        let app = try display.manage()
        defer { app.stop() }
        _ = try app.readyWindow()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-lock-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("typed").path
        try display.start("xterm", ["-bg", "red", "-e", "sh", "-c", "read l; echo $l > \(file); read m"])
        _ = try display.client(of: app, panel: "xterm")
        _ = try display.settled(app, "xterm")
        _ = try app.wait(for: "did-focus") { $0["panel"] as? String == "xterm" }

        try display.input.key(KeyPress(.character("l"), modifiers: .super))
        let locked = try app.wait(for: "did-lock")
        #expect(["i3lock", "xsecurelock"].contains(locked["locker"] as? String ?? "") && locked["cause"] as? String == "key")
        #expect(eventually(within: 10) { Self.screenColours(display) == [0] }, "the locker's black alone: \(Self.screenColours(display).prefix(4))")
        #expect(eventually { Self.keyboardIsGrabbed(display) }, "the locker holds the keyboard")
        for c in "secret" { try display.input.key(KeyPress(.character(c))) }
        try display.connection.sync()

        let pid = try #require(locked["pid"] as? Int)
        kill(Int32(pid), SIGTERM)
        let unlocked = try app.wait(for: "did-unlock")
        #expect(unlocked["signal"] as? Int == Int(SIGTERM), "i3lock ran until it was ended: \(unlocked)")
        for c in "after" { try display.input.key(KeyPress(.character(c))) }
        try display.input.key(KeyPress(.enter))
        #expect(eventually { (try? String(contentsOfFile: file, encoding: .utf8)) == "after\n" },
                "only what was typed after the lock reached the xterm: \((try? String(contentsOfFile: file, encoding: .utf8)) ?? "nothing")")
    }

    /// Super+L while exposé shows (it holds the keyboard): exposé is left, and the locker gets the
    /// keyboard and the screen.
    @Test func superLLocksWhileExposeShows() throws {
        let display = try ManagedDisplay()
        let app = try display.manage()
        defer { app.stop() }
        _ = try app.readyWindow()
        _ = try display.startXlogo(under: app)
        try display.input.key(KeyPress(.function(3), modifiers: .super))
        _ = try app.wait(for: "did-enter-expose")
        #expect(Self.keyboardIsGrabbed(display), "exposé holds the keyboard")

        try display.input.key(KeyPress(.character("l"), modifiers: .super))
        let locked = try app.wait(for: "did-lock")
        _ = try app.wait(for: "did-exit-expose")
        #expect(eventually(within: 10) { Self.screenColours(display) == [0] }, "the locker's black alone: \(Self.screenColours(display).prefix(4))")
        #expect(eventually { Self.keyboardIsGrabbed(display) }, "the locker holds the keyboard")
        let pid = Int32(try #require(locked["pid"] as? Int))
        #expect(kill(pid, 0) == 0, "i3lock runs (it did not give up on a grab)")
        #expect(!app.events.contains { ["did-unlock", "did-not-lock"].contains($0["event"] as? String) }, "\(app.lines.suffix(5))")
    }

    /// `xset s 2`: after two idle seconds the X screen saver starts, and with it the locker the
    /// settings name (`desktop.lock`, a green i3lock).
    @Test func theScreenLocksAfterTheScreenSaversIdleTime() throws {
        let display = try ManagedDisplay()
        let settings = display.folders.config.appendingPathComponent("flotilla/settings.yaml")
        try FileManager.default.createDirectory(at: settings.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "desktop:\n  lock: i3lock -n -c 00ff00\n".write(to: settings, atomically: true, encoding: .utf8)
        let app = try display.manage()
        defer { app.stop() }
        _ = try app.readyWindow()
        _ = try display.output(of: "xset", ["s", "2"])

        let locked = try app.wait(for: "did-lock", timeout: 15)
        #expect(locked["cause"] as? String == "idle" && locked["locker"] as? String == "i3lock")
        #expect(eventually(within: 10) { Self.screenColours(display) == [0x00FF00] }, "the locker's green alone: \(Self.screenColours(display).prefix(4))")
    }

    /// With no locker on PATH, Super+L locks nothing: a notice at the top of the screen says so
    /// (its dark plate read back), and the desktop stays.
    @Test func superLWithNoLockerSaysSo() throws {
        let display = try ManagedDisplay()
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-path-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let app = try RunningFlotilla([], command: "manage", environment: display.environment.merging(["PATH": empty.path]) { $1 })
        defer { app.stop() }
        _ = try app.readyWindow()
        // Above the notice's text, inside its plate (NoticeChrome.plate: 560 × 44 at (360, 48)).
        let plate = PixelRect(x: 380, y: 50, width: 520, height: 3)
        let shown = { (try? display.connection.capture(display.connection.rootWindow, area: plate).pixels) ?? [] }
        #expect(shown().allSatisfy { Self.isDark($0) } == false, "the backdrop before")

        try display.input.key(KeyPress(.character("l"), modifiers: .super))
        let refused = try app.wait(for: "did-not-lock")
        #expect((refused["problem"] as? String)?.contains("no locker installed") == true, "\(refused)")
        #expect(eventually { shown().allSatisfy(Self.isDark) }, "the notice's plate: \(Set(shown()).prefix(3))")
        #expect(app.standardError.contains("Screen not locked"))
        #expect(!app.events.contains { $0["event"] as? String == "did-lock" })
        #expect(Self.screenColours(display).count > 2, "the desktop shows")
    }

    /// logind asks (a session's Lock signal, then a suspend coming) on a bus standing in for the
    /// system bus: each starts the locker; another session's Lock does not.
    @Test func logindsLockAndSleepLock() throws {
        let bus = try SessionBus.start().get()
        defer { bus.end() }
        let display = try ManagedDisplay()
        let app = try RunningFlotilla([], command: "manage", environment: display.environment.merging(
            ["DBUS_SYSTEM_BUS_ADDRESS": bus.address, "XDG_SESSION_ID": "7"]) { $1 })
        defer { app.stop() }
        _ = try app.readyWindow()

        _ = try display.output(of: "python3", [TestClients.logindLock, bus.address, "lock", LogindSignals.sessionPath("8")])
        _ = try display.output(of: "python3", [TestClients.logindLock, bus.address, "lock", LogindSignals.sessionPath("7")])
        let locked = try app.wait(for: "did-lock")
        #expect(locked["cause"] as? String == "logind")
        #expect(app.events.count { $0["event"] as? String == "did-lock" } == 1, "another session's Lock locks nothing")
        kill(Int32(try #require(locked["pid"] as? Int)), SIGTERM)
        _ = try app.wait(for: "did-unlock")

        _ = try display.output(of: "python3", [TestClients.logindLock, bus.address, "sleep"])
        _ = try app.wait(for: "did-lock") { $0["pid"] as? Int != locked["pid"] as? Int }
        #expect(eventually(within: 10) { Self.screenColours(display) == [0] })
    }

    /// The colours the screen shows (alpha aside).
    static func screenColours(_ display: ManagedDisplay) -> Set<UInt32> {
        Set(((try? display.connection.capture(display.connection.rootWindow))?.pixels ?? []).map { $0 & 0xFF_FFFF })
    }

    static func isDark(_ pixel: UInt32) -> Bool { (pixel >> 16) & 0xFF < 0x40 && (pixel >> 8) & 0xFF < 0x40 && pixel & 0xFF < 0x40 }

    /// Whether another client holds the keyboard: this test's grab of it is refused (one round
    /// trip; a grab that was had is let go at once).
    static func keyboardIsGrabbed(_ display: ManagedDisplay) -> Bool {
        let raw = display.connection.raw
        let cookie = xcb_grab_keyboard(raw, 0, display.connection.rootWindow, xcb_timestamp_t(XCB_CURRENT_TIME),
                                       UInt8(XCB_GRAB_MODE_ASYNC.rawValue), UInt8(XCB_GRAB_MODE_ASYNC.rawValue))
        guard let reply = xcb_grab_keyboard_reply(raw, cookie, nil) else { return false }
        defer { free(reply) }
        if reply.pointee.status == UInt8(XCB_GRAB_STATUS_SUCCESS.rawValue) {
            xcb_ungrab_keyboard(raw, xcb_timestamp_t(XCB_CURRENT_TIME))
            xcb_flush(raw)
            return false
        }
        return reply.pointee.status == UInt8(XCB_GRAB_STATUS_ALREADY_GRABBED.rawValue)
    }
}
