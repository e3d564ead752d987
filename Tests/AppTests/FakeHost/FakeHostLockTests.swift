@testable import App
import Glibc
import Settings
import Testing

/// The X screen saver starting locks the screen where the settings say so, over the fake host:
/// the locker the settings name starts once, with the cause said (`did-lock`), whatever else asks meanwhile.
@Suite struct FakeHostLockTests {
    final class Told {
        var events: [SessionEvent] = []
    }

    /// A managed desktop whose settings lock with `sleep 30` (a locker that runs until killed), on idle or not.
    func session(lockOnIdle: Bool) throws -> (DesktopSession, Told) {
        let told = Told()
        let desktop = try FakeDesktop(onEvent: { told.events.append($0) })
        var settings = Settings()
        settings.desktop.lock = "sleep 30"
        settings.desktop.lockOnIdle = lockOnIdle
        let session = DesktopSession(manager: desktop.manager)
        session.settings = LiveSettings(path: "/nonexistent/flotilla-settings.yaml", initial: settings, sceneSets: SettingsSetByScene())
        return (session, told)
    }

    /// The lockers started, as `did-lock` said.
    func locks(_ told: Told) -> [(pid: Int32, cause: String)] {
        told.events.compactMap { if case .didLock(_, let pid, let cause) = $0 { (pid, cause) } else { nil } }
    }

    /// Ends the locker `pid` and waits until the session saw it end (at most 5 s).
    func unlock(_ session: DesktopSession, pid: Int32) {
        kill(pid, SIGKILL)
        for _ in 0..<500 where session.lock.isLocked {
            session.followLock(ready: nil)
            usleep(10_000)
        }
    }

    @Test func theScreenSaversStartLocksOnceWithTheSettingsLocker() throws {
        let (session, told) = try session(lockOnIdle: true)
        session.screenSaverStarted()
        let started = locks(told)
        #expect(started.map(\.cause) == ["idle"])
        #expect(session.lock.isLocked)
        // While it runs, neither the screen saver again nor the lock key starts a second one.
        session.screenSaverStarted()
        session.lockScreen(.key)
        #expect(locks(told).count == 1)
        if let pid = started.first?.pid { unlock(session, pid: pid) }
        #expect(!session.lock.isLocked)
        #expect(told.events.contains { if case .didUnlock(let locker, _, let signal) = $0 { locker == "sleep" && signal == SIGKILL } else { false } })
    }

    @Test func withLockOnIdleOffTheScreenSaverLocksNothingButTheKeyStillDoes() throws {
        let (session, told) = try session(lockOnIdle: false)
        session.screenSaverStarted()
        #expect(locks(told).isEmpty)
        #expect(!session.lock.isLocked)
        session.lockScreen(.key)
        #expect(locks(told).map(\.cause) == ["key"])
        if let pid = locks(told).first?.pid { unlock(session, pid: pid) }
    }
}
