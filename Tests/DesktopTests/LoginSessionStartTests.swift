import Desktop
import Testing

/// What starts as `manage` begins, without X (the model side of the live tests of autostart once
/// per X server and of `manage --replace` without `--session`).
@Suite("The login session begun")
struct LoginSessionStartTests {
    @Test func withoutSessionNothingStartsAndTheRootsMarkIsNotEvenRead() {
        var read = 0
        let marked: () -> Bool = {
            read += 1
            return false
        }
        #expect(LoginSessionStart(session: false, begunBefore: marked(), autostart: true, relaunch: true) == .none)
        #expect(read == 0, "a manage --replace of a running desktop asks nothing of the root")
    }

    @Test func onAnXServerWhoseSessionBeganBeforeNothingStartsAgain() {
        #expect(LoginSessionStart(session: true, begunBefore: true, autostart: true, relaunch: true) == .begunBefore)
    }

    @Test func aNewSessionStartsWhatTheSettingsSay() {
        #expect(LoginSessionStart(session: true, begunBefore: false, autostart: true, relaunch: true) == .begins(autostart: true, relaunch: true))
        #expect(LoginSessionStart(session: true, begunBefore: false, autostart: false, relaunch: true) == .begins(autostart: false, relaunch: true),
                "session.autostart: false")
        #expect(LoginSessionStart(session: true, begunBefore: false, autostart: true, relaunch: false) == .begins(autostart: true, relaunch: false),
                "session.relaunch: false")
    }
}
