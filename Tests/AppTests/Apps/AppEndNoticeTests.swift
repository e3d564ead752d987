@testable import App
import Glibc
import Model
import Testing

/// What standard error says of an app's process that ended or mapped no window: a launch's or
/// `--app`'s is said once; an autostarted service that ends well or maps no window is not.
@Suite struct AppEndNoticeTests {
    func app(autostarted: Bool = false) -> ClientPanel {
        let app = ClientPanel(AppSpec(id: PanelID("mousepad"), command: ["/usr/bin/mousepad"]), process: nil, at: 0)
        app.isAutostarted = autostarted
        return app
    }

    @Test func anAppThatEndsBeforeItsWindowIsSaidWithHowItEnded() {
        #expect(app().endNotice(.status(0), hosted: false) == "app mousepad (mousepad) ended with exit status 0 before it mapped a window")
        #expect(app().endNotice(.signal(SIGKILL), hosted: false) == "app mousepad (mousepad) ended with signal 9 (SIGKILL) before it mapped a window")
        #expect(app().endNotice(.status(1), hosted: true) == nil, "its panel held a window: its end is no news")
    }

    @Test func anAutostartedServiceIsSaidOnlyWhenItEndsBadly() {
        #expect(app(autostarted: true).endNotice(.status(0), hosted: false) == nil)
        #expect(app(autostarted: true).endNotice(.status(2), hosted: false) == "app mousepad (mousepad) ended with exit status 2 before it mapped a window")
        #expect(app(autostarted: true).endNotice(.signal(SIGSEGV), hosted: false) != nil)
    }

    @Test func noWindowInTenSecondsIsSaidOfALaunchNotOfAService() {
        #expect(app().noWindowNotice == "app mousepad (mousepad) mapped no window within 10 s; it runs on without a panel")
        #expect(app(autostarted: true).noWindowNotice == nil)
    }
}
